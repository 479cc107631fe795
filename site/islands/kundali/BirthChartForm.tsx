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
import { DATE_INVALID_MESSAGE, TIME_INVALID_MESSAGE } from '../../lib/date-input';
import { dateField, latField, lonField } from '../../../shared/contracts/fields';

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
/** Errors by field; `form` is a message for the whole form (e.g. the API's). */
export type BirthFormErrors = Partial<Record<FieldKey | 'form', string>>;

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

/** Checks the values; returns details when valid, else errors naming each field. */
export function validateBirthForm(
  values: BirthFormValues,
  dateValid: boolean,
  timeValid: boolean,
): { birth: BirthDetails } | { errors: BirthFormErrors } {
  const errors: BirthFormErrors = {};
  if (values.name.trim() === '') errors.name = 'Please enter the full name.';
  if (!dateValid) errors.date = DATE_INVALID_MESSAGE;
  else if (values.birthDate === '') errors.date = 'Please enter the date of birth.';
  if (!timeValid) errors.time = TIME_INVALID_MESSAGE;
  else if (values.timeOfBirth === '') errors.time = 'Please enter the time of birth.';
  if (values.placeName.trim() === '') errors.place = 'Please choose or type the place of birth.';
  // The same zod field schemas as the API (shared/contracts), so the form and /api/chart agree on what is valid.
  if (!errors.date) {
    const date = dateField.safeParse(values.birthDate);
    if (!date.success) errors.date = sentence(date.error.issues[0]?.message ?? 'date: not a valid date');
  }
  const lat = latField.safeParse(values.lat);
  const lon = lonField.safeParse(values.lon);
  if (!lat.success) errors.lat = 'Latitude must be a number from -90 to 90.';
  if (!lon.success) errors.lon = 'Longitude must be a number from -180 to 180.';
  if (Object.keys(errors).length > 0 || !lat.success || !lon.success) return { errors };
  return {
    birth: {
      name: values.name.trim(),
      birthDate: values.birthDate,
      timeOfBirth: values.timeOfBirth,
      place: { address: values.placeName.trim(), lat: lat.data, lon: lon.data, zone: values.zone },
    },
  };
}

/** "date: year 1700 is outside …" → "Year 1700 is outside …." for display beside the field. */
function sentence(message: string): string {
  const text = message.replace(/^[A-Za-z]+: /, '');
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}${text.endsWith('.') ? '' : '.'}`;
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
}: BirthChartFormProps) {
  const [dateValid, setDateValid] = useState(true);
  const [timeValid, setTimeValid] = useState(true);
  const set = (patch: Partial<BirthFormValues>) => onValues({ ...values, ...patch });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit(dateValid, timeValid);
  };
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
    <form className="birth-form birth-form--wide" noValidate onSubmit={submit} aria-busy={busy}>
      <div id="bc-summary" className="form-summary" role="alert">
        {errors.form ? errors.form : count > 0 ? `Please fix ${count} field${count === 1 ? '' : 's'} below.` : ''}
      </div>
      <div className="field">
        <label htmlFor="bc-name">
          Full Name<span aria-hidden="true"> *</span>
        </label>
        <input
          id="bc-name"
          name="fullName"
          type="text"
          autoComplete="name"
          placeholder="Enter your full name"
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
          label="Date of Birth"
          required
          value={values.birthDate}
          onChange={(birthDate) => set({ birthDate })}
          onValidity={setDateValid}
          error={errors.date}
        />
        <TimeField
          id="bc-time"
          label="Time of Birth"
          required
          value={values.timeOfBirth}
          onChange={(timeOfBirth) => set({ timeOfBirth })}
          onValidity={setTimeValid}
          error={errors.time}
        />
      </div>
      {offsetChoices.length > 0 && onChooseOffset && (
        <div className="offset-choices" role="group" aria-label="Choose the UTC offset in force at the birth">
          {offsetChoices.map((offset) => (
            <button key={offset} type="button" className="button-secondary" onClick={() => onChooseOffset(offset)}>
              Use UTC{offset}
            </button>
          ))}
        </div>
      )}
      <div className="field">
        <span className="field__label" id="bc-place-label">
          Place of Birth<span aria-hidden="true"> *</span>
        </span>
        <AddressPicker
          id="bc-place"
          labelledBy="bc-place-label"
          required
          invalid={!!errors.place}
          describedBy={errors.place ? 'bc-place-error' : undefined}
          placeholder="City, Country"
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
            Latitude<span aria-hidden="true"> *</span>
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
            Longitude<span aria-hidden="true"> *</span>
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
      <p className="field__hint">
        Zone: {values.zone ?? 'worked out from the coordinates'}. North latitudes and east longitudes are positive.
      </p>
      <div className="form-row">
        <AyanamsaSelect id="bc-ayanamsa" />
        <ChartStyleSwitch />
      </div>
      <button type="submit" className="button-primary" disabled={busy}>
        {busy ? 'Calculating…' : 'Generate Kundali'}
      </button>
    </form>
  );
}
