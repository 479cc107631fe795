/** The comparison's words (compare-words.ts) in Tamil. */
import { ayanamsaName } from '../vocabulary/ayanamsa-names';
import type { CompareWordsBook } from './compare-words-registry';

export const COMPARE_WORDS_TA: CompareWordsBook = {
  settings: { ayanamsa: 'அயனாம்சம்', node: 'ராகு/கேது', positions: 'கிரக நிலைகள்', dashaYear: 'தசை ஆண்டு', sunrise: 'சூரிய உதயம்' },
  houses: 'பாவ முறை',
  values: {
    mean: 'சராசரி ராகு',
    true: 'உண்மை ராகு',
    apparent: 'தோற்ற நிலை',
    'geometric-mean-equinox': 'வடிவியல், சராசரி சம இரவு நாள்',
    sidereal: '365.256364 நாள்',
    julian: '365.25 நாள்',
    savana: '360 நாள்',
    'true-sidereal': 'உண்மை நட்சத்திர ஆண்டு',
    'pyjhora-sidereal': 'உண்மை நட்சத்திர ஆண்டு (பைஜேஹோரா கணக்கு)',
    'upper-limb-refraction': 'மேல் விளிம்பு, ஒளிவிலகலுடன்',
    'disc-centre-no-refraction': 'வட்டத்தின் மையம், ஒளிவிலகல் இன்றி',
  },
  ayanamsa: (a) => ayanamsaName(a, 'ta'),
  lagna: 'லக்னம்',
  kinds: { longitude: 'பாகை', sign: 'ராசி', nakshatra: 'நட்சத்திரம்' },
  whats: {
    'Mahadasha at birth': 'பிறப்பின் மகா தசை',
    'Next mahadasha start': 'அடுத்த மகா தசையின் தொடக்கம்',
    'Last mahadasha start': 'கடைசி மகா தசையின் தொடக்கம்',
    Tithi: 'திதி',
    Yoga: 'யோகம்',
    Karana: 'கரணம்',
    Sunrise: 'சூரிய உதயம்',
  },
  cause: {
    effect: (setting, to, from, amount, flips) =>
      `${setting}: ${from} என்பதற்குப் பதில் ${to}${amount ? ` (${amount})` : ''}${flips ? ', இது ஒன்றே வேறுபாட்டுக்குக் காரணம்' : ''}`,
    program: (name, effects) => `${name}: ${effects.join('; ')}.`,
    units: { s: 'வினாடி', min: 'நிமிடம்', h: 'மணி', days: 'நாள்' },
  },
};
