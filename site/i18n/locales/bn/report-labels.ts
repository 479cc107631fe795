import type { PackMessages } from '../pack';

export const reportLabels: PackMessages<'reportLabels'> = {
  kundaliFor: (name) => `${name}-এর কোষ্ঠী`,
  you: 'আপনি',
  rasiChart: 'লগ্ন চক্র (D1)',
  keyInsights: 'মূল কথা',
  insightTitle: { 'Sun sign': 'সূর্য রাশি', 'Moon sign': 'চন্দ্র রাশি', Ascendant: 'লগ্ন', 'Notable aspects': 'উল্লেখযোগ্য যুতি ও দৃষ্টি' },
  planetaryPositions: 'গ্রহের অবস্থান',
  housePlacements: 'ভাবে গ্রহ',
  none: 'নেই',
  generalPredictions: 'সাধারণ ফলাফল',
  disclaimer: 'দায়মুক্তি',
};
