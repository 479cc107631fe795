/** The comparison's words (compare-words.ts) in Bengali. */
import { ayanamsaName } from '../vocabulary/ayanamsa-names';
import type { CompareWordsBook } from './compare-words-registry';

export const COMPARE_WORDS_BN: CompareWordsBook = {
  settings: { ayanamsa: 'অয়নাংশ', node: 'রাহু/কেতু', positions: 'গ্রহের অবস্থান', dashaYear: 'দশার বছর', sunrise: 'সূর্যোদয়' },
  houses: 'ভাব পদ্ধতি',
  values: {
    mean: 'মধ্যম পাত',
    true: 'স্পষ্ট পাত',
    apparent: 'দৃশ্য',
    'geometric-mean-equinox': 'জ্যামিতিক, মধ্যম বিষুব',
    sidereal: '365.256364 দিন',
    julian: '365.25 দিন',
    savana: '360 দিন',
    'true-sidereal': 'প্রকৃত নাক্ষত্র বছর',
    'pyjhora-sidereal': 'প্রকৃত নাক্ষত্র বছর (পাইজেহোরার গণনা)',
    'upper-limb-refraction': 'উপরের প্রান্ত, প্রতিসরণ সহ',
    'disc-centre-no-refraction': 'বিম্বের কেন্দ্র, প্রতিসরণ ছাড়া',
  },
  ayanamsa: (a) => ayanamsaName(a, 'bn'),
  lagna: 'লগ্ন',
  kinds: { longitude: 'ভোগাংশ', sign: 'রাশি', nakshatra: 'নক্ষত্র' },
  whats: {
    'Mahadasha at birth': 'জন্মের মহাদশা',
    'Next mahadasha start': 'পরের মহাদশার শুরু',
    'Last mahadasha start': 'শেষ মহাদশার শুরু',
    Tithi: 'তিথি',
    Yoga: 'যোগ',
    Karana: 'করণ',
    Sunrise: 'সূর্যোদয়',
  },
  cause: {
    effect: (setting, to, from, amount, flips) =>
      `${setting}: ${from}-এর বদলে ${to}${amount ? ` (${amount})` : ''}${flips ? ', শুধু এটুকুতেই পার্থক্য হয়' : ''}`,
    program: (name, effects) => `${name}: ${effects.join('; ')}।`,
    units: { s: 'সেকেন্ড', min: 'মিনিট', h: 'ঘণ্টা', days: 'দিন' },
  },
};
