/**
 * Which IANA zone ids this runtime knows, through Intl (ICU), without the zone history table: the
 * form fields' zone check (shared/contracts/fields.ts) runs in the browser, and importing it from
 * ./offset.ts carried the backzone data (~135 KB raw) into every page with a birth form.
 */
import { FieldError } from '../errors/field-error';

const formatters = new Map<string, Intl.DateTimeFormat>();
/** Area/Location ids (with `_`, `-`, `+` and digits, as tzdata spells them), or UTC/GMT-style single names. */
const ZONE_ID_PATTERN = /^(?:[A-Za-z][A-Za-z0-9_+-]*)(?:\/[A-Za-z0-9_+-]+){0,2}$/;
/** Bound on the formatter cache; there are fewer than 600 zone ids, this only stops abuse. */
const MAX_CACHED_ZONES = 1000;

/** The runtime's formatter for `zone` (its long GMT offset), cached; throws FieldError for a malformed or unknown id. */
export function zoneFormatter(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    if (!ZONE_ID_PATTERN.test(zone) || zone.length > 64)
      throw new FieldError('tz', `${JSON.stringify(zone.slice(0, 80))} is not an IANA time zone id (e.g. Asia/Kolkata)`);
    try {
      formatter = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset', year: 'numeric' });
    } catch {
      throw new FieldError('tz', `${JSON.stringify(zone)} is not a known IANA time zone`);
    }
    if (formatters.size >= MAX_CACHED_ZONES) formatters.clear();
    formatters.set(zone, formatter);
  }
  return formatter;
}

/** True when `zone` is an IANA zone id this runtime knows (raw offsets like `+05:30` are not zones). */
export function isKnownZone(zone: string): boolean {
  try {
    zoneFormatter(zone);
    return true;
  } catch {
    return false;
  }
}
