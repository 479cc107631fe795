import { PRODUCT_NAME } from '../../shared/product';

/** A question with its answer, for the FAQ accordion and the pricing FAQ. */
export interface FaqItem {
  question: string;
  answer: string;
}

/** The six questions on /faq (spec topics: what it is, accuracy, birth time, regenerating, data safety, the future). */
export const FAQ_ITEMS: readonly FaqItem[] = [
  {
    question: `What is ${PRODUCT_NAME}?`,
    answer: `${PRODUCT_NAME} computes your Vedic birth chart (Kundali) from your date, time and place of birth, shows it as a North or South Indian chart with planetary positions and periods, and lets you ask an AI questions about it in plain language.`,
  },
  {
    question: 'How accurate are the charts?',
    answer:
      'Planetary positions are calculated with an astronomical algorithm and tested against an independent ephemeris to within a small fraction of a degree. The interpretation is a different matter: astrology is a traditional system of meaning, not a science, so read the explanations as reflection, not fact.',
  },
  {
    question: 'What if I do not know my exact birth time?',
    answer:
      'You can still generate a chart. Planet signs and nakshatras change slowly and are usually right, but the ascendant moves about one sign every two hours, so houses are taken from the Moon and we mark the result as approximate. Check a birth certificate or hospital record if you can.',
  },
  {
    question: 'How often should I regenerate my Kundali?',
    answer:
      'Your birth chart never changes, so you only need to generate it once, or again if you correct your birth details. What changes is the current sky: transits and the running dasha period, which the chat takes into account when you ask about the present.',
  },
  {
    question: 'Is my data safe?',
    answer:
      'We ask only for your name and birth details. They are kept in your browser session and sent to our server only to compute the chart or answer a chat question; we do not sell them or use them for advertising. See the privacy policy for details.',
  },
  {
    question: `Can ${PRODUCT_NAME} predict my future?`,
    answer:
      'No one can predict the future with certainty. The chat describes what Vedic astrology traditionally associates with your chart and the current periods. Use it as one perspective among many, and never instead of medical, legal or financial advice.',
  },
];
