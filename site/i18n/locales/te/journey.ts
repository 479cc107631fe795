import type { PackMessages } from '../pack';

export const journeyText: PackMessages<'journeyText'> = {
  actions: {
    label: (name) => (name ? `${name}: ఈ జాతకం` : 'ఈ జాతకం'),
    ask: 'ఈ జాతకం గురించి అడగండి',
    report: 'పూర్తి జాతక నివేదిక',
    quickChart: 'సంక్షిప్త జాతకం',
    pdf: 'PDF నివేదిక',
    chartOf: (name) => (name ? `${name} జాతకం` : 'మీ జాతకం'),
  },
  share: {
    button: 'షేర్ చేయండి',
    copied: 'లింక్ కాపీ అయింది:',
    copyThis: 'ఈ లింక్‌ను కాపీ చేయండి:',
    chartTitle: (name) => (name ? `${name} జాతకం` : 'జాతకం'),
    matchTitle: 'జాతక పొంతన',
    dayTitle: 'పంచాంగం',
  },
  recent: {
    label: 'ఇటీవలి జనన వివరాలు',
    choose: 'ఇటీవలి జనన వివరాలను నింపండి…',
    forget: 'ఇటీవలి జనన వివరాలను మరచిపోండి',
    noTime: 'సమయం తెలియదు',
  },
  match: {
    reportOf: (name) => `జాతక నివేదిక: ${name}`,
  },
};
