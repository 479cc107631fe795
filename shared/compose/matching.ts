/**
 * Kundali matching by Ashtakoota (36 gunas): varna 1, vashya 2, tara 3, yoni 4, graha maitri 5,
 * gana 6, bhakoot 7 and nadi 8, from the two Moons (sign, nakshatra, pada), with the standard
 * partial points (tables in matching-tables.ts); the Nadi, Bhakoot and Gana doshas with their
 * named classical exceptions; the Manglik status of both charts; and the South Indian ten
 * poruthams as a second view (poruthams.ts). The groom is the tradition's "boy" and the bride
 * its "girl": varna, vashya and gana are direction-dependent (swapping them can change the
 * points), tara, yoni, graha maitri, bhakoot and nadi are not. Conventions: shared/chart/CONVENTIONS.md.
 * Composed here, above the interpretation layer: Manglik reads the chart's facts (predictions) and
 * the sentences (explanations, exceptions, summary) come from the interpretation layer's
 * dictionary of the language asked for (shared/interpretation/match/text.ts), English by default.
 */
import { RASI_LORD } from '../jyotish/classical';
import { ChartFacts } from '../predictions/chart-facts';
import { MANGLIK_HOUSES, manglikStatus } from '../predictions/doshas';
import { houseFrom, naturalRelation } from '../jyotish/classical';
import type { SaptaGraha } from '../vocabulary/graha';
import type { Locale } from '../i18n/locale';
import { matchText, type MatchText, type NadiException } from '../interpretation/match/text';
import {
  GANA_POINTS,
  NAKSHATRA_GANA,
  NAKSHATRA_YONI,
  VASHYA_POINTS,
  YONI_POINTS,
  nadiOf,
  varnaOfSign,
  vashyaOf,
} from '../jyotish/matching-tables';
import { GANAS, VARNAS, VASHYAS, YONIS } from '../vocabulary/matching-keys';
import { poruthamsOf } from '../jyotish/poruthams';
import { starCount, taraGood } from '../jyotish/classical';
import { explainPoruthams } from '../interpretation/match/poruthams';
import {
  KOOTA_MAX,
  matchMoonOf,
  maitriPoints,
  verdictOf,
  type KootaScore,
  type KundaliMatch,
  type ManglikSide,
  type MatchChart,
  type MatchDosha,
} from '../jyotish/matching';
import { type Koota } from '../vocabulary/matching-keys';

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
  const poruthams = poruthamsOf(boy, girl, { vashyaPoints: vashya, yoniPoints: yoni, ganaOf: [ga, gb], maitriPoints: maitri });
  return {
    ...base,
    summary: summaryOf(base, T),
    poruthams: explainPoruthams(poruthams.agreements, poruthams.facts, boy, girl, T),
  };
}
