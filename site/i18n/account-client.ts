/**
 * The two words the account client itself needs (site/lib/account-api.ts), apart from the account
 * forms' catalogue (account.ts) so that pages which only call the API — the chat's history sync —
 * do not load every form's words.
 */
import { defineMessages } from './catalogue';

export const accountClientText = defineMessages(
  {
    unreachable: 'Could not reach the server. Check your connection and try again; what you typed is still here.',
    serverAnswered: (status: number) => `The server answered ${status}. Please try again.`,
  },
  {
    hi: {
      unreachable: 'सर्वर से संपर्क नहीं हो सका। अपना कनेक्शन जाँचें और फिर से प्रयास करें; आपने जो लिखा है वह यहीं है।',
      serverAnswered: (status: number) => `सर्वर ने ${status} उत्तर दिया। कृपया फिर से प्रयास करें।`,
    },
  },
  'accountClientText',
);
