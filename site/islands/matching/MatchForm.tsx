/**
 * The two birth forms of /kundali-matching (bride and groom), each the birth fields every form uses
 * (kit/BirthFields, ids `bride-…` and `groom-…`), with the summary of what to fix above them.
 */
import { MATCH_PERSONS, type MatchPerson, matchPersonName } from '../../../shared/vocabulary/match-person';
import type { FormEvent } from 'react';
import type { Locale } from '../../../shared/i18n/locale';
import { kundaliText } from '../../i18n/kundali';
import { matchingText } from '../../i18n/matching';
import BirthFields from '../kit/BirthFields';
import { loadBirthFieldChecks, type BirthFormErrors, type BirthFormValues } from '../kit/birth-form';

export interface MatchFormProps {
  locale: Locale;
  values: Record<MatchPerson, BirthFormValues>;
  errors: Record<MatchPerson, BirthFormErrors>;
  /** A message above the forms (the API's refusal, or "fix the marked fields"); else the count of refused fields. */
  formError: string;
  /** Changes some of a person's values (merged into the latest state, so changes in one render all hold). */
  onPatch(person: MatchPerson, patch: Partial<BirthFormValues>): void;
  onValidity(person: MatchPerson, field: 'date' | 'time', valid: boolean): void;
  onSubmit(event: FormEvent<HTMLFormElement>): void;
}

/** See the module comment. */
export default function MatchForm({ locale, values, errors, formError, onPatch, onValidity, onSubmit }: MatchFormProps) {
  const t = matchingText[locale];
  const count = MATCH_PERSONS.reduce((n, person) => n + Object.keys(errors[person]).length, 0);
  // The form's zod-backed checks load when a field is first focused (kit/birth-form.ts `loadBirthFieldChecks`).
  const preloadChecks = () => void loadBirthFieldChecks().catch(() => undefined);
  return (
    <form className="birth-form birth-form--wide match-form" noValidate onSubmit={onSubmit} onFocus={preloadChecks}>
      <div className="form-summary" role="alert">
        {formError || (count > 0 ? kundaliText[locale].fixFields(count) : '')}
      </div>
      <div className="match-form__people">
        {MATCH_PERSONS.map((person) => (
          <fieldset key={person} className="match-person">
            <legend>{t.legend(matchPersonName(person, locale))}</legend>
            <BirthFields
              idPrefix={person}
              values={values[person]}
              onPatch={(patch) => onPatch(person, patch)}
              errors={errors[person]}
              onValidity={(field, valid) => onValidity(person, field, valid)}
              locale={locale}
              nameAutoComplete="off"
              coordinatesFromPlace
            />
          </fieldset>
        ))}
      </div>
      <button type="submit" className="button-primary">
        {t.submit}
      </button>
    </form>
  );
}
