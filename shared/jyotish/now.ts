/**
 * "Now" for a natal chart: on a given civil day, each graha's transit sign with its house from
 * the lagna and from the Moon, the running maha/antar/pratyantar dasha, Saturn's Sade Sati and
 * Dhaiya spells over the whole life (to age LIFE_YEARS) with the current one marked, and the
 * events of the next EVENT_WINDOW_DAYS days: sign ingresses of Saturn, Jupiter, Rahu, Ketu and
 * Mars, stations of Mercury–Saturn, and the starts of mahadashas and antardashas.
 *
 * The day is a civil date in the visitor's zone; the engine has no clock and no visitor zone, so
 * the day is read at the birth's UTC offset: the transit moment is its 12:00, the event window
 * starts at its 00:00. Instants carry the birth's offset, as everywhere in the chart model.
 */
import type { ChartBase, DashaPeriod, TransitPosition, Transits } from '../model/chart';
import { MAX_YEAR } from '../time/supported-years';
import { civilToJdUt, jdUtToIso } from '../time/julian';
import { RASIS } from '../vocabulary/rasi';
import type { Graha } from '../vocabulary/graha';
import { houseFrom } from './classical';
import { runningDasha, transitPositions } from './transits';
import { findMarsIngresses, type IngressGraha } from './transits-ingress';
import { transitsOverRange, type RangeIngress, type RangeStation } from './transits-range';
import { saturnSpells, type SaturnSpell } from './saturn-phases';

/** Years after birth the Sade Sati and Dhaiya list covers. */
export const LIFE_YEARS = 100;
/** Days of events listed from the day's start. */
export const EVENT_WINDOW_DAYS = 365;
/** Julian days per Julian year, for the life window. */
const JULIAN_YEAR_DAYS = 365.25;

/** 12:00 of civil date `day` (`YYYY-MM-DD`) at the birth's UTC offset, Julian day (UT): the transit moment. */
export function dayNoonJdUt(base: ChartBase, day: string): number {
  return civilToJdUt(day, '12:00', base.input.utcOffsetMinutes);
}

/** 00:00 of civil date `day` at the birth's UTC offset, Julian day (UT). */
export function dayStartJdUt(base: ChartBase, day: string): number {
  return civilToJdUt(day, '00:00', base.input.utcOffsetMinutes);
}

/** A sign ingress in the event window (Mars added to the slow grahas): the range's ingress fields. */
export interface IngressEvent extends Omit<RangeIngress, 'graha'> {
  kind: 'ingress';
  graha: IngressGraha | 'Mars';
}

/** A station in the event window: the graha turns retrograde or direct. */
export type StationEvent = RangeStation & { kind: 'station' };

/** A mahadasha or antardasha beginning in the event window (a mahadasha's start is also its first antardasha's: listed once, as the mahadasha). */
export interface DashaEvent {
  kind: 'dasha';
  level: 'mahadasha' | 'antardasha';
  lord: Graha;
  /** The mahadasha the period belongs to (its own lord for a mahadasha). */
  mahadashaLord: Graha;
  instant: string;
  jdUt: number;
  /** When the period ends, ISO with the birth offset. */
  end: string;
  endJdUt: number;
}

/** One event of the year ahead. */
export type NowEvent = IngressEvent | StationEvent | DashaEvent;

/** Everything computeNow finds (see the file comment). */
export interface NowData {
  /** The civil day asked about, `YYYY-MM-DD`. */
  day: string;
  /** The transit moment: 12:00 of `day` at the birth offset. */
  at: string;
  jdUt: number;
  positions: TransitPosition[];
  running: Transits['running'];
  /** Sade Sati and Dhaiya spells from birth to age LIFE_YEARS (clipped to the engine's last year), in time order. */
  saturn: SaturnSpell[];
  /** The window of `events`: `day` 00:00 to EVENT_WINDOW_DAYS later. */
  events: { from: string; to: string; list: NowEvent[] };
}

/** The mahadashas and antardashas that begin in `[startJdUt, endJdUt)`. */
function dashaEvents(base: ChartBase, startJdUt: number, endJdUt: number): DashaEvent[] {
  const inWindow = (p: DashaPeriod) => p.startJdUt >= startJdUt && p.startJdUt < endJdUt;
  const out: DashaEvent[] = [];
  for (const maha of base.dasha.mahadashas) {
    if (maha.endJdUt <= startJdUt || maha.startJdUt >= endJdUt) continue;
    for (const [k, antar] of maha.antardashas.entries()) {
      if (!inWindow(antar)) continue;
      const period = k === 0 ? maha : antar;
      out.push({
        kind: 'dasha',
        level: k === 0 ? 'mahadasha' : 'antardasha',
        lord: period.lord,
        mahadashaLord: maha.lord,
        instant: antar.start,
        jdUt: antar.startJdUt,
        end: period.end,
        endJdUt: period.endJdUt,
      });
    }
  }
  return out;
}

/** The "now" of `base` on civil day `day` (`YYYY-MM-DD`, already validated); see the file comment. */
export function computeNow(base: ChartBase, day: string): NowData {
  const offset = base.input.utcOffsetMinutes;
  const jdUt = dayNoonJdUt(base, day);
  const windowStart = dayStartJdUt(base, day);
  const windowEnd = windowStart + EVENT_WINDOW_DAYS;
  const lagnaSign = base.input.timeKnown ? base.lagna.rasiIndex : base.grahas[1]!.rasiIndex;
  const moonSign = base.grahas[1]!.rasiIndex;

  const range = transitsOverRange(base, windowStart, windowEnd);
  const mars: IngressEvent[] = findMarsIngresses(base.input.ayanamsa, base.input.node, windowStart, windowEnd).map((c) => ({
    kind: 'ingress',
    graha: 'Mars',
    rasi: RASIS[c.rasiIndex]!,
    instant: jdUtToIso(c.jdUt, offset),
    jdUt: c.jdUt,
    retrograde: c.speedDegPerDay < 0,
    houseFromLagna: houseFrom(lagnaSign, c.rasiIndex),
    houseFromMoon: houseFrom(moonSign, c.rasiIndex),
  }));
  const list: NowEvent[] = [
    ...range.ingresses.map((i): IngressEvent => ({ kind: 'ingress', ...i })),
    ...mars,
    ...range.stations.map((s): StationEvent => ({ kind: 'station', ...s })),
    ...dashaEvents(base, windowStart, windowEnd),
  ].sort((a, b) => a.jdUt - b.jdUt);

  const lifeEnd = Math.min(
    base.input.jdUt + LIFE_YEARS * JULIAN_YEAR_DAYS,
    // The engine's range ends with MAX_YEAR; the scan looks a spell's length beyond the window.
    civilToJdUt(`${MAX_YEAR}-01-01`, '00:00', 0) - 10 * JULIAN_YEAR_DAYS,
  );
  return {
    day,
    at: jdUtToIso(jdUt, offset),
    jdUt,
    positions: transitPositions(base, jdUt),
    running: runningDasha(base, jdUt),
    saturn: lifeEnd > base.input.jdUt ? saturnSpells(base, base.input.jdUt, lifeEnd, jdUt) : [],
    events: { from: jdUtToIso(windowStart, offset), to: jdUtToIso(windowEnd, offset), list },
  };
}
