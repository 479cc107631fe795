/**
 * The UTC offset to cast a chart with: an explicit offset always wins; otherwise the offset in
 * force in the birth's IANA zone at that local time (local noon when the time is unknown).
 * Gaps and overlaps come back as such with the candidate offsets so the UI can ask.
 */
import { formatUtcOffset } from '../time/julian';
import { indianLocalTimeCaution, localMeanTimeCaution, overriddenOffsetCaution, roundedOffsetCaution, type TimeCaution } from './cautions';
import { resolveWallTime, wallTimeAsUtcMs, type LocalTimeResolution } from './local-time';
import { formatOffsetSeconds, isLocalMeanTime } from './offset';

/** What is known about the birth moment and place. */
export interface BirthOffsetRequest {
  date: { year: number; month: number; day: number };
  /** Omitted when the birth time is unknown (local noon is used). */
  time?: { hour: number; minute: number; second: number };
  /** IANA zone of the birth place (from `tz` or a resolved place). */
  zone?: string;
  /** Explicit offset, minutes east of Greenwich; overrides the zone. */
  utcOffsetMinutes?: number;
  /** ISO country code of the place, when known (for the India caution). */
  countryCode?: string;
}

/** The resolved offset, or why there is none. Offsets as `±HH:MM`. */
export type BirthOffsetResult =
  | { kind: 'resolved'; utcOffset: string; utcOffsetMinutes: number; source: 'explicit' | 'zone'; cautions: TimeCaution[] }
  | { kind: 'gap' | 'ambiguous'; candidates: string[]; cautions: TimeCaution[] }
  | { kind: 'missing' };

/** Resolves the birth's UTC offset (see module comment). Throws FieldError for an unknown zone. */
export function resolveBirthOffset(request: BirthOffsetRequest): BirthOffsetResult {
  const cautions: TimeCaution[] = [];
  const india = indianLocalTimeCaution(request.date, request.zone, request.countryCode);
  if (india) cautions.push(india);
  const time = request.time ?? { hour: 12, minute: 0, second: 0 };
  const zoneReading: LocalTimeResolution | null = request.zone ? resolveWallTime(request.zone, { ...request.date, ...time }) : null;
  if (request.utcOffsetMinutes !== undefined) {
    const explicit = formatUtcOffset(request.utcOffsetMinutes);
    if (zoneReading && request.zone) {
      const zoneOffsets = offsetsOf(zoneReading).map(formatOffsetSeconds);
      if (!zoneOffsets.includes(explicit)) cautions.push(overriddenOffsetCaution(explicit, request.zone, zoneOffsets));
    }
    return { kind: 'resolved', utcOffset: explicit, utcOffsetMinutes: request.utcOffsetMinutes, source: 'explicit', cautions };
  }
  if (!zoneReading) return { kind: 'missing' };
  if (zoneReading.kind !== 'unique') {
    return { kind: zoneReading.kind, candidates: zoneReading.offsetsSeconds.map((s) => formatUtcOffset(Math.round(s / 60))), cautions };
  }
  const minutes = Math.round(zoneReading.offsetSeconds / 60);
  const utcOffset = formatUtcOffset(minutes);
  const instantMs = wallTimeAsUtcMs({ ...request.date, ...time }) - zoneReading.offsetSeconds * 1000;
  if (request.zone && isLocalMeanTime(request.zone, instantMs))
    cautions.push(localMeanTimeCaution(request.zone, formatOffsetSeconds(zoneReading.offsetSeconds)));
  if (minutes * 60 !== zoneReading.offsetSeconds)
    cautions.push(roundedOffsetCaution(formatOffsetSeconds(zoneReading.offsetSeconds), utcOffset));
  return { kind: 'resolved', utcOffset, utcOffsetMinutes: minutes, source: 'zone', cautions };
}

function offsetsOf(reading: LocalTimeResolution): number[] {
  return reading.kind === 'unique' ? [reading.offsetSeconds] : reading.offsetsSeconds;
}
