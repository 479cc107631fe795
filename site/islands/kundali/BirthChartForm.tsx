/**
 * The "Generate Your Kundali Chart" form: the birth fields (kit/BirthFields: the time optional as on
 * every form), then Latitude and Longitude (numbers with step 0.000001). Choosing a place fills
 * latitude, longitude and zone; typing coordinates by hand keeps the place name. Field errors
 * from the API (its `field`) are shown on the matching input, and nothing typed is lost.
 */
import { useState, type FormEvent } from 'react';
import AyanamsaSelect from './AyanamsaSelect';
import ChartStyleSwitch from '../../components/chart/ChartStyleSwitch';
import type { Locale } from '../../../shared/i18n/locale';
import { kundaliText } from '../../i18n/kundali';
import BirthFields from '../kit/BirthFields';
import { FieldError, fieldErrorProps } from '../kit/FieldError';
import { loadBirthFieldChecks, type BirthFormErrors, type BirthFormValues } from '../kit/birth-form';

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
  const [validity, setValidity] = useState({ date: true, time: true });
  const set = (patch: Partial<BirthFormValues>) => onValues({ ...values, ...patch });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit(validity.date, validity.time);
  };
  // A failed load is asked again by the submit (see validateBirthForm).
  const preloadChecks = () => void loadBirthFieldChecks().catch(() => undefined);
  const count = Object.keys(errors).filter((k) => k !== 'form').length;
  const coordinate = (key: 'lat' | 'lon') => (
    <div className="field">
      <label htmlFor={`bc-${key}`}>
        {key === 'lat' ? t.latitude : t.longitude}
        <span aria-hidden="true"> *</span>
      </label>
      <input
        id={`bc-${key}`}
        name={key === 'lat' ? 'latitude' : 'longitude'}
        type="number"
        step="0.000001"
        min={key === 'lat' ? '-90' : '-180'}
        max={key === 'lat' ? '90' : '180'}
        required
        inputMode="decimal"
        value={values[key]}
        onChange={(e) => set({ [key]: e.target.value })}
        {...fieldErrorProps(`bc-${key}`, errors[key])}
      />
      <FieldError id={`bc-${key}`} error={errors[key]} />
    </div>
  );
  return (
    <form className="birth-form birth-form--wide" noValidate onSubmit={submit} onFocus={preloadChecks} aria-busy={busy}>
      <div id="bc-summary" className="form-summary" role="alert">
        {errors.form ? t.errorPrefix(errors.form) : count > 0 ? t.fixFields(count) : ''}
      </div>
      <BirthFields
        idPrefix="bc"
        values={values}
        onPatch={set}
        errors={errors}
        onValidity={(field, valid) => setValidity((all) => ({ ...all, [field]: valid }))}
        locale={locale}
        namePlaceholder={t.fullNamePlaceholder}
        afterTime={
          offsetChoices.length > 0 &&
          onChooseOffset && (
            <div className="offset-choices" role="group" aria-label={t.chooseOffset}>
              {offsetChoices.map((offset) => (
                <button key={offset} type="button" className="button-secondary" onClick={() => onChooseOffset(offset)}>
                  {t.useOffset(offset)}
                </button>
              ))}
            </div>
          )
        }
      />
      <div className="form-row">
        {coordinate('lat')}
        {coordinate('lon')}
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
