/**
 * Editing a saved chart's birth with the birth fields every form uses: the saved fields (the query
 * fields of `GET /api/chart`, site/lib/saved-birth.ts) as form values, and the form's values back as
 * saved fields. Coordinates and zone are kept unless the place changes, and a new place brings its
 * own; a chart saved with a place name only (no coordinates) keeps being looked up by name.
 */
import { isUtcOffset } from '../../lib/place';
import type { BirthFormValues } from '../kit/birth-form';

/** The form's values for saved birth fields (the zone: the IANA zone, else the fixed offset). */
export function valuesOfSaved(birth: Record<string, string>): BirthFormValues {
  return {
    name: birth.name ?? '',
    birthDate: birth.date ?? '',
    timeOfBirth: birth.time ?? '',
    placeName: birth.place ?? '',
    lat: birth.lat ?? '',
    lon: birth.lon ?? '',
    zone: birth.tz ?? birth.utcOffset ?? null,
  };
}

/** True when the values name the saved place as it was (the same name and coordinates). */
export function samePlace(before: Record<string, string>, values: BirthFormValues): boolean {
  return values.placeName.trim() === (before.place ?? '') && values.lat === (before.lat ?? '') && values.lon === (before.lon ?? '');
}

/**
 * The saved fields after an edit. A new place replaces the coordinates and zone with its own; with the
 * same place, a new date or time drops the stored offset when a zone is kept (the zone decides it again
 * for the new instant); a fixed offset without a zone is the place's zone and stays.
 */
export function editedBirth(before: Record<string, string>, values: BirthFormValues): Record<string, string> {
  const birth: Record<string, string> = { ...before, name: values.name.trim(), date: values.birthDate };
  if (values.timeOfBirth) birth.time = values.timeOfBirth;
  else delete birth.time;
  if (!samePlace(before, values)) {
    for (const key of ['lat', 'lon', 'tz', 'utcOffset']) delete birth[key];
    birth.place = values.placeName.trim();
    if (values.lat !== '' && values.lon !== '') Object.assign(birth, { lat: values.lat, lon: values.lon });
    if (values.zone) birth[isUtcOffset(values.zone) ? 'utcOffset' : 'tz'] = values.zone;
  } else if (birth.tz && (birth.date !== before.date || birth.time !== before.time)) {
    delete birth.utcOffset;
  }
  return birth;
}
