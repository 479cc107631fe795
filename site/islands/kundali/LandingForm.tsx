/**
 * The landing page's birth form (spec "Landing page"), with the rules of every birth form (kit/BirthFields,
 * kit/birth-form.ts): name, date and place required, the time optional. Submit stores the spec's `userInfo`
 * and the full details (with the place's coordinates and zone) in the birth store, remembers the birth among
 * the recent ones, then opens the chart report, whose "Ask about this chart" leads to the chat (issue 36: the
 * form once went straight to /chat, with no chart drawn and no way on to it).
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { loadBirth, saveBirth } from '../../stores/birth';
import { rememberBirth } from '../kit/recent-births';
import type { Locale } from '../../../shared/i18n/locale';
import { kundaliText } from '../../i18n/kundali';
import { localizePath } from '../../i18n/paths';
import BirthFields from '../kit/BirthFields';
import {
  BIRTH_RULES,
  firstRefusedField,
  loadBirthFieldChecks,
  validateBirthForm,
  valuesFromBirth,
  type BirthFormErrors,
  type BirthFormValues,
  type BirthRules,
} from '../kit/birth-form';
import './forms.css';

/** The home form's rules: every form's, speaking to the visitor. */
const HOME_RULES: BirthRules = { ...BIRTH_RULES, voice: 'visitor' };

/** Where the form goes after saving: the report draws the charts at once and leads on to the chat. */
const NEXT_PAGE = '/detailed-kundali';

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
  const [values, setValues] = useState<BirthFormValues>(valuesFromBirth(null));
  const [validity, setValidity] = useState({ date: true, time: true });
  const [errors, setErrors] = useState<BirthFormErrors>({});
  const [ready, setReady] = useState(false);
  const nameRef = useRef<HTMLInputElement>(null);

  // Restore what this tab entered before (back navigation from /chat keeps the inputs), and keep
  // a name typed into the server-rendered field before hydration finished.
  useEffect(() => {
    // The live DOM value holds every keystroke; the loader's copy covers a reset during hydration.
    const typedName = nameRef.current?.value || typed?.name || '';
    const stored = loadBirth();
    setValues((now) => ({ ...(stored ? valuesFromBirth(stored) : now), ...(typedName !== '' ? { name: typedName } : {}) }));
    setReady(true);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on hydration
  }, []);
  // After the render that holds the restored values, so a replayed press reads them.
  useEffect(() => {
    if (ready) onReady?.();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when ready
  }, [ready]);

  const onPatch = (patch: Partial<BirthFormValues>) => {
    setValues((now) => ({ ...now, ...patch }));
    // A field being changed loses its refusal (the others keep theirs until the next submit).
    const cleared = Object.keys(patch).map((key) => (key === 'placeName' ? 'place' : key === 'birthDate' ? 'date' : key));
    if (cleared.some((key) => errors[key as keyof BirthFormErrors]))
      setErrors((now) => Object.fromEntries(Object.entries(now).filter(([key]) => !cleared.includes(key))));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = await validateBirthForm(values, validity.date, validity.time, locale, HOME_RULES);
    if ('errors' in checked) {
      setErrors(checked.errors);
      // Focus the first bad field so keyboard and screen-reader users land on the message.
      const first = firstRefusedField(checked.errors);
      if (first) document.getElementById(`birth-${first === 'lat' || first === 'lon' ? 'place' : first}`)?.focus();
      return;
    }
    saveBirth(checked.birth);
    rememberBirth(checked.birth);
    window.location.assign(localizePath(locale, NEXT_PAGE));
  };

  const count = Object.keys(errors).length;
  return (
    <form
      className="birth-form"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      onFocus={() => void loadBirthFieldChecks().catch(() => undefined)}
      aria-describedby={count ? 'birth-form-summary' : undefined}
      data-ready={ready ? 'true' : undefined}
    >
      <div id="birth-form-summary" className="form-summary" role="status">
        {count > 0 && t.fixFields(count)}
      </div>
      <BirthFields
        idPrefix="birth"
        values={values}
        onPatch={onPatch}
        errors={errors}
        onValidity={(field, valid) => setValidity((all) => ({ ...all, [field]: valid }))}
        locale={locale}
        rules={HOME_RULES}
        namePlaceholder={t.fullNamePlaceholder}
        nameRef={nameRef}
        typed={typed}
        coordinatesFromPlace
      />
      <button type="submit" className="button-primary">
        {t.generate}
      </button>
    </form>
  );
}
