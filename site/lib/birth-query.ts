/**
 * Birth details ↔ URL query, with the same parameter names as `GET /api/chart`
 * (`name, date, time, lat, lon, tz | utcOffset, place, ayanamsa, node`), so a page URL can be
 * shared or reloaded and its query passed to the API unchanged. An option the page cannot read
 * (`ayanamsa=FOO`) is never replaced by a default: the API reads the query (queryAsksApi) and
 * refuses it by name, or names what it meant (`true-citra` → `TRUE_CITRA`).
 */
import { AYANAMSAS, NODE_TYPES, SITE_DEFAULT_AYANAMSA, type Ayanamsa, type NodeType } from '../../shared/vocabulary/settings';
import { isUtcOffset } from './place';
import type { BirthDetails } from '../stores/birth';

/** A birth plus the ayanamsa (and lunar node, absent: the API's mean node) to cast it with. */
export interface BirthRequest {
  birth: BirthDetails;
  ayanamsa: Ayanamsa;
  node?: NodeType;
}

/** The query for a birth (time omitted when unknown; zone sent as `tz` or `utcOffset`). */
export function birthToQuery(request: BirthRequest): URLSearchParams {
  const { birth, ayanamsa, node } = request;
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
  if (node) params.set('node', node);
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
 * True when the query holds a birth only the chart API can read (site/lib/api.ts resolveBirthQuery):
 * it names its place instead of giving coordinates (queryNamesPlace), or gives `date`, `lat` and `lon`
 * in a form the page does not read itself (`lat=abc`, `ayanamsa=FOO`, `ayanamsa=true-citra`, `node=x`,
 * a settings `profile`).
 * The API then reads it, or refuses it naming the field, where a page reading the query alone would put
 * a default (or the birth stored in the tab) in its place.
 */
export function queryAsksApi(params: URLSearchParams): boolean {
  if (queryNamesPlace(params)) return true;
  return queryToBirth(params) === null && BIRTH_QUERY_REQUIRED.every((name) => params.get(name) !== null);
}

/**
 * Reads a birth from a page query; null when `date`, `lat` or `lon` is missing (the page then falls back
 * to the stored details), or when one of them or an option is in a form the page does not read (queryAsksApi:
 * the API must read it). Out-of-range values are left for the API to reject, so its error names the field.
 */
export function queryToBirth(params: URLSearchParams): BirthRequest | null {
  // A settings profile (`profile=pyjhora`) is the API's to read: it sets the ayanamsa and node.
  if (params.get('profile')) return null;
  const [date, latText, lonText] = BIRTH_QUERY_REQUIRED.map((name) => params.get(name));
  if (!date || typeof latText !== 'string' || typeof lonText !== 'string') return null;
  const lat = Number(latText);
  const lon = Number(lonText);
  if (latText.trim() === '' || lonText.trim() === '' || !Number.isFinite(lat) || !Number.isFinite(lon)) return null;
  const zone = params.get('tz') ?? params.get('utcOffset');
  const ayanamsa = ayanamsaFromQuery(params);
  const node = nodeFromQuery(params);
  if (ayanamsa === null || node === null) return null;
  return {
    birth: {
      name: params.get('name') ?? '',
      birthDate: date,
      timeOfBirth: params.get('time') ?? '',
      place: { address: params.get('place') ?? `${lat}, ${lon}`, lat, lon, zone: zone && zone.length > 0 ? zone : null },
    },
    ayanamsa,
    ...(node ? { node } : {}),
  };
}

/**
 * The query's `ayanamsa`: the site's default when it gives none, the one it names in any letter case,
 * or null for any other text (left for the API to read or refuse: queryAsksApi).
 */
export function ayanamsaFromQuery(params: URLSearchParams): Ayanamsa | null {
  const text = (params.get('ayanamsa') ?? '').toUpperCase();
  if (text === '') return SITE_DEFAULT_AYANAMSA;
  return (AYANAMSAS as readonly string[]).includes(text) ? (text as Ayanamsa) : null;
}

/** The query's `node` (`mean`, `true`, any letter case); undefined when it gives none, null for any other text. */
function nodeFromQuery(params: URLSearchParams): NodeType | undefined | null {
  const text = (params.get('node') ?? '').toLowerCase();
  if (text === '') return undefined;
  return (NODE_TYPES as readonly string[]).includes(text) ? (text as NodeType) : null;
}
