/**
 * The /test page's "User Details" form (spec §5 "Test form"): the birth fields every form uses
 * (kit/BirthFields with the spec's labels; the time required here, as the VedAstro calculators need a
 * clock time) and gender, all required; the empty "Select gender" is invalid. Hands valid details to
 * `onSubmit`; otherwise marks each refused field beside it and says so.
 */
import { useState, type SubmitEvent } from 'react';
import type { PlaceChoice } from '../../lib/place';
import type { Locale } from '../../../shared/i18n/locale';
import { testPageText } from '../../i18n/test-page';
import BirthFields from '../kit/BirthFields';
import {
  BIRTH_RULES,
  loadBirthFieldChecks,
  validateBirthForm,
  valuesFromBirth,
  type BirthFormErrors,
  type BirthFormValues,
  type BirthRules,
} from '../kit/birth-form';
import '../kundali/forms.css';

/** The genders offered (spec §3). */
export const GENDERS = ['male', 'female', 'other'] as const;
/** One gender. */
export type Gender = (typeof GENDERS)[number];

/** Valid details: date `YYYY-MM-DD`, time `HH:MM`. */
export interface UserDetails {
  name: string;
  dob: string;
  timeOfBirth: string;
  address: PlaceChoice;
  gender: Gender;
}

/** The VedAstro calculators take a clock time: the one form whose time is required. */
const TEST_RULES: BirthRules = { ...BIRTH_RULES, time: 'required' };

const isGender = (value: string): value is Gender => (GENDERS as readonly string[]).includes(value);

/** The form (see the file comment); `initial` refills it after a failed submit. */
export default function UserDetailsForm({
  onSubmit,
  initial,
  locale = 'en',
}: {
  onSubmit(details: UserDetails): void;
  initial?: UserDetails | null;
  locale?: Locale;
}) {
  const t = testPageText[locale];
  const [values, setValues] = useState<BirthFormValues>(() =>
    valuesFromBirth(
      initial ? { name: initial.name, birthDate: initial.dob, timeOfBirth: initial.timeOfBirth, place: initial.address } : null,
    ),
  );
  const [validity, setValidity] = useState({ date: true, time: true });
  const [errors, setErrors] = useState<BirthFormErrors>({});
  const [gender, setGender] = useState<string>(initial?.gender ?? '');
  const [tried, setTried] = useState(false);

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTried(true);
    const checked = await validateBirthForm(values, validity.date, validity.time, locale, TEST_RULES);
    setErrors('errors' in checked ? checked.errors : {});
    if ('errors' in checked || !isGender(gender)) return;
    const { birth } = checked;
    onSubmit({ name: birth.name, dob: birth.birthDate, timeOfBirth: birth.timeOfBirth, address: birth.place, gender });
  };

  return (
    <form
      className="test-form card"
      onSubmit={(event) => void submit(event)}
      onFocus={() => void loadBirthFieldChecks().catch(() => undefined)}
      noValidate
      aria-labelledby="user-details-title"
    >
      <h2 id="user-details-title">{t.userDetails}</h2>
      <BirthFields
        idPrefix="test"
        values={values}
        onPatch={(patch) => setValues((now) => ({ ...now, ...patch }))}
        errors={errors}
        onValidity={(field, valid) => setValidity((all) => ({ ...all, [field]: valid }))}
        locale={locale}
        rules={TEST_RULES}
        labels={{ name: t.name, date: t.dateOfBirth, time: t.timeOfBirth, place: t.address }}
        coordinatesFromPlace
      />
      <div className="field">
        <label htmlFor="test-gender">{t.gender}</label>
        <select id="test-gender" required value={gender} onChange={(e) => setGender(e.target.value)} aria-invalid={tried && !gender}>
          <option value="">{t.selectGender}</option>
          {GENDERS.map((g) => (
            <option key={g} value={g}>
              {t.genders[g]}
            </option>
          ))}
        </select>
      </div>
      {tried && (Object.keys(errors).length > 0 || !gender) && (
        <p className="test-invalid" role="alert">
          {t.fillEveryField}
        </p>
      )}
      <button type="submit" className="button">
        {t.submit}
      </button>
    </form>
  );
}
