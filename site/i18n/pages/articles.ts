/** Words of /blog, /guides and the pages of single posts and guides around their Markdown. */
import { defineMessages } from '../catalogue';

export const articleMessages = defineMessages(
  {
    blog: {
      title: 'Blog',
      description: (product: string) => `Articles on Vedic astrology, birth charts and how ${product} calculates them.`,
      lead: (product: string) => `Notes on Jyotish, birth charts and how we build ${product}.`,
      allPosts: '← All posts',
    },
    guides: {
      title: 'Guides',
      description: (product: string) =>
        `Step-by-step guides to ${product}: getting started, reading your report, advanced analysis, compatibility, career and settings.`,
      lead: 'Learn to read your Kundali, one topic at a time.',
      read: 'Read Guide',
      allGuides: '← All guides',
    },
    /** Above a post or guide not yet written in the page's language, shown in English. */
    englishOnly: 'This text is not yet written in this language; it is shown in English.',
  },
  {
    hi: {
      blog: {
        title: 'ब्लॉग',
        description: (product: string) => `वैदिक ज्योतिष, जन्म कुंडलियों और ${product} उनकी गणना कैसे करता है, इस पर लेख।`,
        lead: (product: string) => `ज्योतिष, जन्म कुंडलियों और ${product} को हम कैसे बनाते हैं, इस पर टिप्पणियाँ।`,
        allPosts: '← सभी लेख',
      },
      guides: {
        title: 'मार्गदर्शिकाएँ',
        description: (product: string) => `${product} की चरण-दर-चरण मार्गदर्शिकाएँ: शुरुआत, अपनी रिपोर्ट पढ़ना, गहन विश्लेषण, मिलान, करियर और सेटिंग।`,
        lead: 'अपनी कुंडली पढ़ना सीखिए, एक-एक विषय करके।',
        read: 'मार्गदर्शिका पढ़ें',
        allGuides: '← सभी मार्गदर्शिकाएँ',
      },
      englishOnly: 'यह पाठ अभी इस भाषा में नहीं लिखा गया है; इसे अंग्रेज़ी में दिखाया गया है।',
    },
  },
  'articleMessages',
);
