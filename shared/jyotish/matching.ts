/**
 * Kundali matching by Ashtakoota (36 gunas): varna 1, vashya 2, tara 3, yoni 4, graha maitri 5,
 * gana 6, bhakoot 7 and nadi 8, from the two Moons (sign, nakshatra, pada), with the standard
 * partial points (tables in matching-tables.ts); the Nadi, Bhakoot and Gana doshas with their
 * named classical exceptions; the Manglik status of both charts; and the South Indian ten
 * poruthams as a second view (poruthams.ts). The groom is the tradition's "boy" and the bride
 * its "girl": varna, vashya and gana are direction-dependent (swapping them can change the
 * points), tara, yoni, graha maitri, bhakoot and nadi are not. Conventions: shared/chart/CONVENTIONS.md.
 * The sentences (explanations, exceptions, summary) come from the interpretation layer's
 * dictionary of the language asked for (shared/interpretation/match/text.ts), English by default.
 */
import type { ChartBase } from '../chart/model';
import { NAKSHATRAS } from '../vocabulary/nakshatra';
import { RASIS, RASI_LORD } from '../vocabulary/rasi';
import { ChartFacts } from '../predictions/chart-facts';
import { MANGLIK_HOUSES, manglikStatus } from '../predictions/doshas';
import { RELATION_SCORE, houseFrom, naturalRelation } from './classical';
import type { SaptaGraha } from '../vocabulary/graha';
import type { Locale } from '../i18n/locale';
import { matchText, type MatchText, type NadiException } from '../interpretation/match/text';
import { DOSHA_NAMES, KOOTA_NAMES } from '../vocabulary/matching-names';
import {
  GANAS,
  GANA_POINTS,
  NAKSHATRA_GANA,
  NAKSHATRA_YONI,
  VARNAS,
  VASHYAS,
  VASHYA_POINTS,
  YONIS,
  YONI_POINTS,
  nadiOf,
  varnaOfSign,
  vashyaOf,
} from './matching-tables';
import { poruthamsOf, type Porutham } from './poruthams';

/** The eight kootas in their traditional order, with maximum points 1…8. */
export const KOOTAS = ['varna', 'vashya', 'tara', 'yoni', 'grahaMaitri', 'gana', 'bhakoot', 'nadi'] as const;
/** One koota. */
export type Koota = (typeof KOOTAS)[number];
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
  name: 'nadi' | 'bhakoot' | 'gana';
  present: boolean;
  cancelled: boolean;
  exceptions: string[];
  explanation: string;
}

/** The verdict bands of the total. */
export const VERDICTS = ['not recommended', 'average', 'good', 'excellent'] as const;
/** One verdict band. */
export type Verdict = (typeof VERDICTS)[number];

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

/** Count from star `from` to star `to`, inclusive (1…27). */
export const starCount = (from: number, to: number): number => ((to - from + 27) % 27) + 1;

/** Tara: count from one star to the other (inclusive) mod 9; remainders 3, 5, 7 (Vipat, Pratyak, Naidhana) are bad. */
function taraGood(from: number, to: number): boolean {
  return ![3, 5, 7].includes(starCount(from, to) % 9);
}

/** Graha maitri points from the two Moon-sign lords' natural relationships to each other. */
export function maitriPoints(a: SaptaGraha, b: SaptaGraha): number {
  if (a === b) return 5;
  const pair = [RELATION_SCORE[naturalRelation(a, b)], RELATION_SCORE[naturalRelation(b, a)]].sort().join(',');
  return ({ '1,1': 5, '0,1': 4, '0,0': 3, '-1,1': 1, '-1,0': 0.5, '-1,-1': 0 } as Record<string, number>)[pair]!;
}

/** Manglik status of one chart with the houses of Mars from lagna, Moon and Venus; its words from `text`. */
export function manglikSide(c: MatchChart, text: MatchText = matchText('en')): ManglikSide {
  const status = manglikStatus(ChartFacts.fromChart(c));
  const mars = c.grahas[2]!.rasiIndex;
  const fromLagna = c.input.timeKnown ? houseFrom(c.lagna.rasiIndex, mars) : null;
  const fromMoon = houseFrom(c.grahas[1]!.rasiIndex, mars);
  const fromVenus = houseFrom(c.grahas[5]!.rasiIndex, mars);
  return {
    manglik: status.manglik,
    cancelled: status.cancelled,
    active: status.manglik && !status.cancelled,
    marsHouse: { fromLagna, fromMoon, fromVenus },
    reason: text.manglikReason({ fromLagna, fromMoon, fromVenus }, MANGLIK_HOUSES),
    cancellations: status.cancellations.map(text.manglikCancellation),
  };
}

function summaryOf(m: Omit<KundaliMatch, 'summary' | 'poruthams'>, text: MatchText): string {
  return text.summary({
    total: m.total,
    verdict: m.verdict,
    full: m.kootas.filter((k) => k.points === k.max).map((k) => k.key),
    none: m.kootas.filter((k) => k.points === 0).map((k) => k.key),
    doshas: m.doshas.filter((d) => d.present).map(({ name, cancelled, exceptions }) => ({ name, cancelled, exceptions })),
    manglikNote: m.manglik.note,
  });
}

/** Display names of the doshas (English). */
export const DOSHA_LABEL: Record<MatchDosha['name'], string> = {
  nadi: DOSHA_NAMES.nadi.en,
  bhakoot: DOSHA_NAMES.bhakoot.en,
  gana: DOSHA_NAMES.gana.en,
};

/** Ashtakoota matching of the groom's chart with the bride's (see the file comment); its sentences in `locale`. */
export function matchKundali(groomChart: MatchChart, brideChart: MatchChart, locale: Locale = 'en'): KundaliMatch {
  const T = matchText(locale);
  const boy = matchMoonOf(groomChart);
  const girl = matchMoonOf(brideChart);
  const kootas: KootaScore[] = [];
  const add = (key: Koota, points: number, groom: string, bride: string, explanation: string) =>
    kootas.push({ key, points, max: KOOTA_MAX[key], groom, bride, explanation });

  const va = varnaOfSign(boy.rasiIndex);
  const vb = varnaOfSign(girl.rasiIndex);
  const varna = VARNAS.indexOf(va) <= VARNAS.indexOf(vb) ? 1 : 0;
  add('varna', varna, va, vb, T.varna(varna === 1));

  const wa = vashyaOf(boy.longitudeDeg);
  const wb = vashyaOf(girl.longitudeDeg);
  const vashya = VASHYA_POINTS[VASHYAS.indexOf(wa)]![VASHYAS.indexOf(wb)]!;
  add('vashya', vashya, wa, wb, T.vashya(wa, wb, vashya));

  const toGroom = starCount(girl.nakshatraIndex, boy.nakshatraIndex);
  const toBride = starCount(boy.nakshatraIndex, girl.nakshatraIndex);
  const good = [taraGood(girl.nakshatraIndex, boy.nakshatraIndex), taraGood(boy.nakshatraIndex, girl.nakshatraIndex)].filter(
    Boolean,
  ).length;
  add('tara', good * 1.5, boy.nakshatra, girl.nakshatra, T.tara(toGroom, toBride, good));

  const ya = NAKSHATRA_YONI[boy.nakshatraIndex]!;
  const yb = NAKSHATRA_YONI[girl.nakshatraIndex]!;
  const yoni = YONI_POINTS[YONIS.indexOf(ya)]![YONIS.indexOf(yb)]!;
  add('yoni', yoni, ya, yb, T.yoni(ya, yb, yoni));

  const la = RASI_LORD[boy.rasiIndex] as SaptaGraha;
  const lb = RASI_LORD[girl.rasiIndex] as SaptaGraha;
  const maitri = maitriPoints(la, lb);
  add('grahaMaitri', maitri, la, lb, T.grahaMaitri(la, lb, naturalRelation(la, lb), naturalRelation(lb, la)));

  const ga = NAKSHATRA_GANA[boy.nakshatraIndex]!;
  const gb = NAKSHATRA_GANA[girl.nakshatraIndex]!;
  const gana = GANA_POINTS[GANAS.indexOf(ga)]![GANAS.indexOf(gb)]!;
  add('gana', gana, ga, gb, T.gana(ga, gb, gana));

  const fromBride = houseFrom(girl.rasiIndex, boy.rasiIndex);
  const fromGroom = houseFrom(boy.rasiIndex, girl.rasiIndex);
  const pair = [fromBride, fromGroom].sort((x, y) => x - y).join('/');
  const badBhakoot = ['2/12', '5/9', '6/8'].includes(pair);
  add('bhakoot', badBhakoot ? 0 : 7, boy.rasi, girl.rasi, T.bhakoot(pair, badBhakoot));

  const na = nadiOf(boy.nakshatraIndex);
  const nb = nadiOf(girl.nakshatraIndex);
  add('nadi', na === nb ? 0 : 8, na, nb, T.nadi(na, nb));

  const lordsFriendly = la === lb || maitri >= 4;
  const lordsWhy = T.lordsFriendly(la, lb);
  const doshas: MatchDosha[] = [];
  {
    // Nadi: same sign with different stars, or the same star in different signs, or the same star and sign in different padas.
    const found: NadiException[] = [];
    if (na === nb) {
      if (boy.rasiIndex === girl.rasiIndex && boy.nakshatraIndex !== girl.nakshatraIndex) found.push('sameSignOtherStar');
      if (boy.nakshatraIndex === girl.nakshatraIndex && boy.rasiIndex !== girl.rasiIndex) found.push('sameStarOtherSign');
      if (boy.nakshatraIndex === girl.nakshatraIndex && boy.rasiIndex === girl.rasiIndex && boy.pada !== girl.pada)
        found.push('samePlaceOtherPada');
    }
    const exceptions = found.map(T.nadiException);
    doshas.push({
      name: 'nadi',
      present: na === nb,
      cancelled: exceptions.length > 0,
      exceptions,
      explanation: T.nadiDosha(na === nb, na),
    });
  }
  doshas.push({
    name: 'bhakoot',
    present: badBhakoot,
    cancelled: badBhakoot && lordsFriendly,
    exceptions: badBhakoot && lordsFriendly ? [lordsWhy] : [],
    explanation: T.bhakootDosha(pair, badBhakoot),
  });
  {
    // Gana: a Rakshasa with a non-Rakshasa partner scores 0 or 1.
    const present = gana <= 1;
    const exceptions: string[] = [];
    if (present && lordsFriendly) exceptions.push(lordsWhy);
    if (present && toBride >= 14) exceptions.push(T.ganaStarCount(toBride));
    doshas.push({
      name: 'gana',
      present,
      cancelled: exceptions.length > 0,
      exceptions,
      explanation: T.ganaDosha(present, ga, gb),
    });
  }

  const groom = manglikSide(groomChart, T);
  const bride = manglikSide(brideChart, T);
  const balanced = groom.active === bride.active;
  const note = T.manglikNote(groom.active, bride.active, groom.manglik || bride.manglik);
  const total = kootas.reduce((sum, k) => sum + k.points, 0);
  const base = {
    moons: { groom: boy, bride: girl },
    kootas,
    total,
    max: 36 as const,
    verdict: verdictOf(total),
    manglik: { groom, bride, balanced, note },
    doshas,
  };
  return {
    ...base,
    summary: summaryOf(base, T),
    poruthams: poruthamsOf(boy, girl, { vashyaPoints: vashya, yoniPoints: yoni, ganaOf: [ga, gb], maitriPoints: maitri }, T),
  };
}
