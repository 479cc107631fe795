/** Page chrome (title, description, heading, lead, links) of the pages whose body is an island: charts, chat, panchang, matching, accounts. */
import { defineMessages } from '../catalogue';

export const appPageMessages = defineMessages(
  {
    birthChart: {
      title: 'Generate Your Kundali Chart',
      description:
        'Enter your birth date, time and place to calculate your Vedic birth chart: Lagna and Navamsha charts, planetary positions and Vimshottari dasha.',
      lead: 'Enter the birth details; the time may be left empty when unknown (the chart is then Moon-based). Choosing a place fills in its latitude, longitude and time zone.',
    },
    detailedKundali: {
      title: 'Your Kundali',
      description: 'Your Vedic birth chart: Rasi chart, planetary positions, houses, predictions and a downloadable PDF report.',
      back: 'Back to Home',
    },
    chat: { title: 'Chat', description: 'Ask questions about your Vedic birth chart and current transits.' },
    panchang: {
      title: 'Daily Panchang',
      description:
        "Today's panchang for your city: tithi, nakshatra, yoga and karana with end times, sunrise and moonrise, Rahu Kalam, Abhijit, choghadiya, hora and the month calendar.",
      lead: "Tithi, nakshatra, yoga and karana with their end times, sunrise to sunrise, and the day's good and bad periods for any place and date.",
    },
    festivals: {
      title: 'Hindu Festival Calendar',
      description:
        'Festivals, vrats and every Ekadashi of the year for your city, each with the rule that decided its date: tithi, part of the day, and what the year did.',
      lead: 'The year of festivals, fasts and Ekadashis for a place, with the deciding rule, the other date where traditions differ, and a calendar file to import.',
    },
    rashifal: {
      title: 'Rashifal: Daily Horoscope for the 12 Moon Signs',
      description:
        "Today's rashifal for all twelve Moon signs, Mesha to Meena: career, relationships, health, money and growth, read from the day's transits.",
      lead: 'Find your Moon sign (rashi) for today’s reading in each area of life; open a sign for the week, month or year, with the transits it is read from.',
    },
    rashifalSign: {
      title: (sign: string) => `${sign} Rashifal: Daily, Weekly, Monthly and Yearly Horoscope`,
      titleOn: (sign: string, span: string) => `${sign} Rashifal for ${span}`,
      description: (sign: string) =>
        `${sign} rashifal (horoscope) for the day, week, month and year: career, relationships, health, money and growth, with the transits, Saturn's spell and eclipses it is read from.`,
      lead: (sign: string) =>
        `The reading for Moon sign ${sign}, computed from the sky of the period for your place, with why each sentence is said.`,
    },
    compare: {
      title: 'Why Does My Chart Differ? Compare with Other Programs',
      description:
        'Your birth chart under the settings of AstroSage, Jagannatha Hora, PyJHora, Drik Panchang, VedAstro, KP and B.V. Raman, side by side, with every difference explained: ayanamsa, nodes, dasha year, sunrise.',
      lead: 'Enter a birth and tick the programs: each difference names the setting that causes it and by how much, and what would make the programs agree.',
      noscript: 'Without JavaScript, this form asks the API directly and shows its JSON answer.',
      date: 'Date of birth (YYYY-MM-DD)',
      time: 'Time of birth (HH:MM)',
      place: 'Place of birth',
      programs: 'Compare ours with',
      submit: 'Compare',
    },
    muhurta: {
      title: 'Muhurta Finder',
      description:
        'Good dates and times for a wedding, griha pravesh, a new vehicle, property, naming, mundan, a business or travel, with the reasons.',
      lead: 'Choose the event, the dates and the place; add one or two births for tara and chandra bala. Every window avoids Rahu Kalam, Yamaganda and Bhadra.',
    },
    matching: {
      title: 'Kundali Matching (Guna Milan)',
      description:
        'Match two birth charts for marriage: the eight kootas out of 36 gunas, Manglik dosha for both, Nadi, Bhakoot and Gana doshas with their exceptions, the ten poruthams and both Rasi charts.',
      heading: 'Kundali Matching',
      lead: 'Enter the bride’s and the groom’s birth details. The match compares the two Moons (36 gunas) and checks Manglik dosha in both charts.',
    },
    myCharts: { title: 'My Charts', description: 'Your saved birth charts: open, edit or delete them, on any device.' },
    test: { title: 'Test Page', description: 'Test page for chart requests and the chat.' },
    login: {
      title: 'Sign In',
      description: (product: string) => `Sign in to ${product} to find your saved charts and conversations on any device.`,
      lead: 'Welcome back. Sign in to find your saved charts and conversations on any device. Charts and the chat also work without an account.',
      forgot: 'Forgot password?',
      noAccount: "Don't have an account?",
      signUp: 'Sign up',
    },
    signup: {
      title: 'Create an Account',
      description: (product: string) => `Create a ${product} account to keep your own and your family's charts and chats.`,
      lead: "An account keeps your own and your family's charts and your conversations, on every device. Everything else on the site works without one.",
      haveAccount: 'Already have an account?',
      signIn: 'Sign in',
    },
    forgotPassword: {
      title: 'Reset Your Password',
      description: (product: string) => `Request a password reset link for your ${product} account.`,
      lead: 'Enter the email address of your account. We send a link that works once, for 30 minutes.',
      back: 'Back to sign in',
    },
    resetPassword: {
      title: 'Choose a New Password',
      description: (product: string) => `Set a new password for your ${product} account.`,
      lead: 'The link from your email works once, for 30 minutes. After the change, every device is signed out.',
      newLink: 'Ask for a new link',
    },
  },
  {
    hi: {
      birthChart: {
        title: 'अपनी कुंडली बनाइए',
        description: 'अपनी वैदिक जन्म कुंडली की गणना के लिए जन्म तिथि, समय और स्थान लिखिए: लग्न और नवांश कुंडली, ग्रहों की स्थितियाँ और विंशोत्तरी दशा।',
        lead: 'जन्म विवरण लिखिए; जन्म समय पता न हो तो खाली छोड़िए (तब चंद्र कुंडली बनती है)। स्थान चुनने पर उसका अक्षांश, देशांतर और समय क्षेत्र अपने-आप भर जाते हैं।',
      },
      detailedKundali: {
        title: 'आपकी कुंडली',
        description: 'आपकी वैदिक जन्म कुंडली: राशि कुंडली, ग्रहों की स्थितियाँ, भाव, फलादेश और डाउनलोड करने योग्य पीडीएफ़ रिपोर्ट।',
        back: 'मुखपृष्ठ पर लौटें',
      },
      chat: { title: 'चैट', description: 'अपनी वैदिक जन्म कुंडली और वर्तमान गोचर के बारे में प्रश्न पूछिए।' },
      panchang: {
        title: 'दैनिक पंचांग',
        description:
          'आपके शहर का आज का पंचांग: तिथि, नक्षत्र, योग और करण उनके समाप्ति समय के साथ, सूर्योदय और चंद्रोदय, राहु काल, अभिजित, चौघड़िया, होरा और महीने का कैलेंडर।',
        lead: 'तिथि, नक्षत्र, योग और करण उनके समाप्ति समय के साथ, सूर्योदय से सूर्योदय तक, और किसी भी स्थान और तारीख़ के लिए दिन के शुभ और अशुभ समय।',
      },
      festivals: {
        title: 'हिंदू त्योहार कैलेंडर',
        description:
          'आपके शहर के लिए वर्ष के त्योहार, व्रत और हर एकादशी, हर एक के साथ वह नियम जिसने उसकी तारीख़ तय की: तिथि, दिन का भाग और उस वर्ष क्या हुआ।',
        lead: 'किसी स्थान के लिए वर्ष भर के त्योहार, व्रत और एकादशियाँ, निर्णायक नियम के साथ, जहाँ परंपराएँ भिन्न हैं वहाँ दूसरी तारीख़, और आयात के लिए कैलेंडर फ़ाइल।',
      },
      rashifal: {
        title: 'राशिफल: 12 चंद्र राशियों का दैनिक राशिफल',
        description: 'मेष से मीन तक सभी बारह चंद्र राशियों का आज का राशिफल: करियर, संबंध, स्वास्थ्य, धन और विकास, दिन के गोचर से पढ़ा गया।',
        lead: 'आज के राशिफल के लिए अपनी चंद्र राशि देखें; सप्ताह, महीने या वर्ष के लिए राशि खोलें, उन गोचरों के साथ जिनसे वह पढ़ा गया है।',
      },
      rashifalSign: {
        title: (sign: string) => `${sign} राशिफल: दैनिक, साप्ताहिक, मासिक और वार्षिक`,
        titleOn: (sign: string, span: string) => `${sign} राशिफल: ${span}`,
        description: (sign: string) =>
          `${sign} राशि का दिन, सप्ताह, महीने और वर्ष का राशिफल: करियर, संबंध, स्वास्थ्य, धन और विकास, उन गोचरों, शनि के प्रभाव और ग्रहणों के साथ जिनसे वह पढ़ा गया है।`,
        lead: (sign: string) => `चंद्र राशि ${sign} का राशिफल, आपके स्थान के लिए अवधि के आकाश से निकाला गया, हर वाक्य के कारण के साथ।`,
      },
      compare: {
        title: 'मेरी कुंडली अलग क्यों है? दूसरे प्रोग्राम से तुलना',
        description:
          'आपकी जन्म कुंडली एस्ट्रोसेज, जगन्नाथ होरा, पाई-जेहोरा, द्रिक पंचांग, वेदएस्ट्रो, केपी और बी.वी. रमन की सेटिंग से, साथ-साथ, हर अंतर के कारण सहित: अयनांश, राहु-केतु, दशा वर्ष, सूर्योदय।',
        lead: 'जन्म विवरण भरें और प्रोग्राम चुनें: हर अंतर बताता है कि कौन सी सेटिंग उसका कारण है और कितना, और किससे प्रोग्राम मेल खाएंगे।',
        noscript: 'जावास्क्रिप्ट के बिना यह फ़ॉर्म सीधे एपीआई से पूछता है और उसका JSON उत्तर दिखाता है।',
        date: 'जन्म तिथि (YYYY-MM-DD)',
        time: 'जन्म समय (HH:MM)',
        place: 'जन्म स्थान',
        programs: 'हमारे चार्ट की तुलना',
        submit: 'तुलना करें',
      },
      muhurta: {
        title: 'मुहूर्त खोज',
        description: 'विवाह, गृह प्रवेश, नया वाहन, संपत्ति, नामकरण, मुंडन, व्यापार या यात्रा के लिए शुभ तिथियाँ और समय, कारणों सहित।',
        lead: 'कार्य, तारीख़ें और स्थान चुनिए; तारा बल और चंद्र बल के लिए एक या दो जन्म जोड़िए। हर समय राहु काल, यमगंड और भद्रा से बचता है।',
      },
      matching: {
        title: 'कुंडली मिलान (गुण मिलान)',
        description:
          'विवाह के लिए दो जन्म कुंडलियों का मिलान: 36 गुणों में से आठ कूट, दोनों का मांगलिक दोष, नाड़ी, भकूट और गण दोष उनके अपवादों के साथ, दस पोरुथम और दोनों राशि कुंडलियाँ।',
        heading: 'कुंडली मिलान',
        lead: 'वधू और वर के जन्म विवरण लिखिए। मिलान दोनों के चंद्रमा की तुलना करता है (36 गुण) और दोनों कुंडलियों में मांगलिक दोष देखता है।',
      },
      myCharts: { title: 'मेरी कुंडलियाँ', description: 'आपकी सहेजी हुई जन्म कुंडलियाँ: किसी भी उपकरण पर खोलिए, बदलिए या हटाइए।' },
      test: { title: 'परीक्षण पृष्ठ', description: 'कुंडली अनुरोधों और चैट के लिए परीक्षण पृष्ठ।' },
      login: {
        title: 'साइन इन',
        description: (product: string) => `अपनी सहेजी कुंडलियाँ और बातचीत किसी भी उपकरण पर पाने के लिए ${product} में साइन इन कीजिए।`,
        lead: 'फिर से स्वागत है। अपनी सहेजी कुंडलियाँ और बातचीत किसी भी उपकरण पर पाने के लिए साइन इन कीजिए। कुंडली और चैट बिना खाते के भी काम करते हैं।',
        forgot: 'पासवर्ड भूल गए?',
        noAccount: 'खाता नहीं है?',
        signUp: 'खाता बनाइए',
      },
      signup: {
        title: 'खाता बनाइए',
        description: (product: string) => `अपनी और अपने परिवार की कुंडलियाँ और चैट सँभालकर रखने के लिए ${product} खाता बनाइए।`,
        lead: 'खाता आपकी और आपके परिवार की कुंडलियाँ और आपकी बातचीत हर उपकरण पर सँभालकर रखता है। साइट का बाकी सब कुछ बिना खाते के भी काम करता है।',
        haveAccount: 'पहले से खाता है?',
        signIn: 'साइन इन',
      },
      forgotPassword: {
        title: 'अपना पासवर्ड बदलिए',
        description: (product: string) => `अपने ${product} खाते के पासवर्ड को बदलने का लिंक मँगाइए।`,
        lead: 'अपने खाते का ईमेल पता लिखिए। हम एक लिंक भेजते हैं जो एक ही बार, 30 मिनट तक काम करता है।',
        back: 'साइन इन पर लौटें',
      },
      resetPassword: {
        title: 'नया पासवर्ड चुनिए',
        description: (product: string) => `अपने ${product} खाते के लिए नया पासवर्ड रखिए।`,
        lead: 'ईमेल में आया लिंक एक ही बार, 30 मिनट तक काम करता है। बदलाव के बाद हर उपकरण से साइन आउट हो जाता है।',
        newLink: 'नया लिंक मँगाइए',
      },
    },
  },
  'appPageMessages',
);
