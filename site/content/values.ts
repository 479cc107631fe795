/** The six values on /about-us (spec section 2), in every language. */
import { defineMessages } from '../i18n/catalogue';

export interface Value {
  name: string;
  body: string;
}

/** Exactly six, in the spec's order. */
export const VALUES = defineMessages<readonly Value[]>(
  [
    {
      name: 'Accuracy',
      body: 'Charts are computed from astronomical positions and checked against an independent ephemeris. When a detail is uncertain, such as an unknown birth time, we say so.',
    },
    {
      name: 'Innovation',
      body: 'We use AI to explain a chart in everyday language, while the chart itself is calculated, not guessed by a model.',
    },
    {
      name: 'Accessibility',
      body: 'The site works on a phone, with a keyboard and with a screen reader, and the basic chart is free to generate.',
    },
    {
      name: 'Privacy',
      body: 'We ask only for what a chart needs. Birth details stay in your browser session unless you choose to send them with a question.',
    },
    {
      name: 'Empowerment',
      body: 'A chart describes tendencies, not fate. We present it as a tool for reflection, and you decide what to do with it.',
    },
    {
      name: 'Continuous Learning',
      body: 'We keep improving the calculations and the explanations, and we publish what we change on the blog.',
    },
  ],
  {
    hi: [
      {
        name: 'सटीकता',
        body: 'कुंडलियाँ खगोलीय स्थितियों से गणना करके बनाई जाती हैं और एक स्वतंत्र पंचांग से जाँची जाती हैं। जब कोई विवरण अनिश्चित हो, जैसे अज्ञात जन्म समय, तो हम साफ़ बताते हैं।',
      },
      {
        name: 'नवाचार',
        body: 'हम एआई से कुंडली को रोज़मर्रा की भाषा में समझाते हैं, जबकि कुंडली स्वयं गणना से बनती है, किसी मॉडल के अनुमान से नहीं।',
      },
      {
        name: 'सुलभता',
        body: 'साइट फ़ोन पर, कीबोर्ड से और स्क्रीन रीडर के साथ काम करती है, और मूल कुंडली बनाना मुफ़्त है।',
      },
      {
        name: 'गोपनीयता',
        body: 'हम केवल वही पूछते हैं जो कुंडली के लिए ज़रूरी है। जन्म विवरण आपके ब्राउज़र सत्र में ही रहते हैं, जब तक आप उन्हें किसी प्रश्न के साथ भेजना न चुनें।',
      },
      {
        name: 'सशक्तिकरण',
        body: 'कुंडली प्रवृत्तियों का वर्णन करती है, भाग्य का नहीं। हम इसे चिंतन के साधन के रूप में प्रस्तुत करते हैं, और इसके साथ क्या करना है, यह आप तय करते हैं।',
      },
      {
        name: 'निरंतर सीखना',
        body: 'हम गणना और व्याख्या दोनों को लगातार सुधारते रहते हैं, और जो बदलते हैं उसे ब्लॉग पर प्रकाशित करते हैं।',
      },
    ],
  },
  'VALUES',
);
