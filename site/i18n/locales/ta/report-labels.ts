import type { PackMessages } from '../pack';

export const reportLabels: PackMessages<'reportLabels'> = {
  kundaliFor: (name) => `${name} அவர்களின் ஜாதகம்`,
  you: 'நீங்கள்',
  rasiChart: 'ராசிக் கட்டம் (D1)',
  keyInsights: 'முக்கியக் குறிப்புகள்',
  insightTitle: {
    'Sun sign': 'சூரிய ராசி',
    'Moon sign': 'சந்திர ராசி',
    Ascendant: 'லக்னம்',
    'Notable aspects': 'குறிப்பிடத்தக்க சேர்க்கைகளும் பார்வைகளும்',
  },
  planetaryPositions: 'கிரக நிலைகள்',
  housePlacements: 'பாவங்களில் கிரகங்கள்',
  none: 'இல்லை',
  generalPredictions: 'பொதுப் பலன்கள்',
  disclaimer: 'பொறுப்புத் துறப்பு',
};
