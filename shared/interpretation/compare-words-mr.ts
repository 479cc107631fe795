/** The comparison's words (compare-words.ts) in Marathi. */
import { ayanamsaName } from '../vocabulary/ayanamsa-names';
import type { CompareWordsBook } from './compare-words-registry';

export const COMPARE_WORDS_MR: CompareWordsBook = {
  settings: { ayanamsa: 'अयनांश', node: 'राहू/केतू', positions: 'ग्रहस्थिती', dashaYear: 'दशेचे वर्ष', sunrise: 'सूर्योदय' },
  houses: 'भाव पद्धती',
  values: {
    mean: 'मध्यम पात',
    true: 'स्पष्ट पात',
    apparent: 'दृश्य',
    'geometric-mean-equinox': 'भौमितिक, मध्यम संपात',
    sidereal: '365.256364 दिवस',
    julian: '365.25 दिवस',
    savana: '360 दिवस',
    'true-sidereal': 'खरे नाक्षत्र वर्ष',
    'pyjhora-sidereal': 'खरे नाक्षत्र वर्ष (पाय-जेहोराची गणना)',
    'upper-limb-refraction': 'वरची कड, वक्रीभवनासह',
    'disc-centre-no-refraction': 'बिंबाचा मध्य, वक्रीभवनाशिवाय',
  },
  ayanamsa: (a) => ayanamsaName(a, 'mr'),
  lagna: 'लग्न',
  kinds: { longitude: 'भोगांश', sign: 'रास', nakshatra: 'नक्षत्र' },
  whats: {
    'Mahadasha at birth': 'जन्मवेळची महादशा',
    'Next mahadasha start': 'पुढील महादशेची सुरुवात',
    'Last mahadasha start': 'शेवटच्या महादशेची सुरुवात',
    Tithi: 'तिथी',
    Yoga: 'योग',
    Karana: 'करण',
    Sunrise: 'सूर्योदय',
  },
  cause: {
    effect: (setting, to, from, amount, flips) =>
      `${setting}: ${from} ऐवजी ${to}${amount ? ` (${amount})` : ''}${flips ? ', एवढ्यानेच फरक पडतो' : ''}`,
    program: (name, effects) => `${name}: ${effects.join('; ')}.`,
    units: { s: 'सेकंद', min: 'मिनिटे', h: 'तास', days: 'दिवस' },
  },
};
