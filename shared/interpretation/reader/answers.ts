/**
 * Answers about timing (dasha periods), one named graha, one house, current transits and
 * remedies, as Markdown lines built from the chart's facts.
 */
import type { ChartModel } from '../../model/chart';
import type { ChartDigest, PeriodFact } from '../chart-digest';
import { periodFact } from '../chart-digest';
import type { Graha } from '../../vocabulary/graha';
import { isWeakDignity } from '../grahas';
import { grahaLine, houseLines, housesRuledBy, placementWords, runningDashaLine, signText, subPeriodLabel } from './sections';
import type { ReaderText } from './text';

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
export function grahaTimingLines(T: ReaderText, chart: ChartModel, facts: ChartDigest, graha: Graha): string[] {
  const lines: string[] = [];
  const today = todayOf(facts);
  const md = mahadashaOf(facts, graha);
  if (md) {
    if (today && md.start <= today && today < md.end) lines.push(T.mahadashaRunning(graha, md, yearsBetween(today, md.end)));
    else if (today && md.start > today) lines.push(T.mahadashaComing(graha, md));
    else lines.push(T.mahadashaOver(graha, md, today !== null));
  }
  const nowJdUt = chart.transits?.jdUt;
  const runningMd = nowJdUt === undefined ? undefined : chart.dasha.mahadashas.find((m) => m.startJdUt <= nowJdUt && nowJdUt < m.endJdUt);
  const ad = runningMd?.antardashas.find((a) => a.lord === graha);
  if (runningMd && ad && runningMd.lord !== graha) {
    const p = periodFact(ad);
    lines.push(T.antardashaWithin(runningMd.lord, graha, p, today !== null && p.end <= today));
  }
  return lines;
}

/** "When will my Saturn period end", "which dasha am I in". */
export function timingAnswer(T: ReaderText, chart: ChartModel, facts: ChartDigest, graha: Graha | null): string[] {
  const lines: string[] = [];
  if (graha) {
    lines.push(...grahaTimingLines(T, chart, facts, graha));
    if (graha === 'Saturn' && facts.transits) {
      const s = facts.transits.sadeSati;
      lines.push(T.sadeSatiTiming(facts.moonSign, s.active, s.phase));
    }
    lines.push(grahaLine(T, facts, graha, T.significatorOf(graha)));
  }
  lines.push(runningDashaLine(T, facts));
  const r = facts.dasha.running;
  if (r) lines.push(T.pratyantardasha(r.pratyantardasha));
  const today = todayOf(facts);
  if (today && facts.dasha.runningAntardashas.length) {
    const next = facts.dasha.runningAntardashas.filter((a) => a.start > today).slice(0, 4);
    if (next.length) lines.push(T.nextAntardashas(next.map((a) => ({ label: subPeriodLabel(T, chart, a), start: a.start }))));
  }
  const upcoming = today ? facts.dasha.mahadashas.filter((m) => m.start > today).slice(0, 3) : facts.dasha.mahadashas.slice(0, 4);
  if (upcoming.length) lines.push(T.comingMahadashas(upcoming));
  return lines;
}

/** "What does Jupiter in my 10th house mean". */
export function planetAnswer(T: ReaderText, chart: ChartModel, facts: ChartDigest, graha: Graha, askedHouse: number | null): string[] {
  const p = facts.planets.find((x) => x.planet === graha)!;
  const lines: string[] = [];
  if (askedHouse && askedHouse !== p.house) lines.push(T.placementNote(graha, p.house, askedHouse));
  lines.push(grahaLine(T, facts, graha, T.significatorOf(graha)));
  lines.push(T.placementLine(graha, p.house, placementWords(T, chart, graha, p.house)));
  const sign = signText(chart, graha);
  if (sign) lines.push(T.signLine(graha, p.sign, sign.description));
  lines.push(T.nakshatraLine(p.nakshatra, p.pada, p.navamsaSign));
  for (const h of housesRuledBy(facts, graha)) lines.push(T.rulesInto(h, p.house));
  if (p.aspectsHouses.length) lines.push(T.aspects(p.aspectsHouses));
  if (askedHouse) lines.push(...houseLines(T, chart, facts, askedHouse, false));
  lines.push(...grahaTimingLines(T, chart, facts, graha));
  const transit = facts.transits?.positions.find((t) => t.planet === graha);
  if (transit) lines.push(T.transitToday(graha, transit.sign, transit.degree, transit.houseFromLagna));
  return lines;
}

/** "What does my 7th house say". */
export function houseAnswer(T: ReaderText, chart: ChartModel, facts: ChartDigest, house: number): string[] {
  const h = facts.houses[house - 1]!;
  return [
    ...houseLines(T, chart, facts, house, true),
    grahaLine(T, facts, h.lord, T.houseLord(house)),
    ...grahaTimingLines(T, chart, facts, h.lord),
  ];
}

/** This year's transits from the lagna and the Moon, sign changes and Sade Sati. */
export function transitsAnswer(T: ReaderText, facts: ChartDigest): string[] {
  const t = facts.transits;
  if (!t) return [T.noTransits];
  const lines = [T.positionsOn(t.at.slice(0, 10))];
  for (const p of t.positions) lines.push(T.transitPosition(p));
  lines.push('', T.signChangesIn(t.year));
  if (t.ingresses.length === 0) lines.push(T.noSignChanges(t.year));
  for (const i of t.ingresses) lines.push(T.ingress(i.date, i.planet, i.sign, i.retrograde));
  lines.push(T.sadeSatiTransits(t.sadeSati.active, t.sadeSati.phase));
  lines.push('', runningDashaLine(T, facts));
  return lines;
}

/** Remedies for weak grahas, the running dasha lords and a graha the question names. */
export function remediesAnswer(T: ReaderText, facts: ChartDigest, named: Graha | null): string[] {
  const chosen = new Map<Graha, string>();
  if (named) chosen.set(named, T.remedyReasonAsked);
  const r = facts.dasha.running;
  if (r) {
    chosen.set(r.mahadasha.lord, chosen.get(r.mahadasha.lord) ?? T.remedyReasonMahadasha(r.mahadasha.end));
    chosen.set(r.antardasha.lord, chosen.get(r.antardasha.lord) ?? T.remedyReasonAntardasha(r.antardasha.end));
  }
  for (const p of facts.planets) {
    if (isWeakDignity(p.dignity) || p.combust)
      chosen.set(p.planet, chosen.get(p.planet) ?? T.remedyReasonWeak(p.dignity, p.combust, p.sign));
  }
  const lines = [...chosen].map(([graha, why]) => T.remedyLine(graha, why));
  lines.push(T.gemstones);
  return lines;
}
