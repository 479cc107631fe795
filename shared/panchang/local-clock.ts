/**
 * Instants (Julian days UT) written as local ISO times of an IANA zone, with the offset in
 * force at each instant, so a DST change inside the panchang day shows on both sides of it.
 * The zone is read once per window end; inside a window without a change one offset serves.
 */
import { jdUtToIso, unixMsFromJdUt } from '../time/julian';
import { zoneOffsetSecondsAt } from '../timezone/offset';

/** Writes instants as local ISO strings; `offsetMinutes` is the offset at an instant. */
export interface LocalClock {
  zone: string;
  offsetMinutes(jdUt: number): number;
  iso(jdUt: number): string;
}

/** Milliseconds since 1970 UTC of a Julian day (UT). */
export function jdToUnixMs(jdUt: number): number {
  return unixMsFromJdUt(jdUt);
}

/** A clock for `zone` valid around [fromJd, toJd]; instants outside still work (looked up each time). */
export function localClock(zone: string, fromJd: number, toJd: number): LocalClock {
  // Whole minutes: before standard time zones ran on local mean time with seconds; ISO needs minutes.
  const lookup = (jd: number) => Math.round(zoneOffsetSecondsAt(zone, jdToUnixMs(jd)) / 60);
  const a = lookup(fromJd);
  const steady = a === lookup(toJd);
  const offsetMinutes = (jd: number) => (steady && jd >= fromJd && jd <= toJd ? a : lookup(jd));
  return { zone, offsetMinutes, iso: (jd) => jdUtToIso(jd, offsetMinutes(jd)) };
}
