/**
 * Kundali matching by Ashtakoota (36 gunas): varna 1, vashya 2, tara 3, yoni 4, graha maitri 5,
 * gana 6, bhakoot 7 and nadi 8, from the two Moons (sign, nakshatra, pada), with the standard
 * partial points (tables in matching-tables.ts); the Nadi, Bhakoot and Gana doshas with their
 * named classical exceptions; the Manglik status of both charts; and the South Indian ten
 * poruthams as a second view (poruthams.ts). The groom is the tradition's "boy" and the bride
 * its "girl": varna, vashya and gana are direction-dependent (swapping them can change the
 * points), tara, yoni, graha maitri, bhakoot and nadi are not. Conventions: shared/chart/CONVENTIONS.md.
 */
import type { ChartBase } from '../chart/model';
import { NAKSHATRAS } from '../vocabulary/nakshatra';
import { RASIS, RASI_LORD } from '../vocabulary/rasi';
import { ChartFacts } from '../predictions/chart-facts';
import { MANGLIK_HOUSES, manglikStatus } from '../predictions/doshas';
import { RELATION_SCORE, houseFrom, naturalRelation } from './classical';
import type { SaptaGraha } from '../vocabulary/graha';
import type { Localized } from '../vocabulary/localized';
import { ordinal } from '../interpretation/format';
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
/** Names of the kootas: English transliteration and Hindi. */
export const KOOTA_NAMES: Readonly<Record<Koota, Localized>> = {
  varna: { en: 'Varna', hi: 'वर्ण' },
  vashya: { en: 'Vashya', hi: 'वश्य' },
  tara: { en: 'Tara', hi: 'तारा' },
  yoni: { en: 'Yoni', hi: 'योनि' },
  grahaMaitri: { en: 'Graha Maitri', hi: 'ग्रह मैत्री' },
  gana: { en: 'Gana', hi: 'गण' },
  bhakoot: { en: 'Bhakoot', hi: 'भकूट' },
  nadi: { en: 'Nadi', hi: 'नाड़ी' },
};
/** Display names of the kootas (English). */
export const KOOTA_LABEL: Record<Koota, string> = Object.fromEntries(KOOTAS.map((k) => [k, KOOTA_NAMES[k].en])) as Record<Koota, string>;
/** What each koota weighs, in plain words. */
export const KOOTA_MEANING: Record<Koota, string> = {
  varna: 'outlook and values',
  vashya: 'mutual attraction',
  tara: 'wellbeing and fortune together',
  yoni: 'physical and instinctive harmony',
  grahaMaitri: 'friendship of minds',
  gana: 'basic nature',
  bhakoot: 'family welfare and prosperity',
  nadi: 'health and progeny',
};

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

/** Manglik status of one chart with the houses of Mars from lagna, Moon and Venus. */
export function manglikSide(c: MatchChart): ManglikSide {
  const status = manglikStatus(ChartFacts.fromChart(c));
  const mars = c.grahas[2]!.rasiIndex;
  const timeKnown = c.input.timeKnown;
  const fromLagna = timeKnown ? houseFrom(c.lagna.rasiIndex, mars) : null;
  const fromMoon = houseFrom(c.grahas[1]!.rasiIndex, mars);
  const fromVenus = houseFrom(c.grahas[5]!.rasiIndex, mars);
  const isManglik = (h: number) => (MANGLIK_HOUSES as readonly number[]).includes(h);
  const from = (h: number, reference: string) => `${ordinal(h)} from ${reference}${isManglik(h) ? ' (a Manglik house)' : ''}`;
  const houses = [...(fromLagna === null ? [] : [from(fromLagna, 'the lagna')]), from(fromMoon, 'the Moon'), from(fromVenus, 'Venus')];
  const reason = `Mars is ${houses.join(', ')}. The status counts from the ${timeKnown ? 'lagna' : 'Moon, as the birth time is unknown'} (Manglik houses ${MANGLIK_HOUSES.join(', ')}).`;
  return {
    manglik: status.manglik,
    cancelled: status.cancelled,
    active: status.manglik && !status.cancelled,
    marsHouse: { fromLagna, fromMoon, fromVenus },
    reason,
    cancellations: status.reasons,
  };
}

function summaryOf(m: Omit<KundaliMatch, 'summary' | 'poruthams'>): string {
  const strong = m.kootas.filter((k) => k.points === k.max).map((k) => KOOTA_MEANING[k.key]);
  const weak = m.kootas.filter((k) => k.points === 0).map((k) => KOOTA_MEANING[k.key]);
  const parts = [`${m.total} of 36 gunas match (${m.verdict}).`];
  if (strong.length) parts.push(`Full marks for ${strong.join(', ')}.`);
  if (weak.length) parts.push(`No points for ${weak.join(', ')}.`);
  for (const d of m.doshas.filter((x) => x.present))
    parts.push(`${DOSHA_LABEL[d.name]} is present${d.cancelled ? `, but cancelled (${d.exceptions.join('; ')})` : ''}.`);
  parts.push(m.manglik.note);
  return parts.join(' ');
}

/** Names of the doshas: English and Hindi. */
export const DOSHA_NAMES: Readonly<Record<MatchDosha['name'], Localized>> = {
  nadi: { en: 'Nadi dosha', hi: 'नाड़ी दोष' },
  bhakoot: { en: 'Bhakoot dosha', hi: 'भकूट दोष' },
  gana: { en: 'Gana dosha', hi: 'गण दोष' },
};
/** Display names of the doshas (English). */
export const DOSHA_LABEL: Record<MatchDosha['name'], string> = {
  nadi: DOSHA_NAMES.nadi.en,
  bhakoot: DOSHA_NAMES.bhakoot.en,
  gana: DOSHA_NAMES.gana.en,
};

/** Ashtakoota matching of the groom's chart with the bride's (see the file comment). */
export function matchKundali(groomChart: MatchChart, brideChart: MatchChart): KundaliMatch {
  const boy = matchMoonOf(groomChart);
  const girl = matchMoonOf(brideChart);
  const kootas: KootaScore[] = [];
  const add = (key: Koota, points: number, groom: string, bride: string, explanation: string) =>
    kootas.push({ key, points, max: KOOTA_MAX[key], groom, bride, explanation });

  const va = varnaOfSign(boy.rasiIndex);
  const vb = varnaOfSign(girl.rasiIndex);
  const varna = VARNAS.indexOf(va) <= VARNAS.indexOf(vb) ? 1 : 0;
  add(
    'varna',
    varna,
    va,
    vb,
    varna ? 'The groom’s varna equals or ranks above the bride’s.' : 'The bride’s varna ranks above the groom’s.',
  );

  const wa = vashyaOf(boy.longitudeDeg);
  const wb = vashyaOf(girl.longitudeDeg);
  const vashya = VASHYA_POINTS[VASHYAS.indexOf(wa)]![VASHYAS.indexOf(wb)]!;
  add(
    'vashya',
    vashya,
    wa,
    wb,
    wa === wb
      ? 'Same vashya group: natural mutual attraction.'
      : `${wa} with ${wb}: ${vashya >= 1 ? 'one group is drawn to the other' : vashya > 0 ? 'one group tends to dominate the other' : 'the groups do not yield to each other'}.`,
  );

  const toGroom = starCount(girl.nakshatraIndex, boy.nakshatraIndex);
  const toBride = starCount(boy.nakshatraIndex, girl.nakshatraIndex);
  const good = [taraGood(girl.nakshatraIndex, boy.nakshatraIndex), taraGood(boy.nakshatraIndex, girl.nakshatraIndex)].filter(
    Boolean,
  ).length;
  add(
    'tara',
    good * 1.5,
    boy.nakshatra,
    girl.nakshatra,
    `Counting star to star gives ${toGroom} (bride to groom) and ${toBride} (groom to bride); ${good} of the 2 directions ${good === 1 ? 'is' : 'are'} auspicious.`,
  );

  const ya = NAKSHATRA_YONI[boy.nakshatraIndex]!;
  const yb = NAKSHATRA_YONI[girl.nakshatraIndex]!;
  const yoni = YONI_POINTS[YONIS.indexOf(ya)]![YONIS.indexOf(yb)]!;
  add(
    'yoni',
    yoni,
    ya,
    yb,
    ya === yb ? 'Same yoni animal.' : `${ya} and ${yb} are ${['sworn enemies', 'unfriendly', 'neutral', 'friendly', ''][yoni]}.`,
  );

  const la = RASI_LORD[boy.rasiIndex] as SaptaGraha;
  const lb = RASI_LORD[girl.rasiIndex] as SaptaGraha;
  const maitri = maitriPoints(la, lb);
  add(
    'grahaMaitri',
    maitri,
    la,
    lb,
    la === lb
      ? `Both Moon signs are ruled by ${la}.`
      : `${la} is ${naturalRelation(la, lb)} to ${lb}; ${lb} is ${naturalRelation(lb, la)} to ${la}.`,
  );

  const ga = NAKSHATRA_GANA[boy.nakshatraIndex]!;
  const gb = NAKSHATRA_GANA[girl.nakshatraIndex]!;
  const gana = GANA_POINTS[GANAS.indexOf(ga)]![GANAS.indexOf(gb)]!;
  add(
    'gana',
    gana,
    ga,
    gb,
    ga === gb
      ? `Both are ${ga} gana: similar temperaments.`
      : `A ${ga} groom with a ${gb} bride: ${gana >= 5 ? 'temperaments that get along' : 'temperaments that clash'}.`,
  );

  const fromBride = houseFrom(girl.rasiIndex, boy.rasiIndex);
  const fromGroom = houseFrom(boy.rasiIndex, girl.rasiIndex);
  const pair = [fromBride, fromGroom].sort((x, y) => x - y).join('/');
  const badBhakoot = ['2/12', '5/9', '6/8'].includes(pair);
  add(
    'bhakoot',
    badBhakoot ? 0 : 7,
    boy.rasi,
    girl.rasi,
    `The Moon signs are ${pair} from each other${badBhakoot ? ', an unfavourable distance' : ''}.`,
  );

  const na = nadiOf(boy.nakshatraIndex);
  const nb = nadiOf(girl.nakshatraIndex);
  add(
    'nadi',
    na === nb ? 0 : 8,
    na,
    nb,
    na === nb ? `Both have ${na} nadi, which tradition counts against health and progeny.` : 'Different nadis.',
  );

  const lordsFriendly = la === lb || maitri >= 4;
  const lordsWhy = la === lb ? `both Moon signs are ruled by ${la}` : `the Moon-sign lords ${la} and ${lb} are friendly`;
  const doshas: MatchDosha[] = [];
  {
    // Nadi: same sign with different stars, or the same star in different signs, or the same star and sign in different padas.
    const exceptions: string[] = [];
    if (na === nb) {
      if (boy.rasiIndex === girl.rasiIndex && boy.nakshatraIndex !== girl.nakshatraIndex)
        exceptions.push('same Moon sign, different nakshatras');
      if (boy.nakshatraIndex === girl.nakshatraIndex && boy.rasiIndex !== girl.rasiIndex)
        exceptions.push('same nakshatra, different Moon signs');
      if (boy.nakshatraIndex === girl.nakshatraIndex && boy.rasiIndex === girl.rasiIndex && boy.pada !== girl.pada)
        exceptions.push('same nakshatra and sign, different padas');
    }
    doshas.push({
      name: 'nadi',
      present: na === nb,
      cancelled: exceptions.length > 0,
      exceptions,
      explanation: na === nb ? `Both Moons are in ${na} nadi nakshatras.` : 'The nadis differ.',
    });
  }
  doshas.push({
    name: 'bhakoot',
    present: badBhakoot,
    cancelled: badBhakoot && lordsFriendly,
    exceptions: badBhakoot && lordsFriendly ? [lordsWhy] : [],
    explanation: badBhakoot
      ? `The Moon signs are ${pair} from each other.`
      : `The Moon signs are ${pair} from each other, a favourable distance.`,
  });
  {
    // Gana: a Rakshasa with a non-Rakshasa partner scores 0 or 1.
    const present = gana <= 1;
    const exceptions: string[] = [];
    if (present && lordsFriendly) exceptions.push(lordsWhy);
    if (present && toBride >= 14) exceptions.push(`the bride’s star is ${ordinal(toBride)} from the groom’s (14th or beyond)`);
    doshas.push({
      name: 'gana',
      present,
      cancelled: exceptions.length > 0,
      exceptions,
      explanation: present ? `${ga} and ${gb} ganas clash.` : 'The ganas agree.',
    });
  }

  const groom = manglikSide(groomChart);
  const bride = manglikSide(brideChart);
  const balanced = groom.active === bride.active;
  const note =
    groom.active && bride.active
      ? 'Both are Manglik, which tradition treats as balancing each other.'
      : groom.active || bride.active
        ? `Manglik dosha is active for the ${groom.active ? 'groom' : 'bride'} only, which tradition treats as a mismatch.`
        : groom.manglik || bride.manglik
          ? 'Manglik dosha is cancelled where present, so it does not weigh on the match.'
          : 'Neither is Manglik.';
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
    summary: summaryOf(base),
    poruthams: poruthamsOf(boy, girl, { vashyaPoints: vashya, yoniPoints: yoni, ganaOf: [ga, gb], maitriPoints: maitri }),
  };
}
