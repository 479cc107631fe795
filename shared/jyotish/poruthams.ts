/**
 * The South Indian ten poruthams (dasa porutham), a second view of the same two Moons: each is
 * agreeable, partly agreeable or not. Counts run from the bride's star (or sign) to the groom's,
 * inclusive, as the Tamil and Telugu almanacs count them. Conventions (shared/chart/CONVENTIONS.md):
 * Dina agrees for the counts 2, 4, 6, 8, 9, 11, 13, 15, 18, 20, 24 and 26 (DINA_GOOD_COUNTS); Stree Deergha wants the
 * count beyond 13 (7–13 partly); Rasi agrees for the same sign or the groom's sign 7th or beyond
 * from the bride's, except the 8th; Vasya and Yoni reuse the Ashtakoota points.
 */
import { houseFrom } from './classical';
import type { Gana } from './matching-tables';
import type { MatchText } from '../interpretation/match/text';
import { PORUTHAM_NAMES } from '../vocabulary/matching-names';

/** The ten poruthams in the usual order. */
export const PORUTHAMS = ['dina', 'gana', 'mahendra', 'streeDeergha', 'yoni', 'rasi', 'rasiAdhipati', 'vasya', 'rajju', 'vedha'] as const;
/** One porutham. */
export type PoruthamKey = (typeof PORUTHAMS)[number];
/** Names of the poruthams: English transliteration and Hindi (shared/vocabulary/matching-names.ts). */
export { PORUTHAM_NAMES };
/** Display names (English). */
export const PORUTHAM_LABEL: Record<PoruthamKey, string> = Object.fromEntries(PORUTHAMS.map((k) => [k, PORUTHAM_NAMES[k].en])) as Record<
  PoruthamKey,
  string
>;
/** How well one porutham agrees. */
export type Agreement = 'yes' | 'partly' | 'no';
/** One porutham's result. */
export interface Porutham {
  key: PoruthamKey;
  agreement: Agreement;
  explanation: string;
}

/** Counts from the bride's star to the groom's that make Dina agree (as South Indian almanacs list them). */
export const DINA_GOOD_COUNTS: readonly number[] = [2, 4, 6, 8, 9, 11, 13, 15, 18, 20, 24, 26];

/** The five rajjus; stars 1…27 run Pada, Kati, Nabhi, Kantha, Siro, Kantha, Nabhi, Kati, Pada in each group of nine. */
export const RAJJUS = ['Pada', 'Kati', 'Nabhi', 'Kantha', 'Siro'] as const;
/** One rajju. */
export type Rajju = (typeof RAJJUS)[number];
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

interface MoonLike {
  rasiIndex: number;
  nakshatraIndex: number;
  rasi: string;
  nakshatra: string;
}

/** The ten poruthams of a groom's Moon with a bride's; the explanations from `text` (shared/interpretation/match/text.ts). */
export function poruthamsOf(groom: MoonLike, bride: MoonLike, ctx: PoruthamContext, text: MatchText): Porutham[] {
  const count = ((groom.nakshatraIndex - bride.nakshatraIndex + 27) % 27) + 1;
  const signCount = houseFrom(bride.rasiIndex, groom.rasiIndex);
  const out: Porutham[] = [];
  const add = (key: PoruthamKey, agreement: Agreement, explanation: string) => out.push({ key, agreement, explanation });
  add('dina', DINA_GOOD_COUNTS.includes(count) ? 'yes' : 'no', text.dina(count));
  const [g, b] = ctx.ganaOf;
  add(
    'gana',
    g === b || (g === 'Deva' && b === 'Manushya') ? 'yes' : g === 'Manushya' && b === 'Deva' ? 'partly' : 'no',
    text.poruthamGana(g, b),
  );
  const mahendra = [4, 7, 10, 13, 16, 19, 22, 25].includes(count);
  add('mahendra', mahendra ? 'yes' : 'no', text.mahendra(count, mahendra));
  add('streeDeergha', count > 13 ? 'yes' : count >= 7 ? 'partly' : 'no', text.streeDeergha(count));
  add('yoni', ctx.yoniPoints >= 2 ? 'yes' : ctx.yoniPoints === 1 ? 'partly' : 'no', text.poruthamYoni(ctx.yoniPoints));
  add('rasi', signCount === 1 || (signCount >= 7 && signCount !== 8) ? 'yes' : 'no', text.poruthamRasi(groom.rasi, signCount, bride.rasi));
  const m = ctx.maitriPoints;
  add('rasiAdhipati', RASI_LORD_RELATION_FRIENDLY(m), text.rasiAdhipati(m));
  add('vasya', ctx.vashyaPoints >= 2 ? 'yes' : ctx.vashyaPoints >= 1 ? 'partly' : 'no', text.vasya(ctx.vashyaPoints));
  const ra = rajjuOf(groom.nakshatraIndex);
  const rb = rajjuOf(bride.nakshatraIndex);
  add('rajju', ra === rb ? 'no' : 'yes', text.rajju(ra, rb));
  const vedha = vedhaPair(groom.nakshatraIndex, bride.nakshatraIndex);
  add('vedha', vedha ? 'no' : 'yes', text.vedha(groom.nakshatra, bride.nakshatra, vedha));
  return out;
}
