/**
 * Words of the claim check's report under a chat reply (site/islands/chat/CheckedStatements.tsx).
 * The statements and corrections themselves come from the server in the page's language.
 */
import { defineMessages } from './catalogue';

export const chatClaimsMessages = defineMessages(
  {
    summary: (checked: number, corrected: number) =>
      `Checked against your chart: ${checked} statement${checked === 1 ? '' : 's'}, ${corrected ? `${corrected} corrected` : 'all correct'}`,
    listLabel: 'Checked statements',
    correct: ' (correct)',
    wrong: ' (wrong)',
  },
  {
    hi: {
      summary: (checked: number, corrected: number) =>
        `आपकी कुंडली से जाँचे गए कथन: ${checked}, ${corrected ? `${corrected} सुधारे गए` : 'सभी सही'}`,
      listLabel: 'जाँचे गए कथन',
      correct: ' (सही)',
      wrong: ' (ग़लत)',
    },
  },
  'chatClaimsMessages',
);
