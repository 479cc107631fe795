/**
 * /birth-chart: the "Generate Your Kundali Chart" form and its result view "Kundli & Planetary
 * Position". Submitting puts the birth in the URL (same names as /api/chart) and loads the
 * chart; a URL with those parameters opens the result directly (`edit=1` opens the form filled
 * in), also when it names the place instead of giving coordinates (the API resolves it; an
 * unknown or ambiguous place opens the form as the URL gave it, the refusal on the place). "Change details" returns to the form with every value kept; an API error keeps the form
 * as typed and marks the field the API named.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import type { ChartPositionsView } from '../../../shared/chart/view';
import { birthToQuery, queryAsksApi, queryToBirth, type BirthRequest } from '../../lib/birth-query';
import type { NodeType } from '../../../shared/vocabulary/settings';
import { $ayanamsa, loadPrefs, setAyanamsa, $chartStyle } from '../../stores/prefs';
import { loadBirth, saveBirth } from '../../stores/birth';
import { rememberBirth } from '../kit/recent-births';
import { applyLinkedChartStyle } from '../../lib/chart-links';
import { ChartApiError } from '../../lib/api';
import { resolveBirthQuery } from '../../lib/report-api';
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
import { useLoad } from '../kit/load';
import type { LocaleProps } from '../../i18n/locale-props';
import type { Locale } from '../../../shared/i18n/locale';
import { localizePath } from '../../i18n/paths';
import { wordBirthRefusal } from '../../i18n/birth-refusal';
import { kundaliText } from '../../i18n/kundali';
import './forms.css';
import './kundali.css';

/** What the page was asked to chart: a birth (from the form, or read from the URL), or a URL query the API reads first. */
type Asked = { request: BirthRequest; fromForm: boolean } | { query: string };

/** A chart that could not be made: the refusal, and the request when there was one (a query the API could not read has none). */
class ChartFailure {
  constructor(
    readonly error: ChartApiError,
    readonly request: BirthRequest | null,
  ) {}

  static of(caught: unknown): ChartFailure {
    return caught instanceof ChartFailure ? caught : new ChartFailure(ChartApiError.of(caught), null);
  }
}

/** The chart for what was asked, with the request it was cast for (a query: the one the API resolved). */
async function loadChart(asked: Asked): Promise<{ chart: ChartPositionsView; request: BirthRequest }> {
  let request: BirthRequest | null = 'request' in asked ? asked.request : null;
  try {
    // A query naming its place: the API resolves it, and the URL then holds what it used.
    request ??= await resolveBirthQuery(new URLSearchParams((asked as { query: string }).query));
    return { chart: await fetchChartPositions(request), request };
  } catch (caught) {
    throw new ChartFailure(ChartApiError.of(caught), request);
  }
}

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
  const [started, setStarted] = useState(false);
  const [asked, setAsked] = useState<Asked | null>(null);
  const [values, setValues] = useState<BirthFormValues>(valuesFromBirth(null));
  const [errors, setErrors] = useState<BirthFormErrors>({});
  const [offsetChoices, setOffsetChoices] = useState<string[]>([]);
  const ayanamsa = useStore($ayanamsa);
  // The lunar node the URL asked for (the form has no control for it), kept when the form is submitted again.
  const [node, setNode] = useState<NodeType | undefined>(undefined);
  const chartStyle = useStore($chartStyle);

  const key = asked && ('request' in asked ? JSON.stringify(asked.request) : `?${asked.query}`);
  const { state, retry } = useLoad('birth-chart', key, () => loadChart(asked!), ChartFailure.of);
  // A refusal goes back to the form exactly as typed when the visitor sent it, or when it names a field; else the error view.
  const failure = state.kind === 'failed' ? state.error : null;
  const field = failure?.error.field ? API_FIELD_TO_FORM[failure.error.field] : undefined;
  const backToForm =
    failure !== null && ((asked !== null && 'request' in asked && asked.fromForm) || field !== undefined || !failure.request);

  useEffect(() => {
    if (state.kind === 'ready') {
      if (asked && 'query' in asked) {
        const { request } = state.data;
        window.history.replaceState(null, '', `?${birthToQuery(request).toString()}`);
        setValues(valuesFromBirth(request.birth));
        setAyanamsa(request.ayanamsa);
        setNode(request.node);
      }
      window.scrollTo(0, 0);
    } else if (failure && backToForm) {
      // The refusal (in the page's language) on the field it named.
      const message = wordBirthRefusal(locale, failure.error, field ? formLabel(locale, field) : undefined);
      setErrors({ form: message, ...(field ? { [field]: message } : {}) });
      setOffsetChoices(failure.error.candidateOffsets);
      setAsked(null);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per new state
  }, [state]);

  useEffect(() => {
    loadPrefs();
    applyLinkedChartStyle(window.location.search);
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
    if (fromQuery && !editing) setAsked({ request: fromQuery, fromForm: false });
    else if (asksApi && !editing) setAsked({ query: params.toString() });
    setStarted(true);
    const onPop = () => window.location.reload();
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

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
    rememberBirth(checked.birth);
    const request = { birth: checked.birth, ayanamsa, ...(node ? { node } : {}) };
    window.history.pushState(null, '', `?${birthToQuery(request).toString()}`);
    setAsked({ request, fromForm: true });
  };

  const changeDetails = (request: BirthRequest) => {
    window.history.pushState(null, '', `?${birthToQuery(request).toString()}&edit=1`);
    setValues(valuesFromBirth(request.birth));
    setAsked(null);
  };

  if (!started || (asked && (state.kind === 'idle' || state.kind === 'loading'))) return <LoadingState locale={locale} />;
  if (asked && failure && !backToForm && failure.request) {
    const request = failure.request;
    return (
      <div>
        <ErrorState
          error={failure.error}
          onRetry={retry}
          editHref={localizePath(locale, `/birth-chart?${birthToQuery(request).toString()}&edit=1`)}
          locale={locale}
        />
      </div>
    );
  }
  if (asked && state.kind === 'ready') {
    const { chart, request } = state.data;
    return (
      <BirthChartResult
        chart={chart}
        chartStyle={chartStyle}
        locale={locale}
        onChangeDetails={() => changeDetails(request)}
        onAyanamsa={(next) => {
          const changed = { ...request, ayanamsa: next };
          window.history.replaceState(null, '', `?${birthToQuery(changed).toString()}`);
          setAsked({ request: changed, fromForm: false });
        }}
      />
    );
  }
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
