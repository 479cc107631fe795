/**
 * What the report says of a chart the browser computed itself, because the service could not be
 * reached (site/lib/offline-chart.ts). (/my-charts' offline words are in account.ts.)
 */
import { defineMessages } from './catalogue';

export const offlineText = defineMessages(
  {
    computedOffline:
      'You are offline: this chart was computed on this device by the same engine the service uses. Sections that need the service load once you are back online.',
  },
  {
    hi: {
      computedOffline: 'आप ऑफ़लाइन हैं: यह कुंडली इसी डिवाइस पर उसी इंजन से बनी है जिससे सेवा बनाती है। जिन हिस्सों को सेवा चाहिए, वे ऑनलाइन होने पर खुलेंगे।',
    },
  },
  'offlineText',
);
