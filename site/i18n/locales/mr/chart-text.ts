import type { PackMessages } from '../pack';

export const CHART_TEXT: PackMessages<'CHART_TEXT'> = {
  lagnaName: 'लग्न',
  lagnaLabel: 'ल',
  pada: 'चरण',
  retrograde: 'वक्री',
  inVarga: (sign, varga, d1Sign, d1Degrees) => `D${varga} मध्ये ${sign}; D1 मध्ये ${d1Sign} ${d1Degrees}`,
  styleName: { north: 'उत्तर भारतीय', south: 'दक्षिण भारतीय', east: 'पूर्व भारतीय' },
  chartStyle: 'कुंडलीची शैली',
  moonChart: 'चंद्र कुंडली',
  hint: 'ग्रहाचे अंश पाहण्यासाठी त्यावर माउस न्या किंवा फोकस करा.',
  accessibleName: (heading, style, lagnaKnown, firstSign) =>
    `${heading}, ${style} शैली. ${lagnaKnown ? `लग्न ${firstSign} राशीत` : `जन्मवेळ अज्ञात: स्थाने चंद्राच्या ${firstSign} राशीपासून मोजली आहेत`}.`,
  asTable: (heading) => `${heading} तक्त्याच्या स्वरूपात`,
  house: 'स्थान',
  sign: 'राशी',
  bodies: 'ग्रह',
  none: 'नाही',
};
