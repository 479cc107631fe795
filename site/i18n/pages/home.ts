/** Words of the home page (/): hero, the chat's reasons for sending visitors here, and the four steps. */
import { defineMessages } from '../catalogue';

export const homeMessages = defineMessages(
  {
    title: 'Free Vedic Kundali and Birth Chart',
    description:
      'Free Vedic astrology: enter your birth date, time and place to get your Kundali (birth chart) computed from real planetary positions, then ask questions about it.',
    heading: 'Discover Your Vedic Birth Chart',
    tagline: 'Your Kundali from the real sky at your birth — drawn clearly, explained simply.',
    formLabel: 'Birth details',
    rashifalLink: 'Your rashifal: today for your Moon sign',
    reasons: {
      'no-birth-info': 'The chat needs your birth details first. Enter your name, date, time and place of birth below.',
      'place-not-found': 'We could not tell which place of birth you meant. Please choose it from the list below.',
    },
    stepsHeading: 'How it works',
    steps: [
      {
        title: 'Enter your birth details',
        text: 'Your date, time and place of birth. The time can be left out; we then say so and use a Moon-based chart.',
      },
      {
        title: 'We compute the sky',
        text: 'Planet and ascendant positions are calculated for your birth moment and place, with the Lahiri (Chitrapaksha) ayanamsa by default; Raman and others are one click away.',
      },
      { title: 'Your Kundali is drawn', text: 'North or South Indian charts, nakshatras, houses and the Vimshottari dasha periods.' },
      { title: 'Ask about it', text: 'The chat explains your chart in plain, point-wise language, grounded in the computed values.' },
    ],
  },
  {
    hi: {
      title: 'मुफ़्त वैदिक कुंडली और जन्मपत्री',
      description:
        'मुफ़्त वैदिक ज्योतिष: अपनी जन्म तिथि, समय और स्थान लिखिए और ग्रहों की वास्तविक स्थितियों से गणना की हुई अपनी कुंडली पाइए, फिर उसके बारे में प्रश्न पूछिए।',
      heading: 'अपनी वैदिक जन्म कुंडली जानिए',
      tagline: 'आपके जन्म के वास्तविक आकाश से बनी आपकी कुंडली — साफ़ चित्र, सरल व्याख्या।',
      formLabel: 'जन्म विवरण',
      rashifalLink: 'आपका राशिफल: आपकी चंद्र राशि के लिए आज',
      reasons: {
        'no-birth-info': 'चैट को पहले आपके जन्म विवरण चाहिए। नीचे अपना नाम, जन्म तिथि, समय और स्थान लिखिए।',
        'place-not-found': 'हम समझ नहीं पाए कि आपका जन्म स्थान कौन-सा है। कृपया नीचे की सूची में से उसे चुनिए।',
      },
      stepsHeading: 'यह कैसे काम करता है',
      steps: [
        { title: 'अपने जन्म विवरण लिखिए', text: 'आपकी जन्म तिथि, समय और स्थान। समय छोड़ा जा सकता है; तब हम यह बताकर चंद्र-आधारित कुंडली बनाते हैं।' },
        {
          title: 'हम आकाश की गणना करते हैं',
          text: 'आपके जन्म के क्षण और स्थान के लिए ग्रहों और लग्न की स्थितियाँ निकाली जाती हैं, सामान्यतः लाहिड़ी (चित्रपक्ष) अयनांश से; रमन और अन्य अयनांश एक क्लिक पर उपलब्ध हैं।',
        },
        { title: 'आपकी कुंडली बनती है', text: 'उत्तर या दक्षिण भारतीय शैली की कुंडली, नक्षत्र, भाव और विंशोत्तरी दशाएँ।' },
        { title: 'उसके बारे में पूछिए', text: 'चैट आपकी कुंडली को सरल, बिंदुवार भाषा में समझाता है, गणना किए गए मानों के आधार पर।' },
      ],
    },
  },
  'homeMessages',
);
