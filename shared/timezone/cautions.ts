/**
 * Cautions attached to a birth's offset: things the tz database cannot know for sure. Each is a
 * stable code with the figures it quotes (`params`) beside its English `text`; the API sends both
 * (`input.cautions` the texts, `input.cautionCodes` the codes), and pages in other languages word
 * the code from their dictionary (shared/interpretation/cautions-hi.ts, cautions/cautions-bn.ts …).
 */
import { formatOffsetSeconds } from './offset';

/** The cautions' codes, one line each; params in brackets. */
export const TIME_CAUTION_CODES = [
  /** Birth in India before 1955: Bombay/Calcutta time may have been kept. */
  'indiaBefore1955',
  /** The zone's offset has seconds {exact, rounded}. */
  'roundedOffset',
  /** An explicit offset disagrees with the zone {explicit, zone, first, second?}. */
  'overriddenOffset',
  /** The zone still kept local mean time {zone, exact}. */
  'localMeanTime',
  /** tz keeps another offset than the places at the coordinates {zone, zoneOffset, localZone, localOffset}. */
  'zoneContradictsPlace',
  /** The place label names a place far from the coordinates {label, resolvedLabel, km}. */
  'foreignPlaceLabel',
  /** The zone was taken from the places near the coordinates {zone, nearest, km}. */
  'zoneFromNearby',
] as const;

/** One of {@link TIME_CAUTION_CODES}. */
export type TimeCautionCode = (typeof TIME_CAUTION_CODES)[number];

/** A caution about a chart's input: its code, the figures it quotes, and its English sentence (other languages word it from the code). */
export interface CodedCaution<Code extends string> {
  code: Code;
  params: Readonly<Record<string, string | number>>;
  text: string;
}

/** A caution about the birth's clock time and zone. */
export type TimeCaution = CodedCaution<TimeCautionCode>;

/** First date from which Indian civil time is reliably IST everywhere (Bombay Time ended in 1955). */
const INDIA_RELIABLE_FROM = { year: 1955, month: 1, day: 1 };

/** Zone ids that mean Indian time (tzdata's current name and ICU's canonical alias). */
const INDIAN_ZONES = new Set(['Asia/Kolkata', 'Asia/Calcutta']);

/** True when (year, month, day) is before the given date. */
function isBefore(date: { year: number; month: number; day: number }, limit: { year: number; month: number; day: number }): boolean {
  return date.year !== limit.year ? date.year < limit.year : date.month !== limit.month ? date.month < limit.month : date.day < limit.day;
}

/** The pre-1955 India caution's text. */
export const INDIA_BEFORE_1955_CAUTION =
  'Birth in India before 1955: local clocks may have kept Bombay Time (UTC+04:51) or Calcutta Time (UTC+05:53:20) rather than ' +
  'Indian Standard Time (UTC+05:30), and war time (UTC+06:30) applied from 1942 to 1945. Check which time the birth record uses and ' +
  'pass utcOffset explicitly if it differs.';

/**
 * The pre-1955 India caution, or null. Applies when the place is in India (country `IN`) or the
 * zone is Indian time. Until 1955 Bombay kept its own time (UTC+04:51) and Calcutta time
 * (UTC+05:53:20) was used locally long after 1948; the tz database records one history per zone.
 */
export function indianLocalTimeCaution(
  date: { year: number; month: number; day: number },
  zone?: string,
  countryCode?: string,
): TimeCaution | null {
  const indian = countryCode === 'IN' || (zone !== undefined && INDIAN_ZONES.has(zone));
  if (!indian || !isBefore(date, INDIA_RELIABLE_FROM)) return null;
  return { code: 'indiaBefore1955', params: {}, text: INDIA_BEFORE_1955_CAUTION };
}

/** Caution for a local-mean-time offset with seconds, rounded to the minute the chart input carries. */
export function roundedOffsetCaution(exact: string, rounded: string): TimeCaution {
  const text = `The tz database gives ${exact} (an offset with seconds: local mean time or an old city time) for this date; the chart uses ${rounded} (rounded to the minute, at most 30 s of time).`;
  return { code: 'roundedOffset', params: { exact, rounded }, text };
}

/** Caution when an explicit offset disagrees with the zone's offset for that local time. */
export function overriddenOffsetCaution(explicit: string, zone: string, zoneOffsets: string[]): TimeCaution {
  const text = `utcOffset ${explicit} was used as given; the tz database has ${zoneOffsets.join(' or ')} for ${zone} at that local time.`;
  const [first, second] = zoneOffsets;
  return { code: 'overriddenOffset', params: { explicit, zone, first: first!, ...(second !== undefined ? { second } : {}) }, text };
}

/** Caution when the zone's offset at the birth is its local mean time (before it adopted any standard time). */
export function localMeanTimeCaution(zone: string, exact: string): TimeCaution {
  const text =
    `Before standard time reached ${zone}, the tz database gives its local mean time (LMT, ${exact}: the mean solar time of the zone's main city) for this date. ` +
    'Clocks elsewhere in the region kept their own mean time; if the birth record gives a different local time, pass utcOffset.';
  return { code: 'localMeanTime', params: { zone, exact }, text };
}

/** Caution when `tz` keeps another offset than the zone of the places around the coordinates. */
export function zoneContradictsPlaceCaution(
  zone: string,
  zoneOffsetSeconds: number,
  localZone: string,
  localOffsetSeconds: number,
): TimeCaution {
  const zoneOffset = formatOffsetSeconds(zoneOffsetSeconds);
  const localOffset = formatOffsetSeconds(localOffsetSeconds);
  const text =
    `tz ${zone} (${zoneOffset} at this birth) was used as given, but the places near these coordinates keep ` +
    `${localZone} (${localOffset}). Check that tz belongs to the birth place.`;
  return { code: 'zoneContradictsPlace', params: { zone, zoneOffset, localZone, localOffset }, text };
}

/** Caution when the place label names a place far from the coordinates the chart is cast for. */
export function foreignPlaceLabelCaution(label: string, resolvedLabel: string, km: number): TimeCaution {
  const text =
    `The place label ${JSON.stringify(label.slice(0, 60))} names ${resolvedLabel}, ${Math.round(km)} km from the coordinates given; ` +
    'the chart is cast for the coordinates. Check them, or drop lat and lon to use the place.';
  return { code: 'foreignPlaceLabel', params: { label: label.slice(0, 60), resolvedLabel, km: Math.round(km) }, text };
}

/** Caution when the zone was taken from the places near the coordinates (no tz or utcOffset given). */
export function zoneFromNearbyCaution(zone: string, nearest: string, km: number): TimeCaution {
  const text = `Time zone ${zone} taken from the places near these coordinates (nearest: ${nearest}, ${km.toFixed(0)} km); pass tz or utcOffset if the birth place kept another time.`;
  return { code: 'zoneFromNearby', params: { zone, nearest, km: Number(km.toFixed(0)) }, text };
}
