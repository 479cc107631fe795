/**
 * The South Indian ten poruthams (dasa porutham), a second view of the same two Moons: each is
 * agreeable, partly agreeable or not. Counts run from the bride's star (or sign) to the groom's,
 * inclusive, as the Tamil and Telugu almanacs count them. Conventions (shared/chart/CONVENTIONS.md):
 * Dina agrees for the counts 2, 4, 6, 8, 9, 11, 13, 15, 18, 20, 24 and 26 (DINA_GOOD_COUNTS); Stree Deergha wants the
 * count beyond 13 (7–13 partly); Rasi agrees for the same sign or the groom's sign 7th or beyond
 * from the bride's, except the 8th; Vasya and Yoni reuse the Ashtakoota points.
 */
import { houseFrom, starCount } from './classical';
import { PORUTHAMS, RAJJUS, type Agreement, type Gana, type PoruthamKey, type Rajju } from '../vocabulary/matching-keys';
import { PORUTHAM_NAMES } from '../vocabulary/matching-names';

/** Names of the poruthams: English transliteration and Hindi (shared/vocabulary/matching-names.ts). */
export { PORUTHAM_NAMES };
/** Display names (English). */
export const PORUTHAM_LABEL: Record<PoruthamKey, string> = Object.fromEntries(PORUTHAMS.map((k) => [k, PORUTHAM_NAMES[k].en])) as Record<
  PoruthamKey,
  string
>;
/** One porutham's result. */
export interface Porutham extends PoruthamAgreement {
  /** The figures behind it, in words (shared/interpretation/match/poruthams.ts). */
  explanation: string;
}

/** One porutham's verdict: the rule's answer alone. */
export interface PoruthamAgreement {
  key: PoruthamKey;
  agreement: Agreement;
}

/** Counts from the bride's star to the groom's that make Dina agree (as South Indian almanacs list them). */
export const DINA_GOOD_COUNTS: readonly number[] = [2, 4, 6, 8, 9, 11, 13, 15, 18, 20, 24, 26];

/** Rajju of a nakshatra (0 = Ashwini). */
export function rajjuOf(nakshatraIndex: number): Rajju {
  return RAJJUS[[0, 1, 2, 3, 4, 3, 2, 1, 0][nakshatraIndex % 9]!]!;
}
/** Vedha: stars that obstruct each other (index pairs summing to 17, 26 or 35 within their groups, and Mrigashira–Chitra–Dhanishta). */
export function vedhaPair(a: number, b: number): boolean {
  const trio = [4, 13, 22];
  if (trio.includes(a) && trio.includes(b)) return a !== b;
  const group = (n: number) => (n <= 3 ? 17 : n >= 5 && n <= 8 ? 26 : n >= 9 && n <= 12 ? 35 : null);
  const g = group(Math.min(a, b));
  return g !== null && a + b === g;
}

const RASI_LORD_RELATION_FRIENDLY = (maitri: number): Agreement => (maitri >= 4 ? 'yes' : maitri >= 3 ? 'partly' : 'no');

/** Inputs the Ashtakoota already worked out, reused here. */
export interface PoruthamContext {
  vashyaPoints: number;
  yoniPoints: number;
  ganaOf: [Gana, Gana];
  maitriPoints: number;
}

/** The two Moons' stars and signs (0 = Ashwini, 0 = Aries). */
interface MoonIndices {
  rasiIndex: number;
  nakshatraIndex: number;
}

/** The facts the ten poruthams read, groom first in each pair: what their explanations quote. */
export interface PoruthamFacts {
  /** Count from the bride's star to the groom's, inclusive (1…27). */
  starCount: number;
  /** Count from the bride's Moon sign to the groom's, inclusive (1…12). */
  signCount: number;
  /** True when the star count is one of Mahendra's (4, 7, 10, … 25). */
  mahendra: boolean;
  ganas: [Gana, Gana];
  yoniPoints: number;
  maitriPoints: number;
  vashyaPoints: number;
  rajjus: [Rajju, Rajju];
  /** True when the two stars obstruct each other. */
  vedha: boolean;
}

/** The ten poruthams of a groom's Moon with a bride's: each one's agreement, and the facts they read. */
export function poruthamsOf(
  groom: MoonIndices,
  bride: MoonIndices,
  ctx: PoruthamContext,
): { agreements: PoruthamAgreement[]; facts: PoruthamFacts } {
  const count = starCount(bride.nakshatraIndex, groom.nakshatraIndex);
  const signCount = houseFrom(bride.rasiIndex, groom.rasiIndex);
  const [g, b] = ctx.ganaOf;
  const facts: PoruthamFacts = {
    starCount: count,
    signCount,
    mahendra: [4, 7, 10, 13, 16, 19, 22, 25].includes(count),
    ganas: [g, b],
    yoniPoints: ctx.yoniPoints,
    maitriPoints: ctx.maitriPoints,
    vashyaPoints: ctx.vashyaPoints,
    rajjus: [rajjuOf(groom.nakshatraIndex), rajjuOf(bride.nakshatraIndex)],
    vedha: vedhaPair(groom.nakshatraIndex, bride.nakshatraIndex),
  };
  const agreement: Record<PoruthamKey, Agreement> = {
    dina: DINA_GOOD_COUNTS.includes(count) ? 'yes' : 'no',
    gana: g === b || (g === 'Deva' && b === 'Manushya') ? 'yes' : g === 'Manushya' && b === 'Deva' ? 'partly' : 'no',
    mahendra: facts.mahendra ? 'yes' : 'no',
    streeDeergha: count > 13 ? 'yes' : count >= 7 ? 'partly' : 'no',
    yoni: ctx.yoniPoints >= 2 ? 'yes' : ctx.yoniPoints === 1 ? 'partly' : 'no',
    rasi: signCount === 1 || (signCount >= 7 && signCount !== 8) ? 'yes' : 'no',
    rasiAdhipati: RASI_LORD_RELATION_FRIENDLY(ctx.maitriPoints),
    vasya: ctx.vashyaPoints >= 2 ? 'yes' : ctx.vashyaPoints >= 1 ? 'partly' : 'no',
    rajju: facts.rajjus[0] === facts.rajjus[1] ? 'no' : 'yes',
    vedha: facts.vedha ? 'no' : 'yes',
  };
  return { agreements: PORUTHAMS.map((key) => ({ key, agreement: agreement[key] })), facts };
}
