import type { PackMessages } from '../pack';

export const journeyText: PackMessages<'journeyText'> = {
  actions: {
    label: (name) => (name ? `${name}: இந்த ஜாதகம்` : 'இந்த ஜாதகம்'),
    ask: 'இந்த ஜாதகம் பற்றிக் கேளுங்கள்',
    report: 'முழு ஜாதக அறிக்கை',
    quickChart: 'சுருக்க ஜாதகம்',
    pdf: 'PDF அறிக்கை',
    chartOf: (name) => (name ? `${name} அவர்களின் ஜாதகம்` : 'உங்கள் ஜாதகம்'),
  },
  share: {
    button: 'பகிர்',
    copied: 'இணைப்பு நகலெடுக்கப்பட்டது:',
    copyThis: 'இந்த இணைப்பை நகலெடுக்கவும்:',
    chartTitle: (name) => (name ? `${name} அவர்களின் ஜாதகம்` : 'ஜாதகம்'),
    matchTitle: 'ஜாதகப் பொருத்தம்',
    dayTitle: 'பஞ்சாங்கம்',
  },
  recent: {
    label: 'சமீபத்திய பிறப்பு விவரங்கள்',
    choose: 'சமீபத்திய பிறப்பு விவரத்தை நிரப்புக…',
    forget: 'சமீபத்திய பிறப்பு விவரங்களை மறந்துவிடு',
    noTime: 'நேரம் தெரியாது',
  },
  match: {
    reportOf: (name) => `ஜாதக அறிக்கை: ${name}`,
  },
};
