/**
 * The birth forms' one set of rules, outside any component: the values as typed, the errors by
 * field, and `validateBirthForm`, which every form that asks for a birth calls (home, /birth-chart
 * and the report's "Change details", matching for both persons, My charts, /test). The date and
 * coordinates are judged by the API's own zod field schemas (shared/contracts/fields.ts, through
 * birth-field-checks.ts, loaded on first focus); typed dates and times are read strictly by
 * site/lib/date-input.ts in the pickers, which report whether the text could be read.
 */
import type { BirthDetails } from '../../stores/birth';
import { BIRTH_QUERY_PLACE } from '../../lib/birth-query';
import type { Locale } from '../../../shared/i18n/locale';
import { kundaliText } from '../../i18n/kundali';
import { coordinatesWithoutSchemas } from './coordinate-problems';

/** The form's values as typed (coordinates stay text until submit so nothing is reformatted). */
export interface BirthFormValues {
  name: string;
  birthDate: string;
  timeOfBirth: string;
  placeName: string;
  lat: string;
  lon: string;
  zone: string | null;
}

/** The fields of a birth, in the order the forms show them (the first refused one takes focus). */
export const BIRTH_FIELDS = ['name', 'date', 'time', 'place', 'lat', 'lon'] as const;
/** One field of a birth form. */
export type BirthFieldKey = (typeof BIRTH_FIELDS)[number];
/** Errors by field; `form` is a message for the whole form (the API's, shown after "Error: "). */
export type BirthFormErrors = Partial<Record<BirthFieldKey | 'form', string>>;

/**
 * What a form asks of a birth. The birth time is optional everywhere a chart can be cast without it
 * (a Moon-based chart, said on the result); only /test, whose VedAstro calculators need a clock time,
 * requires it. The date is required everywhere, the home form included since it opens the report (issue 36).
 */
export interface BirthRules {
  date: 'required' | 'optional';
  time: 'required' | 'optional';
  /** The home form speaks to the visitor ("your full name"); the others name the person. */
  voice: 'visitor' | 'person';
  /**
   * Where the coordinates come from: the chosen place alone (a place not chosen says it all, the
   * coordinates are not refused besides), or also typed by hand (/birth-chart's latitude and longitude).
   */
  coordinates: 'place' | 'typed';
}

/** The rules of every form but /test (BirthRules). */
export const BIRTH_RULES: BirthRules = { date: 'required', time: 'optional', voice: 'person', coordinates: 'place' };

/** The API's birth fields → the form field that shows their refusal (a zone or offset belongs to the place). */
export const API_FIELD_TO_FORM: Readonly<Record<string, keyof BirthFormErrors>> = {
  name: 'name',
  date: 'date',
  time: 'time',
  lat: 'lat',
  lon: 'lon',
  tz: 'place',
  utcOffset: 'place',
  place: 'place',
};

/** Form values for stored details. */
export function valuesFromBirth(birth: BirthDetails | null): BirthFormValues {
  if (!birth) return { name: '', birthDate: '', timeOfBirth: '', placeName: '', lat: '', lon: '', zone: null };
  return {
    name: birth.name,
    birthDate: birth.birthDate,
    timeOfBirth: birth.timeOfBirth,
    placeName: birth.place.address,
    lat: String(birth.place.lat),
    lon: String(birth.place.lon),
    zone: birth.place.zone,
  };
}

/** The form as a page query gave it when the API must read it first (queryAsksApi: a place named without coordinates, still to be chosen; an unknown option). */
export function valuesTypedInQuery(params: URLSearchParams): BirthFormValues {
  return {
    name: params.get('name') ?? '',
    birthDate: params.get('date') ?? '',
    timeOfBirth: params.get('time') ?? '',
    placeName: params.get(BIRTH_QUERY_PLACE) ?? '',
    lat: params.get('lat') ?? '',
    lon: params.get('lon') ?? '',
    zone: params.get('tz') ?? params.get('utcOffset'),
  };
}

/** The first refused field, in the order the form shows them. */
export function firstRefusedField(errors: BirthFormErrors): BirthFieldKey | undefined {
  return BIRTH_FIELDS.find((key) => errors[key]);
}

/** The zod-backed checks (birth-field-checks.ts), loading or loaded; undefined again after a failed load, so a later submit asks again. */
let fieldChecks: Promise<typeof import('./birth-field-checks')> | undefined;

/**
 * Starts loading the checks that read the API's own field schemas (zod, ~22 kB gzipped, kept out of
 * the page's first load); the forms call it when the visitor first focuses one of their fields, long
 * before a submit needs it. Returns the loading module.
 */
export function loadBirthFieldChecks(): Promise<typeof import('./birth-field-checks')> {
  fieldChecks ??= import('./birth-field-checks').catch((error: unknown) => {
    fieldChecks = undefined;
    throw error;
  });
  return fieldChecks;
}

/**
 * Checks the values by `rules`; returns details when valid, else errors naming each field.
 * `dateValid` and `timeValid` are the pickers' verdicts on the typed text (false: it could not be read).
 */
export async function validateBirthForm(
  values: BirthFormValues,
  dateValid: boolean,
  timeValid: boolean,
  locale: Locale = 'en',
  rules: BirthRules = BIRTH_RULES,
): Promise<{ birth: BirthDetails } | { errors: BirthFormErrors }> {
  const t = kundaliText[locale];
  const errors: BirthFormErrors = {};
  if (values.name.trim() === '') errors.name = rules.voice === 'visitor' ? t.yourNameRequired : t.nameRequired;
  if (!dateValid) errors.date = t.dateInvalid;
  else if (values.birthDate === '' && rules.date === 'required') errors.date = t.dateRequired;
  if (!timeValid) errors.time = t.timeInvalid;
  else if (values.timeOfBirth === '' && rules.time === 'required') errors.time = t.timeRequired;
  if (values.placeName.trim() === '') errors.place = rules.voice === 'visitor' ? t.yourPlaceRequired : t.placeRequired;
  // The same zod field schemas as the API (shared/contracts), so the form and the API agree on what is valid. When
  // they cannot load (a dropped connection; browsers keep a failed import failed), the API is the check: it names any
  // field it refuses, and the form shows that on the field with everything typed kept.
  const date = errors.date || values.birthDate === '' ? null : values.birthDate;
  const fields = await loadBirthFieldChecks().then(
    (checks) => checks.checkBirthFields(date, values.lat, values.lon, locale),
    () => coordinatesWithoutSchemas(values.lat, values.lon, locale),
  );
  if (errors.place && rules.coordinates === 'place') return { errors };
  Object.assign(errors, fields.errors);
  if (Object.keys(errors).length > 0 || !fields.coordinates) return { errors };
  return {
    birth: {
      name: values.name.trim(),
      birthDate: values.birthDate,
      timeOfBirth: values.timeOfBirth,
      place: { address: values.placeName.trim(), lat: fields.coordinates.lat, lon: fields.coordinates.lon, zone: values.zone },
    },
  };
}
