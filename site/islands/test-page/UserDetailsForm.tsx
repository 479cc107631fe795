/**
 * The /test page's "User Details" form (spec §5 "Test form"): name, date of birth, time of birth,
 * address (the address picker) and gender, all required; the empty "Select gender" is invalid.
 * Hands valid details to `onSubmit`; otherwise marks the empty fields and says so.
 */
import { useState, type SubmitEvent } from 'react';
import AddressPicker from '../AddressPicker';
import type { PlaceChoice } from '../../lib/place';
import type { Locale } from '../../../shared/i18n/locale';
import { testPageText } from '../../i18n/test-page';

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
  const [name, setName] = useState(initial?.name ?? '');
  const [dob, setDob] = useState(initial?.dob ?? '');
  const [time, setTime] = useState(initial?.timeOfBirth ?? '');
  const [address, setAddress] = useState<PlaceChoice | null>(initial?.address ?? null);
  const [gender, setGender] = useState<string>(initial?.gender ?? '');
  const [tried, setTried] = useState(false);

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTried(true);
    if (!event.currentTarget.checkValidity() || !name.trim() || !address || !isGender(gender)) return;
    onSubmit({ name: name.trim(), dob, timeOfBirth: time, address, gender });
  };

  return (
    <form className="test-form card" onSubmit={submit} noValidate aria-labelledby="user-details-title">
      <h2 id="user-details-title">{t.userDetails}</h2>
      <div className="test-field">
        <label htmlFor="test-name">{t.name}</label>
        <input
          id="test-name"
          required
          value={name}
          onChange={(e) => setName(e.target.value)}
          aria-invalid={tried && !name.trim()}
          autoComplete="name"
        />
      </div>
      <div className="test-field">
        <label htmlFor="test-dob">{t.dateOfBirth}</label>
        <input id="test-dob" type="date" required value={dob} onChange={(e) => setDob(e.target.value)} aria-invalid={tried && !dob} />
      </div>
      <div className="test-field">
        <label htmlFor="test-time">{t.timeOfBirth}</label>
        <input id="test-time" type="time" required value={time} onChange={(e) => setTime(e.target.value)} aria-invalid={tried && !time} />
      </div>
      <div className="test-field">
        <AddressPicker
          id="test-address"
          label={t.address}
          locale={locale}
          value={address}
          onChange={setAddress}
          required
          invalid={tried && !address}
        />
      </div>
      <div className="test-field">
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
      {tried && (!name.trim() || !dob || !time || !address || !gender) && (
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
