import type { PackMessages } from '../pack';

export const reportLabels: PackMessages<'reportLabels'> = {
  kundaliFor: (name) => `${name} జాతకం`,
  you: 'మీరు',
  rasiChart: 'రాశి చక్రం (D1)',
  keyInsights: 'ముఖ్యాంశాలు',
  insightTitle: { 'Sun sign': 'సూర్య రాశి', 'Moon sign': 'చంద్ర రాశి', Ascendant: 'లగ్నం', 'Notable aspects': 'ముఖ్యమైన యుతులు, దృష్టులు' },
  planetaryPositions: 'గ్రహ స్థితులు',
  housePlacements: 'భావాలలో గ్రహాలు',
  none: 'ఏవీ లేవు',
  generalPredictions: 'సాధారణ ఫలితాలు',
  disclaimer: 'నిరాకరణ',
};
