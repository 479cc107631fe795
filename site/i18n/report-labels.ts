/**
 * The labels the Kundali report shows both on its page (kundali-report.ts) and in its PDF
 * (pdf.ts): one set, so the two never drift apart. Jyotish terms come from shared/vocabulary.
 */
import type { KeyInsight } from '../../shared/interpretation/report/insights';
import { defineMessages } from './catalogue';

export const reportLabels = defineMessages(
  {
    kundaliFor: (name: string) => `Kundali for ${name}`,
    you: 'you',
    rasiChart: 'Rasi chart (D1)',
    keyInsights: 'Key Insights',
    insightTitle: {
      'Sun sign': 'Sun sign',
      'Moon sign': 'Moon sign',
      Ascendant: 'Ascendant',
      'Notable aspects': 'Notable aspects',
    } as Record<KeyInsight['title'], string>,
    planetaryPositions: 'Planetary Positions',
    housePlacements: 'House Placements',
    none: 'None',
    generalPredictions: 'General Predictions',
    disclaimer: 'Disclaimer',
  },
  {
    hi: {
      kundaliFor: (name: string) => `${name} की कुंडली`,
      you: 'आप',
      rasiChart: 'लग्न कुंडली (D1)',
      keyInsights: 'मुख्य बातें',
      insightTitle: { 'Sun sign': 'सूर्य राशि', 'Moon sign': 'चंद्र राशि', Ascendant: 'लग्न', 'Notable aspects': 'मुख्य युतियाँ और दृष्टियाँ' },
      planetaryPositions: 'ग्रह स्थिति',
      housePlacements: 'भावों में ग्रह',
      none: 'कोई नहीं',
      generalPredictions: 'सामान्य फलादेश',
      disclaimer: 'अस्वीकरण',
    },
  },
  'reportLabels',
);

/** The shared labels' shape (one language). */
export type ReportLabels = (typeof reportLabels)['en'];
