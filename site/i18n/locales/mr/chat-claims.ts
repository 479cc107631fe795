import type { PackMessages } from '../pack';

export const chatClaimsMessages: PackMessages<'chatClaimsMessages'> = {
  summary: (checked, corrected) => `आपल्या कुंडलीशी पडताळलेली विधाने: ${checked}, ${corrected ? `${corrected} दुरुस्त केली` : 'सर्व बरोबर'}`,
  listLabel: 'पडताळलेली विधाने',
  correct: ' (बरोबर)',
  wrong: ' (चूक)',
};
