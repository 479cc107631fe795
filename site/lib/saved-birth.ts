/**
 * A chart's birth as a saved chart keeps it: the query fields of `GET /api/chart`, so opening it
 * is `/detailed-kundali?<fields>`. The exact offset is kept beside the zone (utcOffset wins in the
 * API), so a saved chart reopens identically even for a birth in a DST overlap.
 */
import type { ChartInputEcho } from '../../shared/model/chart';

/** The saved-birth fields for a computed chart's input. */
export function savedBirthFromInput(input: ChartInputEcho): Record<string, string> {
  const birth: Record<string, string> = {
    name: input.name,
    date: input.date,
    lat: String(input.lat),
    lon: String(input.lon),
    utcOffset: input.utcOffset,
    ayanamsa: input.ayanamsa,
    node: input.node,
  };
  if (input.time) birth.time = input.time.slice(0, 5);
  if (input.zone && !/^[+-]\d/.test(input.zone)) birth.tz = input.zone;
  if (input.place) birth.place = input.place;
  return birth;
}

/** The Kundali page address for saved birth fields. */
export function kundaliHref(birth: Record<string, string>, page = '/detailed-kundali'): string {
  return `${page}?${new URLSearchParams(birth).toString()}`;
}
