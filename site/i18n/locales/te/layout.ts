import type { PackMessages } from '../pack';

export const layoutMessages: PackMessages<'layoutMessages'> = {
  skipLink: 'నేరుగా ప్రధాన విషయానికి వెళ్ళండి',
  mainNavLabel: 'ప్రధాన',
  nav: { kundali: 'జాతకం', matching: 'పొంతన', chat: 'చాట్', panchang: 'పంచాంగం', rashifal: 'రాశి ఫలాలు' },
  account: { signIn: 'సైన్ ఇన్', myCharts: 'నా జాతకాలు', signOut: 'సైన్ అవుట్', accountLabel: 'ఖాతా' },
  languageLabel: 'భాష',
  footer: {
    navLabel: 'సైట్ లింకులు',
    headings: { about: 'పరిచయం', resources: 'వనరులు', legal: 'చట్టపరమైనవి', connect: 'సంప్రదింపు' },
    links: {
      aboutUs: 'మా గురించి',
      ourStory: 'మా కథ',
      team: 'మా బృందం',
      careers: 'ఉద్యోగావకాశాలు',
      howItWorks: 'ఇది ఎలా పనిచేస్తుంది',
      kundaliMatching: 'జాతక పొంతన',
      festivals: 'పండుగల క్యాలెండర్',
      muhurta: 'ముహూర్త శోధన',
      guides: 'మార్గదర్శకాలు',
      blog: 'బ్లాగ్',
      faq: 'తరచుగా అడిగే ప్రశ్నలు',
      termsOfService: 'సేవా నిబంధనలు',
      privacyPolicy: 'గోప్యతా విధానం',
      contactUs: 'మమ్మల్ని సంప్రదించండి',
      support: 'సహాయం',
      socialMedia: 'సోషల్ మీడియా',
      pricing: 'ధరలు',
      home: 'ముఖపత్రం',
    },
    placesCredit: { before: 'జన్మస్థలాల సమాచారం ', middle: ' నుండి, ', after: ' లైసెన్స్ కింద.' },
  },
};
