/**
 * The places file (`data/places.json`, made by `scripts/build-places.ts` from GeoNames) and
 * the Place objects the index hands out.
 */

/**
 * One compact row: GeoNames id, name, region index (into `regions`, −1 when unknown), ISO
 * 3166-1 alpha-2 country, latitude and longitude (degrees, north/east positive, 5 decimals),
 * population, zone index (into `zones`), aliases joined by `|` (empty when none).
 */
export type PlaceRow = [number, string, number, string, number, number, number, number, string];

/** The committed places file; tables deduplicate the long repeated strings. */
export interface PlacesFile {
  /** Format version of this file; bumped when a row's layout changes. */
  format: 1;
  /** Attribution text that must accompany the data (CC BY 4.0). */
  attribution: string;
  /** Country code → English short name. */
  countries: Record<string, string>;
  /** Admin-1 region names. */
  regions: string[];
  /** IANA zone ids as tzdata spells them (e.g. `Asia/Kolkata`). */
  zones: string[];
  /** Rows ordered by population, largest first. */
  places: PlaceRow[];
}

/** A populated place with its IANA zone: what search returns and what `place=` resolves to. */
export interface Place {
  /** GeoNames id (stable across data refreshes). */
  id: number;
  name: string;
  /** Admin-1 region (state, province), or '' when GeoNames has none. */
  region: string;
  /** ISO 3166-1 alpha-2 code. */
  countryCode: string;
  /** English country name. */
  country: string;
  /** Latitude, degrees, north positive, [-90, 90]. */
  lat: number;
  /** Longitude, degrees, east positive, [-180, 180]. */
  lon: number;
  population: number;
  /** IANA zone id, e.g. `Asia/Kolkata`. */
  zone: string;
  /** Former or alternative names (e.g. Bombay for Mumbai). */
  aliases: string[];
  /** Display label "City, Region, Country" (region left out when empty or equal to the city). */
  label: string;
}

/**
 * How a search result matched the query, best first; `sounds-like`: by sound, for a name typed in
 * Devanagari or spelt another way (sounds-like.ts).
 */
export const MATCH_KINDS = ['exact', 'alias-exact', 'prefix', 'alias-prefix', 'word-prefix', 'sounds-like'] as const;
/** One of the match kinds. */
export type MatchKind = (typeof MATCH_KINDS)[number];

/** A search hit. */
export interface PlaceMatch {
  place: Place;
  /** How the city part of the query matched. */
  match: MatchKind;
  /** The alias that matched, when the match came through one. */
  alias?: string;
}

/** Builds the display label of a place, `name, region, country`: the region is left out when it repeats the name, empty parts are skipped. */
export function placeLabel(name: string, region: string, country: string): string {
  return [name, region === name ? '' : region, country].filter((part) => part.length > 0).join(', ');
}
