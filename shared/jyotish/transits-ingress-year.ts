/**
 * The ingresses of a calendar year, computed once per (year, ayanamsa, node model) and reused.
 *
 * Why a memo in a pure module: the list does not depend on the birth at all, yet the transit
 * layer needs it for every chart, and finding it costs milliseconds (about five times the rest
 * of the chart) while a server casts many charts for the same "now". The memo is a cache of a
 * pure function — keyed only by its arguments, no clock, no I/O, bounded in size, entries
 * frozen — so results are identical with or without it; only the time differs.
 *
 * The year is the birth's local calendar year, which depends on the UTC offset; the memo keeps
 * the widest window any offset can need (Jan 1 00:00 at +14:00 to the next Jan 1 00:00 at
 * −12:00) and each chart takes the part inside its own year.
 */
import { civilToJdUt, gregorianToJdn, MAX_UTC_OFFSET_MINUTES, MIN_UTC_OFFSET_MINUTES } from '../time/julian';
import { AYANAMSAS, type Ayanamsa, type NodeType } from '../vocabulary/settings';
import { findIngresses, type FoundIngress } from './transits-ingress';

/** Distinct (year, ayanamsa, node) lists kept; 6 ayanamsas × 2 node models × a few years around "now". */
export const INGRESS_MEMO_SIZE = 48;

/** The year starts first at the largest allowed offset and ends last at the smallest. */
const EARLIEST_OFFSET_MINUTES = MAX_UTC_OFFSET_MINUTES;
const LATEST_OFFSET_MINUTES = MIN_UTC_OFFSET_MINUTES;

/**
 * Keyed by the three arguments folded into one number: a string key joined per call has to be
 * flattened and hashed on every lookup, and this is looked up for every chart.
 */
const memo = new Map<number, readonly FoundIngress[]>();
const memoKey = (year: number, ayanamsa: Ayanamsa, node: NodeType) =>
  (year * AYANAMSAS.length + AYANAMSAS.indexOf(ayanamsa)) * 2 + (node === 'mean' ? 0 : 1);

const yearStartJdUt = (year: number, utcOffsetMinutes: number) =>
  civilToJdUt(`${String(year).padStart(4, '0')}-01-01`, '00:00', utcOffsetMinutes);

/** Ingresses in the widest window of calendar year `year` (see the module comment), memoised. */
export function yearIngresses(year: number, ayanamsa: Ayanamsa, node: NodeType): readonly FoundIngress[] {
  const key = memoKey(year, ayanamsa, node);
  const hit = memo.get(key);
  if (hit) {
    // Most recently used last, so eviction drops the least recently used entry (already last: nothing to move).
    if (key !== lastKey) {
      memo.delete(key);
      memo.set(key, hit);
      lastKey = key;
    }
    return hit;
  }
  const found = findIngresses(ayanamsa, node, yearStartJdUt(year, EARLIEST_OFFSET_MINUTES), yearStartJdUt(year + 1, LATEST_OFFSET_MINUTES));
  const frozen = Object.freeze(found.map((i) => Object.freeze(i)));
  if (memo.size >= INGRESS_MEMO_SIZE) memo.delete(memo.keys().next().value!);
  memo.set(key, frozen);
  lastKey = key;
  return frozen;
}

/** The key of the memo's last (most recently used) entry. */
let lastKey: number | undefined;

/**
 * Ingresses of Saturn, Jupiter, Rahu and Ketu from Jan 1 00:00 of `year` to the next Jan 1
 * 00:00, local time at `utcOffsetMinutes` (minutes east of Greenwich), in time order.
 */
export function ingressesInYear(year: number, utcOffsetMinutes: number, ayanamsa: Ayanamsa, node: NodeType): readonly FoundIngress[] {
  // yearIngresses first: it checks the year (through civilToJdUt) whenever it is new to the memo.
  const found = yearIngresses(year, ayanamsa, node);
  const start = localYearStartJdUt(year, utcOffsetMinutes);
  const end = localYearStartJdUt(year + 1, utcOffsetMinutes);
  return found.filter((i) => i.jdUt >= start && i.jdUt < end);
}

/**
 * `yearStartJdUt` without writing and parsing the date (a few µs per chart): civilToJdUt's
 * arithmetic for 00:00 on Jan 1, so the same number, for a year and offset already checked.
 */
export function localYearStartJdUt(year: number, utcOffsetMinutes: number): number {
  return gregorianToJdn(year, 1, 1) - 0.5 + (-utcOffsetMinutes * 60) / 86_400;
}

/** Empties the memo (for benchmarks that time the first computation of a year). */
export function clearIngressMemo(): void {
  memo.clear();
  lastKey = undefined;
}
