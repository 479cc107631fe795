/**
 * The "Generate Your Kundali Chart" form: Full Name, Date of Birth, Time of Birth, Place of
 * Birth, Latitude, Longitude (all required; numbers with step 0.000001). Choosing a place fills
 * latitude, longitude and zone; typing coordinates by hand keeps the place name. Field errors
 * from the API (its `field`) are shown on the matching input, and nothing typed is lost.
 */
import { useState, type FormEvent } from 'react';
import AddressPicker from '../AddressPicker';
import DateField from './DateField';
import TimeField from './TimeField';
import AyanamsaSelect from './AyanamsaSelect';
import ChartStyleSwitch from '../../components/chart/ChartStyleSwitch';
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

type FieldKey = 'name' | 'date' | 'time' | 'place' | 'lat' | 'lon';
/** Errors by field; `form` is a message for the whole form (the API's, shown after "Error: "). */
export type BirthFormErrors = Partial<Record<FieldKey | 'form', string>>;

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

/** The zod-backed checks (birth-field-checks.ts), loading or loaded; undefined again after a failed load, so a later submit asks again. */
let fieldChecks: Promise<typeof import('./birth-field-checks')> | undefined;

/**
 * Starts loading the checks that read the API's own field schemas (zod, ~22 kB gzipped, kept out of
 * the page's first load); the form calls it when the visitor first focuses one of its fields, long
 * before a submit needs it. Returns the loading module.
 */
export function loadBirthFieldChecks(): Promise<typeof import('./birth-field-checks')> {
  fieldChecks ??= import('./birth-field-checks').catch((error: unknown) => {
    fieldChecks = undefined;
    throw error;
  });
  return fieldChecks;
}

/** Checks the values; returns details when valid, else errors naming each field. */
export async function validateBirthForm(
  values: BirthFormValues,
  dateValid: boolean,
  timeValid: boolean,
  locale: Locale = 'en',
): Promise<{ birth: BirthDetails } | { errors: BirthFormErrors }> {
  const t = kundaliText[locale];
  const errors: BirthFormErrors = {};
  if (values.name.trim() === '') errors.name = t.nameRequired;
  if (!dateValid) errors.date = t.dateInvalid;
  else if (values.birthDate === '') errors.date = t.dateRequired;
  if (!timeValid) errors.time = t.timeInvalid;
  else if (values.timeOfBirth === '') errors.time = t.timeRequired;
  if (values.placeName.trim() === '') errors.place = t.placeRequired;
  // The same zod field schemas as the API (shared/contracts), so the form and /api/chart agree on what is valid. When
  // they cannot load (a dropped connection; browsers keep a failed import failed), the API is the check: it names any
  // field it refuses, and the form shows that on the field with everything typed kept.
  const fields = await loadBirthFieldChecks().then(
    (checks) => checks.checkBirthFields(errors.date ? null : values.birthDate, values.lat, values.lon, locale),
    () => coordinatesWithoutSchemas(values.lat, values.lon, locale),
  );
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

export interface BirthChartFormProps {
  values: BirthFormValues;
  onValues(values: BirthFormValues): void;
  errors: BirthFormErrors;
  busy: boolean;
  onSubmit(dateValid: boolean, timeValid: boolean): void;
  /** UTC offsets the API offered for a birth time in a DST gap/overlap; choosing one resubmits. */
  offsetChoices?: string[];
  onChooseOffset?(utcOffset: string): void;
  /** The page's language; default English. */
  locale?: Locale;
}

/** The form; state lives in the parent so it survives the result view and API errors. */
export default function BirthChartForm({
  values,
  onValues,
  errors,
  busy,
  onSubmit,
  offsetChoices = [],
  onChooseOffset,
  locale = 'en',
}: BirthChartFormProps) {
  const t = kundaliText[locale];
  const [dateValid, setDateValid] = useState(true);
  const [timeValid, setTimeValid] = useState(true);
  const set = (patch: Partial<BirthFormValues>) => onValues({ ...values, ...patch });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit(dateValid, timeValid);
  };
  // A failed load is asked again by the submit (see validateBirthForm).
  const preloadChecks = () => void loadBirthFieldChecks().catch(() => undefined);
  const count = Object.keys(errors).filter((k) => k !== 'form').length;
  const errorProps = (key: FieldKey) => ({
    'aria-invalid': errors[key] ? true : undefined,
    'aria-describedby': errors[key] ? `bc-${key}-error` : undefined,
  });
  const errorText = (key: FieldKey) =>
    errors[key] && (
      <p id={`bc-${key}-error`} className="field__error">
        {errors[key]}
      </p>
    );
  return (
    <form className="birth-form birth-form--wide" noValidate onSubmit={submit} onFocus={preloadChecks} aria-busy={busy}>
      <div id="bc-summary" className="form-summary" role="alert">
        {errors.form ? t.errorPrefix(errors.form) : count > 0 ? t.fixFields(count) : ''}
      </div>
      <div className="field">
        <label htmlFor="bc-name">
          {t.fullName}
          <span aria-hidden="true"> *</span>
        </label>
        <input
          id="bc-name"
          name="fullName"
          type="text"
          autoComplete="name"
          placeholder={t.fullNamePlaceholder}
          required
          value={values.name}
          onChange={(e) => set({ name: e.target.value })}
          {...errorProps('name')}
        />
        {errorText('name')}
      </div>
      <div className="form-row">
        <DateField
          id="bc-date"
          label={t.dateOfBirth}
          locale={locale}
          required
          value={values.birthDate}
          onChange={(birthDate) => set({ birthDate })}
          onValidity={setDateValid}
          error={errors.date}
        />
        <TimeField
          id="bc-time"
          label={t.timeOfBirth}
          locale={locale}
          required
          value={values.timeOfBirth}
          onChange={(timeOfBirth) => set({ timeOfBirth })}
          onValidity={setTimeValid}
          error={errors.time}
        />
      </div>
      {offsetChoices.length > 0 && onChooseOffset && (
        <div className="offset-choices" role="group" aria-label={t.chooseOffset}>
          {offsetChoices.map((offset) => (
            <button key={offset} type="button" className="button-secondary" onClick={() => onChooseOffset(offset)}>
              {t.useOffset(offset)}
            </button>
          ))}
        </div>
      )}
      <div className="field">
        <span className="field__label" id="bc-place-label">
          {t.placeOfBirth}
          <span aria-hidden="true"> *</span>
        </span>
        <AddressPicker
          id="bc-place"
          labelledBy="bc-place-label"
          required
          invalid={!!errors.place}
          describedBy={errors.place ? 'bc-place-error' : undefined}
          placeholder={t.placePlaceholder}
          locale={locale}
          value={
            values.placeName ? { address: values.placeName, lat: Number(values.lat), lon: Number(values.lon), zone: values.zone } : null
          }
          onChange={(place) => set({ placeName: place.address, lat: String(place.lat), lon: String(place.lon), zone: place.zone })}
        />
        {errorText('place')}
      </div>
      <div className="form-row">
        <div className="field">
          <label htmlFor="bc-lat">
            {t.latitude}
            <span aria-hidden="true"> *</span>
          </label>
          <input
            id="bc-lat"
            name="latitude"
            type="number"
            step="0.000001"
            min="-90"
            max="90"
            required
            inputMode="decimal"
            value={values.lat}
            onChange={(e) => set({ lat: e.target.value })}
            {...errorProps('lat')}
          />
          {errorText('lat')}
        </div>
        <div className="field">
          <label htmlFor="bc-lon">
            {t.longitude}
            <span aria-hidden="true"> *</span>
          </label>
          <input
            id="bc-lon"
            name="longitude"
            type="number"
            step="0.000001"
            min="-180"
            max="180"
            required
            inputMode="decimal"
            value={values.lon}
            onChange={(e) => set({ lon: e.target.value })}
            {...errorProps('lon')}
          />
          {errorText('lon')}
        </div>
      </div>
      <p className="field__hint">{t.zoneHint(values.zone ?? null)}</p>
      <div className="form-row">
        <AyanamsaSelect id="bc-ayanamsa" locale={locale} />
        <ChartStyleSwitch locale={locale} />
      </div>
      <button type="submit" className="button-primary" disabled={busy}>
        {busy ? t.calculating : t.generate}
      </button>
    </form>
  );
}
