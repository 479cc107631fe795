/** The six people on /team (spec section 2): photo paths once, names, roles and bios in every language. */
import { defineMessages } from '../i18n/catalogue';

export interface TeamMember {
  name: string;
  role: string;
  bio: string;
}

/** Illustrated avatars, in the order of TEAM. */
export const TEAM_IMAGES: readonly string[] = [
  '/team/ananya-rao.svg',
  '/team/daniel-okafor.svg',
  '/team/meera-iyer.svg',
  '/team/lucas-martin.svg',
  '/team/priya-sharma.svg',
  '/team/arjun-mehta.svg',
];

/** Exactly six, in the spec's order (TEAM_IMAGES gives each one's photo). */
export const TEAM = defineMessages<readonly TeamMember[]>(
  [
    {
      name: 'Ananya Rao',
      role: 'Co-founder & CEO',
      bio: 'Studied Jyotish with her grandfather and product management at work; keeps the two in balance.',
    },
    {
      name: 'Daniel Okafor',
      role: 'Co-founder & CTO',
      bio: 'Writes the chart engine and insists every number has a test against independent data.',
    },
    {
      name: 'Meera Iyer',
      role: 'Head of Astrology',
      bio: 'Reviews interpretations against the classical texts and writes most of our guides.',
    },
    { name: 'Lucas Martin', role: 'AI Engineer', bio: 'Works on grounding the chat in your computed chart, so answers stay specific.' },
    { name: 'Priya Sharma', role: 'Product Designer', bio: 'Designs chart views that read well on a phone and with a screen reader.' },
    {
      name: 'Arjun Mehta',
      role: 'Customer Support Lead',
      bio: 'Answers your emails and calls, and turns them into fixes and FAQ entries.',
    },
  ],
  {
    hi: [
      {
        name: 'अनन्या राव',
        role: 'सह-संस्थापक और मुख्य कार्यकारी अधिकारी',
        bio: 'ज्योतिष अपने दादाजी से सीखा और उत्पाद प्रबंधन काम पर; दोनों में संतुलन बनाए रखती हैं।',
      },
      {
        name: 'डैनियल ओकाफ़ोर',
        role: 'सह-संस्थापक और मुख्य तकनीकी अधिकारी',
        bio: 'कुंडली का गणना-इंजन लिखते हैं और आग्रह करते हैं कि हर अंक की स्वतंत्र आँकड़ों से जाँच हो।',
      },
      { name: 'मीरा अय्यर', role: 'ज्योतिष प्रमुख', bio: 'व्याख्याओं को शास्त्रीय ग्रंथों से मिलाकर जाँचती हैं और हमारी ज़्यादातर मार्गदर्शिकाएँ लिखती हैं।' },
      { name: 'लुकास मार्तें', role: 'एआई इंजीनियर', bio: 'चैट को आपकी गणना की हुई कुंडली पर टिकाने का काम करते हैं, ताकि उत्तर आपके लिए विशिष्ट रहें।' },
      { name: 'प्रिया शर्मा', role: 'प्रोडक्ट डिज़ाइनर', bio: 'ऐसे कुंडली-दृश्य डिज़ाइन करती हैं जो फ़ोन पर और स्क्रीन रीडर के साथ अच्छी तरह पढ़े जा सकें।' },
      { name: 'अर्जुन मेहता', role: 'ग्राहक सहायता प्रमुख', bio: 'आपके ईमेल और कॉल का जवाब देते हैं, और उन्हें सुधारों और सामान्य प्रश्नों में बदलते हैं।' },
    ],
  },
  'TEAM',
);
