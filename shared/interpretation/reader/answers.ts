/**
 * Answers about timing (dasha periods), one named graha, one house, current transits and
 * remedies, as Markdown lines built from the chart's facts.
 */
import type { ChartModel } from '../../chart/model';
import type { ChartDigest, PeriodFact } from '../chart-digest';
import { periodFact } from '../chart-digest';
import { listProse, ordinal } from '../format';
import type { Graha } from '../../vocabulary/graha';
import { GRAHA_REMEDIES, GRAHA_THEMES, isWeakDignity } from '../grahas';
import { houseThemes } from '../houses';
import { grahaLine, houseLines, housesRuledBy, periodText, placementText, runningDashaLine, signText, subPeriodLabel } from './sections';

/** Years after birth beyond which a future mahadasha is not offered as the answer. */
const LIFETIME_YEARS = 100;

const todayOf = (facts: ChartDigest): string | null => facts.transits?.at.slice(0, 10) ?? null;

/** Years between two `YYYY-MM-DD` dates, 1 decimal. */
const yearsBetween = (from: string, to: string) => ((Date.parse(to) - Date.parse(from)) / (365.2425 * 86_400_000)).toFixed(1);

/** The graha's mahadasha that is running, else the next one, else the last one. */
function mahadashaOf(facts: ChartDigest, graha: Graha): PeriodFact | undefined {
  const today = todayOf(facts);
  const own = facts.dasha.mahadashas.filter((m) => m.lord === graha);
  if (!today) return own[0];
  // A period starting more than a lifetime after birth is not worth announcing as "coming".
  const lifetimeEnd = `${Number(facts.birth.date.slice(0, 4)) + LIFETIME_YEARS}${facts.birth.date.slice(4)}`;
  const past = own.filter((m) => m.end <= today);
  return (
    own.find((m) => m.start <= today && today < m.end) ??
    own.find((m) => m.start > today && m.start < lifetimeEnd) ??
    past[past.length - 1] ??
    own[0]
  );
}

/** Lines on a graha's mahadasha and its antardasha in the running mahadasha, with dates. */
export function grahaTimingLines(chart: ChartModel, facts: ChartDigest, graha: Graha): string[] {
  const lines: string[] = [];
  const today = todayOf(facts);
  const md = mahadashaOf(facts, graha);
  if (md) {
    if (today && md.start <= today && today < md.end)
      lines.push(
        `- Your **${graha} mahadasha** is running now: it began on ${md.start} and **ends on ${md.end}** (about ${yearsBetween(today, md.end)} years from today).`,
      );
    else if (today && md.start > today)
      lines.push(`- Your **${graha} mahadasha** has not begun yet: it runs from **${md.start} to ${md.end}**.`);
    else lines.push(`- Your **${graha} mahadasha** ran from ${md.start} to **${md.end}**${today ? ' (already over)' : ''}.`);
  }
  const nowJdUt = chart.transits?.jdUt;
  const runningMd = nowJdUt === undefined ? undefined : chart.dasha.mahadashas.find((m) => m.startJdUt <= nowJdUt && nowJdUt < m.endJdUt);
  const ad = runningMd?.antardashas.find((a) => a.lord === graha);
  if (runningMd && ad && runningMd.lord !== graha) {
    const p = periodFact(ad);
    const verb = today && p.end <= today ? 'ran' : 'runs';
    lines.push(
      `- Within your current ${runningMd.lord} mahadasha, the **${runningMd.lord}–${graha} antardasha** ${verb} from ${p.start} to ${p.end}.`,
    );
  }
  return lines;
}

/** "When will my Saturn period end", "which dasha am I in". */
export function timingAnswer(chart: ChartModel, facts: ChartDigest, graha: Graha | null): string[] {
  const lines: string[] = [];
  if (graha) {
    lines.push(...grahaTimingLines(chart, facts, graha));
    if (graha === 'Saturn' && facts.transits) {
      const s = facts.transits.sadeSati;
      lines.push(
        `- Sade Sati (Saturn's 7½-year transit over your Moon sign ${facts.moonSign}): ${s.active ? `active now, ${s.phase ?? ''} phase` : 'not active now'}.`,
      );
    }
    lines.push(grahaLine(facts, graha, `significator of ${GRAHA_THEMES[graha]}`));
  }
  lines.push(runningDashaLine(facts));
  const r = facts.dasha.running;
  if (r) lines.push(`- Pratyantardasha: ${periodText(r.pratyantardasha)}.`);
  const today = todayOf(facts);
  if (today && facts.dasha.runningAntardashas.length) {
    const next = facts.dasha.runningAntardashas.filter((a) => a.start > today).slice(0, 4);
    if (next.length) lines.push(`- Next antardashas: ${next.map((a) => `${subPeriodLabel(chart, a)} from ${a.start}`).join('; ')}.`);
  }
  const upcoming = today ? facts.dasha.mahadashas.filter((m) => m.start > today).slice(0, 3) : facts.dasha.mahadashas.slice(0, 4);
  if (upcoming.length) lines.push(`- Coming mahadashas: ${upcoming.map(periodText).join('; ')}.`);
  return lines;
}

/** "What does Jupiter in my 10th house mean". */
export function planetAnswer(chart: ChartModel, facts: ChartDigest, graha: Graha, askedHouse: number | null): string[] {
  const p = facts.planets.find((x) => x.planet === graha)!;
  const lines: string[] = [];
  if (askedHouse && askedHouse !== p.house) {
    lines.push(
      `- Note: in your chart ${graha} is in your **${ordinal(p.house)} house**, not the ${ordinal(askedHouse)}. Here is what your actual placement means.`,
    );
  }
  lines.push(grahaLine(facts, graha, `significator of ${GRAHA_THEMES[graha]}`));
  const placement = placementText(chart, graha, p.house);
  lines.push(
    `- ${graha} in the ${ordinal(p.house)} house (${houseThemes(p.house)}): ${placement ? placement.description : `brings ${GRAHA_THEMES[graha]} into this area of life.`}`,
  );
  const sign = signText(chart, graha);
  if (sign) lines.push(`- ${graha} in ${p.sign}: ${sign.description}`);
  lines.push(`- Nakshatra: ${p.nakshatra} (pada ${p.pada}); navamsa (D9) sign: ${p.navamsaSign}.`);
  const ruled = housesRuledBy(facts, graha);
  for (const h of ruled) lines.push(`- As your ${ordinal(h)} lord it carries ${houseThemes(h)} into the ${ordinal(p.house)} house.`);
  if (p.aspectsHouses.length)
    lines.push(
      `- It aspects your ${listProse(p.aspectsHouses.map(ordinal))} house${p.aspectsHouses.length > 1 ? 's' : ''}, colouring ${p.aspectsHouses.length > 1 ? 'them' : 'it'} with its nature.`,
    );
  if (askedHouse) lines.push(...houseLines(chart, facts, askedHouse, false));
  lines.push(...grahaTimingLines(chart, facts, graha));
  const transit = facts.transits?.positions.find((t) => t.planet === graha);
  if (transit) lines.push(`- Today ${graha} transits ${transit.sign} ${transit.degree}, your ${ordinal(transit.houseFromLagna)} house.`);
  return lines;
}

/** "What does my 7th house say". */
export function houseAnswer(chart: ChartModel, facts: ChartDigest, house: number): string[] {
  const h = facts.houses[house - 1]!;
  return [
    ...houseLines(chart, facts, house, true),
    grahaLine(facts, h.lord, `${ordinal(house)} lord`),
    ...grahaTimingLines(chart, facts, h.lord),
  ];
}

/** This year's transits from the lagna and the Moon, sign changes and Sade Sati. */
export function transitsAnswer(facts: ChartDigest): string[] {
  const t = facts.transits;
  if (!t) return ["- Transits need today's date, which this reading was not given."];
  const lines = [`Positions on ${t.at.slice(0, 10)}:`];
  for (const p of t.positions) {
    lines.push(
      `- **${p.planet}** in ${p.sign} ${p.degree}${p.retrograde ? ' (retrograde)' : ''}: your ${ordinal(p.houseFromLagna)} house (${houseThemes(p.houseFromLagna)}), ${ordinal(p.houseFromMoon)} from the Moon.`,
    );
  }
  lines.push('', `**Sign changes in ${t.year}**`);
  if (t.ingresses.length === 0) lines.push(`- Saturn, Jupiter, Rahu and Ketu stay in their signs all of ${t.year}.`);
  for (const i of t.ingresses) lines.push(`- ${i.date}: ${i.planet} enters ${i.sign}${i.retrograde ? ' (retrograde)' : ''}.`);
  lines.push(
    `- Sade Sati: ${t.sadeSati.active ? `active (${t.sadeSati.phase ?? ''} phase) — patience and steady work pay off` : 'not active'}.`,
  );
  lines.push('', runningDashaLine(facts));
  return lines;
}

/** Remedies for weak grahas, the running dasha lords and a graha the question names. */
export function remediesAnswer(facts: ChartDigest, named: Graha | null): string[] {
  const chosen = new Map<Graha, string>();
  if (named) chosen.set(named, 'you asked about it');
  const r = facts.dasha.running;
  if (r) {
    chosen.set(r.mahadasha.lord, chosen.get(r.mahadasha.lord) ?? `your running mahadasha lord (to ${r.mahadasha.end})`);
    chosen.set(r.antardasha.lord, chosen.get(r.antardasha.lord) ?? `your running antardasha lord (to ${r.antardasha.end})`);
  }
  for (const p of facts.planets) {
    if (isWeakDignity(p.dignity) || p.combust)
      chosen.set(p.planet, chosen.get(p.planet) ?? `${p.dignity}${p.combust ? ', combust' : ''} in ${p.sign}`);
  }
  const lines = [...chosen].map(([graha, why]) => `- **${graha}** (${why}): ${GRAHA_REMEDIES[graha]}.`);
  lines.push('- Gemstones are strong remedies: wear one only after a qualified astrologer has checked the full chart.');
  return lines;
}
