/**
 * /birth-chart: the "Generate Your Kundali Chart" form and its result view "Kundli & Planetary
 * Position". Submitting puts the birth in the URL (same names as /api/chart) and loads the
 * chart; a URL with those parameters opens the result directly (`edit=1` opens the form filled
 * in). "Change details" returns to the form with every value kept; an API error keeps the form
 * as typed and marks the field the API named.
 */
import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useState } from 'react';
import type { ChartPositionsView } from '../../../shared/chart/view';
import { birthToQuery, queryToBirth, type BirthRequest } from '../../lib/birth-query';
import { $ayanamsa, loadPrefs, setAyanamsa, $chartStyle } from '../../stores/prefs';
import { loadBirth, saveBirth } from '../../stores/birth';
import { ChartApiError } from '../../lib/api';
import { fetchChartPositions } from '../../lib/fetch-chart-positions';
import BirthChartForm, {
  API_FIELD_TO_FORM,
  validateBirthForm,
  valuesFromBirth,
  type BirthFormErrors,
  type BirthFormValues,
} from './BirthChartForm';
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
  const chartStyle = useStore($chartStyle);

  const load = useCallback(
    async (request: BirthRequest, fromForm: boolean) => {
      setView({ kind: 'loading' });
      try {
        const chart = await fetchChartPositions(request);
        setView({ kind: 'result', chart, request });
        window.scrollTo(0, 0);
      } catch (caught) {
        const error = caught instanceof ChartApiError ? caught : new ChartApiError(0, String(caught), null, 'Error');
        const field = error.field ? API_FIELD_TO_FORM[error.field] : undefined;
        if (fromForm || field) {
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
    const stored = loadBirth();
    setValues(valuesFromBirth(fromQuery?.birth ?? stored));
    if (fromQuery) setAyanamsa(fromQuery.ayanamsa);
    if (fromQuery && params.get('edit') !== '1') void load(fromQuery, false);
    else setView({ kind: 'form' });
    const onPop = () => window.location.reload();
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [load]);

  const submit = (dateValid: boolean, timeValid: boolean, override?: BirthFormValues) => {
    setOffsetChoices([]);
    const checked = validateBirthForm(override ?? values, dateValid, timeValid, locale);
    if ('errors' in checked) {
      setErrors(checked.errors);
      const first = (['name', 'date', 'time', 'place', 'lat', 'lon'] as const).find((key) => checked.errors[key]);
      if (first) document.getElementById(`bc-${first}`)?.focus();
      return;
    }
    setErrors({});
    saveBirth(checked.birth);
    const request = { birth: checked.birth, ayanamsa };
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
