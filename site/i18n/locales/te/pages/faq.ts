import type { PackMessages } from '../../pack';

export const faqMessages: PackMessages<'faqMessages'> = {
  title: 'తరచుగా అడిగే ప్రశ్నలు',
  description: (product) => `${product} గురించి జవాబులు: ఇది ఏమిటి, జాతకాలు ఎంత కచ్చితమైనవి, పుట్టిన సమయం, సమాచార భద్రత, ఫలితాలు.`,
  lead: { before: 'మమ్మల్ని ఎక్కువగా అడిగే ప్రశ్నలకు క్లుప్తమైన జవాబులు. ఏదైనా మిగిలిపోయిందా? ', link: 'మమ్మల్ని అడగండి', after: '.' },
};
