/**
 * The built-in reader's answer for a question about a stretch of time (date-window.ts): the
 * Vimshottari periods in force then (from the chart's own dasha tree, `dashaOverRange`, the
 * function the chat's model tools use), where the slow grahas transit then and what changes
 * during the window (`computeTransits`, `transitsOverRange`), and, when the question is about a
 * life area, a graha or a house, which of those periods bring it forward.
 */
import type { ChartModel } from '../../model/chart';
import { dashaOverRange, type DashaDepth, type OverlappingPeriod } from '../../jyotish/dasha-range';
import { computeTransits } from '../../jyotish/transits';
import { transitsOverRange } from '../../jyotish/transits-range';
import { civilToJdUt, jdUtToIso } from '../../time/julian';
import type { Graha } from '../../vocabulary/graha';
import type { ChartDigest } from '../chart-digest';
import type { Locale } from '../../i18n/locale';
import { isLifeAreaId, LIFE_AREA_IDS, LIFE_AREAS } from '../life-areas';
import type { Classification } from './classify';
import type { DateWindow } from './date-window';
import { datedText, type DatedText, type LordRole } from './dated-text';
import { housesRuledBy } from './sections';

/** Windows up to this many days list pratyantardashas; up to ANTAR_DAYS, antardashas. */
const PRATYANTAR_DAYS = 62;
const ANTAR_DAYS = 30 * 366;
/** Longest window whose ingresses and stations are listed (transitsOverRange is meant for a few years). */
const TRANSIT_EVENTS_MAX_DAYS = 3 * 366;
/** Slow grahas whose transit sign is given for the window. */
const SLOW_GRAHAS: readonly Graha[] = ['Jupiter', 'Saturn', 'Rahu', 'Ketu'];

const date = (iso: string) => iso.slice(0, 10);

/** Julian days (UT) of the window's first 00:00 and the day after its last, in the birth's offset. */
function windowJdUt(chart: ChartModel, w: DateWindow): { start: number; end: number } {
  // A dasha period's own ends: day boundaries would take in the neighbouring periods on the change-over days.
  if (w.period) return { start: w.period.startJdUt, end: w.period.endJdUt };
  const offset = chart.input.utcOffsetMinutes;
  return { start: civilToJdUt(w.first, '00:00', offset), end: civilToJdUt(w.last, '00:00', offset) + 1 };
}

/** The grahas a classified question is about (an area's house lords and karakas, a house's lord and occupants, a named graha) and its name. */
function grahasInQuestion(X: DatedText, facts: ChartDigest, c: Classification): { grahas: Graha[]; about: string } | null {
  if (isLifeAreaId(c.topic)) {
    const area = LIFE_AREAS[c.topic];
    const lords = area.houses.map((h) => facts.houses[h - 1]!.lord);
    return {
      grahas: [...new Set([...lords, ...area.karakas, ...facts.houses[area.houses[0]! - 1]!.occupants])],
      about: X.T.areaTitle(c.topic),
    };
  }
  if (c.topic === 'house' && c.house) {
    const h = facts.houses[c.house - 1]!;
    return { grahas: [...new Set([h.lord, ...h.occupants])], about: X.T.titleHouse(c.house) };
  }
  if (c.graha) return { grahas: [c.graha], about: X.T.graha(c.graha) };
  return null;
}

/** Why a period's lord matters to the question: the houses it rules among the question's, where it sits, or its karakatva. */
function roleOf(facts: ChartDigest, graha: Graha, c: Classification, timeKnown: boolean): LordRole {
  if (!timeKnown) return { kind: 'signifies' };
  const houses = isLifeAreaId(c.topic) ? LIFE_AREAS[c.topic].houses : c.house ? [c.house] : [];
  const relevant = housesRuledBy(facts, graha).filter((h) => houses.includes(h));
  if (relevant.length) return { kind: 'rules', houses: relevant };
  const placed = facts.planets.find((p) => p.planet === graha)!.house;
  return houses.includes(placed) ? { kind: 'sits', house: placed } : { kind: 'signifies' };
}

/** Dasha lines: each mahadasha overlapping the window, its antardashas (and pratyantardashas for short windows). */
function dashaLines(X: DatedText, periods: OverlappingPeriod[]): string[] {
  const lines: string[] = [];
  for (const md of periods) {
    lines.push(X.mahadasha(md.lord, date(md.start), date(md.end)));
    for (const ad of md.sub ?? []) {
      lines.push(X.antardasha(md.lord, ad.lord, date(ad.start), date(ad.end)));
      for (const pd of ad.sub ?? []) lines.push(X.pratyantardasha(pd.lord, date(pd.start), date(pd.end)));
    }
  }
  return lines;
}

/** The title of a dated answer: the window as the question named it, in `locale`. */
export function datedTitle(w: DateWindow, locale: Locale): string {
  return datedText(locale).windowName(w.name, w.first, w.last);
}

/**
 * The life areas a window touches when the question named none: each area whose main house the
 * running mahadasha or antardasha lord rules or occupies, or a slow graha transits, and each area
 * those lords are a karaka of. Without a birth time, the karakas alone.
 */
function touchedAreas(
  X: DatedText,
  facts: ChartDigest,
  periods: OverlappingPeriod[],
  positions: { graha: Graha; houseFromLagna: number }[],
  timeKnown: boolean,
): string[] {
  const lords: { graha: Graha; level: 'mahadasha' | 'antardasha' }[] = [];
  for (const md of periods) {
    lords.push({ graha: md.lord, level: 'mahadasha' });
    for (const ad of md.sub ?? []) if (!lords.some((l) => l.graha === ad.lord)) lords.push({ graha: ad.lord, level: 'antardasha' });
  }
  const lines: string[] = [];
  for (const id of LIFE_AREA_IDS) {
    const area = LIFE_AREAS[id];
    const main = area.houses[0]!;
    const parts: string[] = [];
    for (const { graha, level } of lords) {
      const rules = timeKnown ? housesRuledBy(facts, graha).filter((h) => h === main) : [];
      const placed = facts.planets.find((p) => p.planet === graha)!.house;
      const sits = timeKnown && placed === main ? placed : null;
      if (rules.length || sits !== null) parts.push(X.periodLordPart(graha, level, rules, sits));
      else if (area.karakas.includes(graha)) parts.push(X.karakaPart(graha, level, id));
    }
    if (timeKnown) for (const p of positions) if (p.houseFromLagna === main) parts.push(X.transitPart(p.graha, main));
    if (parts.length) lines.push(X.touchesArea(id, parts));
  }
  return lines;
}

/** Markdown lines answering a dated question in `locale` (see the file comment). */
export function datedAnswer(chart: ChartModel, facts: ChartDigest, w: DateWindow, c: Classification, locale: Locale): string[] {
  const X = datedText(locale);
  const { start, end } = windowJdUt(chart, w);
  const days = end - start;
  const depth: DashaDepth = days <= PRATYANTAR_DAYS ? 3 : days <= ANTAR_DAYS ? 2 : 1;
  const periods = dashaOverRange(chart, start, end, depth);
  const lines: string[] = [X.dashaHeading(w.first, w.last)];
  if (!periods.length) return [...lines, X.outsideDasha];
  lines.push(...dashaLines(X, periods));

  // "After my Saturn period" names Saturn only to say when.
  const named = w.period?.namedBy;
  const focus = grahasInQuestion(X, facts, named && c.graha === named && !isLifeAreaId(c.topic) ? { ...c, graha: null } : c);
  if (focus) {
    const active = [...new Set(periods.flatMap((m) => [m.lord, ...(m.sub ?? []).map((a) => a.lord)]))].filter((g) =>
      focus.grahas.includes(g),
    );
    lines.push('', X.focusHeading(focus.about));
    if (active.length) lines.push(...active.map((g) => X.brings(g, focus.about, roleOf(facts, g, c, chart.input.timeKnown))));
    else lines.push(X.noneBrings(focus.about));
  }

  const middle = (start + end) / 2;
  const positions = computeTransits(chart, middle).positions.filter((p) => SLOW_GRAHAS.includes(p.graha));
  // Without a birth time there are no houses to name (the chart's are counted from the Moon): signs only.
  const known = chart.input.timeKnown;
  if (!focus) {
    const touched = touchedAreas(X, facts, periods, positions, known);
    if (touched.length) lines.push('', X.touchesHeading, ...touched);
  }
  lines.push('', days <= 1 ? X.transitsOn(w.first) : X.transitsAround(jdUtToIso(middle, chart.input.utcOffsetMinutes).slice(0, 10)));
  for (const p of positions) lines.push(X.transit(p.graha, p.rasi, known ? p.houseFromLagna : null));
  if (days <= TRANSIT_EVENTS_MAX_DAYS) {
    const events = transitsOverRange(chart, start, end);
    for (const i of events.ingresses) lines.push(X.ingress(date(i.instant), i.graha, i.rasi, known ? i.houseFromLagna : null));
    for (const s of events.sadeSati) if (s.phase) lines.push(X.sadeSati(s.phase, date(s.from), date(s.to)));
  }
  return lines;
}
