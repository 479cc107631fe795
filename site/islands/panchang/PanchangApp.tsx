/**
 * The /panchang page's island: the day panchang for a place and date, a day timeline of good
 * and bad periods, choghadiya and hora tables, and the month as a calendar. Place and date live
 * in the URL (shareable, back/forward works); the place is remembered in localStorage. Words
 * from site/i18n/panchang.ts, panchang names from shared/jyotish/panchang-names.ts and the
 * vocabulary, dates through `Intl` in the page's language.
 */
import { startTransition, useEffect, useState } from 'react';
import type { DayPanchang } from '../../../shared/panchang/day';
import type { MonthPanchang } from '../../../shared/panchang/month';
import type { PanchangCondition } from '../../../shared/panchang/errors';
import AddressPicker from '../AddressPicker';
import DayFestivals from './DayFestivals';
import type { PlaceChoice } from '../../lib/place';
import type { Locale } from '../../../shared/i18n/locale';
import {
  lunarMonthName,
  MUHURTA_NAMES,
  SUNRISE_CONVENTION_NAMES,
  panchangName,
  type MuhurtaKey,
} from '../../../shared/jyotish/panchang-names';
import { choghadiyaName } from '../../../shared/panchang/choghadiya';
import { grahaName, isGraha } from '../../../shared/vocabulary/graha';
import { nakshatraNameOf } from '../../../shared/vocabulary/nakshatra';
import { AYANAMSA_NAMES } from '../../../shared/vocabulary/settings';
import { termName } from '../../../shared/vocabulary/terms';
import { MAX_YEAR, MIN_YEAR } from '../../../shared/time/supported-years';
import type { LocaleProps } from '../../i18n/locale-props';
import { panchangText } from '../../i18n/panchang';
import { useRefusalText } from '../useRefusalText';
import {
  dateLabel,
  DEFAULT_PLACE,
  fetchDay,
  fetchMonth,
  monthLabel,
  PANCHANG_PLACE_KEY,
  PanchangApiError,
  PANCHANG_OPTIONS,
  readUrl,
  resolvePlaceName,
  shiftDate,
  timeLabel,
  timelineSegments,
  todayIn,
  weekdayLabels,
  writeUrl,
  type PanchangOptions,
} from '../../lib/panchang-view';
import './PanchangApp.css';

/** A fetch's state; a failure keeps the API's refusal, or null for an unexpected error. */
type Load<T> = { kind: 'loading' } | { kind: 'done'; value: T } | { kind: 'failed'; error: PanchangApiError | null };

/** Fields of the panchang query the place picker stands for; the others (date, year, month) belong to the date input. */
const PLACE_FIELDS: ReadonlySet<string> = new Set(['place', 'lat', 'lon', 'tz']);

/** A month cell's words for a day without a panchang. */
const CONDITION_TEXT: Record<PanchangCondition, (w: (typeof panchangText)['en']) => string> = {
  'polar-day': (w) => w.polarDay,
  'polar-night': (w) => w.polarNight,
  'skipped-day': (w) => w.skippedDay,
};

/**
 * A failed request in the page's language: English shows the API's sentence as it is; other languages
 * word the known kinds (unreachable, polar day or night, a skipped date) from the page's catalogue and a refused
 * field's code (useRefusalText), naming the field by the page's own label. Null while that loads.
 */
function useFailureText(load: Load<unknown>, locale: Locale): string | null {
  const w = panchangText[locale];
  const error = load.kind === 'failed' ? load.error : null;
  const coded = error && locale !== 'en' && !error.failure && error.field !== null ? error : null;
  const label = !coded ? undefined : coded.field === 'date' ? w.date : coded.field === 'place' ? w.place : undefined;
  const worded = useRefusalText(locale, coded, label);
  if (load.kind !== 'failed') return null;
  if (!error) return w.failed;
  return coded ? worded : w.failure(error.failure, error.message);
}

/**
 * Where a refusal belongs: beside the place picker, beside the date, or above the day (no field, the Sun's
 * condition, or an option the URL gave, such as `ayanamsa`: no control on the page to mark).
 */
function failureSpot(load: Load<unknown>): 'place' | 'date' | 'day' | null {
  if (load.kind !== 'failed') return null;
  const e = load.error;
  if (!e || e.failure || e.field === null) return 'day';
  if (PLACE_FIELDS.has(e.field)) return 'place';
  return (PANCHANG_OPTIONS as readonly string[]).includes(e.field) ? 'day' : 'date';
}

/** True once the place has coordinates (a place named in the URL has none until the API resolves it). */
function located(place: PlaceChoice): boolean {
  return Number.isFinite(place.lat) && Number.isFinite(place.lon);
}

function rememberedPlace(): PlaceChoice | null {
  try {
    const raw = localStorage.getItem(PANCHANG_PLACE_KEY);
    const p = raw ? (JSON.parse(raw) as PlaceChoice) : null;
    return p && typeof p.lat === 'number' && typeof p.lon === 'number' && typeof p.address === 'string' ? p : null;
  } catch {
    return null;
  }
}

/** A day's names in `locale`: tithi, yoga, karana, vara and paksha (panchang-names), nakshatra, lunar month, choghadiya, hora lord. */
function namer(locale: Locale) {
  return {
    element: (name: string) => panchangName(name, locale),
    nakshatra: (name: string) => nakshatraNameOf(name, locale),
    month: (name: string) => lunarMonthName(name, locale),
    choghadiya: (name: string) => choghadiyaName(name, locale),
    lord: (name: string) => (isGraha(name) ? grahaName(name, locale) : name),
    muhurta: (key: MuhurtaKey) => MUHURTA_NAMES[key][locale],
  };
}

export default function PanchangApp({ locale }: LocaleProps) {
  const t = panchangText[locale];
  const [place, setPlace] = useState<PlaceChoice | null>(null);
  const [date, setDate] = useState<string | null>(null);
  const [day, setDay] = useState<Load<DayPanchang>>({ kind: 'loading' });
  const [month, setMonth] = useState<Load<MonthPanchang>>({ kind: 'loading' });
  const [chosen, setChosen] = useState(false);
  // The URL's ayanamsa and sunrise, passed on as given (the API uses or refuses each by name).
  const [options, setOptions] = useState<PanchangOptions | null>(null);
  const dayFailure = useFailureText(day, locale);
  // The month calendar first appears once the first day is shown (or has failed): shown before it, the
  // calendar stood where the day's tables then pushed it down (a layout shift of 0.08 on a phone).
  const [monthShown, setMonthShown] = useState(false);
  useEffect(() => {
    if (day.kind !== 'loading') setMonthShown(true);
  }, [day.kind]);

  // First render: URL, else the remembered place, else the default city; today at that place.
  useEffect(() => {
    const fromUrl = readUrl(window.location.search);
    setOptions(fromUrl.options);
    if (fromUrl.placeName !== null) {
      // A place named without coordinates: the API resolves it; its refusal is shown on the place, the name kept.
      const name = fromUrl.placeName;
      const asked = fromUrl.date ?? todayIn(null);
      setChosen(true);
      setPlace({ address: name, lat: Number.NaN, lon: Number.NaN, zone: null });
      setDate(asked);
      resolvePlaceName(name, asked, undefined, fromUrl.options).then(
        (resolved) => {
          setPlace(resolved);
          if (fromUrl.date === null) setDate(todayIn(resolved.zone));
        },
        (error: unknown) => setDay({ kind: 'failed', error: error instanceof PanchangApiError ? error : null }),
      );
    } else {
      const remembered = rememberedPlace();
      const p = fromUrl.place ?? remembered ?? { ...DEFAULT_PLACE, address: t.defaultPlace };
      setChosen(Boolean(fromUrl.place ?? remembered));
      setPlace(p);
      setDate(fromUrl.date ?? todayIn(p.zone));
    }
    const onPop = () => {
      const back = readUrl(window.location.search);
      if (back.place) setPlace(back.place);
      if (back.date) setDate(back.date);
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [t.defaultPlace]);

  // Keep the URL shareable (a place still being resolved keeps the URL as it came).
  useEffect(() => {
    if (!place || !date || !options || !located(place)) return;
    const next = writeUrl(date, place, options);
    if (window.location.search !== next) window.history.pushState(null, '', next);
  }, [place, date, options]);

  useEffect(() => {
    if (!place || !date || !options || !located(place)) return;
    const controller = new AbortController();
    setDay({ kind: 'loading' });
    fetchDay(place, date, controller.signal, options)
      // A transition: React renders the day's tables in slices instead of one long task.
      .then((value) => startTransition(() => setDay({ kind: 'done', value })))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setDay({ kind: 'failed', error: error instanceof PanchangApiError ? error : null });
      });
    return () => controller.abort();
  }, [place, date, options]);

  // The month of a date that names one (2026-02-30 does: February); a date without one ("abc") has no month view.
  const monthKey = date && /^\d{4}-(0[1-9]|1[0-2])-/.test(date) ? date.slice(0, 7) : undefined;
  useEffect(() => {
    if (!place || !monthKey || !options || !located(place)) return;
    const controller = new AbortController();
    setMonth({ kind: 'loading' });
    fetchMonth(place, Number(monthKey.slice(0, 4)), Number(monthKey.slice(5, 7)), controller.signal, options)
      .then((value) => startTransition(() => setMonth({ kind: 'done', value })))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setMonth({ kind: 'failed', error: error instanceof PanchangApiError ? error : null });
      });
    return () => controller.abort();
  }, [place, monthKey, options]);

  const choosePlace = (p: PlaceChoice) => {
    setPlace(p);
    setChosen(true);
    try {
      localStorage.setItem(PANCHANG_PLACE_KEY, JSON.stringify(p));
    } catch {
      // Private mode: the choice still holds for this visit (and in the URL).
    }
  };

  if (!place || !date) return <p className="panchang__status">{t.loading}</p>;
  const spot = failureSpot(day);
  const refusal = day.kind === 'failed' && (
    <p role="alert" id="panchang-refusal" className="panchang__error">
      {t.errorPrefix}
      {dayFailure}
    </p>
  );
  return (
    <div className="panchang">
      <section className="panchang__controls" aria-label={t.placeAndDate}>
        <div className="panchang__place">
          <AddressPicker
            id="panchang-place"
            label={t.place}
            value={place}
            onChange={choosePlace}
            locale={locale}
            invalid={spot === 'place'}
            {...(spot === 'place' ? { describedBy: 'panchang-refusal' } : {})}
          />
          {spot === 'place' && refusal}
          {!chosen && <p className="panchang__hint">{t.showingDefault(t.defaultPlace)}</p>}
        </div>
        <div className="panchang__date">
          <button type="button" onClick={() => setDate(shiftDate(date, -1))} aria-label={t.previousDay}>
            ‹ {t.previousDay}
          </button>
          <label>
            <span>{t.date}</span>
            <input
              type="date"
              value={date}
              min={`${MIN_YEAR}-01-01`}
              max={`${MAX_YEAR}-12-31`}
              onChange={(e) => /^\d{4}-\d{2}-\d{2}$/.test(e.target.value) && setDate(e.target.value)}
              aria-invalid={spot === 'date' || undefined}
              aria-describedby={spot === 'date' ? 'panchang-refusal' : undefined}
            />
          </label>
          <button type="button" onClick={() => setDate(shiftDate(date, 1))} aria-label={t.nextDay}>
            {t.nextDay} ›
          </button>
          <button type="button" onClick={() => setDate(todayIn(place.zone))}>
            {t.today}
          </button>
          {spot === 'date' && refusal}
        </div>
      </section>
      <h2 className="panchang__title">
        {dateLabel(date, locale)} · {place.address}
      </h2>
      <div aria-live="polite">
        {day.kind === 'loading' && <p className="panchang__status">{t.calculating}</p>}
        {spot === 'day' && refusal}
      </div>
      {day.kind === 'done' && located(place) && <DayFestivals place={place} date={date} locale={locale} />}
      {day.kind === 'done' && <DayView p={day.value} date={date} locale={locale} />}
      {monthShown && monthKey && located(place) && <MonthView month={month} date={date} onPick={setDate} locale={locale} />}
    </div>
  );
}

function DayView({ p, date, locale }: { p: DayPanchang; date: string; locale: Locale }) {
  const w = panchangText[locale];
  const n = namer(locale);
  const t = (iso: string | null) => (iso ? timeLabel(iso, date, locale) : '—');
  const list = (items: { name: string; endsAt: string; startsAt: string }[], name: (x: string) => string, extra?: (i: number) => string) =>
    items.map((e, i) => (
      <li key={e.startsAt}>
        <strong>{name(e.name)}</strong>
        {extra?.(i)} {w.until(t(e.endsAt))}
      </li>
    ));
  const period = (x: { start: string; end: string } | null) => (x ? `${t(x.start)} – ${t(x.end)}` : w.noneToday);
  const periods = (xs: { start: string; end: string }[]) => (xs.length ? xs.map(period).join('; ') : w.noneToday);
  const row = (key: MuhurtaKey, when: string, good: boolean) => (
    <tr>
      <th scope="row">{n.muhurta(key)}</th>
      <td>{when}</td>
      <td className={good ? 'good' : 'bad'}>{good ? w.good : w.avoid}</td>
    </tr>
  );
  const sunriseText = locale === 'en' ? p.conventions.description : SUNRISE_CONVENTION_NAMES[p.conventions.sunrise][locale];
  const ayanamsa = locale === 'en' ? p.ayanamsa : AYANAMSA_NAMES[p.ayanamsa][locale];
  return (
    <>
      <section className="panchang__grid" aria-label={w.sunAndMoon}>
        <dl className="panchang__card">
          <div>
            <dt>{w.sunrise}</dt>
            <dd>{t(p.sunrise)}</dd>
          </div>
          <div>
            <dt>{w.sunset}</dt>
            <dd>{t(p.sunset)}</dd>
          </div>
          <div>
            <dt>{w.moonrise}</dt>
            <dd>{p.moonrise ? t(p.moonrise) : <span title={p.reasons?.moonrise}>{w.noneBeforeSunrise}</span>}</dd>
          </div>
          <div>
            <dt>{w.moonset}</dt>
            <dd>{p.moonset ? t(p.moonset) : <span title={p.reasons?.moonset}>{w.noneBeforeSunrise}</span>}</dd>
          </div>
        </dl>
        <dl className="panchang__card">
          <div>
            <dt>{termName('vara', locale)}</dt>
            <dd>{n.element(p.vara.name)}</dd>
          </div>
          <div>
            <dt>{termName('paksha', locale)}</dt>
            <dd>{n.element(p.paksha)}</dd>
          </div>
          <div>
            <dt>{w.amanta}</dt>
            <dd>
              {p.lunarMonth.amanta.adhika ? w.adhika : ''}
              {n.month(p.lunarMonth.amanta.name)}
            </dd>
          </div>
          <div>
            <dt>{w.purnimanta}</dt>
            <dd>{n.month(p.lunarMonth.purnimanta.name)}</dd>
          </div>
          <div>
            <dt>{w.samvat}</dt>
            <dd>{w.samvatLine(p.samvat.vikram, p.samvat.shaka)}</dd>
          </div>
        </dl>
      </section>
      <section aria-labelledby="panchang-elements">
        <h3 id="panchang-elements">{w.elements}</h3>
        <div className="panchang__elements">
          <div>
            <h4>{termName('tithi', locale)}</h4>
            <ul>{list(p.tithi, n.element, (i) => ` (${n.element(p.tithi[i]!.paksha)})`)}</ul>
          </div>
          <div>
            <h4>{termName('nakshatra', locale)}</h4>
            <ul>{list(p.nakshatra, n.nakshatra)}</ul>
            <p className="panchang__padas">
              {w.padas}{' '}
              {p.nakshatra
                .flatMap((x) =>
                  x.padas
                    .filter((q) => q.endsAt > p.sunrise && q.startsAt < p.nextSunrise)
                    .map((q) => w.padaUntil(n.nakshatra(x.name), q.pada, t(q.endsAt))),
                )
                .join('; ')}
            </p>
          </div>
          <div>
            <h4>{termName('yoga', locale)}</h4>
            <ul>{list(p.yoga, n.element)}</ul>
          </div>
          <div>
            <h4>{termName('karana', locale)}</h4>
            <ul>{list(p.karana, n.element)}</ul>
          </div>
        </div>
      </section>
      <Timeline p={p} date={date} locale={locale} />
      <section aria-labelledby="panchang-muhurta">
        <h3 id="panchang-muhurta">{w.muhurta}</h3>
        <table className="panchang__table">
          <caption className="visually-hidden">{w.periodsCaption}</caption>
          <tbody>
            {row('brahmaMuhurta', period(p.brahmaMuhurta), true)}
            {row('abhijit', period(p.abhijit), true)}
            {row('amritKalam', periods(p.amritKalam), true)}
            {row('rahuKalam', period(p.rahuKalam), false)}
            {row('yamaganda', period(p.yamaganda), false)}
            {row('gulikaKalam', period(p.gulikaKalam), false)}
            {row('durMuhurtam', periods(p.durMuhurtam), false)}
            {row('varjyam', periods(p.varjyam), false)}
          </tbody>
        </table>
      </section>
      <section aria-labelledby="panchang-choghadiya">
        <h3 id="panchang-choghadiya">{w.choghadiya}</h3>
        <div className="panchang__pair">
          {(['day', 'night'] as const).map((part) => (
            <table key={part} className="panchang__table">
              <caption>{part === 'day' ? w.dayPart : w.nightPart}</caption>
              <thead>
                <tr>
                  <th scope="col">{w.choghadiya}</th>
                  <th scope="col">{w.time}</th>
                  <th scope="col">{w.quality}</th>
                </tr>
              </thead>
              <tbody>
                {p.choghadiya[part].map((c) => (
                  <tr key={c.start}>
                    <td>{n.choghadiya(c.name)}</td>
                    <td>
                      {t(c.start)} – {t(c.end)}
                    </td>
                    <td className={c.quality}>{w.qualities[c.quality]}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ))}
        </div>
      </section>
      <details className="panchang__hora">
        <summary>{w.hora}</summary>
        <table className="panchang__table">
          <thead>
            <tr>
              <th scope="col">{w.horaOf}</th>
              <th scope="col">{w.time}</th>
            </tr>
          </thead>
          <tbody>
            {p.hora.map((h) => (
              <tr key={h.start}>
                <td>{n.lord(h.lord)}</td>
                <td>
                  {t(h.start)} – {t(h.end)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
      <p className="panchang__note">{w.note(sunriseText, ayanamsa)}</p>
    </>
  );
}

function Timeline({ p, date, locale }: { p: DayPanchang; date: string; locale: Locale }) {
  const w = panchangText[locale];
  const name = namer(locale).muhurta;
  const time = (iso: string) => timeLabel(iso, date, locale);
  const segments = timelineSegments(p);
  const sunsetAt = (Date.parse(p.sunset) - Date.parse(p.sunrise)) / (Date.parse(p.nextSunrise) - Date.parse(p.sunrise));
  return (
    <section aria-labelledby="panchang-timeline">
      <h3 id="panchang-timeline">{w.dayAtAGlance}</h3>
      <div className="panchang__timeline" aria-hidden="true">
        <div className="panchang__night" style={{ left: `${sunsetAt * 100}%` }} />
        {segments.map((s, i) => (
          <div
            key={i}
            className={`panchang__seg panchang__seg--${s.kind}`}
            style={{ left: `${s.from * 100}%`, width: `${(s.to - s.from) * 100}%` }}
            title={`${name(s.key)} ${time(s.start)} – ${time(s.end)}`}
          />
        ))}
      </div>
      <div className="panchang__axis" aria-hidden="true">
        <span>{w.axisSunrise(time(p.sunrise))}</span>
        <span>{w.axisSunset(time(p.sunset))}</span>
        <span>{w.axisNextSunrise(time(p.nextSunrise))}</span>
      </div>
      <ul className="panchang__legend">
        {segments.map((s, i) => (
          <li key={i} className={`panchang__legend--${s.kind}`}>
            {name(s.key)}: {time(s.start)} – {time(s.end)} ({s.kind === 'good' ? w.good : w.avoid})
          </li>
        ))}
      </ul>
    </section>
  );
}

function MonthView({
  month,
  date,
  onPick,
  locale,
}: {
  month: Load<MonthPanchang>;
  date: string;
  onPick(date: string): void;
  locale: Locale;
}) {
  const w = panchangText[locale];
  const n = namer(locale);
  const monthFailure = useFailureText(month, locale);
  if (month.kind === 'loading')
    return (
      <section aria-labelledby="panchang-month">
        <h3 id="panchang-month">{w.month}</h3>
        <p className="panchang__status">{w.loadingMonth}</p>
      </section>
    );
  if (month.kind === 'failed')
    return (
      <section aria-labelledby="panchang-month">
        <h3 id="panchang-month">{w.month}</h3>
        <p role="alert" className="panchang__error">
          {w.errorPrefix}
          {monthFailure}
        </p>
      </section>
    );
  const m = month.value;
  const lead = m.days[0]!.vara.number - 1;
  const title = monthLabel(m.year, m.month, locale);
  return (
    <section aria-labelledby="panchang-month">
      <h3 id="panchang-month">{title}</h3>
      <div className="panchang__month-nav">
        <button type="button" onClick={() => onPick(shiftDate(`${date.slice(0, 7)}-01`, -1).slice(0, 8) + '01')}>
          ‹ {w.previousMonth}
        </button>
        <button type="button" onClick={() => onPick(shiftDate(`${date.slice(0, 7)}-28`, 5).slice(0, 8) + '01')}>
          {w.nextMonth} ›
        </button>
      </div>
      <ol className="panchang__month" aria-label={w.daysOf(title)}>
        {weekdayLabels(locale).map((day) => (
          <li key={day} className="panchang__weekday" aria-hidden="true">
            {day}
          </li>
        ))}
        {Array.from({ length: lead }, (_, i) => (
          <li key={`pad${i}`} className="panchang__pad" aria-hidden="true" />
        ))}
        {m.days.map((d) => (
          <li key={d.date}>
            <button
              type="button"
              className="panchang__day"
              aria-current={d.date === date ? 'date' : undefined}
              onClick={() => onPick(d.date)}
            >
              <span className="panchang__daynum">{Number(d.date.slice(8))}</span>
              {'tithi' in d && d.tithi ? (
                <>
                  <span className="panchang__dayline">{n.element(d.tithi[0]!.name)}</span>
                  <span className="panchang__dayline panchang__muted">{n.nakshatra(d.nakshatra[0]!.name)}</span>
                  <span className="visually-hidden">{w.daySummary(n.element(d.vara.name), d.sunrise.slice(11, 16))}</span>
                </>
              ) : (
                <span className="panchang__dayline panchang__muted">{'condition' in d && CONDITION_TEXT[d.condition](w)}</span>
              )}
            </button>
          </li>
        ))}
      </ol>
    </section>
  );
}
