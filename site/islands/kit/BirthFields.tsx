/**
 * The birth-details field group every form that asks for a birth uses: the recent births to fill it
 * from (RecentBirths), name, date (dd/mm/yyyy with a calendar), time (h:mm aa with a list; optional
 * unless the rules require it, empty meaning "unknown"), and place (the address picker, which gives
 * coordinates and zone). Each field shows its refusal beside it. The rules and the checks live in
 * birth-form.ts; the state in the form.
 */
import { useState, type ReactNode, type Ref } from 'react';
import AddressPicker from '../AddressPicker';
import DateField from '../kundali/DateField';
import TimeField from '../kundali/TimeField';
import type { Locale } from '../../../shared/i18n/locale';
import { kundaliText } from '../../i18n/kundali';
import {
  BIRTH_RULES,
  valuesFromBirth,
  type BirthFieldKey,
  type BirthFormErrors,
  type BirthFormValues,
  type BirthRules,
} from './birth-form';
import { FieldError, fieldErrorProps } from './FieldError';
import RecentBirths from './RecentBirths';

/** Labels a form may word its own way (the /test page keeps the spec's, My charts its own "Name"). */
export interface BirthFieldLabels {
  name: string;
  date: string;
  time: string;
  place: string;
}

export interface BirthFieldsProps {
  /** The fields' ids are `<idPrefix>-name`, `-date`, `-time`, `-place` (errors `<id>-error`). */
  idPrefix: string;
  values: BirthFormValues;
  /** Changes some values (merged into the latest state by the form). */
  onPatch(patch: Partial<BirthFormValues>): void;
  errors: BirthFormErrors;
  /** The pickers' verdict on their typed text (false: it could not be read). */
  onValidity(field: 'date' | 'time', valid: boolean): void;
  locale: Locale;
  rules?: BirthRules;
  labels?: Partial<BirthFieldLabels>;
  namePlaceholder?: string;
  nameAutoComplete?: string;
  nameRef?: Ref<HTMLInputElement>;
  /** Text typed into the server-rendered date and time inputs before hydration. */
  typed?: { date?: string | undefined; time?: string | undefined };
  /**
   * True when the form has no latitude or longitude inputs (the place gives them): their refusals are
   * shown under the place, unless the place itself is refused (its message says it all).
   */
  coordinatesFromPlace?: boolean;
  /** Shown between the time and the place (e.g. the UTC offsets to choose from for a DST gap). */
  afterTime?: ReactNode;
}

/** See the module comment. */
export default function BirthFields(props: BirthFieldsProps) {
  const { idPrefix, values, errors, locale, onPatch } = props;
  const rules = props.rules ?? BIRTH_RULES;
  const t = kundaliText[locale];
  const labels: BirthFieldLabels = {
    name: t.fullName,
    date: t.dateOfBirth,
    time: t.timeOfBirth,
    place: t.placeOfBirth,
    ...props.labels,
  };
  const id = (key: BirthFieldKey) => `${idPrefix}-${key}`;
  const showCoordinates = props.coordinatesFromPlace && !errors.place;
  // A recent birth chosen: the pickers start again from the values it gave (their typed text, their verdicts).
  const [filled, setFilled] = useState(0);
  return (
    <>
      <RecentBirths
        idPrefix={idPrefix}
        locale={locale}
        onChoose={(birth) => {
          props.onValidity('date', true);
          props.onValidity('time', true);
          onPatch(valuesFromBirth(birth));
          setFilled((n) => n + 1);
        }}
      />
      <div className="field">
        <label htmlFor={id('name')}>
          {labels.name}
          <span aria-hidden="true"> *</span>
        </label>
        <input
          ref={props.nameRef}
          id={id('name')}
          name={id('name')}
          type="text"
          autoComplete={props.nameAutoComplete ?? 'name'}
          placeholder={props.namePlaceholder}
          required
          value={values.name}
          onChange={(event) => onPatch({ name: event.target.value })}
          {...fieldErrorProps(id('name'), errors.name)}
        />
        <FieldError id={id('name')} error={errors.name} />
      </div>
      <DateField
        key={`date-${filled}`}
        id={id('date')}
        label={labels.date}
        locale={locale}
        required={rules.date === 'required'}
        typedBeforeHydration={filled === 0 ? props.typed?.date : undefined}
        value={values.birthDate}
        onChange={(birthDate) => onPatch({ birthDate })}
        onValidity={(valid) => props.onValidity('date', valid)}
        error={errors.date}
        hint={t.dateTypingHint}
      />
      <TimeField
        key={`time-${filled}`}
        id={id('time')}
        label={labels.time}
        locale={locale}
        required={rules.time === 'required'}
        typedBeforeHydration={filled === 0 ? props.typed?.time : undefined}
        value={values.timeOfBirth}
        onChange={(timeOfBirth) => onPatch({ timeOfBirth })}
        onValidity={(valid) => props.onValidity('time', valid)}
        error={errors.time}
        hint={rules.time === 'optional' ? t.timeOptionalHint : t.timeTypingHint}
      />
      {props.afterTime}
      <div className="field">
        <span className="field__label" id={`${id('place')}-label`}>
          {labels.place}
          <span aria-hidden="true"> *</span>
        </span>
        <AddressPicker
          id={id('place')}
          labelledBy={`${id('place')}-label`}
          required
          invalid={!!errors.place}
          describedBy={errors.place ? `${id('place')}-error` : undefined}
          placeholder={t.placePlaceholder}
          locale={locale}
          value={
            values.placeName ? { address: values.placeName, lat: Number(values.lat), lon: Number(values.lon), zone: values.zone } : null
          }
          onChange={(place) => onPatch({ placeName: place.address, lat: String(place.lat), lon: String(place.lon), zone: place.zone })}
        />
        <FieldError id={id('place')} error={errors.place} />
        {showCoordinates && <FieldError id={id('lat')} error={errors.lat} />}
        {showCoordinates && <FieldError id={id('lon')} error={errors.lon} />}
      </div>
    </>
  );
}
