import type { PackMessages } from '../pack';

export const errorViewMessages: PackMessages<'errorViewMessages'> = {
  prefix: (status) => `त्रुटी ${status}: `,
  home: 'मुखपृष्ठावर जा',
};
