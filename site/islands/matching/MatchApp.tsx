/**
 * /kundali-matching: two birth forms (bride and groom, the landing form's date, time and place
 * pickers) and the match: total on a gauge, verdict, koota table, Manglik for both, doshas with
 * their exceptions, the ten poruthams and both Rasi charts side by side. Submitting puts both
 * births in the URL (the `/api/match` query), so the page can be shared and reloaded; "Change
 * details" returns to the forms with everything kept; an API error marks the person's field.
 * Words from site/i18n/matching.ts and kundali.ts, Jyotish names from shared/vocabulary; the API
 * writes the sentences in the page's language (`locale`).
 */
import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import type { ChartPositionsView } from '../../../shared/chart/view';
import type { MatchPerson } from '../../../shared/contracts/match-request';
import type { MatchAnswer } from '../../../shared/compose/match';
import type { Locale } from '../../../shared/i18n/locale';
import {
  AGREEMENT_NAMES,
  DOSHA_NAMES,
  KOOTA_NAMES,
  MATCH_PERSON_NAMES,
  PORUTHAM_NAMES,
  VERDICT_NAMES,
  kootaValueName,
} from '../../../shared/vocabulary/matching-names';
import { nakshatraNameOf } from '../../../shared/vocabulary/nakshatra';
import { rasiNameOf } from '../../../shared/vocabulary/rasi';
import KundaliChart from '../../components/chart/KundaliChart';
import { kundaliText } from '../../i18n/kundali';
import { matchingText } from '../../i18n/matching';
import { wordBirthRefusal } from '../../i18n/birth-refusal';
import { localizePath } from '../../i18n/paths';
import { fetchChartPositions } from '../../lib/fetch-chart-positions';
import type { BirthDetails } from '../../stores/birth';
import { $ayanamsa, $chartStyle, loadPrefs } from '../../stores/prefs';
import AddressPicker from '../AddressPicker';
import {
  API_FIELD_TO_FORM,
  loadBirthFieldChecks,
  validateBirthForm,
  valuesFromBirth,
  valuesTypedInQuery,
  type BirthFormErrors,
  type BirthFormValues,
} from '../kundali/BirthChartForm';
import DateField from '../kundali/DateField';
import TimeField from '../kundali/TimeField';
import { matchAsksApi, matchToQuery, personQuery, personRequest, queryToMatch, resolveMatchQuery, type MatchRequest } from './match-query';
import { MATCH_PERSONS, MATCH_SHARED_FIELDS } from '../../../shared/contracts/match-fields';
import type { NodeType } from '../../../shared/vocabulary/settings';
import type { LocaleProps } from '../../i18n/locale-props';
import { replayEarlyPress } from '../early-press';
import { ApiError, apiCall } from '../../lib/api-client';
import '../kundali/forms.css';
import '../kundali/kundali.css';
import './matching.css';
import { openTextClass } from '../../lib/open-text';

const PEOPLE: readonly MatchPerson[] = ['bride', 'groom'];
type View =
  | { kind: 'form' }
  | { kind: 'loading' }
  | { kind: 'result'; match: MatchAnswer; charts: Record<MatchPerson, ChartPositionsView> | null; request: MatchRequest };

/** Validates one person; an empty time is allowed (the match then uses the Moon when it can). Errors name the person where the language wants it. */
async function checkPerson(
  person: MatchPerson,
  values: BirthFormValues,
  dateValid: boolean,
  timeValid: boolean,
  locale: Locale,
): Promise<{ birth: BirthDetails } | { errors: BirthFormErrors }> {
  const checked = await validateBirthForm(
    values.timeOfBirth === '' ? { ...values, timeOfBirth: '00:00' } : values,
    dateValid,
    timeValid,
    locale,
  );
  if ('birth' in checked) return { birth: { ...checked.birth, timeOfBirth: values.timeOfBirth } };
  const named = MATCH_PERSON_NAMES[person][locale];
  // This page has no latitude or longitude inputs (the place picker gives them): with no place chosen, the
  // place's own message says it all, and "Latitude must be a number" would name a field the visitor cannot see.
  const { lat, lon, ...rest } = checked.errors;
  const shown: BirthFormErrors = rest.place ? rest : { ...rest, ...(lat ? { lat } : {}), ...(lon ? { lon } : {}) };
  const errors = Object.fromEntries(
    Object.entries(shown).map(([key, message]) => [key, matchingText[locale].personFieldError(named, message)]),
  ) as BirthFormErrors;
  return { errors };
}

/** A refusal of one person's field as /api/match sends it: English message, stable code and numbers. */
interface PersonRefusal extends Readonly<Record<string, unknown>> {
  field: string;
  message: string;
}

/**
 * An API refusal of `person`'s `field` in the page's language: English keeps the API's message; other
 * languages word its code with the person named ("वर: जन्म समय: …"), except the match's own refusals, already so.
 */
function apiFieldMessage(person: MatchPerson, field: string, refusal: PersonRefusal, locale: Locale): string {
  const named = MATCH_PERSON_NAMES[person][locale];
  // The match's own refusals (a birth time it needs) come already in the page's language, naming the person.
  if (locale === 'en' || refusal.message.startsWith(`${named}:`)) return refusal.message;
  const worded = wordBirthRefusal(locale, {
    message: refusal.message,
    field,
    body: refusal,
  });
  return matchingText[locale].personFieldError(named, worded);
}

/** The page body (see the file comment). */
export default function MatchApp({ locale }: LocaleProps) {
  const t = matchingText[locale];
  const k = kundaliText[locale];
  const [view, setView] = useState<View>({ kind: 'form' });
  const [values, setValues] = useState<Record<MatchPerson, BirthFormValues>>({
    bride: valuesFromBirth(null),
    groom: valuesFromBirth(null),
  });
  const [errors, setErrors] = useState<Record<MatchPerson, BirthFormErrors>>({ bride: {}, groom: {} });
  const [formError, setFormError] = useState('');
  const [validity, setValidity] = useState<Record<string, boolean>>({});
  // True once the forms hold what was typed before hydration: a press made before then is replayed (early-press.ts).
  const [ready, setReady] = useState(false);
  const ayanamsa = useStore($ayanamsa);
  // The lunar node the URL asked for (the page has no control for it), kept when the forms are submitted again.
  const [node, setNode] = useState<NodeType | undefined>(undefined);
  const chartStyle = useStore($chartStyle);

  const load = useCallback(
    async (request: MatchRequest) => {
      const words = matchingText[locale];
      setView({ kind: 'loading' });
      const query = matchToQuery(request);
      let body: Record<string, unknown> = {};
      try {
        // The sentences come in the page's language; English asks as before (no parameter).
        if (locale !== 'en') query.set('locale', locale);
        body = await apiCall('match', { query }, words.unreachable);
      } catch (caught) {
        const refused = ApiError.of(caught);
        body = refused.status === 0 ? { message: words.unreachable } : { ...refused.body };
      }
      if (body.status === 'ok' && body.match) {
        const charts = await Promise.all([
          fetchChartPositions(personRequest(request, 'bride')),
          fetchChartPositions(personRequest(request, 'groom')),
        ]).catch(() => null);
        setView({
          kind: 'result',
          match: body.match as MatchAnswer,
          charts: charts ? { bride: charts[0], groom: charts[1] } : null,
          request,
        });
        window.scrollTo(0, 0);
        return;
      }
      // Back to the forms as typed, each API error on its person's field.
      const next: Record<MatchPerson, BirthFormErrors> = { bride: {}, groom: {} };
      const list = Array.isArray(body.errors) ? (body.errors as (PersonRefusal & { person: MatchPerson })[]) : [];
      const messages: string[] = [];
      for (const e of list) {
        const apiField = e.field.split('.')[1] ?? '';
        const message = apiFieldMessage(e.person, apiField, e, locale);
        messages.push(message);
        const field = API_FIELD_TO_FORM[apiField];
        if (field && next[e.person]) next[e.person][field] = message;
      }
      if (list.length === 0 && typeof body.field === 'string') {
        const [person, field] = body.field.split('.') as [MatchPerson, string];
        const key = API_FIELD_TO_FORM[field ?? ''];
        const refusal = { field: body.field, message: String(body.message), code: body.code, params: body.params };
        const message = next[person] ? apiFieldMessage(person, field ?? '', refusal, locale) : String(body.message);
        messages.push(message);
        if (key && next[person]) next[person][key] = message;
      }
      setErrors(next);
      const summary =
        locale === 'en' || messages.length === 0
          ? typeof body.message === 'string'
            ? body.message
            : words.notComputed
          : messages.join('; ');
      setFormError(kundaliText[locale].errorPrefix(summary));
      setView({ kind: 'form' });
    },
    [locale],
  );

  // A query naming a person's place without coordinates: the chart API resolves it first; a refusal
  // returns to the forms as the query filled them, on that person's place.
  const resolveAndLoad = useCallback(
    async (params: URLSearchParams) => {
      setView({ kind: 'loading' });
      const resolved = await resolveMatchQuery(params);
      if ('request' in resolved) {
        window.history.replaceState(null, '', `?${matchToQuery(resolved.request).toString()}`);
        setValues({ bride: valuesFromBirth(resolved.request.bride), groom: valuesFromBirth(resolved.request.groom) });
        setNode(resolved.request.node);
        return load(resolved.request);
      }
      const next: Record<MatchPerson, BirthFormErrors> = { bride: {}, groom: {} };
      const messages = resolved.failures.map(({ person, error }) => {
        const field = error.field ?? '';
        // A shared option (ayanamsa, node) is nobody's field: said once, without a person.
        const message = (MATCH_SHARED_FIELDS as readonly string[]).includes(field)
          ? wordBirthRefusal(locale, error)
          : apiFieldMessage(person, field, { ...error.body, field, message: error.message }, locale);
        const key = API_FIELD_TO_FORM[field];
        if (key) next[person][key] = message;
        return message;
      });
      setErrors(next);
      setFormError(kundaliText[locale].errorPrefix(messages.join('; ')));
      setView({ kind: 'form' });
    },
    [load, locale],
  );

  useEffect(() => {
    loadPrefs();
    const params = new URLSearchParams(window.location.search);
    const request = queryToMatch(params);
    if (request) {
      setValues({ bride: valuesFromBirth(request.bride), groom: valuesFromBirth(request.groom) });
      setNode(request.node);
      if (params.get('edit') !== '1') void load(request);
    } else {
      // Whatever the query has of each birth fills the forms (a link with a place name, or with one person only).
      const given = (person: MatchPerson) => personQuery(params, person);
      if (MATCH_PERSONS.some((person) => ['name', 'date', 'place'].some((key) => given(person).has(key))))
        setValues({ bride: valuesTypedInQuery(given('bride')), groom: valuesTypedInQuery(given('groom')) });
      if (matchAsksApi(params) && params.get('edit') !== '1') void resolveAndLoad(params);
    }
    // A name typed into the server-rendered form before hydration is kept (the date and time fields keep theirs).
    for (const person of PEOPLE) {
      const typed = (document.getElementById(`${person}-name`) as HTMLInputElement | null)?.value ?? '';
      if (typed !== '') setValues((all) => ({ ...all, [person]: { ...all[person], name: typed } }));
    }
    setReady(true);
    const onPop = () => window.location.reload();
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [load, resolveAndLoad]);

  // After the render holding what was typed, a press made before hydration is made again.
  useEffect(() => {
    if (ready) replayEarlyPress();
  }, [ready]);

  // The form's zod-backed checks load when a field is first focused (BirthChartForm `loadBirthFieldChecks`).
  const preloadChecks = () => void loadBirthFieldChecks().catch(() => undefined);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next: Record<MatchPerson, BirthFormErrors> = { bride: {}, groom: {} };
    const births: Partial<MatchRequest> = {};
    for (const person of PEOPLE) {
      const checked = await checkPerson(
        person,
        values[person],
        validity[`${person}-date`] ?? true,
        validity[`${person}-time`] ?? true,
        locale,
      );
      if ('errors' in checked) next[person] = checked.errors;
      else births[person] = checked.birth;
    }
    setErrors(next);
    if (!births.bride || !births.groom) {
      setFormError(t.fixMarked);
      const first = PEOPLE.flatMap((person) =>
        (['name', 'date', 'time', 'place', 'lat', 'lon'] as const).filter((k) => next[person][k]).map((k) => `${person}-${k}`),
      )[0];
      if (first) document.getElementById(first)?.focus();
      return;
    }
    setFormError('');
    const request: MatchRequest = { bride: births.bride, groom: births.groom, ayanamsa, ...(node ? { node } : {}) };
    window.history.pushState(null, '', `?${matchToQuery(request).toString()}`);
    void load(request);
  };

  if (view.kind === 'loading') {
    return (
      <div className="status-view status-view--loading" role="status" aria-live="polite">
        <span className="spinner" aria-hidden="true" />
        <p>{t.loading}</p>
      </div>
    );
  }
  if (view.kind === 'result') {
    return (
      <MatchResult
        view={view}
        locale={locale}
        chartStyle={chartStyle}
        onChangeDetails={() => {
          window.history.pushState(null, '', `?${matchToQuery(view.request).toString()}&edit=1`);
          setView({ kind: 'form' });
        }}
      />
    );
  }
  const count = PEOPLE.reduce((n, person) => n + Object.keys(errors[person]).length, 0);
  return (
    <form className="birth-form birth-form--wide match-form" noValidate onSubmit={(event) => void submit(event)} onFocus={preloadChecks}>
      <div className="form-summary" role="alert">
        {formError || (count > 0 ? k.fixFields(count) : '')}
      </div>
      <div className="match-form__people">
        {PEOPLE.map((person) => (
          <PersonFields
            key={person}
            person={person}
            locale={locale}
            legend={t.legend(MATCH_PERSON_NAMES[person][locale])}
            values={values[person]}
            errors={errors[person]}
            onPatch={(patch) => setValues((all) => ({ ...all, [person]: { ...all[person], ...patch } }))}
            onValidity={(field, valid) => setValidity((all) => ({ ...all, [`${person}-${field}`]: valid }))}
          />
        ))}
      </div>
      <button type="submit" className="button-primary">
        {t.submit}
      </button>
    </form>
  );
}

function PersonFields({
  person,
  locale,
  legend,
  values,
  errors,
  onPatch,
  onValidity,
}: {
  person: MatchPerson;
  locale: Locale;
  legend: string;
  values: BirthFormValues;
  errors: BirthFormErrors;
  /** Changes some of the person's values (merged into the latest state, so changes in one render all hold). */
  onPatch(patch: Partial<BirthFormValues>): void;
  onValidity(field: 'date' | 'time', valid: boolean): void;
}) {
  const k = kundaliText[locale];
  const set = onPatch;
  const id = (key: string) => `${person}-${key}`;
  const err = (key: keyof BirthFormErrors) =>
    errors[key] && (
      <p id={`${id(key)}-error`} className="field__error">
        {errors[key]}
      </p>
    );
  const aria = (key: keyof BirthFormErrors) => ({
    'aria-invalid': errors[key] ? true : undefined,
    'aria-describedby': errors[key] ? `${id(key)}-error` : undefined,
  });
  return (
    <fieldset className="match-person">
      <legend>{legend}</legend>
      <div className="field">
        <label htmlFor={id('name')}>
          {k.fullName}
          <span aria-hidden="true"> *</span>
        </label>
        <input
          id={id('name')}
          name={`${person}Name`}
          type="text"
          autoComplete="off"
          required
          value={values.name}
          onChange={(e) => set({ name: e.target.value })}
          {...aria('name')}
        />
        {err('name')}
      </div>
      <DateField
        id={id('date')}
        label={k.dateOfBirth}
        required
        value={values.birthDate}
        onChange={(birthDate) => set({ birthDate })}
        onValidity={(v) => onValidity('date', v)}
        error={errors.date}
        locale={locale}
      />
      <TimeField
        id={id('time')}
        label={matchingText[locale].timeOptional}
        value={values.timeOfBirth}
        onChange={(timeOfBirth) => set({ timeOfBirth })}
        onValidity={(v) => onValidity('time', v)}
        error={errors.time}
        locale={locale}
      />
      <div className="field">
        <span className="field__label" id={`${id('place')}-label`}>
          {k.placeOfBirth}
          <span aria-hidden="true"> *</span>
        </span>
        <AddressPicker
          id={id('place')}
          labelledBy={`${id('place')}-label`}
          required
          invalid={!!errors.place}
          describedBy={errors.place ? `${id('place')}-error` : undefined}
          placeholder={k.placePlaceholder}
          locale={locale}
          value={
            values.placeName ? { address: values.placeName, lat: Number(values.lat), lon: Number(values.lon), zone: values.zone } : null
          }
          onChange={(place) => set({ placeName: place.address, lat: String(place.lat), lon: String(place.lon), zone: place.zone })}
        />
        {err('place')}
        {err('lat')}
        {err('lon')}
      </div>
    </fieldset>
  );
}

function MatchResult({
  view,
  locale,
  chartStyle,
  onChangeDetails,
}: {
  view: Extract<View, { kind: 'result' }>;
  locale: LocaleProps['locale'];
  chartStyle: 'north' | 'south';
  onChangeDetails(): void;
}) {
  const { match, charts, request } = view;
  const t = matchingText[locale];
  const [pdfBusy, setPdfBusy] = useState(false);
  const person = (p: MatchPerson) => MATCH_PERSON_NAMES[p][locale];
  /** The person word inside running text ("Asha (bride)"): lower case in English as before. */
  const personInText = (p: MatchPerson) => (locale === 'en' ? p : person(p));
  const names = { bride: match.persons.bride.name || person('bride'), groom: match.persons.groom.name || person('groom') };
  const visitorNames = [match.persons.bride.name, match.persons.groom.name];
  const downloadPdf = async () => {
    setPdfBusy(true);
    try {
      const [{ renderMatchPdf }, { pdfOptionsFor, savePdf, slugOf }] = await Promise.all([
        import('../../render/pdf-match'),
        import('../kundali/downloadPdf'),
      ]);
      const bytes = renderMatchPdf(match, charts, await pdfOptionsFor(match, locale));
      savePdf(bytes, `kundali-matching-${slugOf(names.bride)}-${slugOf(names.groom)}.pdf`);
    } finally {
      setPdfBusy(false);
    }
  };
  const percent = Math.round((match.total / match.max) * 100);
  const verdict = VERDICT_NAMES[match.verdict][locale];
  return (
    <div className="match-result">
      <div className="match-actions no-print">
        <button type="button" className="button-secondary" onClick={onChangeDetails}>
          {kundaliText[locale].changeDetails}
        </button>
        <button type="button" className="button-secondary" onClick={() => window.print()}>
          {t.print}
        </button>
        <button type="button" className="button-secondary" onClick={() => void downloadPdf()} disabled={pdfBusy}>
          {pdfBusy ? t.preparingPdf : t.downloadPdf}
        </button>
        <a className="button-primary" href={localizePath(locale, `/chat?${matchToQuery(request).toString()}&about=match`)}>
          {t.askAbout}
        </a>
      </div>
      <h2 className={openTextClass(...visitorNames)}>{t.pair(names.bride, names.groom)}</h2>
      <section className="match-total" aria-labelledby="match-total-title">
        <h3 id="match-total-title">{t.gunaTotal}</h3>
        <div className={`match-gauge match-gauge--${match.verdict.replace(' ', '-')}`}>
          <meter
            id="match-meter"
            min={0}
            max={match.max}
            low={18}
            high={25}
            optimum={36}
            value={match.total}
            aria-label={t.meterLabel(match.total, match.max)}
          />
          <p className="match-gauge__figure">
            <strong data-testid="match-total">{match.total}</strong>
            {t.gaugeFigure(match.max, percent)}
          </p>
        </div>
        <p className="match-verdict">
          {t.verdict}
          <strong>{verdict}</strong>
        </p>
        <p>{match.summary}</p>
        {match.cautions.map((c) => (
          <p key={c} className="field__hint">
            {c}
          </p>
        ))}
      </section>
      <section aria-labelledby="match-moons-title">
        <h3 id="match-moons-title">{t.twoMoons}</h3>
        <ul>
          {PEOPLE.map((p) => {
            const moon = match.moons[p];
            return (
              <li key={p} className={openTextClass(match.persons[p].name)}>
                {t.moonLine(names[p], personInText(p), rasiNameOf(moon.rasi, locale), nakshatraNameOf(moon.nakshatra, locale), moon.pada)}
              </li>
            );
          })}
        </ul>
      </section>
      <section aria-labelledby="match-kootas-title">
        <h3 id="match-kootas-title">{t.eightKootas}</h3>
        <div className="table-scroll" tabIndex={0} role="region" aria-label={t.kootaRegion}>
          <table className="match-table">
            <thead>
              <tr>
                <th scope="col">{t.koota}</th>
                <th scope="col">{t.points}</th>
                <th scope="col">{person('bride')}</th>
                <th scope="col">{person('groom')}</th>
                <th scope="col">{t.meaning}</th>
              </tr>
            </thead>
            <tbody>
              {match.kootas.map((k) => (
                <tr key={k.key}>
                  <th scope="row">{KOOTA_NAMES[k.key][locale]}</th>
                  <td>
                    {k.points} / {k.max}
                  </td>
                  <td>{kootaValueName(k.key, k.bride, locale)}</td>
                  <td>{kootaValueName(k.key, k.groom, locale)}</td>
                  <td>{k.explanation}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">{t.total}</th>
                <td>
                  {match.total} / {match.max}
                </td>
                <td colSpan={3}>{verdict}</td>
              </tr>
            </tfoot>
          </table>
        </div>
      </section>
      <section aria-labelledby="match-manglik-title">
        <h3 id="match-manglik-title">{t.manglikTitle}</h3>
        <ul>
          {PEOPLE.map((p) => {
            const side = match.manglik[p];
            const status = !side.manglik ? t.manglikNo : side.cancelled ? t.manglikCancelled : t.manglikYes;
            return (
              <li key={p}>
                <strong className={openTextClass(match.persons[p].name)}>{t.manglikLine(person(p), names[p], status)}</strong> {side.reason}
                {side.cancellations.length > 0 && t.cancelledBecause(side.cancellations.join('; '))}
              </li>
            );
          })}
        </ul>
        <p>{match.manglik.note}</p>
      </section>
      <section aria-labelledby="match-doshas-title">
        <h3 id="match-doshas-title">{t.doshas}</h3>
        <ul>
          {match.doshas.map((d) => (
            <li key={d.name}>
              <strong>
                {t.doshaLine(DOSHA_NAMES[d.name][locale], d.present ? (d.cancelled ? t.doshaCancelled : t.doshaPresent) : t.doshaAbsent)}
              </strong>{' '}
              {d.explanation}
              {d.exceptions.length > 0 && t.exception(d.exceptions.join('; '))}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="match-porutham-title">
        <h3 id="match-porutham-title">{t.poruthamTitle}</h3>
        <div className="table-scroll" tabIndex={0} role="region" aria-label={t.poruthamRegion}>
          <table className="match-table">
            <thead>
              <tr>
                <th scope="col">{t.porutham}</th>
                <th scope="col">{t.result}</th>
                <th scope="col">{t.why}</th>
              </tr>
            </thead>
            <tbody>
              {match.poruthams.map((p) => (
                <tr key={p.key}>
                  <th scope="row">{PORUTHAM_NAMES[p.key][locale]}</th>
                  <td>{AGREEMENT_NAMES[p.agreement][locale]}</td>
                  <td>{p.explanation}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
      {charts && (
        <section aria-labelledby="match-charts-title">
          <h3 id="match-charts-title">{t.rasiCharts}</h3>
          <div className="match-charts">
            {PEOPLE.map((p) => (
              <KundaliChart
                key={p}
                chart={charts[p]}
                varga={1}
                chartStyle={chartStyle}
                title={t.chartTitle(names[p], personInText(p))}
                locale={locale}
              />
            ))}
          </div>
        </section>
      )}
    </div>
  );
}
