/**
 * /kundali-matching: two birth forms (bride and groom, the landing form's date, time and place
 * pickers) and the match: total on a gauge, verdict, koota table, Manglik for both, doshas with
 * their exceptions, the ten poruthams and both Rasi charts side by side. Submitting puts both
 * births in the URL (the `/api/match` query), so the page can be shared and reloaded; "Change
 * details" returns to the forms with everything kept; an API error marks the person's field.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useState, type FormEvent } from 'react';
import type { ChartView } from '../../../shared/chart/view';
import type { MatchPerson } from '../../../shared/contracts/match-request';
import type { MatchAnswer } from '../../../shared/jyotish/match-compute';
import { DOSHA_LABEL, KOOTA_LABEL } from '../../../shared/jyotish/matching';
import { PORUTHAM_LABEL } from '../../../shared/jyotish/poruthams';
import KundaliChart from '../../components/chart/KundaliChart';
import { fetchChart } from '../../lib/api';
import { DATE_INVALID_MESSAGE, TIME_INVALID_MESSAGE } from '../../lib/date-input';
import { $ayanamsa, $chartStyle, loadPrefs } from '../../stores/prefs';
import AddressPicker from '../AddressPicker';
import { validateBirthForm, valuesFromBirth, type BirthFormErrors, type BirthFormValues } from '../kundali/BirthChartForm';
import DateField from '../kundali/DateField';
import TimeField from '../kundali/TimeField';
import { matchToQuery, queryToMatch, type MatchRequest } from './match-query';
import type { LocaleProps } from '../../i18n/locale-props';
import '../kundali/forms.css';
import '../kundali/kundali.css';
import './matching.css';

const PEOPLE: { person: MatchPerson; label: string }[] = [
  { person: 'bride', label: 'Bride' },
  { person: 'groom', label: 'Groom' },
];
const API_FIELD_TO_FORM: Record<string, keyof BirthFormErrors> = {
  name: 'name',
  date: 'date',
  time: 'time',
  lat: 'lat',
  lon: 'lon',
  tz: 'place',
  utcOffset: 'place',
  place: 'place',
};

type View =
  | { kind: 'form' }
  | { kind: 'loading' }
  | { kind: 'result'; match: MatchAnswer; charts: Record<MatchPerson, ChartView> | null; request: MatchRequest };

/** Validates one person; an empty time is allowed (the match then uses the Moon when it can). */
function checkPerson(values: BirthFormValues, dateValid: boolean, timeValid: boolean) {
  const checked = validateBirthForm(values.timeOfBirth === '' ? { ...values, timeOfBirth: '00:00' } : values, dateValid, timeValid);
  if ('birth' in checked) return { birth: { ...checked.birth, timeOfBirth: values.timeOfBirth } };
  return checked;
}

/** The page body (see the file comment). */
export default function MatchApp({ locale }: LocaleProps) {
  const [view, setView] = useState<View>({ kind: 'form' });
  const [values, setValues] = useState<Record<MatchPerson, BirthFormValues>>({
    bride: valuesFromBirth(null),
    groom: valuesFromBirth(null),
  });
  const [errors, setErrors] = useState<Record<MatchPerson, BirthFormErrors>>({ bride: {}, groom: {} });
  const [formError, setFormError] = useState('');
  const [validity, setValidity] = useState<Record<string, boolean>>({});
  const ayanamsa = useStore($ayanamsa);
  const chartStyle = useStore($chartStyle);

  const load = async (request: MatchRequest) => {
    setView({ kind: 'loading' });
    const query = matchToQuery(request);
    let body: Record<string, unknown> = {};
    try {
      const response = await fetch(`/api/match?${query.toString()}`, { headers: { accept: 'application/json' } });
      body = (await response.json()) as Record<string, unknown>;
    } catch {
      body = { message: 'Could not reach the matching service. Check your connection and try again.' };
    }
    if (body.status === 'ok' && body.match) {
      const charts = await Promise.all([
        fetchChart({ birth: request.bride, ayanamsa: request.ayanamsa }),
        fetchChart({ birth: request.groom, ayanamsa: request.ayanamsa }),
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
    const list = Array.isArray(body.errors) ? (body.errors as { person: MatchPerson; field: string; message: string }[]) : [];
    for (const e of list) {
      const field = API_FIELD_TO_FORM[e.field.split('.')[1] ?? ''];
      if (field && next[e.person]) next[e.person][field] = e.message;
    }
    if (list.length === 0 && typeof body.field === 'string') {
      const [person, field] = body.field.split('.') as [MatchPerson, string];
      const key = API_FIELD_TO_FORM[field ?? ''];
      if (key && next[person]) next[person][key] = String(body.message);
    }
    setErrors(next);
    setFormError(`Error: ${typeof body.message === 'string' ? body.message : 'the match could not be computed.'}`);
    setView({ kind: 'form' });
  };

  useEffect(() => {
    loadPrefs();
    const params = new URLSearchParams(window.location.search);
    const request = queryToMatch(params);
    if (request) {
      setValues({ bride: valuesFromBirth(request.bride), groom: valuesFromBirth(request.groom) });
      if (params.get('edit') !== '1') void load(request);
    }
    const onPop = () => window.location.reload();
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next: Record<MatchPerson, BirthFormErrors> = { bride: {}, groom: {} };
    const births: Partial<MatchRequest> = {};
    for (const { person } of PEOPLE) {
      const checked = checkPerson(values[person], validity[`${person}-date`] ?? true, validity[`${person}-time`] ?? true);
      if ('errors' in checked) next[person] = checked.errors;
      else births[person] = checked.birth;
    }
    setErrors(next);
    if (!births.bride || !births.groom) {
      setFormError('Please fix the fields marked below.');
      const first = PEOPLE.flatMap(({ person }) =>
        (['name', 'date', 'time', 'place', 'lat', 'lon'] as const).filter((k) => next[person][k]).map((k) => `${person}-${k}`),
      )[0];
      if (first) document.getElementById(first)?.focus();
      return;
    }
    setFormError('');
    const request: MatchRequest = { bride: births.bride, groom: births.groom, ayanamsa };
    window.history.pushState(null, '', `?${matchToQuery(request).toString()}`);
    void load(request);
  };

  if (view.kind === 'loading') {
    return (
      <div className="status-view status-view--loading" role="status" aria-live="polite">
        <span className="spinner" aria-hidden="true" />
        <p>Matching the two charts…</p>
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
  const count = PEOPLE.reduce((n, { person }) => n + Object.keys(errors[person]).length, 0);
  return (
    <form className="birth-form birth-form--wide match-form" noValidate onSubmit={submit}>
      <div className="form-summary" role="alert">
        {formError || (count > 0 ? `Please fix ${count} field${count === 1 ? '' : 's'} below.` : '')}
      </div>
      <div className="match-form__people">
        {PEOPLE.map(({ person, label }) => (
          <PersonFields
            key={person}
            person={person}
            legend={`${label}’s birth details`}
            values={values[person]}
            errors={errors[person]}
            onValues={(v) => setValues((all) => ({ ...all, [person]: v }))}
            onValidity={(field, valid) => setValidity((all) => ({ ...all, [`${person}-${field}`]: valid }))}
          />
        ))}
      </div>
      <button type="submit" className="button-primary">
        Match Kundalis
      </button>
    </form>
  );
}

function PersonFields({
  person,
  legend,
  values,
  errors,
  onValues,
  onValidity,
}: {
  person: MatchPerson;
  legend: string;
  values: BirthFormValues;
  errors: BirthFormErrors;
  onValues(v: BirthFormValues): void;
  onValidity(field: 'date' | 'time', valid: boolean): void;
}) {
  const set = (patch: Partial<BirthFormValues>) => onValues({ ...values, ...patch });
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
          Full Name<span aria-hidden="true"> *</span>
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
        label="Date of Birth"
        required
        value={values.birthDate}
        onChange={(birthDate) => set({ birthDate })}
        onValidity={(v) => onValidity('date', v)}
        error={errors.date === DATE_INVALID_MESSAGE ? DATE_INVALID_MESSAGE : errors.date}
      />
      <TimeField
        id={id('time')}
        label="Time of Birth (leave empty if unknown)"
        value={values.timeOfBirth}
        onChange={(timeOfBirth) => set({ timeOfBirth })}
        onValidity={(v) => onValidity('time', v)}
        error={errors.time === TIME_INVALID_MESSAGE ? TIME_INVALID_MESSAGE : errors.time}
      />
      <div className="field">
        <span className="field__label" id={`${id('place')}-label`}>
          Place of Birth<span aria-hidden="true"> *</span>
        </span>
        <AddressPicker
          id={id('place')}
          labelledBy={`${id('place')}-label`}
          required
          invalid={!!errors.place}
          describedBy={errors.place ? `${id('place')}-error` : undefined}
          placeholder="City, Country"
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

const AGREEMENT_TEXT = { yes: 'Agrees', partly: 'Partly', no: 'Does not agree' } as const;

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
  const [pdfBusy, setPdfBusy] = useState(false);
  const names = { bride: match.persons.bride.name || 'Bride', groom: match.persons.groom.name || 'Groom' };
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
  return (
    <div className="match-result">
      <div className="match-actions no-print">
        <button type="button" className="button-secondary" onClick={onChangeDetails}>
          Change details
        </button>
        <button type="button" className="button-secondary" onClick={() => window.print()}>
          Print
        </button>
        <button type="button" className="button-secondary" onClick={() => void downloadPdf()} disabled={pdfBusy}>
          {pdfBusy ? 'Preparing PDF…' : 'Download PDF'}
        </button>
        <a className="button-primary" href={`/chat?${matchToQuery(request).toString()}&about=match`}>
          Ask about this match
        </a>
      </div>
      <h2>
        {names.bride} and {names.groom}
      </h2>
      <section className="match-total" aria-labelledby="match-total-title">
        <h3 id="match-total-title">Guna total</h3>
        <div className={`match-gauge match-gauge--${match.verdict.replace(' ', '-')}`}>
          <meter
            id="match-meter"
            min={0}
            max={match.max}
            low={18}
            high={25}
            optimum={36}
            value={match.total}
            aria-label={`${match.total} of ${match.max} gunas`}
          />
          <p className="match-gauge__figure">
            <strong data-testid="match-total">{match.total}</strong> / {match.max} gunas ({percent}%)
          </p>
        </div>
        <p className="match-verdict">
          Verdict: <strong>{match.verdict}</strong>
        </p>
        <p>{match.summary}</p>
        {match.cautions.map((c) => (
          <p key={c} className="field__hint">
            {c}
          </p>
        ))}
      </section>
      <section aria-labelledby="match-moons-title">
        <h3 id="match-moons-title">The two Moons</h3>
        <ul>
          <li>
            {names.bride} (bride): Moon in {match.moons.bride.rasi}, {match.moons.bride.nakshatra} pada {match.moons.bride.pada}
          </li>
          <li>
            {names.groom} (groom): Moon in {match.moons.groom.rasi}, {match.moons.groom.nakshatra} pada {match.moons.groom.pada}
          </li>
        </ul>
      </section>
      <section aria-labelledby="match-kootas-title">
        <h3 id="match-kootas-title">The eight kootas</h3>
        <div className="table-scroll" tabIndex={0} role="region" aria-label="Koota table (scrolls sideways)">
          <table className="match-table">
            <thead>
              <tr>
                <th scope="col">Koota</th>
                <th scope="col">Points</th>
                <th scope="col">Bride</th>
                <th scope="col">Groom</th>
                <th scope="col">What it means</th>
              </tr>
            </thead>
            <tbody>
              {match.kootas.map((k) => (
                <tr key={k.key}>
                  <th scope="row">{KOOTA_LABEL[k.key]}</th>
                  <td>
                    {k.points} / {k.max}
                  </td>
                  <td>{k.bride}</td>
                  <td>{k.groom}</td>
                  <td>{k.explanation}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">Total</th>
                <td>
                  {match.total} / {match.max}
                </td>
                <td colSpan={3}>{match.verdict}</td>
              </tr>
            </tfoot>
          </table>
        </div>
      </section>
      <section aria-labelledby="match-manglik-title">
        <h3 id="match-manglik-title">Manglik (Mars) dosha</h3>
        <ul>
          {PEOPLE.map(({ person, label }) => {
            const side = match.manglik[person];
            return (
              <li key={person}>
                <strong>
                  {label} ({names[person]}): {!side.manglik ? 'not Manglik' : side.cancelled ? 'Manglik, cancelled' : 'Manglik'}.
                </strong>{' '}
                {side.reason}
                {side.cancellations.length > 0 && <> Cancelled because: {side.cancellations.join('; ')}.</>}
              </li>
            );
          })}
        </ul>
        <p>{match.manglik.note}</p>
      </section>
      <section aria-labelledby="match-doshas-title">
        <h3 id="match-doshas-title">Doshas</h3>
        <ul>
          {match.doshas.map((d) => (
            <li key={d.name}>
              <strong>
                {DOSHA_LABEL[d.name]}: {d.present ? (d.cancelled ? 'present, cancelled' : 'present') : 'absent'}.
              </strong>{' '}
              {d.explanation}
              {d.exceptions.length > 0 && <> Exception: {d.exceptions.join('; ')}.</>}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="match-porutham-title">
        <h3 id="match-porutham-title">South Indian view: the ten poruthams</h3>
        <div className="table-scroll" tabIndex={0} role="region" aria-label="Porutham table (scrolls sideways)">
          <table className="match-table">
            <thead>
              <tr>
                <th scope="col">Porutham</th>
                <th scope="col">Result</th>
                <th scope="col">Why</th>
              </tr>
            </thead>
            <tbody>
              {match.poruthams.map((p) => (
                <tr key={p.key}>
                  <th scope="row">{PORUTHAM_LABEL[p.key]}</th>
                  <td>{AGREEMENT_TEXT[p.agreement]}</td>
                  <td>{p.explanation}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
      {charts && (
        <section aria-labelledby="match-charts-title">
          <h3 id="match-charts-title">Rasi charts</h3>
          <div className="match-charts">
            <KundaliChart chart={charts.bride} varga={1} chartStyle={chartStyle} title={`${names.bride} (bride): Rasi (D1)`} />
            <KundaliChart chart={charts.groom} varga={1} chartStyle={chartStyle} title={`${names.groom} (groom): Rasi (D1)`} />
          </div>
        </section>
      )}
    </div>
  );
}
