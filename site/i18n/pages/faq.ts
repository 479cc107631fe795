/** Words of /faq around the questions (content/faq.ts). */
import { defineMessages } from '../catalogue';

export const faqMessages = defineMessages(
  {
    title: 'Frequently Asked Questions',
    description: (product: string) =>
      `Answers about ${product}: what it is, how accurate charts are, birth time, data safety and predictions.`,
    lead: { before: 'Short answers to what people ask us most. Something missing? ', link: 'Ask us', after: '.' },
  },
  {
    hi: {
      title: 'अक्सर पूछे जाने वाले प्रश्न',
      description: (product: string) => `${product} के बारे में उत्तर: यह क्या है, कुंडलियाँ कितनी सटीक हैं, जन्म समय, डेटा की सुरक्षा और भविष्यवाणियाँ।`,
      lead: { before: 'लोग हमसे जो सबसे ज़्यादा पूछते हैं, उनके छोटे उत्तर। कुछ छूट गया? ', link: 'हमसे पूछिए', after: '।' },
    },
  },
  'faqMessages',
);
