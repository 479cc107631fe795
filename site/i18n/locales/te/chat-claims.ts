import type { PackMessages } from '../pack';

export const chatClaimsMessages: PackMessages<'chatClaimsMessages'> = {
  summary: (checked, corrected) => `మీ జాతకంతో సరిచూసిన వాక్యాలు: ${checked}, ${corrected ? `${corrected} సవరించబడ్డాయి` : 'అన్నీ సరైనవే'}`,
  listLabel: 'సరిచూసిన వాక్యాలు',
  correct: ' (సరైనది)',
  wrong: ' (తప్పు)',
};
