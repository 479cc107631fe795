/**
 * Raja (power), Dhana (wealth), Viparita, Neecha Bhanga and Parivartana yogas, built from
 * house lordships (BPHS ch. 39–43; Raman, "Three Hundred Important Combinations").
 * "Associated" means conjunct, in mutual aspect, or in each other's signs.
 */
import type { Localized } from '../vocabulary/localized';
import type { Graha, SaptaGraha } from '../vocabulary/graha';
import { RASI_LORD } from '../jyotish/classical';
import { SEVEN, type ChartFacts } from './chart-facts';
import { EXALTATION, isExaltedIn } from '../jyotish/classical';
import {
  DUSTHANA,
  KENDRA,
  KENDRA_HOUSES,
  TRIKONA,
  linkOf,
  matchOf,
  type Cancellation,
  type GrahaLink,
  type RuleMatch,
  type YogaRule,
} from './rule';
import type { YogaId } from '../vocabulary/yoga-ids';

/** Pairs of (distinct) lords of `housesA` × `housesB` that are associated; returns grahas and the houses involved. */
function lordPairs(f: ChartFacts, housesA: readonly number[], housesB: readonly number[]): RuleMatch | null {
  const grahas: Graha[] = [];
  const houses: number[] = [];
  const links: GrahaLink[] = [];
  for (let i = 0; i < housesA.length; i++) {
    const a = housesA[i]!;
    const la = f.lord(a);
    for (let j = 0; j < housesB.length; j++) {
      const b = housesB[j]!;
      const lb = f.lord(b);
      if (la === lb || !f.associated(la, lb)) continue;
      grahas.push(la, lb);
      houses.push(a, b);
      if (!hasLink(links, la, lb)) links.push(linkOf(f, la, lb));
    }
  }
  return grahas.length ? matchOf(f, grahas, houses, { links }) : null;
}

/** True when `links` already pairs `a` and `b` (either way round). */
function hasLink(links: readonly GrahaLink[], a: Graha, b: Graha): boolean {
  for (const l of links) if ((l.a === a && l.b === b) || (l.a === b && l.b === a)) return true;
  return false;
}

/** In a kendra from the lagna or from the Moon (the Neecha Bhanga test). */
function inKendraFromLagnaOrMoon(f: ChartFacts, g: Graha): boolean {
  return KENDRA.has(f.house[g]) || KENDRA.has(f.houseFrom(f.sign.Moon, g));
}

/** In a kendra or a trikona from the lagna. */
function inKendraOrTrikona(f: ChartFacts, g: Graha): boolean {
  return KENDRA.has(f.house[g]) || TRIKONA.has(f.house[g]);
}

/**
 * The lords of houses `a` and `b` (two planets) in kendras from each other, and the lagna lord
 * dignified or in a kendra (Kahala: the 4th and 9th; Sankha: the 5th and 6th).
 */
function lordsInMutualKendras(f: ChartFacts, a: number, b: number): RuleMatch | null {
  const la = f.lord(a),
    lb = f.lord(b),
    l1 = f.lord(1);
  return la !== lb && KENDRA.has(f.houseFrom(f.sign[la], lb)) && (f.dignified(l1) || KENDRA.has(f.house[l1]))
    ? matchOf(f, [la, lb, l1], [a, b])
    : null;
}

/** House `house` holds no malefic (empty counts). */
function onlyBeneficsIn(f: ChartFacts, house: number): boolean {
  for (const g of f.occupants(house)) if (!f.benefic(g)) return false;
  return true;
}

const viparita = (house: 6 | 8 | 12, id: YogaId, name: Localized, description: string): YogaRule => ({
  id,
  name: name.en,
  nameHi: name.hi,
  kind: 'yoga',
  family: 'raja',
  nature: 'mixed',
  source: `BPHS/Raman: the lord of the ${house}th in the 6th, 8th or 12th (a dusthana lord in a dusthana)`,
  description,
  holds: (f) => {
    const lord = f.lord(house);
    return DUSTHANA.has(f.house[lord]) ? matchOf(f, [lord], [house]) : null;
  },
});

const parivartana = (
  id: YogaId,
  name: Localized,
  nature: 'good' | 'mixed' | 'challenging',
  accept: (a: number, b: number) => boolean,
  source: string,
  description: string,
): YogaRule => ({
  id,
  name: name.en,
  nameHi: name.hi,
  kind: 'yoga',
  family: 'parivartana',
  nature,
  source,
  description,
  holds: (f) => {
    const links: GrahaLink[] = [];
    for (const [a, b] of f.exchangePairs()) if (accept(f.house[a], f.house[b])) links.push({ a, b, how: 'exchange' });
    return links.length
      ? matchOf(
          f,
          links.flatMap((l) => [l.a, l.b]),
          [],
          { links },
        )
      : null;
  },
});

/** Cancellations of one debilitated graha's weakness (BPHS ch. 28 / Phaladeepika 7), empty when none apply. */
export function neechaBhangaCancellations(f: ChartFacts, g: SaptaGraha): Cancellation[] {
  const found: Cancellation[] = [];
  const dispositor = RASI_LORD[f.sign[g]]!;
  const exaltationLord = RASI_LORD[EXALTATION[g].rasiIndex]!;
  const exaltedHere = EXALTED_IN[f.sign[g]];
  if (inKendraFromLagnaOrMoon(f, dispositor)) found.push({ code: 'dispositor-in-kendra', graha: g, by: dispositor });
  if (inKendraFromLagnaOrMoon(f, exaltationLord)) found.push({ code: 'exaltation-lord-in-kendra', graha: g, by: exaltationLord });
  if (exaltedHere && exaltedHere !== g && inKendraFromLagnaOrMoon(f, exaltedHere))
    found.push({ code: 'exalted-graha-in-kendra', graha: g, by: exaltedHere });
  if (dispositor !== g && f.aspectsSign(dispositor, f.sign[g])) found.push({ code: 'dispositor-aspects', graha: g, by: dispositor });
  if (isExaltedIn(g, f.navamsa[g])) found.push({ code: 'exalted-navamsa', graha: g });
  return found;
}

/** The graha (of the seven) exalted in each sign, by sign index; undefined where none is. */
const EXALTED_IN: readonly (SaptaGraha | undefined)[] = Array.from({ length: 12 }, (_, s) => SEVEN.find((x) => isExaltedIn(x, s)));

/** Raja, Dhana and related yogas. */
export const RAJA_DHANA_YOGAS: readonly YogaRule[] = [
  {
    id: 'raja-yoga',
    name: 'Raja yoga (kendra–trikona lords)',
    nameHi: 'राज योग (केंद्र–त्रिकोण स्वामी)',
    kind: 'yoga',
    family: 'raja',
    nature: 'good',
    source: 'BPHS ch. 39: a kendra lord associated with a trikona lord',
    description:
      'The rulers of the angles and the trines are linked: the pillars of action and of fortune support each other, lifting status and authority, especially in their periods.',
    holds: (f) => {
      // Every kendra lord with every trikona lord; the lagna counts as both, so its lord pairs with the 4th, 7th and 10th lords too.
      const a = lordPairs(f, KENDRA_HOUSES, [5, 9]);
      const b = lordPairs(f, [4, 7, 10], [1]);
      return a && b ? matchOf(f, [...a.grahas, ...b.grahas], [...a.houses, ...b.houses]) : (a ?? b);
    },
  },
  {
    id: 'yogakaraka',
    name: 'Yogakaraka planet',
    nameHi: 'योगकारक ग्रह',
    kind: 'yoga',
    family: 'raja',
    nature: 'good',
    source: 'BPHS ch. 34: one graha rules both a kendra (other than the lagna) and a trikona',
    description:
      'One planet rules both an angle and a trine, so it carries the chart’s power and fortune together; its periods tend to be productive.',
    holds: (f) => {
      // Rules a kendra other than the lagna and a trikona other than the lagna (what f.housesRuled would list).
      const k = SEVEN.filter((g) => (f.lord(4) === g || f.lord(7) === g || f.lord(10) === g) && (f.lord(5) === g || f.lord(9) === g));
      return k.length ? matchOf(f, k) : null;
    },
  },
  {
    id: 'dharma-karmadhipati',
    name: 'Dharma-Karmadhipati yoga',
    nameHi: 'धर्म-कर्माधिपति योग',
    kind: 'yoga',
    family: 'raja',
    nature: 'good',
    source: 'BPHS ch. 39: the lords of the 9th and 10th associated',
    description: 'The rulers of purpose (9th) and work (10th) are linked: a career that feels meaningful and brings recognition.',
    holds: (f) => lordPairs(f, [9], [10]),
  },
  {
    id: 'dhana-yoga',
    name: 'Dhana yoga',
    nameHi: 'धन योग',
    kind: 'yoga',
    family: 'dhana',
    nature: 'good',
    source: 'BPHS ch. 41: lords of the 2nd or 11th associated with lords of the 1st, 5th or 9th (or with each other)',
    description:
      'The rulers of income and savings are linked with the rulers of self and fortune: a chart with a real capacity to build wealth.',
    holds: (f) => lordPairs(f, [2, 11], [1, 5, 9, 2, 11]),
  },
  {
    id: 'lakshmi',
    name: 'Lakshmi yoga',
    nameHi: 'लक्ष्मी योग',
    kind: 'yoga',
    family: 'dhana',
    nature: 'good',
    source:
      'BPHS ch. 41: the 9th lord in own or exaltation sign in a kendra or trikona, and the lagna lord strong (own/exalted/moolatrikona or in a kendra/trikona)',
    description: 'The ruler of fortune is strong and well placed, and so is the ruler of the self: prosperity, grace and a generous life.',
    holds: (f) => {
      const l9 = f.lord(9);
      const l1 = f.lord(1);
      return (f.ownSign(l9) || f.exalted(l9)) && inKendraOrTrikona(f, l9) && (f.dignified(l1) || inKendraOrTrikona(f, l1))
        ? matchOf(f, [l9, l1], [9, 1])
        : null;
    },
  },
  {
    id: 'kahala',
    name: 'Kahala yoga',
    nameHi: 'काहल योग',
    kind: 'yoga',
    family: 'other',
    nature: 'good',
    source: 'Raman (300 Combinations): the 4th and 9th lords in kendras from each other and the lagna lord strong',
    description: 'The rulers of home and fortune support each other: boldness, a stubborn streak, and command over a group or domain.',
    holds: (f) => lordsInMutualKendras(f, 4, 9),
  },
  {
    id: 'parvata',
    name: 'Parvata yoga',
    nameHi: 'पर्वत योग',
    kind: 'yoga',
    family: 'other',
    nature: 'good',
    source: 'BPHS ch. 36: benefics in kendras, and the 6th and 8th empty or holding only benefics',
    description:
      'Gentle planets hold the angles while the houses of strife are quiet: prosperity, eloquence and a respected, charitable nature.',
    holds: (f) => {
      // The cheap refusals first (a malefic in the 6th, 8th or a kendra); then the benefics in the kendras, in kendra order.
      if (!onlyBeneficsIn(f, 6) || !onlyBeneficsIn(f, 8) || !KENDRA_HOUSES.every((h) => onlyBeneficsIn(f, h))) return null;
      const inK = KENDRA_HOUSES.flatMap((h) => f.occupants(h));
      return inK.length ? matchOf(f, inK) : null;
    },
  },
  {
    id: 'chamara',
    name: 'Chamara yoga',
    nameHi: 'चामर योग',
    kind: 'yoga',
    family: 'other',
    nature: 'good',
    source: 'BPHS ch. 36: the lagna lord exalted in a kendra and aspected by Jupiter, or two benefics in the lagna, 7th, 9th or 10th',
    description: 'Honour from people of standing: a learned, eloquent person who is listened to.',
    holds: (f) => {
      const l1 = f.lord(1);
      if (f.exalted(l1) && KENDRA.has(f.house[l1]) && f.aspectsSign('Jupiter', f.sign[l1])) return matchOf(f, [l1, 'Jupiter']);
      for (const h of [1, 7, 9, 10]) {
        const b = f.occupants(h).filter((g) => f.benefic(g));
        if (b.length >= 2) return matchOf(f, b);
      }
      return null;
    },
  },
  {
    id: 'sankha',
    name: 'Sankha yoga',
    nameHi: 'शंख योग',
    kind: 'yoga',
    family: 'other',
    nature: 'good',
    source: 'BPHS ch. 36: the 5th and 6th lords in kendras from each other, the lagna lord strong',
    description: 'A humane, long-lived and pleasure-loving person with good family life and principled conduct.',
    holds: (f) => lordsInMutualKendras(f, 5, 6),
  },
  {
    id: 'bheri',
    name: 'Bheri yoga',
    nameHi: 'भेरी योग',
    kind: 'yoga',
    family: 'other',
    nature: 'good',
    source: 'BPHS ch. 36: Venus, Jupiter and the lagna lord in kendras, and the 9th lord strong',
    description: 'A life of comfort and good repute, with loyal family and the means to live well.',
    holds: (f) => {
      const l1 = f.lord(1),
        l9 = f.lord(9);
      return (['Venus', 'Jupiter', l1] as Graha[]).every((g) => KENDRA.has(f.house[g])) && f.dignified(l9)
        ? matchOf(f, ['Venus', 'Jupiter', l1, l9])
        : null;
    },
  },
  {
    id: 'sreenatha',
    name: 'Sreenatha yoga',
    nameHi: 'श्रीनाथ योग',
    kind: 'yoga',
    family: 'raja',
    nature: 'good',
    source: 'Raman (300 Combinations): the 7th lord exalted in the 10th and the 10th lord with the 9th lord',
    description: 'Partnership and career both favour you: influence, comfort and recognition.',
    holds: (f) => {
      const l7 = f.lord(7),
        l9 = f.lord(9),
        l10 = f.lord(10);
      return f.exalted(l7) && f.house[l7] === 10 && l9 !== l10 && f.together(l9, l10) ? matchOf(f, [l7, l9, l10]) : null;
    },
  },
  viparita(
    6,
    'harsha',
    { en: 'Harsha yoga (Viparita Raja)', hi: 'हर्ष योग (विपरीत राज योग)' },
    'The ruler of the 6th house (conflict, illness) sits in a difficult house: obstacles defeat themselves; good health, resilience and victory over rivals.',
  ),
  viparita(
    8,
    'sarala',
    { en: 'Sarala yoga (Viparita Raja)', hi: 'सरल योग (विपरीत राज योग)' },
    'The ruler of the 8th house (crisis) sits in a difficult house: fearlessness, long life and a talent for coming through upheaval stronger.',
  ),
  viparita(
    12,
    'vimala',
    { en: 'Vimala yoga (Viparita Raja)', hi: 'विमल योग (विपरीत राज योग)' },
    'The ruler of the 12th house (loss) sits in a difficult house: frugal, independent and good-natured, spending wisely and gaining from others’ losses.',
  ),
  {
    id: 'neecha-bhanga',
    name: 'Neecha Bhanga Raja yoga',
    nameHi: 'नीचभंग राज योग',
    kind: 'yoga',
    family: 'raja',
    nature: 'good',
    source:
      'BPHS ch. 28 / Phaladeepika 7: a debilitated graha whose weakness is cancelled (sign lord, exaltation lord or the graha exalted there in a kendra from lagna or Moon; aspect of the sign lord; exalted navamsa)',
    description:
      'A weak planet has its weakness cancelled: early struggle in its area of life turns into notable strength and rise later on.',
    holds: (f) => {
      const hit: SaptaGraha[] = [];
      const cancellations: Cancellation[] = [];
      for (const g of SEVEN) {
        if (!f.debilitated(g)) continue;
        const c = neechaBhangaCancellations(f, g);
        if (c.length === 0) continue;
        hit.push(g);
        cancellations.push(...c);
      }
      return hit.length ? matchOf(f, hit, [], { cancellations }) : null;
    },
  },
  parivartana(
    'maha-parivartana',
    { en: 'Maha Parivartana yoga', hi: 'महा परिवर्तन योग' },
    'good',
    (a, b) => ![3, 6, 8, 12].includes(a) && ![3, 6, 8, 12].includes(b),
    'BPHS: exchange of signs between lords of the 1st, 2nd, 4th, 5th, 7th, 9th, 10th and 11th',
    'Two planets sit in each other’s signs, joining two good houses: each area strengthens the other, bringing wealth and status.',
  ),
  parivartana(
    'khala-parivartana',
    { en: 'Khala Parivartana yoga', hi: 'खल परिवर्तन योग' },
    'mixed',
    (a, b) => (a === 3 || b === 3) && !DUSTHANA.has(a) && !DUSTHANA.has(b),
    'BPHS: exchange of signs involving the 3rd-house lord',
    'An exchange involving the house of effort: ups and downs, with fortune that swings between bold gains and rash moves.',
  ),
  parivartana(
    'dainya-parivartana',
    { en: 'Dainya Parivartana yoga', hi: 'दैन्य परिवर्तन योग' },
    'challenging',
    (a, b) => DUSTHANA.has(a) || DUSTHANA.has(b),
    'BPHS: exchange of signs involving the 6th, 8th or 12th lord',
    'An exchange with a difficult house: troubles in one area spill into the other until they are faced directly; persistence turns this around.',
  ),
];
