/** Words of the error view around the catalogue's title and description (shared/errors/catalogue.ts). */
import { defineMessages } from './catalogue';

export const errorViewMessages = defineMessages(
  {
    /** Screen-reader prefix of the title: "Error 404: ". */
    prefix: (status: number) => `Error ${status}: `,
    home: 'Go to Homepage',
  },
  {
    hi: {
      prefix: (status: number) => `त्रुटि ${status}: `,
      home: 'मुखपृष्ठ पर जाएँ',
    },
  },
  'errorViewMessages',
);
