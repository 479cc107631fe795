import type { PackMessages } from '../pack';

export const layoutMessages: PackMessages<'layoutMessages'> = {
  skipLink: 'थेट मुख्य मजकुराकडे जा',
  mainNavLabel: 'मुख्य',
  nav: { kundali: 'कुंडली', matching: 'गुणमिलन', chat: 'चॅट', panchang: 'पंचांग', rashifal: 'राशीभविष्य' },
  account: { signIn: 'साइन इन', myCharts: 'माझ्या कुंडल्या', signOut: 'साइन आउट', accountLabel: 'खाते' },
  languageLabel: 'भाषा',
  footer: {
    navLabel: 'साइटचे दुवे',
    headings: { about: 'परिचय', resources: 'संसाधने', legal: 'कायदेशीर', connect: 'संपर्क' },
    links: {
      aboutUs: 'आमच्याविषयी',
      ourStory: 'आमची कहाणी',
      team: 'आमचा संघ',
      careers: 'नोकरीच्या संधी',
      howItWorks: 'हे कसे चालते',
      kundaliMatching: 'कुंडली गुणमिलन',
      festivals: 'सण-उत्सव दिनदर्शिका',
      muhurta: 'मुहूर्त शोध',
      guides: 'मार्गदर्शिका',
      blog: 'ब्लॉग',
      faq: 'नेहमीचे प्रश्न',
      termsOfService: 'सेवेच्या अटी',
      privacyPolicy: 'गोपनीयता धोरण',
      contactUs: 'संपर्क साधा',
      support: 'मदत',
      socialMedia: 'सोशल मीडिया',
      pricing: 'किंमत',
      home: 'मुखपृष्ठ',
    },
    placesCredit: { before: 'जन्मस्थळांची माहिती ', middle: ' यांच्याकडून, ', after: ' परवान्याअंतर्गत.' },
  },
};
