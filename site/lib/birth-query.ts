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
  const ayanamsaText = (params.get('ayanamsa') ?? '').toUpperCase();
  const ayanamsa = (AYANAMSAS as readonly string[]).includes(ayanamsaText) ? (ayanamsaText as Ayanamsa) : SITE_DEFAULT_AYANAMSA;
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
