/** Words of /about-us, /our-story and /how-it-works. */
import { defineMessages } from '../catalogue';

export const aboutMessages = defineMessages(
  {
    title: 'About Us',
    description: (product: string) =>
      `${product} computes Vedic birth charts with astronomy and explains them in plain language. Our mission and values.`,
    lead: (product: string) =>
      `${product} makes Vedic astrology understandable: a carefully calculated birth chart, explained in plain language, for anyone curious about it.`,
    missionHeading: 'Our mission',
    mission: [
      'Jyotish is a rich tradition, but a Kundali full of abbreviations and degree marks is hard to read on your own. We calculate your chart precisely from your birth details and then let an AI explain it, using your actual chart rather than a sun-sign horoscope.',
      'We treat astrology as a tool for reflection, not as a prediction engine, and we try to be honest about what is calculated and what is interpretation.',
    ],
    valuesHeading: 'Our values',
    more: { read: 'Read our story', or: ' or ', meet: 'meet the team', end: '.' },
  },
  {
    hi: {
      title: 'हमारे बारे में',
      description: (product: string) =>
        `${product} खगोल विज्ञान से वैदिक जन्म कुंडली की गणना करता है और उसे सरल भाषा में समझाता है। हमारा उद्देश्य और हमारे मूल्य।`,
      lead: (product: string) =>
        `${product} वैदिक ज्योतिष को समझने योग्य बनाता है: सावधानी से गणना की गई जन्म कुंडली, सरल भाषा में समझाई हुई, हर जिज्ञासु के लिए।`,
      missionHeading: 'हमारा उद्देश्य',
      mission: [
        'ज्योतिष एक समृद्ध परंपरा है, पर संक्षिप्त रूपों और अंशों से भरी कुंडली को अपने-आप पढ़ना कठिन है। हम आपके जन्म विवरण से आपकी कुंडली की सटीक गणना करते हैं और फिर एआई से उसकी व्याख्या करवाते हैं, सूर्य राशि के सामान्य राशिफल से नहीं, आपकी वास्तविक कुंडली से।',
        'हम ज्योतिष को भविष्यवाणी की मशीन नहीं, चिंतन का साधन मानते हैं, और ईमानदारी से बताने की कोशिश करते हैं कि क्या गणना है और क्या व्याख्या।',
      ],
      valuesHeading: 'हमारे मूल्य',
      more: { read: 'हमारी कहानी पढ़िए', or: ' या ', meet: 'हमारी टीम से मिलिए', end: '।' },
    },
  },
  'aboutMessages',
);

export const howItWorksMessages = defineMessages(
  {
    title: 'How It Works',
    description:
      'From birth details to an explained Vedic birth chart in four steps: enter details, calculation, Kundali generation, interpretation.',
    lead: 'From your birth details to a chart you can understand, in four steps.',
    introHeading: 'Astronomy first, then explanation',
    intro: (product: string) =>
      `A Vedic birth chart records where the planets were against the stars at the moment you were born, seen from the place you were born. Getting it right is a matter of astronomy and careful handling of time zones. Explaining it is a matter of tradition and language. ${product} keeps these two jobs apart.`,
    imageAlt: 'A birth chart diamond with planets placed in its houses.',
    processHeading: 'The Process',
    aiHeading: 'The power of AI in astrology',
    ai: [
      'A Kundali holds a lot of information: nine grahas, twelve houses, 27 nakshatras, divisional charts and decades of dasha periods. Language models are good at turning structured information into clear, patient explanations, and at answering follow-up questions in your own words.',
      'What the AI does not do is make up your chart. It reads the chart we calculated and explains it. It can still make mistakes, so check anything important, and treat readings as reflection rather than certainty.',
    ],
    ctaHeading: 'See your own chart',
    ctaText: 'It takes a minute and no account.',
    ctaButton: 'Generate Your Kundali',
  },
  {
    hi: {
      title: 'यह कैसे काम करता है',
      description: 'जन्म विवरण से समझाई हुई वैदिक जन्म कुंडली तक, चार चरणों में: विवरण, गणना, कुंडली निर्माण और व्याख्या।',
      lead: 'आपके जन्म विवरण से ऐसी कुंडली तक जिसे आप समझ सकें, चार चरणों में।',
      introHeading: 'पहले खगोल विज्ञान, फिर व्याख्या',
      intro: (product: string) =>
        `वैदिक जन्म कुंडली यह दर्ज करती है कि आपके जन्म के क्षण, आपके जन्म स्थान से देखने पर, ग्रह तारों के सापेक्ष कहाँ थे। इसे सही बनाना खगोल विज्ञान और समय क्षेत्रों की सावधान गणना का काम है। इसे समझाना परंपरा और भाषा का काम है। ${product} इन दोनों कामों को अलग रखता है।`,
      imageAlt: 'भावों में रखे ग्रहों वाली हीरे के आकार की जन्म कुंडली।',
      processHeading: 'प्रक्रिया',
      aiHeading: 'ज्योतिष में एआई की शक्ति',
      ai: [
        'एक कुंडली में बहुत जानकारी होती है: नौ ग्रह, बारह भाव, 27 नक्षत्र, वर्ग कुंडलियाँ और दशकों की दशाएँ। भाषा मॉडल व्यवस्थित जानकारी को साफ़ और धैर्यपूर्ण व्याख्या में बदलने में, और आपके अपने शब्दों में पूछे गए आगे के प्रश्नों के उत्तर देने में अच्छे हैं।',
        'एआई आपकी कुंडली गढ़ता नहीं है। वह हमारी गणना की हुई कुंडली को पढ़ता और समझाता है। फिर भी उससे ग़लती हो सकती है, इसलिए कोई भी महत्वपूर्ण बात जाँच लें, और व्याख्या को निश्चितता नहीं, चिंतन मानें।',
      ],
      ctaHeading: 'अपनी कुंडली देखिए',
      ctaText: 'एक मिनट लगता है, और खाता नहीं चाहिए।',
      ctaButton: 'अपनी कुंडली बनाइए',
    },
  },
  'howItWorksMessages',
);

export const ourStoryMessages = defineMessages(
  {
    title: 'Our Story',
    description: (product: string) => `How ${product} began, how it is growing and where it is going.`,
    lead: (product: string) =>
      `${product} began with a simple frustration: free Kundali sites either showed a wall of numbers or a generic horoscope, and neither explained a chart.`,
    founders:
      'Our founders came from both sides of the problem. Some grew up with family astrologers and the classical texts; others work with astronomy software and language models. Together we set out to build a site where the chart is calculated with the care an astrologer expects and explained the way a patient teacher would.',
    growthHeading: 'Our Growth',
    growth:
      'We are a small, early team, and we grow deliberately. Growth for us means more people who understand their chart, not more screens to click.',
    growthPoints: [
      {
        label: 'Users:',
        text: 'the chart and the chat are free, so anyone can try them. We would rather earn recommendations than buy traffic.',
      },
      { label: 'Investors:', text: 'we are self-funded today, which keeps us focused on the product rather than on hype.' },
      {
        label: 'Astrologers:',
        text: 'we invite practising astrologers to review our interpretations and guides, and we correct what they find.',
      },
    ],
    growthAlt: 'A rising line of stars forming a constellation, from a single point to many.',
    visionHeading: 'Our Vision for the Future',
    vision: (product: string) =>
      `We want ${product} to be the place where people first understand their chart, and return to it as their life moves through its periods. Next on our list: saved charts with accounts, compatibility reports, and explanations in Hindi as well as English.`,
    principles: 'Whatever we add, the principles stay: careful calculation, honest explanation, and your data kept to the minimum.',
  },
  {
    hi: {
      title: 'हमारी कहानी',
      description: (product: string) => `${product} कैसे शुरू हुआ, कैसे बढ़ रहा है और कहाँ जा रहा है।`,
      lead: (product: string) =>
        `${product} एक सीधी-सी झुँझलाहट से शुरू हुआ: मुफ़्त कुंडली वाली साइटें या तो अंकों की दीवार दिखाती थीं या सामान्य राशिफल, और दोनों में से कोई भी कुंडली को समझाती नहीं थी।`,
      founders:
        'हमारे संस्थापक इस समस्या के दोनों ओर से आए। कुछ पारिवारिक ज्योतिषियों और शास्त्रीय ग्रंथों के बीच बड़े हुए; कुछ खगोलीय सॉफ़्टवेयर और भाषा मॉडलों पर काम करते हैं। साथ मिलकर हमने ऐसी साइट बनाने की ठानी जहाँ कुंडली की गणना उतनी सावधानी से हो जितनी एक ज्योतिषी अपेक्षा करता है, और उसकी व्याख्या वैसे हो जैसे एक धैर्यवान शिक्षक करता है।',
      growthHeading: 'हमारा विकास',
      growth:
        'हम एक छोटी, नई टीम हैं, और सोच-समझकर बढ़ते हैं। हमारे लिए विकास का अर्थ है ज़्यादा लोग जो अपनी कुंडली समझें, न कि क्लिक करने के लिए ज़्यादा स्क्रीन।',
      growthPoints: [
        { label: 'उपयोगकर्ता:', text: 'कुंडली और चैट मुफ़्त हैं, इसलिए कोई भी इन्हें आज़मा सकता है। हम ट्रैफ़िक ख़रीदने के बजाय सिफ़ारिशें कमाना पसंद करते हैं।' },
        { label: 'निवेशक:', text: 'आज हम अपने ही पैसों से चलते हैं, जिससे हमारा ध्यान प्रचार पर नहीं, उत्पाद पर रहता है।' },
        {
          label: 'ज्योतिषी:',
          text: 'हम अभ्यास करने वाले ज्योतिषियों को अपनी व्याख्याओं और मार्गदर्शिकाओं की समीक्षा के लिए आमंत्रित करते हैं, और वे जो कमियाँ पाते हैं उन्हें सुधारते हैं।',
        },
      ],
      growthAlt: 'तारों की ऊपर उठती रेखा जो एक बिंदु से अनेक तक एक नक्षत्र-मंडल बनाती है।',
      visionHeading: 'भविष्य के लिए हमारी दृष्टि',
      vision: (product: string) =>
        `हम चाहते हैं कि ${product} वह जगह बने जहाँ लोग पहली बार अपनी कुंडली समझें, और जीवन की दशाओं के साथ बार-बार लौटें। हमारी सूची में आगे: खातों के साथ सहेजी कुंडलियाँ, मिलान रिपोर्ट, और अंग्रेज़ी के साथ हिंदी में भी व्याख्या।`,
      principles: 'हम जो भी जोड़ें, सिद्धांत वही रहेंगे: सावधान गणना, ईमानदार व्याख्या, और आपका डेटा कम से कम।',
    },
  },
  'ourStoryMessages',
);
