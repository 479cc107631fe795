import type { PackMessages } from '../pack';

export const errorViewMessages: PackMessages<'errorViewMessages'> = {
  prefix: (status) => `ত্রুটি ${status}: `,
  home: 'প্রথম পাতায় যান',
};
