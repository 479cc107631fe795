/**
 * /birth-chart: the "Generate Your Kundali Chart" form and its result view "Kundli & Planetary
 * Position". Submitting puts the birth in the URL (same names as /api/chart) and loads the
 * chart; a URL with those parameters opens the result directly (`edit=1` opens the form filled
 * in), also when it names the place instead of giving coordinates (the API resolves it; an
 * unknown or ambiguous place opens the form as the URL gave it, the refusal on the place). "Change details" returns to the form with every value kept; an API error keeps the form
 * as typed and marks the field the API named.
 */
import { useStore } from '@nanostores/react';
import { startTransition, useCallback, useEffect, useState } from 'react';
import type { ChartPositionsView } from '../../../shared/chart/view';
import { birthToQuery, queryAsksApi, queryToBirth, type BirthRequest } from '../../lib/birth-query';
import type { NodeType } from '../../../shared/vocabulary/settings';
import { $ayanamsa, loadPrefs, setAyanamsa, $chartStyle } from '../../stores/prefs';
import { loadBirth, saveBirth } from '../../stores/birth';
import { ChartApiError, resolveBirthQuery } from '../../lib/api';
import { fetchChartPositions } from '../../lib/fetch-chart-positions';
import BirthChartForm from './BirthChartForm';
import {
  API_FIELD_TO_FORM,
  BIRTH_RULES,
  firstRefusedField,
  validateBirthForm,
  valuesFromBirth,
  valuesTypedInQuery,
  type BirthFormErrors,
  type BirthFormValues,
  type BirthRules,
} from '../kit/birth-form';
import BirthChartResult from './BirthChartResult';
import { ErrorState, LoadingState } from './StatusViews';
import type { LocaleProps } from '../../i18n/locale-props';
import type { Locale } from '../../../shared/i18n/locale';
import { localizePath } from '../../i18n/paths';
import { wordBirthRefusal } from '../../i18n/birth-refusal';
import { kundaliText } from '../../i18n/kundali';
import './forms.css';
import './kundali.css';

type View =
  | { kind: 'starting' }
  | { kind: 'form' }
  | { kind: 'loading' }
  | { kind: 'result'; chart: ChartPositionsView; request: BirthRequest }
  | { kind: 'error'; error: ChartApiError; request: BirthRequest };

/** The page's rules: those of every birth form, with latitude and longitude also typed by hand. */
const TYPED_COORDINATES: BirthRules = { ...BIRTH_RULES, coordinates: 'typed' };

/** The label the form shows for one of its fields. */
function formLabel(locale: Locale, field: keyof BirthFormErrors): string {
  const t = kundaliText[locale];
  const labels = { name: t.fullName, date: t.dateOfBirth, time: t.timeOfBirth, place: t.placeOfBirth, lat: t.latitude, lon: t.longitude };
  return field === 'form' ? '' : labels[field];
}

/** The page body; see the file comment. */
export default function BirthChartApp({ locale }: LocaleProps) {
  const [view, setView] = useState<View>({ kind: 'starting' });
  const [values, setValues] = useState<BirthFormValues>(valuesFromBirth(null));
  const [errors, setErrors] = useState<BirthFormErrors>({});
  const [offsetChoices, setOffsetChoices] = useState<string[]>([]);
  const ayanamsa = useStore($ayanamsa);
  // The lunar node the URL asked for (the form has no control for it), kept when the form is submitted again.
  const [node, setNode] = useState<NodeType | undefined>(undefined);
  const chartStyle = useStore($chartStyle);

  const load = useCallback(
    async (asked: BirthRequest | URLSearchParams, fromForm: boolean) => {
      setView({ kind: 'loading' });
      let request = asked instanceof URLSearchParams ? null : asked;
      try {
        if (asked instanceof URLSearchParams) {
          // A query naming its place: the API resolves it, and the URL then holds what it used.
          request = await resolveBirthQuery(asked);
          window.history.replaceState(null, '', `?${birthToQuery(request).toString()}`);
          setValues(valuesFromBirth(request.birth));
          setAyanamsa(request.ayanamsa);
          setNode(request.node);
        }
        const chart = await fetchChartPositions(request!);
        // A transition: React renders the result (two charts, the table) in slices instead of one long task.
        startTransition(() => setView({ kind: 'result', chart, request: request! }));
        window.scrollTo(0, 0);
      } catch (caught) {
        const error = ChartApiError.of(caught);
        const field = error.field ? API_FIELD_TO_FORM[error.field] : undefined;
        if (fromForm || field || !request) {
          // Back to the form exactly as typed, with the refusal (in the page's language) on the field it named.
          const message = wordBirthRefusal(locale, error, field ? formLabel(locale, field) : undefined);
          setErrors({ form: message, ...(field ? { [field]: message } : {}) });
          setOffsetChoices(error.candidateOffsets);
          setView({ kind: 'form' });
        } else {
          setView({ kind: 'error', error, request });
        }
      }
    },
    [locale],
  );

  useEffect(() => {
    loadPrefs();
    const params = new URLSearchParams(window.location.search);
    const fromQuery = queryToBirth(params);
    // A place named without coordinates, or an option the page does not read: the API reads the query (and refuses a bad option by name).
    const asksApi = queryAsksApi(params);
    setValues(fromQuery ? valuesFromBirth(fromQuery.birth) : asksApi ? valuesTypedInQuery(params) : valuesFromBirth(loadBirth()));
    if (fromQuery) {
      setAyanamsa(fromQuery.ayanamsa);
      setNode(fromQuery.node);
    }
    const editing = params.get('edit') === '1';
    if (fromQuery && !editing) void load(fromQuery, false);
    else if (asksApi && !editing) void load(params, false);
    else setView({ kind: 'form' });
    const onPop = () => window.location.reload();
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [load]);

  const submit = async (dateValid: boolean, timeValid: boolean, override?: BirthFormValues) => {
    setOffsetChoices([]);
    const checked = await validateBirthForm(override ?? values, dateValid, timeValid, locale, TYPED_COORDINATES);
    if ('errors' in checked) {
      setErrors(checked.errors);
      const first = firstRefusedField(checked.errors);
      if (first) document.getElementById(`bc-${first}`)?.focus();
      return;
    }
    setErrors({});
    saveBirth(checked.birth);
    const request = { birth: checked.birth, ayanamsa, ...(node ? { node } : {}) };
    window.history.pushState(null, '', `?${birthToQuery(request).toString()}`);
    void load(request, true);
  };

  const changeDetails = () => {
    if (view.kind === 'result' || view.kind === 'error') {
      window.history.pushState(null, '', `?${birthToQuery(view.request).toString()}&edit=1`);
      setValues(valuesFromBirth(view.request.birth));
    }
    setView({ kind: 'form' });
  };

  switch (view.kind) {
    case 'starting':
    case 'loading':
      return <LoadingState locale={locale} />;
    case 'error':
      return (
        <div>
          <ErrorState
            error={view.error}
            onRetry={() => void load(view.request, false)}
            editHref={localizePath(locale, `/birth-chart?${birthToQuery(view.request).toString()}&edit=1`)}
            locale={locale}
          />
        </div>
      );
    case 'result':
      return (
        <BirthChartResult
          chart={view.chart}
          chartStyle={chartStyle}
          locale={locale}
          onChangeDetails={changeDetails}
          onAyanamsa={(next) => {
            const request = { ...view.request, ayanamsa: next };
            window.history.replaceState(null, '', `?${birthToQuery(request).toString()}`);
            void load(request, false);
          }}
        />
      );
    case 'form':
      return (
        <BirthChartForm
          values={values}
          onValues={setValues}
          errors={errors}
          busy={false}
          onSubmit={submit}
          offsetChoices={offsetChoices}
          locale={locale}
          onChooseOffset={(utcOffset) => {
            // The visitor picks which clock reading they meant; the fixed offset replaces the zone.
            const next = { ...values, zone: utcOffset };
            setValues(next);
            submit(true, true, next);
          }}
        />
      );
  }
}
