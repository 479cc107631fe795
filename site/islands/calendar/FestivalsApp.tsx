/**
 * The /festivals page's island: the year of festivals, vrats, Ekadashis and sankrantis for a place,
 * by month, filtered by kind, each with the rule that decided its date and the other date where
 * traditions differ; a link imports the year as .ics. Year and place live in the URL (?year&lat&lon&tz).
 */
import { useEffect, useState } from 'react';
import { traditionName, type FestivalEntry } from '../../../shared/calendar/festival-entry';
import { FESTIVAL_KINDS, type FestivalKind } from '../../../shared/calendar/festival-rules';
import type { FestivalYear } from '../../../shared/calendar/festivals';
import { DAY_PART_HINDI } from '../../../shared/calendar/day-part-names';
import { lunarMonthName, panchangName } from '../../../shared/jyotish/panchang-names';
import type { Locale } from '../../../shared/i18n/locale';
import AddressPicker from '../AddressPicker';
import type { PlaceChoice } from '../../lib/place';
import type { LocaleProps } from '../../i18n/locale-props';
import { calendarText, OBSERVATION_HINDI } from '../../i18n/calendar';
import { CALENDAR_PLACE_KEY, fetchFestivals, festivalsIcsUrl } from '../../lib/calendar-view';
import { DEFAULT_PLACE, PanchangApiError, dateLabel, monthLabel, timeLabel, todayIn } from '../../lib/panchang-view';
import { useShownRefusal } from '../useRefusalText';
import './calendar.css';
import { festivalName } from '../../../shared/calendar/names/festival-name';

/** A failure keeps the API's refusal (null for an unexpected error), worded for the page by useShownRefusal. */
type Load = { kind: 'loading' } | { kind: 'done'; value: FestivalYear } | { kind: 'failed'; refusal: PanchangApiError | null };
const MIN = 1900;
const MAX = 2100;

function initial(): { place: PlaceChoice; year: number; kind: FestivalKind | 'all' } {
  const q = new URLSearchParams(window.location.search);
  const lat = Number(q.get('lat'));
  const lon = Number(q.get('lon'));
  let place: PlaceChoice = DEFAULT_PLACE;
  if (q.get('lat') && q.get('lon') && Number.isFinite(lat) && Number.isFinite(lon))
    place = { address: q.get('label') ?? `${lat}, ${lon}`, lat, lon, zone: q.get('tz') };
  else {
    try {
      const raw = localStorage.getItem(CALENDAR_PLACE_KEY);
      if (raw) place = JSON.parse(raw) as PlaceChoice;
    } catch {
      // No storage: the default place.
    }
  }
  const y = Number(q.get('year'));
  const kind = (q.get('kind') ?? 'all') as FestivalKind | 'all';
  return {
    place,
    year: Number.isInteger(y) && y >= MIN && y <= MAX ? y : Number(todayIn(place.zone).slice(0, 4)),
    kind: [...FESTIVAL_KINDS, 'all'].includes(kind) ? kind : 'all',
  };
}

/** The deciding rule in the page's language: English is the API's sentence; Hindi is worded from its facts. */
function ruleText(f: FestivalEntry, locale: Locale): string {
  if (locale === 'en') return f.rule.text;
  const tithi = f.rule.tithi ? `${panchangName(f.rule.tithi.paksha, locale)} ${panchangName(f.rule.tithi.name, locale)}` : '';
  const month = f.month ? `, ${lunarMonthName(f.month.amanta, locale)}${f.month.adhika ? ' (अधिक)' : ''}` : '';
  const part = DAY_PART_HINDI[f.rule.part];
  const what = OBSERVATION_HINDI[f.rule.observation] ?? '';
  return f.rule.element === 'sankranti'
    ? `संक्रांति ${f.rule.sankranti?.at.slice(11, 16) ?? ''}: ${what}`
    : `${tithi}${month} — ${part}: ${what}`;
}

export default function FestivalsApp({ locale }: LocaleProps) {
  const t = calendarText[locale];
  const [state, setState] = useState<ReturnType<typeof initial> | null>(null);
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  useEffect(() => setState(initial()), []);
  useEffect(() => {
    if (!state) return;
    const q = new URLSearchParams({ year: String(state.year), lat: String(state.place.lat), lon: String(state.place.lon) });
    if (state.place.zone) q.set('tz', state.place.zone);
    if (state.kind !== 'all') q.set('kind', state.kind);
    window.history.replaceState(null, '', `?${q}${window.location.hash}`);
    const controller = new AbortController();
    setLoad({ kind: 'loading' });
    fetchFestivals(state.place, state.year, controller.signal)
      .then((value) => setLoad({ kind: 'done', value }))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setLoad({ kind: 'failed', refusal: error instanceof PanchangApiError ? error : null });
      });
    return () => controller.abort();
  }, [state]);
  useEffect(() => {
    if (load.kind !== 'done' || !window.location.hash) return;
    document.getElementById(decodeURIComponent(window.location.hash.slice(1)))?.scrollIntoView();
  }, [load]);
  const failure = useShownRefusal(locale, load.kind === 'failed' ? load.refusal : null, t.failed);
  if (!state) return <p className="calendar__status">{t.loading}</p>;
  const choosePlace = (place: PlaceChoice) => {
    setState({ ...state, place });
    try {
      localStorage.setItem(CALENDAR_PLACE_KEY, JSON.stringify(place));
    } catch {
      // Private mode: the choice holds for this visit.
    }
  };
  const shown = load.kind === 'done' ? load.value.festivals.filter((f) => state.kind === 'all' || f.kind === state.kind) : [];
  const months = Array.from({ length: 12 }, (_, i) => shown.filter((f) => Number(f.date.slice(5, 7)) === i + 1));
  return (
    <div className="calendar">
      <section className="calendar__controls" aria-label={t.choose}>
        <AddressPicker id="festivals-place" label={t.place} value={state.place} onChange={choosePlace} locale={locale} />
        <label>
          <span>{t.year}</span>
          <input
            type="number"
            min={MIN}
            max={MAX}
            value={state.year}
            onChange={(e) => {
              const y = Number(e.target.value);
              if (Number.isInteger(y) && y >= MIN && y <= MAX) setState({ ...state, year: y });
            }}
          />
        </label>
        <label>
          <span>{t.kind}</span>
          <select value={state.kind} onChange={(e) => setState({ ...state, kind: e.target.value as FestivalKind | 'all' })}>
            {(['all', ...FESTIVAL_KINDS] as const).map((k) => (
              <option key={k} value={k}>
                {t.kinds[k]}
              </option>
            ))}
          </select>
        </label>
        <a className="calendar__ics" href={festivalsIcsUrl(state.place, state.year)} download>
          {t.addToCalendar}
        </a>
      </section>
      <div aria-live="polite">
        {load.kind === 'loading' && <p className="calendar__status">{t.calculating}</p>}
        {load.kind === 'failed' && (
          <p role="alert" className="calendar__error">
            {t.errorPrefix}
            {failure}
          </p>
        )}
      </div>
      {load.kind === 'done' && (
        <>
          {load.value.adhikaMasa.map((m) => (
            <p key={m.start} className="calendar__note">
              {t.adhika(lunarMonthName(m.month, locale), dateLabel(m.start, locale), dateLabel(m.end, locale))}
            </p>
          ))}
          <p className="calendar__status">{t.count(shown.length)}</p>
          <div className="calendar__months">
            {months.map((list, i) => (
              <section key={i} className="calendar__month" aria-labelledby={`month-${i + 1}`}>
                <h2 id={`month-${i + 1}`}>{monthLabel(state.year, i + 1, locale)}</h2>
                {list.length === 0 ? (
                  <p>{t.none}</p>
                ) : (
                  <ul>
                    {list.map((f) => (
                      <li key={`${f.key}-${f.date}`} id={`${f.key}-${f.date}`} className={`calendar__entry calendar__entry--${f.kind}`}>
                        <p className="calendar__head">
                          <time dateTime={f.date}>{dateLabel(f.date, locale)}</time> <strong>{festivalName(f, locale)}</strong>
                        </p>
                        {f.window && (
                          <p>
                            {f.kind === 'ekadashi' ? t.parana : t.window}: {timeLabel(f.window.start, f.date, locale)} –{' '}
                            {timeLabel(f.window.end, f.date, locale)}
                          </p>
                        )}
                        <details>
                          <summary>{t.rule}</summary>
                          <p>{ruleText(f, locale)}</p>
                          {f.alternatives?.map((a) => (
                            <p key={a.date}>{t.alsoKept(dateLabel(a.date, locale), traditionName(a.code, locale))}</p>
                          ))}
                          <p className="calendar__source">
                            {t.source}: {f.rule.source}
                          </p>
                        </details>
                      </li>
                    ))}
                  </ul>
                )}
              </section>
            ))}
          </div>
        </>
      )}
    </div>
  );
}
