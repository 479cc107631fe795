import type { PackMessages } from '../pack';

export const errorViewMessages: PackMessages<'errorViewMessages'> = {
  prefix: (status) => `లోపం ${status}: `,
  home: 'ముఖపత్రానికి వెళ్ళండి',
};
