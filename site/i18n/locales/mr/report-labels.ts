import type { PackMessages } from '../pack';

export const reportLabels: PackMessages<'reportLabels'> = {
  kundaliFor: (name) => `${name} यांची कुंडली`,
  you: 'आपण',
  rasiChart: 'लग्न कुंडली (D1)',
  keyInsights: 'मुख्य मुद्दे',
  insightTitle: { 'Sun sign': 'सूर्य राशी', 'Moon sign': 'चंद्र राशी', Ascendant: 'लग्न', 'Notable aspects': 'महत्त्वाच्या युती आणि दृष्टी' },
  planetaryPositions: 'ग्रहस्थिती',
  housePlacements: 'स्थानांतील ग्रह',
  none: 'नाही',
  generalPredictions: 'सामान्य भविष्य',
  disclaimer: 'अस्वीकरण',
};
