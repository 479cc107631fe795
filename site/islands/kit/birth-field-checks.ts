/**
 * The birth form's checks that read the API's own field schemas (shared/contracts/fields.ts, zod):
 * the date's calendar and supported range, and the coordinates' ranges, worded for the form. Loaded
 * when the visitor first focuses a field (birth-form.ts `loadBirthFieldChecks`), not with the page:
 * zod was ~22 kB of the form pages' ~128 kB of first-load JavaScript (gzipped).
 */
import type { z } from 'zod';
import { dateField, latField, lonField } from '../../../shared/contracts/fields';
import { problemOfIssue } from '../../../shared/contracts/field-problem';
import type { Locale } from '../../../shared/i18n/locale';
import { kundaliText } from '../../i18n/kundali';
import { wordProblem } from '../../i18n/field-problems';
import { coordinateProblem } from './coordinate-problems';

/** What the schemas found: a message per refused field, and the coordinates as numbers when both are valid. */
export interface BirthFieldCheck {
  errors: { date?: string; lat?: string; lon?: string };
  coordinates?: { lat: number; lon: number };
}

/** Checks `birthDate` (skipped when null: the form already refused it) and the typed coordinates. */
export function checkBirthFields(birthDate: string | null, lat: string, lon: string, locale: Locale): BirthFieldCheck {
  const errors: BirthFieldCheck['errors'] = {};
  if (birthDate !== null) {
    const date = dateField.safeParse(birthDate);
    if (!date.success) errors.date = dateProblem(date.error.issues[0], locale);
  }
  const latitude = latField.safeParse(lat);
  const longitude = lonField.safeParse(lon);
  if (!latitude.success) errors.lat = coordinateProblem('lat', locale);
  if (!longitude.success) errors.lon = coordinateProblem('lon', locale);
  if (!latitude.success || !longitude.success) return { errors };
  return { errors, coordinates: { lat: latitude.data, lon: longitude.data } };
}

/**
 * The date schema's refusal for display beside the field: in English its own message ("date: day 30
 * does not exist in …" → "Day 30 does not exist in …."), in other languages its code worded there.
 */
function dateProblem(issue: z.core.$ZodIssue | undefined, locale: Locale): string {
  if (locale === 'en') return sentence(issue?.message ?? 'date: not a valid date');
  if (!issue) return kundaliText[locale].dateInvalid;
  return wordProblem(locale, problemOfIssue(issue), kundaliText[locale].dateOfBirth);
}

/** "date: year 1700 is outside …" → "Year 1700 is outside …." for display beside the field. */
function sentence(message: string): string {
  const text = message.replace(/^[A-Za-z]+: /, '');
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}${text.endsWith('.') ? '' : '.'}`;
}
