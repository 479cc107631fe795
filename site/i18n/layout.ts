/**
 * Words of the page frame every page shares: skip link, top bar (navigation, account corner,
 * language switch) and footer. Link targets live in content/navigation.ts; only their labels are here.
 */
import { defineMessages } from './catalogue';

export const layoutMessages = defineMessages(
  {
    skipLink: 'Skip to content',
    mainNavLabel: 'Main',
    nav: { kundali: 'Kundali', matching: 'Matching', chat: 'Chat', panchang: 'Panchang', rashifal: 'Rashifal' },
    account: { signIn: 'Sign in', myCharts: 'My charts', signOut: 'Sign out', accountLabel: 'Account' },
    languageLabel: 'Language',
    footer: {
      navLabel: 'Footer',
      headings: { about: 'About', resources: 'Resources', legal: 'Legal', connect: 'Connect' },
      links: {
        aboutUs: 'About us',
        ourStory: 'Our story',
        team: 'Team',
        careers: 'Careers',
        howItWorks: 'How it works',
        kundaliMatching: 'Kundali matching',
        festivals: 'Festival calendar',
        muhurta: 'Muhurta finder',
        guides: 'Guides',
        blog: 'Blog',
        faq: 'FAQ',
        termsOfService: 'Terms of service',
        privacyPolicy: 'Privacy policy',
        contactUs: 'Contact us',
        support: 'Support',
        socialMedia: 'Social media',
        pricing: 'Pricing',
        home: 'Home',
      },
      /** Text around the GeoNames and licence links of the credit line. */
      placesCredit: { before: 'Birth places from ', middle: ', licensed under ', after: '.' },
    },
  },
  {
    hi: {
      skipLink: 'सीधे मुख्य सामग्री पर जाएँ',
      mainNavLabel: 'मुख्य',
      nav: { kundali: 'कुंडली', matching: 'मिलान', chat: 'चैट', panchang: 'पंचांग', rashifal: 'राशिफल' },
      account: { signIn: 'साइन इन', myCharts: 'मेरी कुंडलियाँ', signOut: 'साइन आउट', accountLabel: 'खाता' },
      languageLabel: 'भाषा',
      footer: {
        navLabel: 'साइट के लिंक',
        headings: { about: 'परिचय', resources: 'संसाधन', legal: 'क़ानूनी', connect: 'संपर्क' },
        links: {
          aboutUs: 'हमारे बारे में',
          ourStory: 'हमारी कहानी',
          team: 'टीम',
          careers: 'करियर',
          howItWorks: 'यह कैसे काम करता है',
          kundaliMatching: 'कुंडली मिलान',
          festivals: 'त्योहार कैलेंडर',
          muhurta: 'मुहूर्त खोज',
          guides: 'मार्गदर्शिकाएँ',
          blog: 'ब्लॉग',
          faq: 'सामान्य प्रश्न',
          termsOfService: 'सेवा की शर्तें',
          privacyPolicy: 'गोपनीयता नीति',
          contactUs: 'संपर्क करें',
          support: 'सहायता',
          socialMedia: 'सोशल मीडिया',
          pricing: 'मूल्य',
          home: 'मुखपृष्ठ',
        },
        placesCredit: { before: 'जन्म-स्थानों का डेटा ', middle: ' से, ', after: ' लाइसेंस के अंतर्गत।' },
      },
    },
  },
  'layoutMessages',
);
