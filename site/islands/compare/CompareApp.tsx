/**
 * The /compare page's island: a birth (the kit's BirthFields, or the birth in the URL as the report
 * and My charts put it there) and the programs to compare; then the chart under each program's
 * settings side by side (CompareTable) and why they differ, what would make them agree and the
 * values close to a boundary (CompareExplain), loaded from /api/compare with the kit's useLoad.
 * The birth and the programs live in the URL, so a comparison can be shared and reloaded.
 */
import { useEffect, useState, type FormEvent } from 'react';
import type { Comparison } from '../../../shared/chart/compare/compare';
import { PROFILE_IDS, type ProfileId, programName } from '../../../shared/chart/profiles';
import { SITE_DEFAULT_AYANAMSA } from '../../../shared/vocabulary/settings';
import type { LocaleProps } from '../../i18n/locale-props';
import { compareText } from '../../i18n/compare';
import { kundaliText } from '../../i18n/kundali';
import { ApiError } from '../../lib/api-client';
import { birthToQuery, queryToBirth, type BirthRequest } from '../../lib/birth-query';
import { fetchComparison } from '../../lib/compare-view';
import BirthFields from '../kit/BirthFields';
import { API_FIELD_TO_FORM, loadBirthFieldChecks, validateBirthForm, valuesFromBirth, type BirthFormErrors } from '../kit/birth-form';
import { useLoad } from '../kit/load';
import { FailureView, LoadingView } from '../kit/StatusView';
import { useShownRefusal } from '../useRefusalText';
import CompareExplain from './CompareExplain';
import CompareTable from './CompareTable';
import './compare.css';

/** The programs offered (ours is always compared, first). */
const OTHERS = PROFILE_IDS.filter((id) => id !== 'default');
/** Ticked on a first visit: the programs people most often compare with. */
const FIRST_TICKED: readonly ProfileId[] = ['astrosage', 'jhora', 'pyjhora', 'drik'];

/** A request: the birth and the programs, also the load's key. */
interface Ask {
  request: BirthRequest;
  programs: ProfileId[];
}

function programsOfUrl(params: URLSearchParams): ProfileId[] {
  const raw = params.get('profiles');
  if (raw === null) return [...FIRST_TICKED];
  return OTHERS.filter((id) => raw.split(',').includes(id));
}

/** The API's refusal as the page shows it (the field it names, and its words). */
const refusalOf = (error: unknown): ApiError | null => (error instanceof ApiError ? error : null);

export default function CompareApp({ locale }: LocaleProps) {
  const t = compareText[locale];
  const k = kundaliText[locale];
  const [values, setValues] = useState(valuesFromBirth(null));
  const [programs, setPrograms] = useState<ProfileId[]>([...FIRST_TICKED]);
  const [validity, setValidity] = useState({ date: true, time: true });
  const [errors, setErrors] = useState<BirthFormErrors>({});
  const [ask, setAsk] = useState<Ask | null>(null);

  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    const request = queryToBirth(params);
    const chosen = programsOfUrl(params);
    setPrograms(chosen);
    if (request) {
      setValues(valuesFromBirth(request.birth));
      setAsk({ request, programs: chosen });
    }
  }, []);

  const { state, retry } = useLoad<Comparison, ApiError | null>(
    'compare',
    ask && JSON.stringify(ask),
    () => fetchComparison(ask!.request, ask!.programs),
    refusalOf,
  );

  useEffect(() => {
    if (state.kind !== 'failed' || !state.error?.field) return;
    const field = API_FIELD_TO_FORM[state.error.field];
    if (!field) return;
    const error = state.error;
    if (locale === 'en') return setErrors({ [field]: error.message });
    // Another language words the refusal's code (site/i18n/birth-refusal.ts, loaded only when a field is refused).
    void import('../../i18n/birth-refusal').then(({ wordBirthRefusal }) => setErrors({ [field]: wordBirthRefusal(locale, error) }));
  }, [state, locale]);
  const failure = useShownRefusal(locale, state.kind === 'failed' ? state.error : null, t.failed);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = await validateBirthForm(values, validity.date, validity.time, locale);
    if ('errors' in checked) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    const request: BirthRequest = { birth: checked.birth, ayanamsa: ask?.request.ayanamsa ?? SITE_DEFAULT_AYANAMSA };
    if (ask?.request.node) request.node = ask.request.node;
    const query = birthToQuery(request);
    query.set('profiles', programs.join(','));
    window.history.replaceState(null, '', `?${query}`);
    setAsk({ request, programs });
  };
  const toggle = (id: ProfileId, on: boolean) => setPrograms((all) => OTHERS.filter((p) => (p === id ? on : all.includes(p))));
  const count = Object.keys(errors).filter((key) => key !== 'form').length;

  return (
    <div className="compare">
      <form
        className="birth-form birth-form--wide"
        noValidate
        onSubmit={submit}
        onFocus={() => void loadBirthFieldChecks().catch(() => undefined)}
      >
        <div id="cmp-summary" className="form-summary" role="alert">
          {errors.form ? k.errorPrefix(errors.form) : count > 0 ? k.fixFields(count) : ''}
        </div>
        <BirthFields
          idPrefix="cmp"
          values={values}
          onPatch={(patch) => setValues((v) => ({ ...v, ...patch }))}
          errors={errors}
          onValidity={(field, valid) => setValidity((all) => ({ ...all, [field]: valid }))}
          locale={locale}
          namePlaceholder={k.fullNamePlaceholder}
        />
        <fieldset className="compare__programs">
          <legend>{t.programs}</legend>
          <p className="field__hint">{t.ours}</p>
          {OTHERS.map((id) => (
            <label key={id} className="compare__program">
              <input
                type="checkbox"
                name="profiles"
                value={id}
                checked={programs.includes(id)}
                onChange={(e) => toggle(id, e.target.checked)}
              />
              <span>{programName(id, locale)}</span>
            </label>
          ))}
        </fieldset>
        <button type="submit" className="button-primary" disabled={state.kind === 'loading'}>
          {t.compare}
        </button>
      </form>
      <div aria-live="polite">
        {state.kind === 'loading' && <LoadingView text={t.calculating} />}
        {state.kind === 'failed' && (
          <FailureView title={t.failedTitle} text={failure}>
            <button type="button" className="button-secondary" onClick={retry}>
              {t.tryAgain}
            </button>
          </FailureView>
        )}
      </div>
      {state.kind === 'ready' && (
        <>
          <CompareTable comparison={state.data} locale={locale} />
          <CompareExplain comparison={state.data} locale={locale} />
        </>
      )}
    </div>
  );
}
