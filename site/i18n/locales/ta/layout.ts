import type { PackMessages } from '../pack';

export const layoutMessages: PackMessages<'layoutMessages'> = {
  skipLink: 'நேரடியாக முதன்மை உள்ளடக்கத்துக்குச் செல்லவும்',
  mainNavLabel: 'முதன்மை',
  nav: { kundali: 'ஜாதகம்', matching: 'பொருத்தம்', chat: 'உரையாடல்', panchang: 'பஞ்சாங்கம்', rashifal: 'ராசிபலன்' },
  account: { signIn: 'உள்நுழைக', myCharts: 'என் ஜாதகங்கள்', signOut: 'வெளியேறுக', accountLabel: 'கணக்கு' },
  languageLabel: 'மொழி',
  footer: {
    navLabel: 'தள இணைப்புகள்',
    headings: { about: 'அறிமுகம்', resources: 'வளங்கள்', legal: 'சட்டம்', connect: 'தொடர்பு' },
    links: {
      aboutUs: 'எங்களைப் பற்றி',
      ourStory: 'எங்கள் கதை',
      team: 'எங்கள் குழு',
      careers: 'வேலைவாய்ப்புகள்',
      howItWorks: 'இது எப்படிச் செயல்படுகிறது',
      kundaliMatching: 'திருமணப் பொருத்தம்',
      festivals: 'பண்டிகை நாள்காட்டி',
      muhurta: 'முகூர்த்தம் தேடல்',
      guides: 'வழிகாட்டிகள்',
      blog: 'வலைப்பதிவு',
      faq: 'அடிக்கடி கேட்கப்படும் கேள்விகள்',
      termsOfService: 'சேவை விதிமுறைகள்',
      privacyPolicy: 'தனியுரிமைக் கொள்கை',
      contactUs: 'தொடர்புகொள்ள',
      support: 'உதவி',
      socialMedia: 'சமூக ஊடகங்கள்',
      pricing: 'கட்டணங்கள்',
      home: 'முகப்பு',
    },
    placesCredit: { before: 'பிறந்த இடங்களின் தரவு ', middle: ' தளத்திலிருந்து, ', after: ' உரிமத்தின் கீழ்.' },
  },
};
