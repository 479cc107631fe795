/**
 * Building blocks of the built-in reader's answers: a house, a graha, related yogas, dasha
 * periods to watch and transits over given houses, each as Markdown bullet lines.
 */
import type { ChartModel, Prediction } from '../../model/chart';
import type { ChartDigest, PeriodFact } from '../chart-digest';
import { periodFact } from '../chart-digest';
import type { Graha } from '../../vocabulary/graha';
import type { ReaderText } from './text';
import type { YogaEvidence, YogaExplanation } from '../../chart/yoga-evidence';
import { explainYogas } from '../../predictions/explain';
import { houseReading } from '../placement-readings';
import { reportText } from '../report/report-texts';
import { YOGA_CONDITIONS_HI } from '../yoga-conditions-hi';
import { manglikLine, yogaReason } from '../yogas';
import { yogaLanguage } from '../yoga-text';

/** Houses (1–12) ruled by a graha in this chart (Rahu and Ketu rule none). */
export function housesRuledBy(facts: ChartDigest, graha: Graha): number[] {
  return facts.houses.filter((h) => h.lord === graha).map((h) => h.house);
}

/** The engine's reading text for a graha in a house, if its rules produced one. */
function placementText(chart: ChartModel, graha: Graha, house: number): Prediction | undefined {
  return chart.predictions.find(
    (p) => p.kind === 'placement' && p.relatedBody.grahas.includes(graha) && p.relatedBody.houses.includes(house),
  );
}

/**
 * The reading of a graha in a house in the reader's language: the chart's own (English) reading,
 * or in Hindi the same reading the Hindi report gives (placement-readings.ts), so a Hindi answer
 * names the same occupations and themes as the English one.
 */
export function placementWords(T: ReaderText, chart: ChartModel, graha: Graha, house: number): string | null {
  const english = placementText(chart, graha, house)?.description ?? null;
  if (T.locale !== 'hi' || english === null) return english;
  const g = chart.grahas.find((x) => x.graha === graha)!;
  return houseReading(graha, g.nature, house, reportText('hi')).description;
}

/** The engine's reading text for a graha in its sign, if any. */
export function signText(chart: ChartModel, graha: Graha): Prediction | undefined {
  return chart.predictions.find((p) => p.kind === 'sign' && p.relatedBody.grahas.includes(graha));
}

/** One house in detail: sign, lord and where it sits, occupants (with the engine's texts), aspects. */
export function houseLines(T: ReaderText, chart: ChartModel, facts: ChartDigest, house: number, detailed: boolean): string[] {
  const h = facts.houses[house - 1]!;
  const lines = [T.houseLine(h)];
  if (!detailed) return lines;
  lines.push(h.lordInHouse === house ? T.lordInOwnHouse(house) : T.lordLinks(house, h.lordInHouse));
  for (const graha of h.occupants) lines.push(T.occupant(graha, house, placementWords(T, chart, graha, house)));
  return lines;
}

/** One graha: sign, degree, house, dignity, what it rules. */
export function grahaLine(T: ReaderText, facts: ChartDigest, graha: Graha, role: string): string {
  const p = facts.planets.find((x) => x.planet === graha)!;
  return T.grahaLine({ ...p, graha, role, ruled: housesRuledBy(facts, graha) });
}

const explained = new WeakMap<ChartModel, YogaExplanation>();
/** The chart's yoga evidence (explainYogas), worked out once per chart. */
export function yogaExplanation(chart: ChartModel): YogaExplanation {
  let e = explained.get(chart);
  if (!e) explained.set(chart, (e = explainYogas(chart)));
  return e;
}

/** Bullet lines for yogas, each with its meaning and why it holds here (the evidence found: conjunction, aspect, exchange), or nothing. */
export function yogaLines(T: ReaderText, chart: ChartModel, yogas: Prediction[], limit = 4): string[] {
  const evidence = new Map<string, YogaEvidence>(yogaExplanation(chart).evidence.map((e) => [e.id, e]));
  return yogas.slice(0, limit).map((y) => {
    const e = evidence.get(y.id);
    const language = yogaLanguage(T.locale);
    const condition = !e
      ? y.description
      : typeof language === 'object'
        ? language.conditions[e.id]
        : T.locale === 'hi'
          ? YOGA_CONDITIONS_HI[e.id]
          : e.condition;
    return T.yogaLine({ ...y, condition, reason: e ? yogaReason(e, language) : null });
  });
}

/** The Manglik line's reason in the reader's language: Mars's house and sign and any cancellation (yogas.ts). */
export function manglikReason(T: ReaderText, chart: ChartModel): string {
  // manglikLine opens with its own verdict ("Manglik, but cancelled: …"); the reader states the verdict itself.
  return manglikLine(yogaExplanation(chart).checks.manglik, yogaLanguage(T.locale)).replace(/^[^:]+:\s*/, '');
}

/** The running mahadasha/antardasha line, or a note that "now" was not given. */
export function runningDashaLine(T: ReaderText, facts: ChartDigest): string {
  const r = facts.dasha.running;
  return r ? T.runningDasha(r.mahadasha, r.antardasha) : T.noRunningDasha;
}

/**
 * Antardashas (from now on, within the running and the next mahadasha) whose lord is one of
 * `lords`: the periods when these grahas' results come forward. Without "now", none.
 */
export function periodsToWatch(chart: ChartModel, lords: Graha[], limit: number): PeriodFact[] {
  const nowJdUt = chart.transits?.jdUt;
  if (nowJdUt === undefined) return [];
  const index = chart.dasha.mahadashas.findIndex((m) => m.startJdUt <= nowJdUt && nowJdUt < m.endJdUt);
  if (index < 0) return [];
  const found: PeriodFact[] = [];
  for (const md of chart.dasha.mahadashas.slice(index, index + 2)) {
    for (const ad of md.antardashas) {
      if (ad.endJdUt > nowJdUt && lords.includes(ad.lord)) found.push({ ...periodFact(ad), lord: ad.lord });
      if (found.length >= limit) return found;
    }
  }
  return found;
}

/** "Saturn–Venus" style label for an antardasha inside its mahadasha. */
export function subPeriodLabel(T: ReaderText, chart: ChartModel, p: PeriodFact): string {
  const md = chart.dasha.mahadashas.find((m) => m.start.slice(0, 10) <= p.start && p.start < m.end.slice(0, 10));
  return md ? T.subPeriod(md.lord, p.lord) : T.graha(p.lord);
}

/** Transit lines for slow grahas passing through these houses (from the lagna) this year. */
export function transitLines(T: ReaderText, facts: ChartDigest, houses: readonly number[]): string[] {
  const t = facts.transits;
  if (!t) return [];
  const lines: string[] = [];
  for (const p of t.positions) {
    if (!['Jupiter', 'Saturn', 'Rahu', 'Ketu'].includes(p.planet)) continue;
    if (houses.includes(p.houseFromLagna)) lines.push(T.transitOverHouse(p.planet, p.sign, p.degree, p.houseFromLagna));
  }
  for (const i of t.ingresses) lines.push(T.ingress(i.date, i.planet, i.sign, null));
  return lines;
}
