/**
 * Building blocks of the built-in reader's answers: a house, a graha, related yogas, dasha
 * periods to watch and transits over given houses, each as Markdown bullet lines.
 */
import type { ChartModel, Prediction } from '../../chart/model';
import type { ChartDigest, PeriodFact } from '../chart-digest';
import { periodFact } from '../chart-digest';
import { listProse, ordinal } from '../format';
import type { Graha } from '../../vocabulary/graha';
import { dignityWords, GRAHA_THEMES } from '../grahas';
import { houseThemes } from '../houses';

/** "Saturn (2019-05-04 to 2038-05-04)". */
export const periodText = (p: PeriodFact) => `${p.lord} (${p.start} to ${p.end})`;

/** Houses (1–12) ruled by a graha in this chart (Rahu and Ketu rule none). */
export function housesRuledBy(facts: ChartDigest, graha: Graha): number[] {
  return facts.houses.filter((h) => h.lord === graha).map((h) => h.house);
}

/** The engine's reading text for a graha in a house, if its rules produced one. */
export function placementText(chart: ChartModel, graha: Graha, house: number): Prediction | undefined {
  return chart.predictions.find(
    (p) => p.kind === 'placement' && p.relatedBody.grahas.includes(graha) && p.relatedBody.houses.includes(house),
  );
}

/** The engine's reading text for a graha in its sign, if any. */
export function signText(chart: ChartModel, graha: Graha): Prediction | undefined {
  return chart.predictions.find((p) => p.kind === 'sign' && p.relatedBody.grahas.includes(graha));
}

/** One house in detail: sign, lord and where it sits, occupants (with the engine's texts), aspects. */
export function houseLines(chart: ChartModel, facts: ChartDigest, house: number, detailed: boolean): string[] {
  const h = facts.houses[house - 1]!;
  const lines = [
    `- **${ordinal(house)} house** (${houseThemes(house)}): ${h.sign}, ruled by **${h.lord}**, which sits in your ${ordinal(h.lordInHouse)} house.` +
      ` Planets here: ${listProse(h.occupants)}.${h.aspectedBy.length ? ` Aspected by ${listProse(h.aspectedBy)}.` : ''}`,
  ];
  if (!detailed) return lines;
  lines.push(
    h.lordInHouse === house
      ? `  - The ${ordinal(house)} lord in its own house keeps ${houseThemes(house)} in its own hands: a self-reliant, well-protected area of life.`
      : `  - The ${ordinal(house)} lord in the ${ordinal(h.lordInHouse)} house links ${houseThemes(house)} with ${houseThemes(h.lordInHouse)}.`,
  );
  for (const graha of h.occupants) {
    const text = placementText(chart, graha, house);
    lines.push(
      `  - ${graha} in the ${ordinal(house)} house: ${text ? text.description : `brings ${GRAHA_THEMES[graha]} into this area of life.`}`,
    );
  }
  return lines;
}

/** One graha: sign, degree, house, dignity, what it rules. */
export function grahaLine(facts: ChartDigest, graha: Graha, role: string): string {
  const p = facts.planets.find((x) => x.planet === graha)!;
  const ruled = housesRuledBy(facts, graha);
  const flags = [p.retrograde ? 'retrograde' : '', p.combust ? 'combust (close to the Sun)' : ''].filter(Boolean);
  return (
    `- **${graha}** (${role}) is in ${p.sign} ${p.degree}, your ${ordinal(p.house)} house, ${dignityWords(p.dignity)}${flags.length ? `, ${flags.join(', ')}` : ''}` +
    `${ruled.length ? `; it rules your ${listProse(ruled.map(ordinal))} house${ruled.length > 1 ? 's' : ''}` : ''}.`
  );
}

/** Bullet lines for yogas, or nothing. */
export function yogaLines(yogas: Prediction[], limit = 4): string[] {
  return yogas.slice(0, limit).map((y) => `- **${y.name}** (${y.nature}): ${y.description}`);
}

/** The running mahadasha/antardasha line, or a note that "now" was not given. */
export function runningDashaLine(facts: ChartDigest): string {
  const r = facts.dasha.running;
  if (!r) return "- The running dasha needs today's date, which this reading was not given.";
  return `- Running now: **${r.mahadasha.lord} mahadasha** (${r.mahadasha.start} to ${r.mahadasha.end}), **${r.antardasha.lord} antardasha** (${r.antardasha.start} to ${r.antardasha.end}).`;
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
export function subPeriodLabel(chart: ChartModel, p: PeriodFact): string {
  const md = chart.dasha.mahadashas.find((m) => m.start.slice(0, 10) <= p.start && p.start < m.end.slice(0, 10));
  return md ? `${md.lord}–${p.lord}` : p.lord;
}

/** Transit lines for slow grahas passing through these houses (from the lagna) this year. */
export function transitLines(facts: ChartDigest, houses: readonly number[]): string[] {
  const t = facts.transits;
  if (!t) return [];
  const lines: string[] = [];
  for (const p of t.positions) {
    if (!['Jupiter', 'Saturn', 'Rahu', 'Ketu'].includes(p.planet)) continue;
    if (houses.includes(p.houseFromLagna))
      lines.push(
        `- ${p.planet} is transiting ${p.sign} ${p.degree}, your ${ordinal(p.houseFromLagna)} house (${houseThemes(p.houseFromLagna)}).`,
      );
  }
  for (const i of t.ingresses) lines.push(`- ${i.date}: ${i.planet} enters ${i.sign}.`);
  return lines;
}
