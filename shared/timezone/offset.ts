/**
 * UTC offset of an IANA zone at an instant, from the tz database that ships inside ICU
 * (Node has full ICU; browsers have it too). Offsets are seconds east of Greenwich because
 * local mean time before standard time had seconds (Kolkata 1850: +05:53:28).
 *
 * Intl canonicalises ids to old CLDR names (Asia/Kolkata → Asia/Calcutta), so never compare
 * `resolvedOptions().timeZone`; the caller's spelling is kept everywhere.
 */

/** An unknown or malformed IANA zone id; `field` names the input that carried it. */
export class TimeZoneError extends Error {
  readonly field: string;
  constructor(field: string, message: string) {
    super(`${field}: ${message}`);
    this.name = 'TimeZoneError';
    this.field = field;
  }
}

const formatters = new Map<string, Intl.DateTimeFormat>();
/** Area/Location ids (with `_`, `-`, `+` and digits, as tzdata spells them), or UTC/GMT-style single names. */
const ZONE_ID_PATTERN = /^(?:[A-Za-z][A-Za-z0-9_+-]*)(?:\/[A-Za-z0-9_+-]+){0,2}$/;
const LONG_OFFSET_PATTERN = /^GMT(?:([+-])(\d{2}):(\d{2})(?::(\d{2}))?)?$/;
/** Bound on the formatter cache; there are fewer than 600 zone ids, this only stops abuse. */
const MAX_CACHED_ZONES = 1000;

function formatterFor(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    if (!ZONE_ID_PATTERN.test(zone) || zone.length > 64) throw new TimeZoneError('tz', `${JSON.stringify(zone.slice(0, 80))} is not an IANA time zone id (e.g. Asia/Kolkata)`);
    try {
      formatter = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset', year: 'numeric' });
    } catch {
      throw new TimeZoneError('tz', `${JSON.stringify(zone)} is not a known IANA time zone`);
    }
    if (formatters.size >= MAX_CACHED_ZONES) formatters.clear();
    formatters.set(zone, formatter);
  }
  return formatter;
}

/** True when `zone` is an IANA zone id this runtime knows (raw offsets like `+05:30` are not zones). */
export function isKnownZone(zone: string): boolean {
  try {
    formatterFor(zone);
    return true;
  } catch {
    return false;
  }
}

/**
 * Offset in force in `zone` at the instant `utcMs` (milliseconds since 1970 UTC), seconds east
 * of Greenwich. Throws TimeZoneError for an unknown zone.
 */
export function zoneOffsetSecondsAt(zone: string, utcMs: number): number {
  const parts = formatterFor(zone).formatToParts(utcMs);
  const name = parts.find((part) => part.type === 'timeZoneName')?.value ?? '';
  const m = LONG_OFFSET_PATTERN.exec(name);
  if (!m) throw new TimeZoneError('tz', `cannot read the offset of ${zone} from ${JSON.stringify(name)}`);
  if (!m[1]) return 0;
  const seconds = Number(m[2]) * 3600 + Number(m[3]) * 60 + Number(m[4] ?? 0);
  return m[1] === '-' ? -seconds : seconds;
}

/** Formats seconds east as `±HH:MM` or, when seconds remain, `±HH:MM:SS`. */
export function formatOffsetSeconds(offsetSeconds: number): string {
  const abs = Math.abs(Math.round(offsetSeconds));
  const hh = String(Math.floor(abs / 3600)).padStart(2, '0');
  const mm = String(Math.floor((abs % 3600) / 60)).padStart(2, '0');
  const ss = abs % 60;
  return `${offsetSeconds < 0 ? '-' : '+'}${hh}:${mm}${ss ? `:${String(ss).padStart(2, '0')}` : ''}`;
}
