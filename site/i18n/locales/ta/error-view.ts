import type { PackMessages } from '../pack';

export const errorViewMessages: PackMessages<'errorViewMessages'> = {
  prefix: (status) => `பிழை ${status}: `,
  home: 'முகப்புக்குச் செல்லவும்',
};
