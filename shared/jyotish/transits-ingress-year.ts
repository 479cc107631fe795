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
import { civilToJdUt, MAX_UTC_OFFSET_MINUTES, MIN_UTC_OFFSET_MINUTES } from '../time/julian';
import type { Ayanamsa, NodeType } from '../vocabulary/settings';
import { findIngresses, type FoundIngress } from './transits-ingress';

/** Distinct (year, ayanamsa, node) lists kept; 6 ayanamsas × 2 node models × a few years around "now". */
export const INGRESS_MEMO_SIZE = 48;

/** The year starts first at the largest allowed offset and ends last at the smallest. */
const EARLIEST_OFFSET_MINUTES = MAX_UTC_OFFSET_MINUTES;
const LATEST_OFFSET_MINUTES = MIN_UTC_OFFSET_MINUTES;

const memo = new Map<string, readonly FoundIngress[]>();

const yearStartJdUt = (year: number, utcOffsetMinutes: number) =>
  civilToJdUt(`${String(year).padStart(4, '0')}-01-01`, '00:00', utcOffsetMinutes);

/** Ingresses in the widest window of calendar year `year` (see the module comment), memoised. */
export function yearIngresses(year: number, ayanamsa: Ayanamsa, node: NodeType): readonly FoundIngress[] {
  const key = `${year}|${ayanamsa}|${node}`;
  const hit = memo.get(key);
  if (hit) {
    // Most recently used last, so eviction drops the least recently used entry.
    memo.delete(key);
    memo.set(key, hit);
    return hit;
  }
  const found = findIngresses(ayanamsa, node, yearStartJdUt(year, EARLIEST_OFFSET_MINUTES), yearStartJdUt(year + 1, LATEST_OFFSET_MINUTES));
  const frozen = Object.freeze(found.map((i) => Object.freeze(i)));
  if (memo.size >= INGRESS_MEMO_SIZE) memo.delete(memo.keys().next().value!);
  memo.set(key, frozen);
  return frozen;
}

/**
 * Ingresses of Saturn, Jupiter, Rahu and Ketu from Jan 1 00:00 of `year` to the next Jan 1
 * 00:00, local time at `utcOffsetMinutes` (minutes east of Greenwich), in time order.
 */
export function ingressesInYear(year: number, utcOffsetMinutes: number, ayanamsa: Ayanamsa, node: NodeType): readonly FoundIngress[] {
  const start = yearStartJdUt(year, utcOffsetMinutes);
  const end = yearStartJdUt(year + 1, utcOffsetMinutes);
  return yearIngresses(year, ayanamsa, node).filter((i) => i.jdUt >= start && i.jdUt < end);
}

/** Empties the memo (for benchmarks that time the first computation of a year). */
export function clearIngressMemo(): void {
  memo.clear();
}
