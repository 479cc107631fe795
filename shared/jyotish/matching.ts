/**
 * Kundali matching by Ashtakoota (36 gunas), the classical part: the eight kootas (varna 1, vashya
 * 2, tara 3, yoni 4, graha maitri 5, gana 6, bhakoot 7, nadi 8) with their maximum points, the
 * result's shape, the verdict bands, and the counting rules read from the two Moons (star count,
 * tara, graha maitri); tables in matching-tables.ts, poruthams in poruthams.ts. The matching
 * itself, which also reads chart facts (Manglik) and the interpretation layer's sentences, is
 * shared/compose/matching.ts. Conventions: shared/chart/CONVENTIONS.md.
 */
import type { ChartBase } from '../model/chart';
import { NAKSHATRAS } from '../vocabulary/nakshatra';
import { RASIS } from '../vocabulary/rasi';
import { RELATION_SCORE, naturalRelation } from './classical';
import type { SaptaGraha } from '../vocabulary/graha';
import { DOSHA_NAMES, KOOTA_NAMES } from '../vocabulary/matching-names';
import type { Porutham } from './poruthams';
import { KOOTAS, type Koota, type MatchDoshaName, type Verdict } from '../vocabulary/matching-keys';

/** Maximum points per koota. */
export const KOOTA_MAX: Record<Koota, number> = { varna: 1, vashya: 2, tara: 3, yoni: 4, grahaMaitri: 5, gana: 6, bhakoot: 7, nadi: 8 };
/** Kootas whose points can change when bride and groom are swapped (the tables are not symmetric). */
export const DIRECTIONAL_KOOTAS: readonly Koota[] = ['varna', 'vashya', 'gana'];
/** Names of the kootas and doshas: English transliteration and Hindi (shared/vocabulary/matching-names.ts). */
export { DOSHA_NAMES, KOOTA_NAMES };
/** Display names of the kootas (English). */
export const KOOTA_LABEL: Record<Koota, string> = Object.fromEntries(KOOTAS.map((k) => [k, KOOTA_NAMES[k].en])) as Record<Koota, string>;
/** One koota's result: points obtained out of `max`, each person's attribute, a one-line explanation. */
export interface KootaScore {
  key: Koota;
  points: number;
  max: number;
  groom: string;
  bride: string;
  explanation: string;
}

/** One person's Moon, the basis of the kootas. */
export interface MatchMoon {
  rasi: string;
  rasiIndex: number;
  nakshatra: string;
  nakshatraIndex: number;
  pada: number;
  longitudeDeg: number;
}

/** Manglik (Kuja dosha) status of one person. */
export interface ManglikSide {
  /** Mars in a Manglik house (1, 2, 4, 7, 8, 12) counted from the reference (the lagna; the Moon when the time is unknown). */
  manglik: boolean;
  /** A classical cancellation applies. */
  cancelled: boolean;
  /** Manglik and not cancelled. */
  active: boolean;
  /** The house of Mars from the lagna (null when the birth time is unknown), the Moon and Venus. */
  marsHouse: { fromLagna: number | null; fromMoon: number; fromVenus: number };
  /** Why: the house of Mars from each reference. */
  reason: string;
  /** Cancellations that apply, named. */
  cancellations: string[];
}

/** A dosha of the pair with the classical exceptions that cancel it. */
export interface MatchDosha {
  name: MatchDoshaName;
  present: boolean;
  cancelled: boolean;
  exceptions: string[];
  explanation: string;
}

/** Result of matching the groom's chart with the bride's. */
export interface KundaliMatch {
  moons: { groom: MatchMoon; bride: MatchMoon };
  kootas: KootaScore[];
  /** Sum of the koota points, 0–36. */
  total: number;
  max: 36;
  /** Band of the total: under 18 not recommended, 18–24 average, 25–32 good, above 32 excellent. */
  verdict: Verdict;
  /** A short plain-language summary. */
  summary: string;
  manglik: {
    groom: ManglikSide;
    bride: ManglikSide;
    /** True when neither has an active Manglik dosha, or both have one (held to offset each other). */
    balanced: boolean;
    note: string;
  };
  doshas: MatchDosha[];
  /** The South Indian ten poruthams (second view). */
  poruthams: Porutham[];
}

/** The conventional band of a guna total (18 is the traditional minimum). */
export function verdictOf(total: number): Verdict {
  return total < 18 ? 'not recommended' : total < 25 ? 'average' : total <= 32 ? 'good' : 'excellent';
}

/** A chart with at least the Moon's position (the whole ChartModel works). */
export type MatchChart = ChartBase;

/** The Moon facts of a chart. */
export function matchMoonOf(c: MatchChart): MatchMoon {
  const m = c.grahas[1]!;
  return {
    rasi: RASIS[m.rasiIndex]!,
    rasiIndex: m.rasiIndex,
    nakshatra: NAKSHATRAS[m.nakshatraIndex]!,
    nakshatraIndex: m.nakshatraIndex,
    pada: m.pada,
    longitudeDeg: m.siderealLongitudeDeg,
  };
}

/** Graha maitri points from the two Moon-sign lords' natural relationships to each other. */
export function maitriPoints(a: SaptaGraha, b: SaptaGraha): number {
  if (a === b) return 5;
  const pair = [RELATION_SCORE[naturalRelation(a, b)], RELATION_SCORE[naturalRelation(b, a)]].sort().join(',');
  return ({ '1,1': 5, '0,1': 4, '0,0': 3, '-1,1': 1, '-1,0': 0.5, '-1,-1': 0 } as Record<string, number>)[pair]!;
}

/** Display names of the doshas (English). */
export const DOSHA_LABEL: Record<MatchDosha['name'], string> = {
  nadi: DOSHA_NAMES.nadi.en,
  bhakoot: DOSHA_NAMES.bhakoot.en,
  gana: DOSHA_NAMES.gana.en,
};
