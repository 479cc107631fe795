/**
 * Nabhasa yogas (BPHS ch. 35; Varahamihira, Brihat Jataka ch. 12): patterns formed by where
 * the seven grahas Sun–Saturn fall, nodes excluded. Houses are whole-sign from the lagna.
 * Ashraya (sign quality), Dala (benefics/malefics in kendras), Akriti (shapes) and Sankhya
 * (number of occupied signs). Where authors differ we say which reading we use.
 */
import type { Localized } from '../vocabulary/localized';
import type { SaptaGraha } from '../vocabulary/graha';
import { SEVEN, type ChartFacts } from './chart-facts';
import { FIXED_BENEFICS, FIXED_MALEFICS } from '../jyotish/nature';
import { KENDRA, KENDRA_HOUSES, matchOf, type YogaRule } from './rule';
import type { YogaId } from '../vocabulary/yoga-ids';

/** A set of houses (1–12) as the bit mask ChartFacts.sevenHouses uses (bit h = house h), made once per rule. */
const maskOf = (set: readonly number[]) => set.reduce((mask, h) => mask | (1 << h), 0);
/** Test: all seven lie within one of `sets`. */
const within = (...sets: (readonly number[])[]) => {
  const masks = sets.map(maskOf);
  return (f: ChartFacts) => masks.some((mask) => (f.sevenHouses & ~mask) === 0);
};
/** Test: all seven lie within one of `sets` and every house of that set is occupied. */
const filling = (...sets: (readonly number[])[]) => {
  const masks = sets.map(maskOf);
  return (f: ChartFacts) => masks.some((mask) => f.sevenHouses === mask);
};
/** `count` consecutive houses starting at `start`. */
const run = (start: number, count: number) => Array.from({ length: count }, (_, i) => ((start - 1 + i) % 12) + 1);

type Shape = {
  id: YogaId;
  name: string;
  nameHi: string;
  nature: 'good' | 'mixed' | 'challenging';
  source: string;
  description: string;
  test: (f: ChartFacts) => boolean;
};
const rule = (s: Shape): YogaRule => ({
  id: s.id,
  name: s.name,
  nameHi: s.nameHi,
  kind: 'yoga',
  family: 'nabhasa',
  nature: s.nature,
  source: s.source,
  description: s.description,
  holds: (f) => (s.test(f) ? matchOf(f, SEVEN) : null),
});
/** Each house in `set` holds at least one of the seven grahas, and only grahas from `kind`. */
const occupiedOnlyBy = (f: ChartFacts, set: readonly number[], kind: readonly SaptaGraha[]) =>
  set.every((h) => {
    const occ = f.sevenIn(h, f.lagnaSign);
    return occ.length > 0 && occ.every((g) => kind.includes(g));
  });
const signQuality = (f: ChartFacts, q: 0 | 1 | 2) => SEVEN.every((g) => f.sign[g] % 3 === q);
const kendrasHolding = (f: ChartFacts, set: readonly SaptaGraha[]) => {
  // Distinct kendras as bits of a mask (no Set per chart).
  let mask = 0;
  for (const g of set) if (KENDRA.has(f.house[g])) mask |= 1 << f.house[g];
  let count = 0;
  for (; mask !== 0; mask &= mask - 1) count++;
  return count;
};

const akriti = (
  id: YogaId,
  name: Localized,
  nature: Shape['nature'],
  set: readonly number[],
  fill: boolean,
  description: string,
): YogaRule => {
  return rule({
    id,
    name: name.en,
    nameHi: name.hi,
    nature,
    source: `BPHS ch. 35: the seven grahas in houses ${set.join(', ')}${fill ? ', each occupied' : ''}`,
    description,
    test: fill ? filling(set) : within(set),
  });
};

const sankhya = (count: number, id: YogaId, name: Localized, nature: Shape['nature'], description: string): YogaRule =>
  rule({
    id,
    name: name.en,
    nameHi: name.hi,
    nature,
    source: `BPHS ch. 35: the seven grahas occupy exactly ${count} sign${count > 1 ? 's' : ''}`,
    description,
    test: (f) => f.occupiedSigns().length === count,
  });

/** The Nabhasa yogas. */
export const NABHASA_YOGAS: readonly YogaRule[] = [
  rule({
    id: 'rajju',
    name: 'Rajju yoga',
    nameHi: 'रज्जु योग',
    nature: 'mixed',
    source: 'BPHS ch. 35: all seven in movable signs',
    description: 'All planets in movable signs: restless, fond of travel and change, prospering away from home.',
    test: (f) => signQuality(f, 0),
  }),
  rule({
    id: 'musala',
    name: 'Musala yoga',
    nameHi: 'मुसल योग',
    nature: 'good',
    source: 'BPHS ch. 35: all seven in fixed signs',
    description: 'All planets in fixed signs: steady, proud and determined, building lasting wealth and standing.',
    test: (f) => signQuality(f, 1),
  }),
  rule({
    id: 'nala',
    name: 'Nala yoga',
    nameHi: 'नल योग',
    nature: 'mixed',
    source: 'BPHS ch. 35: all seven in dual signs',
    description: 'All planets in dual signs: versatile and clever with many skills, though effort is spread thin.',
    test: (f) => signQuality(f, 2),
  }),
  rule({
    id: 'maala',
    name: 'Maala (Srik) yoga',
    nameHi: 'माला (स्रक्) योग',
    nature: 'good',
    source: 'BPHS ch. 35: natural benefics (Mercury, Jupiter, Venus) in three kendras',
    description: 'Gentle planets hold three angles: comfort, enjoyment and a graceful life.',
    test: (f) => kendrasHolding(f, FIXED_BENEFICS) >= 3,
  }),
  rule({
    id: 'sarpa',
    name: 'Sarpa yoga',
    nameHi: 'सर्प योग',
    nature: 'challenging',
    source: 'BPHS ch. 35: natural malefics (Sun, Mars, Saturn) in three kendras',
    description: 'Harsh planets hold three angles: hardship and friction that demand patience and careful choices.',
    test: (f) => kendrasHolding(f, FIXED_MALEFICS) >= 3,
  }),
  rule({
    id: 'gada',
    name: 'Gada yoga',
    nameHi: 'गदा योग',
    nature: 'good',
    source: 'BPHS ch. 35: all seven in two successive kendras',
    description: 'All planets in two neighbouring angles: focused effort, wealth through work and respect for learning.',
    test: filling([1, 4], [4, 7], [7, 10], [10, 1]),
  }),
  rule({
    id: 'sakata',
    name: 'Sakata yoga',
    nameHi: 'शकट योग (नाभस)',
    nature: 'challenging',
    source: 'BPHS ch. 35: all seven in the 1st and 7th',
    description: 'All planets on the axis of self and others: fortunes rise and fall like a cart’s wheel.',
    test: filling([1, 7]),
  }),
  rule({
    id: 'vihaga',
    name: 'Vihaga yoga',
    nameHi: 'विहग योग',
    nature: 'mixed',
    source: 'BPHS ch. 35: all seven in the 4th and 10th',
    description: 'All planets on the home–career axis: a messenger’s life, moving about and carrying others’ business.',
    test: filling([4, 10]),
  }),
  rule({
    id: 'sringataka',
    name: 'Sringataka yoga',
    nameHi: 'शृंगाटक योग',
    nature: 'good',
    source: 'BPHS ch. 35: all seven in the 1st, 5th and 9th',
    description: 'All planets in the trines: fortunate, fond of harmony and well-liked.',
    test: within([1, 5, 9]),
  }),
  rule({
    id: 'hala',
    name: 'Hala yoga',
    nameHi: 'हल योग',
    nature: 'mixed',
    source: 'BPHS ch. 35: all seven in one triangle other than the lagna’s (2-6-10, 3-7-11 or 4-8-12)',
    description: 'All planets in a working triangle: a hard-working, earthy life tied to land or large enterprises.',
    test: within([2, 6, 10], [3, 7, 11], [4, 8, 12]),
  }),
  rule({
    id: 'vajra',
    name: 'Vajra yoga',
    nameHi: 'वज्र योग',
    nature: 'mixed',
    source:
      'BPHS ch. 35, read as occupancy (as PVR and PyJHora do): the 1st and 7th hold only natural benefics, the 4th and 10th only natural malefics, all four occupied',
    description: 'Happy at the start and end of life, with a harder middle stretch.',
    test: (f) => occupiedOnlyBy(f, [1, 7], FIXED_BENEFICS) && occupiedOnlyBy(f, [4, 10], FIXED_MALEFICS),
  }),
  rule({
    id: 'yava',
    name: 'Yava yoga',
    nameHi: 'यव योग',
    nature: 'mixed',
    source:
      'BPHS ch. 35, read as occupancy: the 1st and 7th hold only natural malefics, the 4th and 10th only natural benefics, all four occupied',
    description: 'The middle of life is the most prosperous; disciplined and charitable.',
    test: (f) => occupiedOnlyBy(f, [1, 7], FIXED_MALEFICS) && occupiedOnlyBy(f, [4, 10], FIXED_BENEFICS),
  }),
  rule({
    id: 'kamala',
    name: 'Kamala yoga',
    nameHi: 'कमल योग',
    nature: 'good',
    source: 'BPHS ch. 35: all seven in the four kendras',
    description: 'All planets in the angles: fame, virtue and a long, influential life.',
    test: within(KENDRA_HOUSES),
  }),
  rule({
    id: 'vaapi',
    name: 'Vaapi yoga',
    nameHi: 'वापी योग',
    nature: 'mixed',
    source: 'BPHS ch. 35: all seven in panaparas (2, 5, 8, 11) or all in apoklimas (3, 6, 9, 12)',
    description: 'No planet in the angles: a saver who accumulates quietly and enjoys private comfort.',
    test: within([2, 5, 8, 11], [3, 6, 9, 12]),
  }),
  akriti(
    'yoopa',
    { en: 'Yoopa yoga', hi: 'यूप योग' },
    'good',
    run(1, 4),
    false,
    'All planets in the first four houses: devoted to duty and ritual, generous and self-controlled.',
  ),
  akriti(
    'shara',
    { en: 'Shara (Ishu) yoga', hi: 'शर (इषु) योग' },
    'mixed',
    run(4, 4),
    false,
    'All planets from the 4th to the 7th: skilled with tools, a hunter’s or maker’s focus, but a hard edge.',
  ),
  akriti(
    'sakti',
    { en: 'Sakti yoga', hi: 'शक्ति योग' },
    'mixed',
    run(7, 4),
    false,
    'All planets from the 7th to the 10th: struggle early, success through persistence and a fighting spirit.',
  ),
  akriti(
    'danda',
    { en: 'Danda yoga', hi: 'दण्ड योग' },
    'challenging',
    run(10, 4),
    false,
    'All planets from the 10th to the lagna: distance from loved ones and service to others; humility helps.',
  ),
  akriti(
    'naukaa',
    { en: 'Naukaa yoga', hi: 'नौका योग' },
    'mixed',
    run(1, 7),
    true,
    'Planets fill the seven houses from the lagna: earnings tied to water, travel or trade, and a restless drive.',
  ),
  akriti(
    'koota',
    { en: 'Koota yoga', hi: 'कूट योग' },
    'challenging',
    run(4, 7),
    true,
    'Planets fill the seven houses from the 4th: cunning and a life in rough places; honesty is the test.',
  ),
  akriti(
    'chatra',
    { en: 'Chatra yoga', hi: 'छत्र योग' },
    'good',
    run(7, 7),
    true,
    'Planets fill the seven houses from the 7th: protective and kind, happy in the later part of life.',
  ),
  akriti(
    'chaapa',
    { en: 'Chaapa yoga', hi: 'चाप योग' },
    'mixed',
    run(10, 7),
    true,
    'Planets fill the seven houses from the 10th: adventurous, with a love of travel and hard-won wealth.',
  ),
  rule({
    id: 'ardha-chandra',
    name: 'Ardha Chandra yoga',
    nameHi: 'अर्धचंद्र योग',
    nature: 'good',
    source: 'BPHS ch. 35: planets fill seven consecutive houses starting from a panapara or apoklima',
    description: 'A half-moon of planets: good looks, leadership and favour from those in power.',
    test: filling(...[2, 3, 5, 6, 8, 9, 11, 12].map((start) => run(start, 7))),
  }),
  akriti(
    'chakra',
    { en: 'Chakra yoga', hi: 'चक्र योग' },
    'good',
    [1, 3, 5, 7, 9, 11],
    true,
    'Planets in every odd house from the lagna: a commanding position that others respect.',
  ),
  akriti(
    'samudra',
    { en: 'Samudra yoga', hi: 'समुद्र योग' },
    'good',
    [2, 4, 6, 8, 10, 12],
    true,
    'Planets in every even house from the lagna: wealth like the ocean and a generous, well-liked nature.',
  ),
  sankhya(
    7,
    'veenaa',
    { en: 'Veenaa (Vallaki) yoga', hi: 'वीणा (वल्लकी) योग' },
    'good',
    'Planets spread over seven signs: many interests, love of music and the arts, and many friends.',
  ),
  sankhya(6, 'daama', { en: 'Daama yoga', hi: 'दाम योग' }, 'good', 'Planets in six signs: generous, helpful and comfortably off.'),
  sankhya(
    5,
    'paasa',
    { en: 'Paasa yoga', hi: 'पाश योग' },
    'mixed',
    'Planets in five signs: capable and well-connected, though ties can also bind.',
  ),
  sankhya(
    4,
    'kedaara',
    { en: 'Kedaara yoga', hi: 'केदार योग' },
    'good',
    'Planets in four signs: useful to many, prosperous through land and honest work.',
  ),
  sankhya(
    3,
    'soola',
    { en: 'Soola yoga', hi: 'शूल योग' },
    'challenging',
    'Planets in three signs: sharp, quick to anger, drawn into struggles.',
  ),
  sankhya(
    2,
    'yuga',
    { en: 'Yuga yoga', hi: 'युग योग' },
    'challenging',
    'Planets in two signs: a tendency to stand apart from convention and to struggle for means.',
  ),
  sankhya(
    1,
    'gola',
    { en: 'Gola yoga', hi: 'गोल योग' },
    'challenging',
    'All planets in one sign: intense focus on one area of life, often at the cost of others.',
  ),
];
