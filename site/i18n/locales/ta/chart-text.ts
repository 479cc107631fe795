import type { PackMessages } from '../pack';

export const CHART_TEXT: PackMessages<'CHART_TEXT'> = {
  lagnaName: 'லக்னம்',
  lagnaLabel: 'ல',
  pada: 'பாதம்',
  retrograde: 'வக்ரம்',
  inVarga: (sign, varga, d1Sign, d1Degrees) => `D${varga} இல் ${sign}; D1 இல் ${d1Sign} ${d1Degrees}`,
  styleName: { north: 'வட இந்திய', south: 'தென்னிந்திய', east: 'கிழக்கிந்திய' },
  chartStyle: 'கட்ட முறை',
  moonChart: 'சந்திரக் கட்டம்',
  hint: 'கிரகத்தின் பாகையைக் காண அதன் மீது சுட்டியை வைக்கவும் அல்லது குவியப்படுத்தவும்.',
  accessibleName: (heading, style, lagnaKnown, firstSign) =>
    `${heading}, ${style} முறை. ${lagnaKnown ? `லக்னம் ${firstSign} ராசியில்` : `பிறந்த நேரம் தெரியாது: பாவங்கள் சந்திரனின் ராசி ${firstSign} முதல் எண்ணப்பட்டன`}.`,
  asTable: (heading) => `${heading} அட்டவணையாக`,
  house: 'பாவம்',
  sign: 'ராசி',
  bodies: 'கிரகங்கள்',
  none: 'இல்லை',
};
