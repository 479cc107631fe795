/**
 * The place a visitor picked: what the AddressPicker hands to its parent and what the birth
 * store keeps. `zone` is an IANA zone name (`Asia/Kolkata`) when the place came from the list,
 * or a fixed UTC offset `±HH:MM` when the visitor typed coordinates with an offset, or null.
 */
import { placeLabel } from '../../shared/places/types';

export interface PlaceChoice {
  /** Display text of the place, e.g. "Mumbai, Maharashtra, India". */
  address: string;
  /** Geographic latitude, degrees north positive, [-90, 90]. */
  lat: number;
  /** Geographic longitude, degrees east positive, [-180, 180]. */
  lon: number;
  /** IANA zone or `±HH:MM` offset; null when unknown (the API then resolves it from lat/lon). */
  zone: string | null;
}

/** A fixed UTC offset as the API accepts it: `+05:30`, `-03:00`. */
export const UTC_OFFSET_PATTERN = /^[+-](?:[01]\d|2[0-3]):[0-5]\d$/;

/** True when `zone` is a fixed offset (`±HH:MM`) rather than an IANA zone name. */
export function isUtcOffset(zone: string): boolean {
  return UTC_OFFSET_PATTERN.test(zone);
}

/** One search result as the places API sends it (only the fields the picker reads). */
export interface PlaceHit {
  name?: string;
  admin?: string;
  country?: string;
  label?: string;
  address?: string;
  lat: number;
  lon: number;
  zone?: string | null;
}

/** The display text of a search hit: its label, else its address, else the places index's own "name, admin, country" label. */
export function hitLabel(hit: PlaceHit): string {
  if (hit.label) return hit.label;
  if (hit.address) return hit.address;
  return placeLabel(hit.name ?? '', hit.admin ?? '', hit.country ?? '');
}

/** Converts a search hit to a PlaceChoice. */
export function placeFromHit(hit: PlaceHit): PlaceChoice {
  return { address: hitLabel(hit), lat: hit.lat, lon: hit.lon, zone: hit.zone ?? null };
}

/** Reads the hits out of a places API body: a bare array or `{places|results|items: [...]}`. */
export function hitsFromBody(body: unknown): PlaceHit[] {
  const list = Array.isArray(body)
    ? body
    : body && typeof body === 'object'
      ? ((body as Record<string, unknown>).places ?? (body as Record<string, unknown>).results ?? (body as Record<string, unknown>).items)
      : undefined;
  if (!Array.isArray(list)) return [];
  return list.filter(
    (item): item is PlaceHit =>
      !!item && typeof item === 'object' && Number.isFinite((item as PlaceHit).lat) && Number.isFinite((item as PlaceHit).lon),
  );
}
