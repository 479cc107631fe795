/** The six questions on /faq, in every language. */
import { PRODUCT_NAME } from '../../shared/product';
import { defineMessages } from '../i18n/catalogue';

/** A question with its answer, for the FAQ accordion and the pricing FAQ. */
export interface FaqItem {
  question: string;
  answer: string;
}

/** The six questions on /faq (spec topics: what it is, accuracy, birth time, regenerating, data safety, the future). */
export const FAQ_ITEMS = defineMessages<readonly FaqItem[]>(
  [
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
  ],
  {
    hi: [
      {
        question: `${PRODUCT_NAME} क्या है?`,
        answer: `${PRODUCT_NAME} आपकी जन्म तिथि, समय और स्थान से आपकी वैदिक जन्म कुंडली की गणना करता है, उसे ग्रहों की स्थितियों और दशाओं के साथ उत्तर या दक्षिण भारतीय कुंडली के रूप में दिखाता है, और आपको उसके बारे में एआई से सरल भाषा में प्रश्न पूछने देता है।`,
      },
      {
        question: 'कुंडलियाँ कितनी सटीक हैं?',
        answer:
          'ग्रहों की स्थितियाँ एक खगोलीय एल्गोरिद्म से निकाली जाती हैं और एक स्वतंत्र पंचांग से मिलाकर अंश के छोटे-से अंश तक जाँची जाती हैं। व्याख्या अलग बात है: ज्योतिष अर्थ की एक पारंपरिक पद्धति है, विज्ञान नहीं, इसलिए व्याख्याओं को तथ्य नहीं, चिंतन की तरह पढ़ें।',
      },
      {
        question: 'अगर मुझे अपना सही जन्म समय पता न हो तो?',
        answer:
          'आप फिर भी कुंडली बना सकते हैं। ग्रहों की राशियाँ और नक्षत्र धीरे बदलते हैं और आम तौर पर सही रहते हैं, पर लग्न लगभग हर दो घंटे में एक राशि आगे बढ़ जाता है, इसलिए भाव चंद्रमा से गिने जाते हैं और हम परिणाम को अनुमानित बताते हैं। हो सके तो जन्म प्रमाणपत्र या अस्पताल का रिकॉर्ड देख लें।',
      },
      {
        question: 'मुझे अपनी कुंडली कितनी बार दोबारा बनानी चाहिए?',
        answer:
          'आपकी जन्म कुंडली कभी नहीं बदलती, इसलिए उसे एक बार बनाना काफ़ी है, या तब दोबारा जब आप अपने जन्म विवरण सुधारें। जो बदलता है वह आज का आकाश है: गोचर और चल रही दशा, जिन्हें चैट वर्तमान के बारे में पूछने पर ध्यान में रखता है।',
      },
      {
        question: 'क्या मेरा डेटा सुरक्षित है?',
        answer:
          'हम केवल आपका नाम और जन्म विवरण पूछते हैं। वे आपके ब्राउज़र सत्र में रहते हैं और हमारे सर्वर पर केवल कुंडली की गणना या चैट के प्रश्न का उत्तर देने के लिए भेजे जाते हैं; हम उन्हें न बेचते हैं, न विज्ञापन के लिए इस्तेमाल करते हैं। विवरण के लिए गोपनीयता नीति देखें।',
      },
      {
        question: `क्या ${PRODUCT_NAME} मेरा भविष्य बता सकता है?`,
        answer:
          'कोई भी भविष्य निश्चितता से नहीं बता सकता। चैट बताता है कि वैदिक ज्योतिष परंपरा से आपकी कुंडली और चल रही दशाओं को किन बातों से जोड़ता है। इसे कई दृष्टिकोणों में से एक मानें, और कभी भी चिकित्सा, क़ानूनी या आर्थिक सलाह के स्थान पर नहीं।',
      },
    ],
  },
  'FAQ_ITEMS',
);
