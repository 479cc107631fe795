/**
 * Doshas (afflictions) and other challenging combinations: Manglik (Kuja dosha) with its
 * usual cancellations, Kala Sarpa, Guru Chandala, Grahana, Angaraka, Vish, Shakata,
 * Papa Kartari and Daridra. Houses are whole-sign from the lagna.
 */
import type { Graha } from '../vocabulary/graha';
import { SEVEN, type ChartFacts } from './chart-facts';
import { DUSTHANA, KENDRA, cancellationText, matchOf, type Cancellation, type YogaRule } from './rule';
import { normalizeDeg } from '../math/angles';

/** Houses from the lagna in which Mars gives Manglik dosha (the common South and North Indian list, 2nd included). */
export const MANGLIK_HOUSES = [1, 2, 4, 7, 8, 12] as const;

/** By Manglik house: the signs in which Mars there gives no dosha (the 'mars-exempt-sign' cancellation). */
const MANGLIK_EXEMPT_SIGNS: Readonly<Record<number, readonly number[]>> = { 2: [2, 5], 4: [0, 7], 7: [3, 9], 8: [8, 11], 12: [1, 6] };

/** Manglik status of a chart: whether Mars occupies a Manglik house, and which cancellations apply (as data and in English). */
export function manglikStatus(f: ChartFacts): { manglik: boolean; cancelled: boolean; cancellations: Cancellation[]; reasons: string[] } {
  const house = f.house.Mars;
  if (!(MANGLIK_HOUSES as readonly number[]).includes(house)) return { manglik: false, cancelled: false, cancellations: [], reasons: [] };
  const s = f.sign.Mars;
  const found: Cancellation[] = [];
  if (f.ownSign('Mars') || f.exalted('Mars')) found.push({ code: 'mars-own-or-exalted' });
  if (s === 4 || s === 10) found.push({ code: 'mars-leo-aquarius' });
  if (MANGLIK_EXEMPT_SIGNS[house]?.includes(s)) found.push({ code: 'mars-exempt-sign', house });
  if (f.together('Mars', 'Jupiter') || f.aspectsSign('Jupiter', s)) found.push({ code: 'jupiter-with-mars' });
  if (f.together('Mars', 'Moon')) found.push({ code: 'moon-with-mars' });
  if (f.lagnaSign === 3 || f.lagnaSign === 4) found.push({ code: 'cancer-leo-lagna' });
  if (f.house.Jupiter === 1 || f.house.Venus === 1) found.push({ code: 'benefic-in-lagna' });
  if (f.retrograde.Mars) found.push({ code: 'mars-retrograde' });
  if (f.combust.Mars) found.push({ code: 'mars-combust' });
  return { manglik: true, cancelled: found.length > 0, cancellations: found, reasons: found.map(cancellationText) };
}

/** Where the seven grahas stand against the Rahu–Ketu axis, measured from Rahu (degrees in [0, 360)). */
const nodeOffsets = (f: ChartFacts) => SEVEN.map((g) => ({ graha: g, offsetDeg: normalizeDeg(f.lon[g] - f.lon.Rahu) }));

/** True when all seven grahas lie on one side of the Rahu–Ketu axis (signs counted inclusively at the nodes). */
export function kalaSarpaSide(f: ChartFacts): 'rahu-to-ketu' | 'ketu-to-rahu' | null {
  // One pass over the seven without building the offsets (asked for every chart).
  let rahuToKetu = true;
  let ketuToRahu = true;
  for (const g of SEVEN) {
    const o = normalizeDeg(f.lon[g] - f.lon.Rahu);
    if (!(o <= 180)) rahuToKetu = false;
    if (!(o === 0 || o >= 180)) ketuToRahu = false;
  }
  return rahuToKetu ? 'rahu-to-ketu' : ketuToRahu ? 'ketu-to-rahu' : null;
}

/**
 * Kala Sarpa stated either way: the side when all seven grahas lie between the nodes, else the
 * grahas on each side of the axis (`rahuToKetu`: from Rahu forward to Ketu; `ketuToRahu`: the rest).
 */
export function kalaSarpaStatus(f: ChartFacts): { side: 'rahu-to-ketu' | 'ketu-to-rahu' | null; rahuToKetu: Graha[]; ketuToRahu: Graha[] } {
  const offsets = nodeOffsets(f);
  return {
    side: kalaSarpaSide(f),
    rahuToKetu: offsets.filter((o) => o.offsetDeg <= 180).map((o) => o.graha),
    ketuToRahu: offsets.filter((o) => o.offsetDeg > 180).map((o) => o.graha),
  };
}

const LUMINARIES = ['Sun', 'Moon'] as const;
const withNode = (f: ChartFacts, g: Graha) => (['Rahu', 'Ketu'] as const).filter((n) => f.together(g, n));

/** The doshas. */
export const DOSHAS: readonly YogaRule[] = [
  {
    id: 'manglik',
    name: 'Manglik (Kuja) dosha',
    nameHi: 'मांगलिक (कुज) दोष',
    kind: 'dosha',
    family: 'dosha',
    nature: 'challenging',
    source: 'Mars in the 1st, 2nd, 4th, 7th, 8th or 12th from the lagna with none of the usual cancellations',
    description:
      'Mars sits in a house that touches marriage and home: strong will and quick temper can strain close relationships; patience and a partner of similar energy help.',
    holds: (f) => {
      const m = manglikStatus(f);
      return m.manglik && !m.cancelled ? matchOf(f, ['Mars']) : null;
    },
  },
  {
    id: 'manglik-cancelled',
    name: 'Manglik dosha (cancelled)',
    nameHi: 'मांगलिक दोष (निरस्त)',
    kind: 'dosha',
    family: 'dosha',
    nature: 'mixed',
    source:
      'Mars in a Manglik house, but a classical cancellation applies (own/exaltation sign, Leo/Aquarius, exempt sign for the house, Jupiter’s or the Moon’s company, Cancer/Leo lagna, Jupiter/Venus in the lagna, retrograde or combust Mars)',
    description:
      'Mars is in a Manglik house, but its sting is removed by a classical exception; the energy remains, the warning largely does not.',
    holds: (f) => {
      const m = manglikStatus(f);
      return m.manglik && m.cancelled ? matchOf(f, ['Mars'], [], { cancellations: m.cancellations }) : null;
    },
  },
  {
    id: 'kala-sarpa',
    name: 'Kala Sarpa dosha',
    nameHi: 'कालसर्प दोष',
    kind: 'dosha',
    family: 'dosha',
    nature: 'challenging',
    source: 'All seven grahas on one side of the Rahu–Ketu axis',
    description:
      'Every planet lies between Rahu and Ketu: life can feel pulled by forces beyond control, with sudden turns; results come after persistent effort.',
    holds: (f) => {
      const side = kalaSarpaSide(f);
      return side ? matchOf(f, ['Rahu', 'Ketu'], [], { side }) : null;
    },
  },
  {
    id: 'guru-chandala',
    name: 'Guru Chandala yoga',
    nameHi: 'गुरु चांडाल योग',
    kind: 'dosha',
    family: 'dosha',
    nature: 'challenging',
    source: 'Jupiter in the same sign as Rahu or Ketu',
    description: 'Jupiter is joined by a node: beliefs and advice can be clouded or unconventional; choose teachers and counsel carefully.',
    holds: (f) => {
      const n = withNode(f, 'Jupiter');
      return n.length ? matchOf(f, ['Jupiter', ...n]) : null;
    },
  },
  {
    id: 'grahana',
    name: 'Grahana dosha',
    nameHi: 'ग्रहण दोष',
    kind: 'dosha',
    family: 'dosha',
    nature: 'challenging',
    source: 'The Sun or the Moon in the same sign as Rahu or Ketu (an eclipse-like combination)',
    description:
      'A luminary is joined by a node: confidence (Sun) or peace of mind (Moon) can be overshadowed at times; steady routines restore balance.',
    holds: (f) => {
      // The luminaries joined by a node, then those nodes (each luminary's in turn).
      const lights: Graha[] = [];
      const nodes: Graha[] = [];
      for (const x of LUMINARIES) {
        const n = withNode(f, x);
        if (n.length === 0) continue;
        lights.push(x);
        nodes.push(...n);
      }
      return lights.length ? matchOf(f, [...lights, ...nodes]) : null;
    },
  },
  {
    id: 'angaraka',
    name: 'Angaraka yoga',
    nameHi: 'अंगारक योग',
    kind: 'dosha',
    family: 'dosha',
    nature: 'challenging',
    source: 'Mars in the same sign as Rahu',
    description: 'Mars is joined by Rahu: restless energy and a short fuse; channel it into sport, engineering or other demanding work.',
    holds: (f) =>
      f.together('Mars', 'Rahu') ? matchOf(f, ['Mars', 'Rahu'], [], { links: [{ a: 'Mars', b: 'Rahu', how: 'conjunct' }] }) : null,
  },
  {
    id: 'vish',
    name: 'Vish yoga',
    nameHi: 'विष योग',
    kind: 'dosha',
    family: 'dosha',
    nature: 'challenging',
    source: 'Saturn and the Moon in the same sign',
    description: 'Saturn sits with the Moon: a serious, sometimes heavy mood and a sense of duty over joy; structure and rest lighten it.',
    holds: (f) =>
      f.together('Saturn', 'Moon') ? matchOf(f, ['Saturn', 'Moon'], [], { links: [{ a: 'Saturn', b: 'Moon', how: 'conjunct' }] }) : null,
  },
  {
    id: 'shakata',
    name: 'Shakata yoga',
    nameHi: 'शकट योग',
    kind: 'dosha',
    family: 'dosha',
    nature: 'challenging',
    source: 'BPHS: the Moon in the 6th, 8th or 12th from Jupiter, not cancelled by the Moon in a kendra from the lagna',
    description: 'The Moon is badly placed from Jupiter: fortunes rise and fall like a cart’s wheel; consistency matters more than luck.',
    holds: (f) =>
      DUSTHANA.has(f.houseFrom(f.sign.Jupiter, 'Moon')) && !KENDRA.has(f.house.Moon)
        ? matchOf(f, ['Moon', 'Jupiter'], [], { from: 'Jupiter' })
        : null,
  },
  {
    id: 'papa-kartari',
    name: 'Papa Kartari yoga',
    nameHi: 'पाप कर्तरी योग',
    kind: 'dosha',
    family: 'dosha',
    nature: 'challenging',
    source: 'Natural malefics in both the 2nd and the 12th from the lagna',
    description:
      'The ascendant is hemmed in by harsh planets: pressure from circumstances, and a need to guard health and self-confidence.',
    holds: (f) => {
      const s = f.occupants(2).filter((g) => f.malefic(g));
      const t = f.occupants(12).filter((g) => f.malefic(g));
      return s.length && t.length ? matchOf(f, [...s, ...t], [1]) : null;
    },
  },
  {
    id: 'daridra',
    name: 'Daridra yoga',
    nameHi: 'दरिद्र योग',
    kind: 'dosha',
    family: 'dosha',
    nature: 'challenging',
    source: 'BPHS ch. 42: the 11th lord in the 6th, 8th or 12th',
    description: 'The ruler of gains sits in a difficult house: income comes with obstacles or leaks away; careful budgeting pays off.',
    holds: (f) => {
      const l11 = f.lord(11);
      return DUSTHANA.has(f.house[l11]) ? matchOf(f, [l11], [11]) : null;
    },
  },
];
