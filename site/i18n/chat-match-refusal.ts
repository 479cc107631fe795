/**
 * The chat's words for a match link whose births cannot be read (/chat?about=match): loaded only on
 * that path, with the refusals themselves, so the chat's first load does not carry them.
 */
import { defineMessages } from './catalogue';

export const chatMatchRefusalText = defineMessages(
  {
    matchRefused: 'We could not read the births in this match link, so the chat has not started:',
    editMatch: 'Correct the births on the Kundali matching page',
  },
  {
    hi: {
      matchRefused: 'हम इस मिलान लिंक के जन्म विवरण नहीं पढ़ सके, इसलिए बातचीत शुरू नहीं हुई:',
      editMatch: 'कुंडली मिलान पृष्ठ पर जन्म विवरण ठीक करें',
    },
  },
  'chatMatchRefusalText',
);
