/**
 * Answers for a chart without a birth time. The lagna moves a sign in about two hours, so with
 * no time there is no lagna, no house and no house lord to speak of, and no yoga that needs them
 * (the engine keeps only the lagna-free ones: predictions/lagna-free.ts). What stays true is
 * said: each graha's sign, degree, dignity and nakshatra, the yogas between grahas, the dasha
 * periods (from the Moon's nakshatra) and the transits by sign and over the Moon. No line here
 * names a lagna sign or a house number.
 */
import type { ChartModel } from '../../model/chart';
import type { Graha } from '../../vocabulary/graha';
import type { ChartDigest } from '../chart-digest';
import { LIFE_AREAS, type LifeAreaId } from '../life-areas';
import { grahaTimingLines } from './answers';
import { periodsToWatch, runningDashaLine, subPeriodLabel, yogaLines } from './sections';
import type { ReaderText } from './text';

/** One graha by sign and nakshatra, without a house. */
export function grahaSignLine(T: ReaderText, facts: ChartDigest, graha: Graha, role: string): string {
  const p = facts.planets.find((x) => x.planet === graha)!;
  return T.grahaSignLine({ ...p, graha, role });
}

/** Yogas among grahas (the chart's predictions are lagna-free already), told without the house-counted evidence. */
function moonYogaLines(T: ReaderText, chart: ChartModel, grahas: readonly Graha[] | null, limit: number): string[] {
  const yogas = chart.predictions.filter(
    (p) => (p.kind === 'yoga' || p.kind === 'dosha') && (!grahas || p.relatedBody.grahas.some((g) => grahas.includes(g))),
  );
  return yogaLines(T, chart, yogas, limit).map((line) => line.replace(/ (Here|यहाँ): .*$/u, ''));
}

/** Slow grahas by sign, and Sade Sati (Saturn over the Moon). */
function transitSignLines(T: ReaderText, facts: ChartDigest): string[] {
  const t = facts.transits;
  if (!t) return [T.noTransits];
  const lines = t.positions
    .filter((p) => ['Jupiter', 'Saturn', 'Rahu', 'Ketu'].includes(p.planet))
    .map((p) => T.transitSign(p.planet, p.sign, p.degree));
  lines.push(T.sadeSatiTransits(t.sadeSati.active, t.sadeSati.phase));
  return lines;
}

/** The whole chart without a time: no lagna, the planets by sign and nakshatra, yogas, dasha and transits. */
export function moonOverview(T: ReaderText, chart: ChartModel, facts: ChartDigest): string[] {
  const yogas = moonYogaLines(T, chart, null, 4);
  return [
    T.lagnaUnknownLine,
    T.moonLine(facts.moonSign, facts.moonNakshatra),
    '',
    ...T.planetSignTable(facts.planets),
    ...(yogas.length ? ['', T.headings.yogas, ...yogas] : []),
    '',
    T.headings.dashaAndTransits,
    runningDashaLine(T, facts),
    ...transitSignLines(T, facts),
    '',
    T.askAbout,
  ];
}

/** A life area without a time: its karakas by sign, the yogas they form, their periods and the transits. */
export function moonAreaAnswer(T: ReaderText, chart: ChartModel, facts: ChartDigest, area: LifeAreaId): string[] {
  const { karakas } = LIFE_AREAS[area];
  const lines = [T.headings.significators, ...karakas.map((g) => grahaSignLine(T, facts, g, T.naturalSignificatorOf(g)))];
  if (area === 'relationships') lines.push(T.manglikNeedsTime);
  const yogas = moonYogaLines(T, chart, karakas, 4);
  if (yogas.length) lines.push('', T.headings.yogas, ...yogas);
  lines.push('', T.headings.timing, runningDashaLine(T, facts));
  const periods = periodsToWatch(chart, [...karakas], 4);
  if (periods.length)
    lines.push(
      T.laterPeriods(
        T.areaTitle(area),
        periods.map((p) => ({ ...p, label: subPeriodLabel(T, chart, p) })),
      ),
    );
  if (facts.transits) lines.push('', T.transitsIn(facts.transits.year), ...transitSignLines(T, facts));
  return lines;
}

/** A named graha without a time: sign, nakshatra, navamsa sign, its periods and where it transits. */
export function moonPlanetAnswer(T: ReaderText, chart: ChartModel, facts: ChartDigest, graha: Graha): string[] {
  const p = facts.planets.find((x) => x.planet === graha)!;
  const transit = facts.transits?.positions.find((t) => t.planet === graha);
  return [
    grahaSignLine(T, facts, graha, T.significatorOf(graha)),
    T.nakshatraLine(p.nakshatra, p.pada, p.navamsaSign),
    ...grahaTimingLines(T, chart, facts, graha),
    ...(transit ? [T.transitSign(graha, transit.sign, transit.degree)] : []),
  ];
}

/** This year's transits without a time: by sign, the sign changes, Sade Sati and the running dasha. */
export function moonTransitsAnswer(T: ReaderText, facts: ChartDigest): string[] {
  const t = facts.transits;
  if (!t) return [T.noTransits];
  return [
    T.positionsOn(t.at.slice(0, 10)),
    ...t.positions.map((p) => T.transitSign(p.planet, p.sign, p.degree)),
    '',
    T.signChangesIn(t.year),
    ...(t.ingresses.length ? t.ingresses.map((i) => T.ingress(i.date, i.planet, i.sign, i.retrograde)) : [T.noSignChanges(t.year)]),
    T.sadeSatiTransits(t.sadeSati.active, t.sadeSati.phase),
    '',
    runningDashaLine(T, facts),
  ];
}
