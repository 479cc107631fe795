/**
 * A place typed as coordinates (the address picker's "Enter coordinates" fallback): checked and
 * turned into a PlaceChoice. Apart from place.ts, which every chart page and /chat load, since
 * only the coordinates form needs it.
 */
import type { FieldProblemCode, FieldProblemParams } from '../../shared/contracts/field-problem';
import { isUtcOffset, type PlaceChoice } from './place';

/** An IANA zone name shape (`Area/City`, `UTC`); not a membership check. */
export const IANA_ZONE_PATTERN = /^(?:UTC|GMT|[A-Za-z_]+(?:\/[A-Za-z0-9_+\-]+){1,2})$/;

/** Thrown when a typed coordinate or zone is out of range; the message names the field. */
export class PlaceInputError extends Error {
  constructor(
    readonly field: 'lat' | 'lon' | 'zone',
    message: string,
    /** The problem's stable code and numbers (shared/contracts/field-problem.ts), for wording it in another language. */
    readonly problem: { code: FieldProblemCode; params?: FieldProblemParams },
  ) {
    super(message);
    this.name = 'PlaceInputError';
  }
}

/**
 * Builds a PlaceChoice from typed text (the "Enter coordinates" fallback).
 * Latitude in [-90, 90], longitude in [-180, 180] (degrees); zone an IANA name or `±HH:MM` (required).
 */
export function placeFromCoordinates(address: string, latText: string, lonText: string, zoneText: string): PlaceChoice {
  const lat = Number(latText.trim());
  const lon = Number(lonText.trim());
  if (latText.trim() === '' || !Number.isFinite(lat) || lat < -90 || lat > 90) {
    throw new PlaceInputError('lat', `Latitude must be a number from -90 to 90 (got "${latText}").`, {
      code: 'outOfRange',
      params: { min: -90, max: 90 },
    });
  }
  if (lonText.trim() === '' || !Number.isFinite(lon) || lon < -180 || lon > 180) {
    throw new PlaceInputError('lon', `Longitude must be a number from -180 to 180 (got "${lonText}").`, {
      code: 'outOfRange',
      params: { min: -180, max: 180 },
    });
  }
  const zone = zoneText.trim();
  // Required: a typed place is usually not in the places index, so the API cannot find its zone.
  if (zone === '' || (!isUtcOffset(zone) && !IANA_ZONE_PATTERN.test(zone))) {
    throw new PlaceInputError('zone', `Zone must be a name like Asia/Kolkata or an offset like +05:30 (got "${zoneText}").`, {
      code: zone === '' ? 'required' : 'zoneUnknown',
    });
  }
  const label = address.trim() || `${lat.toFixed(4)}, ${lon.toFixed(4)}`;
  return { address: label, lat, lon, zone };
}
