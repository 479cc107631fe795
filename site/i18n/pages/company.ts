/** Words of /team, /careers, /contact-us, /support and /social-media. */
import { defineMessages } from '../catalogue';

export const teamMessages = defineMessages(
  {
    title: 'Our Team',
    description: (product: string) => `Meet the people behind ${product}: astrology, engineering, AI, design and support.`,
    lead: 'Astrologers, engineers and designers working on one chart at a time.',
    avatarAlt: (name: string) => `Illustrated avatar of ${name}`,
    join: { before: 'Want to join us? See our ', link: 'open positions', after: '.' },
  },
  {
    hi: {
      title: 'हमारी टीम',
      description: (product: string) => `${product} के पीछे के लोगों से मिलिए: ज्योतिष, इंजीनियरिंग, एआई, डिज़ाइन और सहायता।`,
      lead: 'ज्योतिषी, इंजीनियर और डिज़ाइनर, एक-एक कुंडली पर काम करते हुए।',
      avatarAlt: (name: string) => `${name} का चित्रित अवतार`,
      join: { before: 'हमारे साथ जुड़ना चाहते हैं? हमारे ', link: 'खुले पद', after: ' देखिए।' },
    },
  },
  'teamMessages',
);

export const careersMessages = defineMessages(
  {
    title: 'Careers',
    description: (product: string) =>
      `Work at ${product}: open positions in engineering, astrology, design and support, and the perks of joining.`,
    lead: 'Help people understand their birth chart. We are a small team that cares about precise work and plain language.',
    openings: 'Open positions',
    apply: 'Apply Now',
    applySubject: (job: string) => `Application: ${job}`,
    perks: 'Perks',
  },
  {
    hi: {
      title: 'करियर',
      description: (product: string) => `${product} में काम कीजिए: इंजीनियरिंग, ज्योतिष, डिज़ाइन और सहायता में खुले पद, और जुड़ने के लाभ।`,
      lead: 'लोगों को उनकी जन्म कुंडली समझने में मदद कीजिए। हम एक छोटी टीम हैं जिसे सटीक काम और सरल भाषा की परवाह है।',
      openings: 'खुले पद',
      apply: 'अभी आवेदन करें',
      applySubject: (job: string) => `आवेदन: ${job}`,
      perks: 'लाभ',
    },
  },
  'careersMessages',
);

export const contactMessages = defineMessages(
  {
    title: 'Contact Us',
    description: (product: string) => `Contact ${product} by email or phone, Monday to Friday 9am to 5pm EST.`,
    lead: 'Questions about your chart, the site or working with us? We read every message.',
    formHeading: 'Send us a message',
    otherHeading: 'Other ways to reach us',
    address: 'Address',
    email: 'Email',
    phone: 'Phone',
    hours: 'Hours',
    /** Opening hours (spec section 9: Mon–Fri 9am–5pm EST, closed at weekends). */
    hoursRows: [
      { days: 'Monday – Friday', time: '9am – 5pm EST' },
      { days: 'Saturday – Sunday', time: 'Closed' },
    ],
  },
  {
    hi: {
      title: 'संपर्क करें',
      description: (product: string) => `${product} से ईमेल या फ़ोन पर संपर्क करें, सोमवार से शुक्रवार सुबह 9 से शाम 5 बजे (अमेरिकी पूर्वी समय)।`,
      lead: 'आपकी कुंडली, साइट या हमारे साथ काम करने के बारे में प्रश्न हैं? हम हर संदेश पढ़ते हैं।',
      formHeading: 'हमें संदेश भेजिए',
      otherHeading: 'हम तक पहुँचने के अन्य तरीक़े',
      address: 'पता',
      email: 'ईमेल',
      phone: 'फ़ोन',
      hours: 'समय',
      hoursRows: [
        { days: 'सोमवार – शुक्रवार', time: 'सुबह 9 – शाम 5 बजे (अमेरिकी पूर्वी समय)' },
        { days: 'शनिवार – रविवार', time: 'बंद' },
      ],
    },
  },
  'contactMessages',
);

export const supportMessages = defineMessages(
  {
    title: 'Support',
    description: (product: string) => `Get help with ${product} by email or phone, Monday to Friday 9am to 5pm EST, or read the FAQ.`,
    lead: 'We are here to help with your chart and the site.',
    email: { heading: 'Email', text: 'Write to us any time; we answer within one working day.' },
    phone: { heading: 'Phone', text: 'Monday to Friday, 9am to 5pm EST.' },
    chat: {
      heading: 'Live chat',
      text: 'Live chat with our support team is not available yet. For questions about your own chart, the AI chat explains it any time.',
      link: 'Generate your chart to start the chat',
    },
    faq: { before: 'Many questions are already answered in our ', link: 'FAQ', after: '.' },
  },
  {
    hi: {
      title: 'सहायता',
      description: (product: string) =>
        `${product} के लिए ईमेल या फ़ोन पर सहायता पाइए, सोमवार से शुक्रवार सुबह 9 से शाम 5 बजे (अमेरिकी पूर्वी समय), या सामान्य प्रश्न पढ़िए।`,
      lead: 'हम आपकी कुंडली और साइट से जुड़ी मदद के लिए यहाँ हैं।',
      email: { heading: 'ईमेल', text: 'कभी भी लिखिए; हम एक कार्यदिवस के भीतर उत्तर देते हैं।' },
      phone: { heading: 'फ़ोन', text: 'सोमवार से शुक्रवार, सुबह 9 से शाम 5 बजे (अमेरिकी पूर्वी समय)।' },
      chat: {
        heading: 'लाइव चैट',
        text: 'हमारी सहायता टीम के साथ लाइव चैट अभी उपलब्ध नहीं है। आपकी अपनी कुंडली के प्रश्नों के लिए एआई चैट कभी भी उसे समझाता है।',
        link: 'चैट शुरू करने के लिए अपनी कुंडली बनाइए',
      },
      faq: { before: 'बहुत-से प्रश्नों के उत्तर हमारे ', link: 'सामान्य प्रश्नों', after: ' में पहले से हैं।' },
    },
  },
  'supportMessages',
);

export const socialMessages = defineMessages(
  {
    title: 'Social Media',
    description: (product: string) =>
      `Where ${product} will publish on Facebook, Twitter, Instagram, LinkedIn and YouTube, and how to join our community.`,
    lead: 'Our social accounts are being set up. Here is where you will find us and what we will post; we will link each one here as soon as it is live.',
    /** What we plan to post on each platform, in the order of SOCIAL_PLATFORMS. */
    purposes: [
      'Product news and longer posts about how charts are read.',
      'Short notes on transits, releases and fixes.',
      'Chart illustrations: North and South Indian styles side by side.',
      'Hiring and engineering updates.',
      'Walk-throughs of the Kundali report, one section per video.',
    ],
    communityHeading: 'Join our community',
    communityText: 'We are gathering early readers to test new features and suggest topics. Write to us and we will invite you.',
    communitySubject: 'Join the community',
    communityButton: 'Join the Community',
  },
  {
    hi: {
      title: 'सोशल मीडिया',
      description: (product: string) => `${product} फ़ेसबुक, ट्विटर, इंस्टाग्राम, लिंक्डइन और यूट्यूब पर कहाँ प्रकाशित करेगा, और हमारे समुदाय से कैसे जुड़ें।`,
      lead: 'हमारे सोशल खाते अभी बन रहे हैं। यहाँ बताया है कि आप हमें कहाँ पाएँगे और हम क्या पोस्ट करेंगे; हर खाता शुरू होते ही हम उसका लिंक यहाँ देंगे।',
      purposes: [
        'उत्पाद से जुड़ी ख़बरें और कुंडली पढ़ने पर लंबे लेख।',
        'गोचर, नए संस्करणों और सुधारों पर छोटे नोट।',
        'कुंडलियों के चित्र: उत्तर और दक्षिण भारतीय शैली साथ-साथ।',
        'भर्ती और इंजीनियरिंग की जानकारी।',
        'कुंडली रिपोर्ट की व्याख्या, हर वीडियो में एक हिस्सा।',
      ],
      communityHeading: 'हमारे समुदाय से जुड़िए',
      communityText: 'हम नई सुविधाएँ आज़माने और विषय सुझाने के लिए शुरुआती पाठक जुटा रहे हैं। हमें लिखिए, हम आपको आमंत्रित करेंगे।',
      communitySubject: 'समुदाय से जुड़ना',
      communityButton: 'समुदाय से जुड़िए',
    },
  },
  'socialMessages',
);
