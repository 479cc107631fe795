/**
 * The /muhurta page's island: event, dates, place and up to two births in (typed, or chosen among
 * the saved people: BirthsFieldset.tsx); the windows with their
 * reasons and cautions, the rules applied and the days barred out. The form's values live in the
 * URL (?event&from&to&lat&lon&tz), so a result can be shared.
 */
import { useEffect, useState, type FormEvent } from 'react';
import type { MuhurtaAnswer } from '../../../shared/calendar/muhurta';
import { muhurtaEventName, muhurtaExclusionText, MUHURTA_EVENTS, type MuhurtaEvent } from '../../../shared/calendar/muhurta-rules';
import { panchangName } from '../../../shared/jyotish/panchang-names';
import { nakshatraNameOf } from '../../../shared/vocabulary/nakshatra';
import { rasiName } from '../../../shared/vocabulary/rasi';
import { taraName } from '../../../shared/jyotish/classical/tara';
import AddressPicker from '../AddressPicker';
import BirthsFieldset from './BirthsFieldset';
import type { PlaceChoice } from '../../lib/place';
import type { LocaleProps } from '../../i18n/locale-props';
import { calendarText } from '../../i18n/calendar';
import { CALENDAR_PLACE_KEY, fetchMuhurta, type MuhurtaAsk } from '../../lib/calendar-view';
import { DEFAULT_PLACE, PanchangApiError, dateLabel, shiftDate, timeLabel, todayIn } from '../../lib/panchang-view';
import { useShownRefusal } from '../useRefusalText';
import './calendar.css';

type Load =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'done'; value: MuhurtaAnswer }
  /** The API's refusal (null for an unexpected error), worded for the page by useShownRefusal. */
  | { kind: 'failed'; refusal: PanchangApiError | null; field: string | null };

function initialPlace(): PlaceChoice {
  try {
    const raw = localStorage.getItem(CALENDAR_PLACE_KEY);
    if (raw) return JSON.parse(raw) as PlaceChoice;
  } catch {
    // No storage: the default place.
  }
  return DEFAULT_PLACE;
}

export default function MuhurtaApp({ locale }: LocaleProps) {
  const t = calendarText[locale];
  const [place, setPlace] = useState<PlaceChoice | null>(null);
  const [ask, setAsk] = useState<MuhurtaAsk | null>(null);
  const [load, setLoad] = useState<Load>({ kind: 'idle' });
  useEffect(() => {
    const q = new URLSearchParams(window.location.search);
    const p = initialPlace();
    const lat = Number(q.get('lat'));
    const lon = Number(q.get('lon'));
    const fromUrl =
      q.get('lat') && q.get('lon') && Number.isFinite(lat) && Number.isFinite(lon)
        ? { address: `${lat}, ${lon}`, lat, lon, zone: q.get('tz') }
        : null;
    setPlace(fromUrl ?? p);
    const today = todayIn((fromUrl ?? p).zone);
    const event = (MUHURTA_EVENTS as readonly string[]).includes(q.get('event') ?? '') ? (q.get('event') as MuhurtaEvent) : 'griha-pravesh';
    const a: MuhurtaAsk = {
      event,
      from: q.get('from') ?? today,
      to: q.get('to') ?? shiftDate(today, 60),
      births: ['', ''],
      observeChaturmas: q.get('chaturmas') !== 'ignore',
    };
    setAsk(a);
    if (q.get('event')) run(fromUrl ?? p, a);
  }, []);

  function run(p: PlaceChoice, a: MuhurtaAsk) {
    const q = new URLSearchParams({ event: a.event, from: a.from, to: a.to, lat: String(p.lat), lon: String(p.lon) });
    if (p.zone) q.set('tz', p.zone);
    window.history.replaceState(null, '', `?${q}`);
    setLoad({ kind: 'loading' });
    fetchMuhurta(p, a).then(
      (value) => setLoad({ kind: 'done', value }),
      (error: unknown) =>
        setLoad({
          kind: 'failed',
          refusal: error instanceof PanchangApiError ? error : null,
          field: error instanceof PanchangApiError ? error.field : null,
        }),
    );
  }

  const refusedField = load.kind === 'failed' ? load.field : null;
  const fieldLabel = refusedField === 'event' ? t.event : refusedField === 'from' ? t.from : refusedField === 'to' ? t.to : undefined;
  const failure = useShownRefusal(locale, load.kind === 'failed' ? load.refusal : null, t.failed, fieldLabel);
  if (!place || !ask) return <p className="calendar__status">{t.loading}</p>;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    run(place, ask);
  };
  const invalid = (field: string) => (load.kind === 'failed' && load.field === field) || undefined;
  const describe = (field: string) => (load.kind === 'failed' && load.field === field ? 'muhurta-refusal' : undefined);
  return (
    <div className="calendar">
      <form className="calendar__controls" onSubmit={submit} noValidate>
        <label>
          <span>{t.event}</span>
          <select
            value={ask.event}
            onChange={(e) => setAsk({ ...ask, event: e.target.value as MuhurtaEvent })}
            aria-invalid={invalid('event')}
            aria-describedby={describe('event')}
          >
            {MUHURTA_EVENTS.map((ev) => (
              <option key={ev} value={ev}>
                {muhurtaEventName(ev, locale)}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>{t.from}</span>
          <input
            type="date"
            value={ask.from}
            onChange={(e) => setAsk({ ...ask, from: e.target.value })}
            aria-invalid={invalid('from')}
            aria-describedby={describe('from')}
          />
        </label>
        <label>
          <span>{t.to}</span>
          <input
            type="date"
            value={ask.to}
            onChange={(e) => setAsk({ ...ask, to: e.target.value })}
            aria-invalid={invalid('to')}
            aria-describedby={describe('to')}
          />
        </label>
        <AddressPicker
          id="muhurta-place"
          label={t.place}
          value={place}
          onChange={(p) => {
            setPlace(p);
            try {
              localStorage.setItem(CALENDAR_PLACE_KEY, JSON.stringify(p));
            } catch {
              // Private mode.
            }
          }}
          locale={locale}
        />
        <BirthsFieldset
          births={ask.births}
          onChange={(births) => setAsk({ ...ask, births })}
          invalid={invalid}
          describe={describe}
          locale={locale}
        />
        <label className="calendar__check">
          <input type="checkbox" checked={ask.observeChaturmas} onChange={(e) => setAsk({ ...ask, observeChaturmas: e.target.checked })} />
          <span>{t.chaturmas}</span>
        </label>
        <button type="submit">{t.find}</button>
      </form>
      <div aria-live="polite">
        {load.kind === 'loading' && <p className="calendar__status">{t.calculating}</p>}
        {load.kind === 'failed' && (
          <p role="alert" id="muhurta-refusal" className="calendar__error">
            {t.errorPrefix}
            {failure}
          </p>
        )}
      </div>
      {load.kind === 'done' && <Answer a={load.value} locale={locale} />}
    </div>
  );
}

function Answer({ a, locale }: { a: MuhurtaAnswer; locale: LocaleProps['locale'] }) {
  const t = calendarText[locale];
  const tithi = (label: string) =>
    label
      .split(' ')
      .map((w) => panchangName(w, locale))
      .join(' ');
  return (
    <>
      <h2 className="calendar__results">{t.windows(a.windows.length)}</h2>
      {a.windows.length === 0 && <p>{t.noWindows}</p>}
      <ul className="calendar__windows">
        {a.windows.map((w) => (
          <li key={w.start} className="calendar__entry">
            <p className="calendar__head">
              <strong>{dateLabel(w.date, locale)}</strong> {timeLabel(w.start, w.date, locale)} – {timeLabel(w.end, w.date, locale)}
            </p>
            <p>
              {nakshatraNameOf(w.nakshatra, locale)} · {tithi(w.tithi)} · {panchangName(w.weekday, locale)}
            </p>
            {locale === 'en' ? (
              <p>
                {t.reasons}: {w.reasons.join('; ')}
              </p>
            ) : (
              <>
                <p>
                  {t.reasons}: {t.freeOf}
                </p>
                {w.persons.map((p) => (
                  <p key={p.person}>{t.personBala(p.person, taraName(p.tara, locale)!, rasiName(p.moonSign, locale), p.houseFromMoon)}</p>
                ))}
              </>
            )}
            {w.cautions.length > 0 && (
              <p className="calendar__caution">
                {t.cautions}: {w.cautions.join('; ')}
              </p>
            )}
          </li>
        ))}
      </ul>
      <details className="calendar__rules">
        <summary>{t.rules}</summary>
        <p>
          {t.nakshatras}: {a.rules.nakshatras.map((n) => nakshatraNameOf(n, locale)).join(', ')}
        </p>
        <p>
          {t.tithis}: {a.rules.tithis.map(tithi).join(', ')}
        </p>
        <p>
          {t.weekdays}: {a.rules.weekdays.map((w) => panchangName(w, locale)).join(', ')}
        </p>
        {a.rules.excluded.length > 0 && (
          <p>
            {t.excluded}: {a.rules.excluded.map((e) => muhurtaExclusionText(e.key, locale)).join('; ')}
          </p>
        )}
        <p>{t.avoided}</p>
        {a.excludedDays.length > 0 && (
          <p>
            {t.excludedDays}:{' '}
            {a.excludedDays
              .map((d) => `${dateLabel(d.from, locale)}–${dateLabel(d.to, locale)} (${muhurtaExclusionText(d.reason, locale)})`)
              .join('; ')}
          </p>
        )}
        <p className="calendar__source">{a.rules.source}</p>
      </details>
    </>
  );
}
