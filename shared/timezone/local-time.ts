/**
 * Which UTC offset a local wall-clock time had in an IANA zone, including history (war time,
 * pre-1970 rules as far as the tz database goes). A time that never happened (spring-forward
 * gap) or happened twice (fall-back overlap) is reported as such, never silently shifted.
 */
import type { CivilDateTime } from '../time/julian';
import { zoneOffsetSecondsAt } from './offset';

/** Result of resolving a wall time in a zone; offsets are seconds east of Greenwich. */
export type LocalTimeResolution =
  | { kind: 'unique'; offsetSeconds: number }
  /** The clocks jumped over this time: `offsetsSeconds` = [offset before the jump, offset after]. */
  | { kind: 'gap'; offsetsSeconds: [number, number] }
  /** The time occurred twice: `offsetsSeconds` in order of occurrence (first, then second). */
  | { kind: 'ambiguous'; offsetsSeconds: number[] };

const HOUR_MS = 3_600_000;
/** Sample instants around the wall time; real offsets lie within ±15 h, transitions are days apart. */
const SAMPLE_OFFSETS_MS = [-30 * HOUR_MS, -15 * HOUR_MS, 0, 15 * HOUR_MS, 30 * HOUR_MS];

/** The wall time read as if it were UTC, in ms since 1970 (years 1–9999 safe, unlike Date.UTC's 0–99 quirk). */
export function wallTimeAsUtcMs(wall: CivilDateTime): number {
  const date = new Date(0);
  date.setUTCFullYear(wall.year, wall.month - 1, wall.day);
  date.setUTCHours(wall.hour, wall.minute, 0, 0);
  return date.getTime() + wall.second * 1000;
}

/**
 * Resolves a wall time in `zone`: every offset `o` with offset(wall − o) = o is a valid
 * reading; one → unique, two → ambiguous, none → gap. Throws FieldError for an unknown zone.
 */
export function resolveWallTime(zone: string, wall: CivilDateTime): LocalTimeResolution {
  const localMs = wallTimeAsUtcMs(wall);
  const candidates = new Set<number>();
  for (const delta of SAMPLE_OFFSETS_MS) candidates.add(zoneOffsetSecondsAt(zone, localMs + delta));
  const valid = [...candidates].filter((offset) => zoneOffsetSecondsAt(zone, localMs - offset * 1000) === offset);
  if (valid.length === 1) return { kind: 'unique', offsetSeconds: valid[0]! };
  if (valid.length > 1) {
    // The reading with the larger offset is the earlier instant: it happened first.
    return { kind: 'ambiguous', offsetsSeconds: valid.sort((a, b) => b - a) };
  }
  const before = zoneOffsetSecondsAt(zone, localMs - 30 * HOUR_MS);
  const after = zoneOffsetSecondsAt(zone, localMs + 30 * HOUR_MS);
  return { kind: 'gap', offsetsSeconds: [before, after] };
}
