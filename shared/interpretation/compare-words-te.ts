/** The comparison's words (compare-words.ts) in Telugu. */
import { ayanamsaName } from '../vocabulary/ayanamsa-names';
import type { CompareWordsBook } from './compare-words-registry';

export const COMPARE_WORDS_TE: CompareWordsBook = {
  settings: { ayanamsa: 'అయనాంశ', node: 'రాహు/కేతు', positions: 'గ్రహ స్థానాలు', dashaYear: 'దశా సంవత్సరం', sunrise: 'సూర్యోదయం' },
  houses: 'భావ పద్ధతి',
  values: {
    mean: 'మధ్యమ పాతం',
    true: 'స్పష్ట పాతం',
    apparent: 'దృశ్య',
    'geometric-mean-equinox': 'జ్యామితీయ, మధ్యమ విషువత్తు',
    sidereal: '365.256364 రోజులు',
    julian: '365.25 రోజులు',
    savana: '360 రోజులు',
    'true-sidereal': 'నిజ నాక్షత్ర సంవత్సరం',
    'pyjhora-sidereal': 'నిజ నాక్షత్ర సంవత్సరం (పైజేహోరా లెక్క)',
    'upper-limb-refraction': 'పై అంచు, వక్రీభవనంతో',
    'disc-centre-no-refraction': 'బింబ కేంద్రం, వక్రీభవనం లేకుండా',
  },
  ayanamsa: (a) => ayanamsaName(a, 'te'),
  lagna: 'లగ్నం',
  kinds: { longitude: 'భోగాంశ', sign: 'రాశి', nakshatra: 'నక్షత్రం' },
  whats: {
    'Mahadasha at birth': 'జన్మ సమయపు మహాదశ',
    'Next mahadasha start': 'తరువాతి మహాదశ ప్రారంభం',
    'Last mahadasha start': 'చివరి మహాదశ ప్రారంభం',
    Tithi: 'తిథి',
    Yoga: 'యోగం',
    Karana: 'కరణం',
    Sunrise: 'సూర్యోదయం',
  },
  cause: {
    effect: (setting, to, from, amount, flips) =>
      `${setting}: ${from} బదులు ${to}${amount ? ` (${amount})` : ''}${flips ? ', ఇదొక్కటే తేడాకు కారణం' : ''}`,
    program: (name, effects) => `${name}: ${effects.join('; ')}.`,
    units: { s: 'సెకన్లు', min: 'నిమిషాలు', h: 'గంటలు', days: 'రోజులు' },
  },
};
