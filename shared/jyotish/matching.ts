/**
 * Kundali matching by Ashtakoota (36 gunas): varna 1, vashya 2, tara 3, yoni 4, graha maitri 5,
 * gana 6, bhakoot 7 and nadi 8, from the two Moons (sign, nakshatra), with the standard
 * partial points (tables in matching-tables.ts), plus the Manglik status of both charts with
 * the usual cancellations. Convention: `a` is the groom (boy), `b` the bride (girl); varna,
 * vashya and gana are not symmetric.
 */
import type { ChartBase } from '../chart/model';
import { NAKSHATRAS } from '../vocabulary/nakshatra';
import { RASIS, RASI_LORD } from '../vocabulary/rasi';
import { ChartFacts } from '../predictions/chart-facts';
import { manglikStatus } from '../predictions/doshas';
import { RELATION_SCORE, houseFrom, naturalRelation } from './classical';
import type { SaptaGraha } from '../vocabulary/graha';
import {
  GANAS, GANA_POINTS, NAKSHATRA_GANA, NAKSHATRA_YONI, VARNAS, VASHYAS, VASHYA_POINTS, YONIS, YONI_POINTS, nadiOf, varnaOfSign, vashyaOf,
} from './matching-tables';

/** The eight kootas in their traditional order, with maximum points 1…8. */
export const KOOTAS = ['varna', 'vashya', 'tara', 'yoni', 'grahaMaitri', 'gana', 'bhakoot', 'nadi'] as const;
/** One koota. */
export type Koota = (typeof KOOTAS)[number];
/** Maximum points per koota. */
export const KOOTA_MAX: Record<Koota, number> = { varna: 1, vashya: 2, tara: 3, yoni: 4, grahaMaitri: 5, gana: 6, bhakoot: 7, nadi: 8 };

/** One koota's result: points obtained out of `max`; `a`/`b` describe each side (e.g. the two yonis). */
export interface KootaScore { koota: Koota; points: number; max: number; a: string; b: string; note: string }

/** Manglik status of one chart. */
export interface ManglikSide { manglik: boolean; cancelled: boolean; reasons: string[] }

/** Result of matching chart `a` (conventionally the groom) with chart `b` (the bride). */
export interface KundaliMatch {
  kootas: KootaScore[];
  /** Sum of the koota points, 0–36. */
  totalPoints: number;
  maxPoints: 36;
  manglik: {
    a: ManglikSide;
    b: ManglikSide;
    /** True when neither has an active (uncancelled) Manglik dosha, or both have one (they are held to offset each other). */
    balanced: boolean;
  };
  /** Nadi or bhakoot dosha (0 points) and whether a classical exception cancels it. */
  doshas: { name: 'nadi' | 'bhakoot'; cancelled: boolean; reason: string | null }[];
  /** Conventional reading of the total: under 18 is traditionally not recommended, 18–24 average, 25–32 good, above 32 excellent. */
  verdict: 'not recommended' | 'average' | 'good' | 'excellent';
  /** One plain-language paragraph summing up the result. */
  summary: string;
}

/** The conventional band of a guna total (18 is the traditional minimum). */
export function verdictOf(totalPoints: number): KundaliMatch['verdict'] {
  return totalPoints < 18 ? 'not recommended' : totalPoints < 25 ? 'average' : totalPoints <= 32 ? 'good' : 'excellent';
}

const KOOTA_MEANING: Record<Koota, string> = {
  varna: 'outlook and values', vashya: 'mutual attraction', tara: 'wellbeing and fortune together', yoni: 'physical and instinctive harmony',
  grahaMaitri: 'friendship of minds', gana: 'basic nature', bhakoot: 'family welfare and prosperity', nadi: 'health and progeny',
};

function summaryOf(m: Omit<KundaliMatch, 'summary'>): string {
  const strong = m.kootas.filter((k) => k.points === k.max).map((k) => KOOTA_MEANING[k.koota]);
  const weak = m.kootas.filter((k) => k.points === 0).map((k) => KOOTA_MEANING[k.koota]);
  const parts = [`${m.totalPoints} of 36 gunas match (${m.verdict}).`];
  if (strong.length) parts.push(`Full marks for ${strong.join(', ')}.`);
  if (weak.length) parts.push(`No points for ${weak.join(', ')}.`);
  for (const d of m.doshas) parts.push(`${d.name === 'nadi' ? 'Nadi' : 'Bhakoot'} dosha is present${d.cancelled ? `, but cancelled (${d.reason})` : ''}.`);
  const sides = [['the first chart', m.manglik.a], ['the second chart', m.manglik.b]] as const;
  const manglik = sides.filter(([, s]) => s.manglik && !s.cancelled).map(([n]) => n);
  if (manglik.length === 1) parts.push(`Manglik dosha is active in ${manglik[0]} only, which tradition treats as a mismatch.`);
  else if (manglik.length === 2) parts.push('Both charts are Manglik, which tradition treats as balancing each other.');
  return parts.join(' ');
}

/** A chart with at least the Moon's position (the whole ChartModel works). */
export type MatchChart = ChartBase;

interface MoonFacts { sign: number; lonDeg: number; nakshatra: number; pada: number }
const moonOf = (c: MatchChart): MoonFacts => {
  const m = c.grahas[1]!;
  return { sign: m.rasiIndex, lonDeg: m.siderealLongitudeDeg, nakshatra: m.nakshatraIndex, pada: m.pada };
};

/** Tara: count from one star to the other (inclusive) mod 9; remainders 3, 5, 7 (Vipat, Pratyak, Naidhana) are bad. */
function taraGood(from: number, to: number): boolean {
  const count = ((to - from + 27) % 27) + 1;
  return ![3, 5, 7].includes(count % 9);
}

/** Graha maitri points from the two Moon-sign lords' natural relationships to each other. */
function maitriPoints(a: SaptaGraha, b: SaptaGraha): number {
  if (a === b) return 5;
  const x = RELATION_SCORE[naturalRelation(a, b)];
  const y = RELATION_SCORE[naturalRelation(b, a)];
  const pair = [x, y].sort().join(',');
  return ({ '1,1': 5, '0,1': 4, '0,0': 3, '-1,1': 1, '-1,0': 0.5, '-1,-1': 0 } as Record<string, number>)[pair]!;
}

/** Ashtakoota matching of two charts. */
export function matchKundali(a: MatchChart, b: MatchChart): KundaliMatch {
  const boy = moonOf(a);
  const girl = moonOf(b);
  const kootas: KootaScore[] = [];
  const add = (koota: Koota, points: number, aDesc: string, bDesc: string, note: string) => kootas.push({ koota, points, max: KOOTA_MAX[koota], a: aDesc, b: bDesc, note });

  const va = varnaOfSign(boy.sign);
  const vb = varnaOfSign(girl.sign);
  add('varna', VARNAS.indexOf(va) <= VARNAS.indexOf(vb) ? 1 : 0, va, vb, 'the groom’s varna should equal or exceed the bride’s');

  const wa = vashyaOf(boy.lonDeg);
  const wb = vashyaOf(girl.lonDeg);
  add('vashya', VASHYA_POINTS[VASHYAS.indexOf(wa)]![VASHYAS.indexOf(wb)]!, wa, wb, 'mutual attraction and influence');

  const good = [taraGood(girl.nakshatra, boy.nakshatra), taraGood(boy.nakshatra, girl.nakshatra)].filter(Boolean).length;
  add('tara', good * 1.5, NAKSHATRAS[boy.nakshatra]!, NAKSHATRAS[girl.nakshatra]!, `${good} of 2 directions auspicious`);

  const ya = NAKSHATRA_YONI[boy.nakshatra]!;
  const yb = NAKSHATRA_YONI[girl.nakshatra]!;
  add('yoni', YONI_POINTS[YONIS.indexOf(ya)]![YONIS.indexOf(yb)]!, ya, yb, 'physical and temperamental compatibility');

  const la = RASI_LORD[boy.sign] as SaptaGraha;
  const lb = RASI_LORD[girl.sign] as SaptaGraha;
  add('grahaMaitri', maitriPoints(la, lb), la, lb, 'friendship of the Moon-sign lords');

  const ga = NAKSHATRA_GANA[boy.nakshatra]!;
  const gb = NAKSHATRA_GANA[girl.nakshatra]!;
  add('gana', GANA_POINTS[GANAS.indexOf(ga)]![GANAS.indexOf(gb)]!, ga, gb, 'temperament');

  const distance = houseFrom(girl.sign, boy.sign);
  const pair = [distance, houseFrom(boy.sign, girl.sign)].sort((x, y) => x - y).join('/');
  const badBhakoot = ['2/12', '5/9', '6/8'].includes(pair);
  add('bhakoot', badBhakoot ? 0 : 7, RASIS[boy.sign]!, RASIS[girl.sign]!, `Moon signs ${pair} from each other`);

  const na = nadiOf(boy.nakshatra);
  const nb = nadiOf(girl.nakshatra);
  add('nadi', na === nb ? 0 : 8, na, nb, na === nb ? 'same nadi' : 'different nadis');

  const doshas: KundaliMatch['doshas'] = [];
  if (na === nb) {
    // Classical exceptions: same sign with different stars, or the same star with different signs or padas.
    const reason = boy.sign === girl.sign && boy.nakshatra !== girl.nakshatra ? 'same Moon sign, different nakshatras'
      : boy.nakshatra === girl.nakshatra && (boy.sign !== girl.sign || boy.pada !== girl.pada) ? 'same nakshatra, different sign or pada' : null;
    doshas.push({ name: 'nadi', cancelled: reason !== null, reason });
  }
  if (badBhakoot) {
    const reason = la === lb ? 'both Moon signs have the same lord' : maitriPoints(la, lb) >= 4 ? 'the Moon-sign lords are friends' : null;
    doshas.push({ name: 'bhakoot', cancelled: reason !== null, reason });
  }

  const ma = manglikStatus(ChartFacts.fromChart(a));
  const mb = manglikStatus(ChartFacts.fromChart(b));
  const activeA = ma.manglik && !ma.cancelled;
  const activeB = mb.manglik && !mb.cancelled;
  const totalPoints = kootas.reduce((sum, k) => sum + k.points, 0);
  const result = { kootas, totalPoints, maxPoints: 36 as const, manglik: { a: ma, b: mb, balanced: activeA === activeB }, doshas, verdict: verdictOf(totalPoints) };
  return { ...result, summary: summaryOf(result) };
}
