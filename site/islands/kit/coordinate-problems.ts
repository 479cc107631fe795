/**
 * What the birth forms say about typed coordinates, without zod (in the page's first load): the
 * sentence for a latitude or longitude the schemas refuse, and the fallback reading used when the
 * schema checks (birth-field-checks.ts) could not be loaded.
 */
import { LATITUDE_LIMIT_DEG, LONGITUDE_LIMIT_DEG } from '../../../shared/contracts/coordinate-limits';
import type { Locale } from '../../../shared/i18n/locale';
import { kundaliText } from '../../i18n/kundali';
import { wordProblem } from '../../i18n/field-problems';

/** "Latitude must be a number from -90 to 90." (in the page's language): not a number or out of range, the range is what to say. */
export function coordinateProblem(field: 'lat' | 'lon', locale: Locale): string {
  const limitDeg = field === 'lat' ? LATITUDE_LIMIT_DEG : LONGITUDE_LIMIT_DEG;
  const label = field === 'lat' ? kundaliText[locale].latitude : kundaliText[locale].longitude;
  return wordProblem(locale, { code: 'outOfRange', params: { min: -limitDeg, max: limitDeg } }, label);
}

/**
 * The typed coordinates as numbers when both read as finite numbers, else the problem of each that
 * does not. Only for when the schema checks could not load (a dropped connection): the API judges
 * the same fields with the same schemas, and the form shows on its field whatever the API refuses.
 */
export function coordinatesWithoutSchemas(
  lat: string,
  lon: string,
  locale: Locale,
): { errors: { lat?: string; lon?: string }; coordinates?: { lat: number; lon: number } } {
  const read = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));
  const latitude = read(lat);
  const longitude = read(lon);
  const errors: { lat?: string; lon?: string } = {};
  if (!Number.isFinite(latitude)) errors.lat = coordinateProblem('lat', locale);
  if (!Number.isFinite(longitude)) errors.lon = coordinateProblem('lon', locale);
  if (errors.lat || errors.lon) return { errors };
  return { errors, coordinates: { lat: latitude, lon: longitude } };
}
