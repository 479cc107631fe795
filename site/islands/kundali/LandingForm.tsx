/**
 * The landing page's birth form (spec "Landing page"): Full Name and Place of Birth required,
 * date and time optional. Submit stores the spec's `userInfo` and the full details (with the
 * place's coordinates and zone) in the birth store, then goes to /chat.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import AddressPicker from '../AddressPicker';
import DateField from './DateField';
import TimeField from './TimeField';
import { loadBirth, saveBirth } from '../../stores/birth';
import type { PlaceChoice } from '../../lib/place';
import type { Locale } from '../../../shared/i18n/locale';
import { kundaliText } from '../../i18n/kundali';
import { localizePath } from '../../i18n/paths';
import './forms.css';

type FieldKey = 'name' | 'date' | 'time' | 'place';
type Errors = Partial<Record<FieldKey, string>>;

/** Where the form goes after saving. */
const NEXT_PAGE = '/chat';

export interface LandingFormProps {
  /** Called once after the form has hydrated and restored its values (the page's loader replays focus and a press). */
  onReady?(): void;
  /** Text typed into the server-rendered inputs before hydration (the loader reads it). */
  typed?: { name: string; date: string; time: string };
  /** The page's language (the home page passes it; English when absent). */
  locale?: Locale;
}

/** The landing form; see the file comment. */
export default function LandingForm({ onReady, typed, locale = 'en' }: LandingFormProps = {}) {
  const t = kundaliText[locale];
  const [name, setName] = useState('');
  const [birthDate, setBirthDate] = useState('');
  const [timeOfBirth, setTimeOfBirth] = useState('');
  const [place, setPlace] = useState<PlaceChoice | null>(null);
  const [dateValid, setDateValid] = useState(true);
  const [timeValid, setTimeValid] = useState(true);
  const [errors, setErrors] = useState<Errors>({});
  const [ready, setReady] = useState(false);
  const nameRef = useRef<HTMLInputElement>(null);

  // Restore what this tab entered before (back navigation from /chat keeps the inputs), and keep
  // a name typed into the server-rendered field before hydration finished.
  useEffect(() => {
    // The live DOM value holds every keystroke; the loader's copy covers a reset during hydration.
    const typedName = nameRef.current?.value || typed?.name || '';
    const stored = loadBirth();
    if (stored) {
      setName(stored.name);
      setBirthDate(stored.birthDate);
      setTimeOfBirth(stored.timeOfBirth);
      setPlace(stored.place);
    }
    if (typedName !== '') setName(typedName);
    setReady(true);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on hydration
  }, []);
  // After the render that holds the restored values, so a replayed press reads them.
  useEffect(() => {
    if (ready) onReady?.();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when ready
  }, [ready]);

  const validate = (): Errors => {
    const found: Errors = {};
    if (name.trim() === '') found.name = t.yourNameRequired;
    if (!dateValid) found.date = t.dateInvalid;
    if (!timeValid) found.time = t.timeInvalid;
    if (!place) found.place = t.yourPlaceRequired;
    return found;
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    const first = (['name', 'date', 'time', 'place'] as const).find((key) => found[key]);
    if (first) {
      // Focus the first bad field so keyboard and screen-reader users land on the message.
      document.getElementById(first === 'place' ? 'birth-place' : `birth-${first}`)?.focus();
      return;
    }
    saveBirth({ name: name.trim(), birthDate, timeOfBirth, place: place! });
    window.location.assign(localizePath(locale, NEXT_PAGE));
  };

  const count = Object.keys(errors).length;
  return (
    <form
      className="birth-form"
      noValidate
      onSubmit={onSubmit}
      aria-describedby={count ? 'birth-form-summary' : undefined}
      data-ready={ready ? 'true' : undefined}
    >
      <div id="birth-form-summary" className="form-summary" role="status">
        {count > 0 && t.fixFields(count)}
      </div>
      <div className="field">
        <label htmlFor="birth-name">
          {t.fullName}
          <span aria-hidden="true"> *</span>
        </label>
        <input
          ref={nameRef}
          id="birth-name"
          name="name"
          type="text"
          autoComplete="name"
          placeholder={t.fullNamePlaceholder}
          required
          value={name}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={errors.name ? 'birth-name-error' : undefined}
          onChange={(event) => {
            setName(event.target.value);
            if (errors.name) setErrors({ ...errors, name: undefined });
          }}
        />
        {errors.name && (
          <p id="birth-name-error" className="field__error">
            {errors.name}
          </p>
        )}
      </div>
      <DateField
        id="birth-date"
        label={t.dateOfBirth}
        locale={locale}
        typedBeforeHydration={typed?.date}
        value={birthDate}
        onChange={setBirthDate}
        onValidity={setDateValid}
        error={errors.date}
        hint={t.dateTypingHint}
      />
      <TimeField
        id="birth-time"
        label={t.timeOfBirth}
        locale={locale}
        typedBeforeHydration={typed?.time}
        value={timeOfBirth}
        onChange={setTimeOfBirth}
        onValidity={setTimeValid}
        error={errors.time}
        hint={t.timeOptionalHint}
      />
      <div className="field">
        <span className="field__label" id="birth-place-label">
          {t.placeOfBirth}
          <span aria-hidden="true"> *</span>
        </span>
        <AddressPicker
          id="birth-place"
          value={place}
          onChange={(chosen) => {
            setPlace(chosen);
            if (errors.place) setErrors({ ...errors, place: undefined });
          }}
          required
          invalid={!!errors.place}
          describedBy={errors.place ? 'birth-place-error' : undefined}
          placeholder={t.placePlaceholder}
          locale={locale}
          labelledBy="birth-place-label"
        />
        {errors.place && (
          <p id="birth-place-error" className="field__error">
            {errors.place}
          </p>
        )}
      </div>
      <button type="submit" className="button-primary">
        {t.generate}
      </button>
    </form>
  );
}
