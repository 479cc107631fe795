/**
 * Birth details ↔ URL query, with the same parameter names as `GET /api/chart`
 * (`name, date, time, lat, lon, tz | utcOffset, place, ayanamsa`), so a page URL can be
 * shared or reloaded and its query passed to the API unchanged.
 */
import { AYANAMSAS, SITE_DEFAULT_AYANAMSA, type Ayanamsa } from '../../shared/vocabulary/settings';
import { isUtcOffset } from './place';
import type { BirthDetails } from '../stores/birth';

/** A birth plus the ayanamsa to cast it with. */
export interface BirthRequest {
  birth: BirthDetails;
  ayanamsa: Ayanamsa;
}

/** The query for a birth (time omitted when unknown; zone sent as `tz` or `utcOffset`). */
export function birthToQuery(request: BirthRequest): URLSearchParams {
  const { birth, ayanamsa } = request;
  const params = new URLSearchParams();
  params.set('name', birth.name);
  params.set('date', birth.birthDate);
  if (birth.timeOfBirth) params.set('time', birth.timeOfBirth);
  params.set('lat', String(birth.place.lat));
  params.set('lon', String(birth.place.lon));
  const zone = birth.place.zone;
  if (zone) params.set(isUtcOffset(zone) ? 'utcOffset' : 'tz', zone);
  params.set('place', birth.place.address);
  params.set('ayanamsa', ayanamsa);
  return params;
}

/** The query parameters without which a page query holds no birth (queryToBirth; the report's first-paint check). */
export const BIRTH_QUERY_REQUIRED = ['date', 'lat', 'lon'] as const;
/** The parameter that can stand for `lat` and `lon`: a place name the chart API resolves (queryNamesPlace). */
export const BIRTH_QUERY_PLACE = 'place';

/**
 * True when the query has a birth date and a place name but no coordinates ("?date=1990-05-15&place=Delhi,
 * India", as `GET /api/chart` accepts): the birth is there once the API has resolved the place
 * (site/lib/api.ts resolveBirthQuery), so a page must not say there is none.
 */
export function queryNamesPlace(params: URLSearchParams): boolean {
  return (
    queryToBirth(params) === null &&
    (params.get('date') ?? '').trim() !== '' &&
    (params.get(BIRTH_QUERY_PLACE) ?? '').trim() !== '' &&
    (params.get('lat') === null || params.get('lon') === null)
  );
}

/**
 * Reads a birth from a page query; null when `date`, `lat` or `lon` is missing or not a number
 * (the page then falls back to the stored details). Out-of-range values are left for the API to
 * reject, so its error names the field.
 */
export function queryToBirth(params: URLSearchParams): BirthRequest | null {
  const [date, latText, lonText] = BIRTH_QUERY_REQUIRED.map((name) => params.get(name));
  if (!date || typeof latText !== 'string' || typeof lonText !== 'string') return null;
  const lat = Number(latText);
  const lon = Number(lonText);
  if (latText.trim() === '' || lonText.trim() === '' || !Number.isFinite(lat) || !Number.isFinite(lon)) return null;
  const zone = params.get('tz') ?? params.get('utcOffset');
  const ayanamsa = ayanamsaFromQuery(params);
  return {
    birth: {
      name: params.get('name') ?? '',
      birthDate: date,
      timeOfBirth: params.get('time') ?? '',
      place: { address: params.get('place') ?? `${lat}, ${lon}`, lat, lon, zone: zone && zone.length > 0 ? zone : null },
    },
    ayanamsa,
  };
}

/** The query's `ayanamsa` (any letter case), or the site's default when it names none we know. */
export function ayanamsaFromQuery(params: URLSearchParams): Ayanamsa {
  const text = (params.get('ayanamsa') ?? '').toUpperCase();
  return (AYANAMSAS as readonly string[]).includes(text) ? (text as Ayanamsa) : SITE_DEFAULT_AYANAMSA;
}
