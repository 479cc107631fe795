/** The four steps of "The Process" on /how-it-works (spec section 1), in every language. */
import { defineMessages } from '../i18n/catalogue';

export interface ProcessStep {
  title: string;
  body: string;
}

/** Exactly four, in order. */
export const PROCESS_STEPS = defineMessages<readonly ProcessStep[]>(
  [
    {
      title: 'Enter your birth details',
      body: 'Give your date, time and place of birth. Pick the place from the list so we know its exact coordinates and the time zone that applied on that day.',
    },
    {
      title: 'Astronomical calculation',
      body: 'We compute where the Sun, Moon, planets and lunar nodes were at that moment, then convert the positions to the sidereal zodiac used in Vedic astrology.',
    },
    {
      title: 'Kundali generation',
      body: 'From those positions we build your chart: ascendant, the twelve houses, planetary signs and nakshatras, divisional charts and the Vimshottari dasha periods.',
    },
    {
      title: 'Personalised interpretation',
      body: 'The AI reads your computed chart, not a generic horoscope, and explains it in plain language. Ask follow-up questions about career, relationships or timing.',
    },
  ],
  {
    hi: [
      {
        title: 'अपने जन्म विवरण लिखिए',
        body: 'अपनी जन्म तिथि, समय और स्थान दीजिए। स्थान सूची में से चुनिए, ताकि हमें उसके सटीक निर्देशांक और उस दिन वहाँ लागू समय क्षेत्र पता चल सके।',
      },
      {
        title: 'खगोलीय गणना',
        body: 'हम गणना करते हैं कि उस क्षण सूर्य, चंद्रमा, ग्रह और राहु-केतु कहाँ थे, फिर इन स्थितियों को वैदिक ज्योतिष के निरयण राशिचक्र में बदलते हैं।',
      },
      {
        title: 'कुंडली निर्माण',
        body: 'इन स्थितियों से हम आपकी कुंडली बनाते हैं: लग्न, बारह भाव, ग्रहों की राशियाँ और नक्षत्र, वर्ग कुंडलियाँ और विंशोत्तरी दशाएँ।',
      },
      {
        title: 'आपके लिए व्याख्या',
        body: 'एआई किसी सामान्य राशिफल को नहीं, आपकी गणना की हुई कुंडली को पढ़ता है और उसे सरल भाषा में समझाता है। करियर, रिश्तों या समय के बारे में आगे प्रश्न पूछिए।',
      },
    ],
  },
  'PROCESS_STEPS',
);
