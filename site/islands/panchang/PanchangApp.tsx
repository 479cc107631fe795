/**
 * The /panchang page's island: the day panchang for a place and date, a day timeline of good
 * and bad periods, choghadiya and hora tables, and the month as a calendar. Place and date live
 * in the URL (shareable, back/forward works); the place is remembered in localStorage.
 */
import { useEffect, useState } from 'react';
import type { DayPanchang } from '../../../shared/panchang/day';
import type { MonthPanchang } from '../../../shared/panchang/month';
import AddressPicker from '../AddressPicker';
import type { PlaceChoice } from '../../lib/place';
import type { LocaleProps } from '../../i18n/locale-props';
import {
  dateLabel,
  DEFAULT_PLACE,
  fetchDay,
  fetchMonth,
  PANCHANG_PLACE_KEY,
  PanchangApiError,
  readUrl,
  shiftDate,
  timeLabel,
  timelineSegments,
  todayIn,
  writeUrl,
} from '../../lib/panchang-view';
import './PanchangApp.css';

type Load<T> = { kind: 'loading' } | { kind: 'done'; value: T } | { kind: 'failed'; message: string };

function rememberedPlace(): PlaceChoice | null {
  try {
    const raw = localStorage.getItem(PANCHANG_PLACE_KEY);
    const p = raw ? (JSON.parse(raw) as PlaceChoice) : null;
    return p && typeof p.lat === 'number' && typeof p.lon === 'number' && typeof p.address === 'string' ? p : null;
  } catch {
    return null;
  }
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

export default function PanchangApp(_props: LocaleProps) {
  const [place, setPlace] = useState<PlaceChoice | null>(null);
  const [date, setDate] = useState<string | null>(null);
  const [day, setDay] = useState<Load<DayPanchang>>({ kind: 'loading' });
  const [month, setMonth] = useState<Load<MonthPanchang>>({ kind: 'loading' });
  const [chosen, setChosen] = useState(false);

  // First render: URL, else the remembered place, else the default city; today at that place.
  useEffect(() => {
    const fromUrl = readUrl(window.location.search);
    const remembered = rememberedPlace();
    const p = fromUrl.place ?? remembered ?? DEFAULT_PLACE;
    setChosen(Boolean(fromUrl.place ?? remembered));
    setPlace(p);
    setDate(fromUrl.date ?? todayIn(p.zone));
    const onPop = () => {
      const back = readUrl(window.location.search);
      if (back.place) setPlace(back.place);
      if (back.date) setDate(back.date);
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  // Keep the URL shareable.
  useEffect(() => {
    if (!place || !date) return;
    const next = writeUrl(date, place);
    if (window.location.search !== next) window.history.pushState(null, '', next);
  }, [place, date]);

  useEffect(() => {
    if (!place || !date) return;
    const controller = new AbortController();
    setDay({ kind: 'loading' });
    fetchDay(place, date, controller.signal)
      .then((value) => setDay({ kind: 'done', value }))
      .catch((error: unknown) => {
        if (!controller.signal.aborted)
          setDay({ kind: 'failed', message: error instanceof PanchangApiError ? error.message : 'Something went wrong.' });
      });
    return () => controller.abort();
  }, [place, date]);

  const monthKey = date?.slice(0, 7);
  useEffect(() => {
    if (!place || !monthKey) return;
    const controller = new AbortController();
    setMonth({ kind: 'loading' });
    fetchMonth(place, Number(monthKey.slice(0, 4)), Number(monthKey.slice(5, 7)), controller.signal)
      .then((value) => setMonth({ kind: 'done', value }))
      .catch((error: unknown) => {
        if (!controller.signal.aborted)
          setMonth({ kind: 'failed', message: error instanceof PanchangApiError ? error.message : 'Something went wrong.' });
      });
    return () => controller.abort();
  }, [place, monthKey]);

  const choosePlace = (p: PlaceChoice) => {
    setPlace(p);
    setChosen(true);
    try {
      localStorage.setItem(PANCHANG_PLACE_KEY, JSON.stringify(p));
    } catch {
      // Private mode: the choice still holds for this visit (and in the URL).
    }
  };

  if (!place || !date) return <p className="panchang__status">Loading…</p>;
  return (
    <div className="panchang">
      <section className="panchang__controls" aria-label="Place and date">
        <div className="panchang__place">
          <AddressPicker id="panchang-place" label="Place" value={place} onChange={choosePlace} />
          {!chosen && (
            <p className="panchang__hint">Showing {DEFAULT_PLACE.address}. Choose your place; it is remembered on this device.</p>
          )}
        </div>
        <div className="panchang__date">
          <button type="button" onClick={() => setDate(shiftDate(date, -1))} aria-label="Previous day">
            ‹ Previous day
          </button>
          <label>
            <span>Date</span>
            <input
              type="date"
              value={date}
              min="1800-01-01"
              max="2200-12-31"
              onChange={(e) => /^\d{4}-\d{2}-\d{2}$/.test(e.target.value) && setDate(e.target.value)}
            />
          </label>
          <button type="button" onClick={() => setDate(shiftDate(date, 1))} aria-label="Next day">
            Next day ›
          </button>
          <button type="button" onClick={() => setDate(todayIn(place.zone))}>
            Today
          </button>
        </div>
      </section>
      <h2 className="panchang__title">
        {dateLabel(date)} · {place.address}
      </h2>
      <div aria-live="polite">
        {day.kind === 'loading' && <p className="panchang__status">Calculating…</p>}
        {day.kind === 'failed' && (
          <p role="alert" className="panchang__error">
            Error: {day.message}
          </p>
        )}
      </div>
      {day.kind === 'done' && <DayView p={day.value} date={date} />}
      <MonthView month={month} date={date} onPick={setDate} />
    </div>
  );
}

function DayView({ p, date }: { p: DayPanchang; date: string }) {
  const t = (iso: string | null) => (iso ? timeLabel(iso, date) : '—');
  const list = (items: { name: string; endsAt: string; startsAt: string }[], extra?: (i: number) => string) =>
    items.map((e, i) => (
      <li key={e.startsAt}>
        <strong>{e.name}</strong>
        {extra?.(i)} {i === items.length - 1 ? `until ${t(e.endsAt)}` : `until ${t(e.endsAt)}`}
      </li>
    ));
  const period = (x: { start: string; end: string } | null) => (x ? `${t(x.start)} – ${t(x.end)}` : 'None today');
  const periods = (xs: { start: string; end: string }[]) => (xs.length ? xs.map(period).join('; ') : 'None today');
  return (
    <>
      <section className="panchang__grid" aria-label="Sun and Moon">
        <dl className="panchang__card">
          <div>
            <dt>Sunrise</dt>
            <dd>{t(p.sunrise)}</dd>
          </div>
          <div>
            <dt>Sunset</dt>
            <dd>{t(p.sunset)}</dd>
          </div>
          <div>
            <dt>Moonrise</dt>
            <dd>{p.moonrise ? t(p.moonrise) : <span title={p.reasons?.moonrise}>None before next sunrise</span>}</dd>
          </div>
          <div>
            <dt>Moonset</dt>
            <dd>{p.moonset ? t(p.moonset) : <span title={p.reasons?.moonset}>None before next sunrise</span>}</dd>
          </div>
        </dl>
        <dl className="panchang__card">
          <div>
            <dt>Vara</dt>
            <dd>{p.vara.name}</dd>
          </div>
          <div>
            <dt>Paksha</dt>
            <dd>{p.paksha}</dd>
          </div>
          <div>
            <dt>Month (amanta)</dt>
            <dd>
              {p.lunarMonth.amanta.adhika ? 'Adhika ' : ''}
              {p.lunarMonth.amanta.name}
            </dd>
          </div>
          <div>
            <dt>Month (purnimanta)</dt>
            <dd>{p.lunarMonth.purnimanta.name}</dd>
          </div>
          <div>
            <dt>Samvat</dt>
            <dd>
              Vikram {p.samvat.vikram} · Shaka {p.samvat.shaka}
            </dd>
          </div>
        </dl>
      </section>
      <section aria-labelledby="panchang-elements">
        <h3 id="panchang-elements">Panchang elements (sunrise to next sunrise)</h3>
        <div className="panchang__elements">
          <div>
            <h4>Tithi</h4>
            <ul>{list(p.tithi, (i) => ` (${p.tithi[i]!.paksha})`)}</ul>
          </div>
          <div>
            <h4>Nakshatra</h4>
            <ul>{list(p.nakshatra)}</ul>
            <p className="panchang__padas">
              Padas:{' '}
              {p.nakshatra
                .flatMap((n) =>
                  n.padas
                    .filter((x) => x.endsAt > p.sunrise && x.startsAt < p.nextSunrise)
                    .map((x) => `${n.name} ${x.pada} until ${t(x.endsAt)}`),
                )
                .join('; ')}
            </p>
          </div>
          <div>
            <h4>Yoga</h4>
            <ul>{list(p.yoga)}</ul>
          </div>
          <div>
            <h4>Karana</h4>
            <ul>{list(p.karana)}</ul>
          </div>
        </div>
      </section>
      <Timeline p={p} date={date} />
      <section aria-labelledby="panchang-muhurta">
        <h3 id="panchang-muhurta">Muhurta</h3>
        <table className="panchang__table">
          <caption className="visually-hidden">Auspicious and inauspicious periods</caption>
          <tbody>
            <tr>
              <th scope="row">Brahma Muhurta</th>
              <td>{period(p.brahmaMuhurta)}</td>
              <td className="good">good</td>
            </tr>
            <tr>
              <th scope="row">Abhijit</th>
              <td>{period(p.abhijit)}</td>
              <td className="good">good</td>
            </tr>
            <tr>
              <th scope="row">Amrit Kalam</th>
              <td>{periods(p.amritKalam)}</td>
              <td className="good">good</td>
            </tr>
            <tr>
              <th scope="row">Rahu Kalam</th>
              <td>{period(p.rahuKalam)}</td>
              <td className="bad">avoid</td>
            </tr>
            <tr>
              <th scope="row">Yamaganda</th>
              <td>{period(p.yamaganda)}</td>
              <td className="bad">avoid</td>
            </tr>
            <tr>
              <th scope="row">Gulika Kalam</th>
              <td>{period(p.gulikaKalam)}</td>
              <td className="bad">avoid</td>
            </tr>
            <tr>
              <th scope="row">Dur Muhurtam</th>
              <td>{periods(p.durMuhurtam)}</td>
              <td className="bad">avoid</td>
            </tr>
            <tr>
              <th scope="row">Varjyam</th>
              <td>{periods(p.varjyam)}</td>
              <td className="bad">avoid</td>
            </tr>
          </tbody>
        </table>
      </section>
      <section aria-labelledby="panchang-choghadiya">
        <h3 id="panchang-choghadiya">Choghadiya</h3>
        <div className="panchang__pair">
          {(['day', 'night'] as const).map((part) => (
            <table key={part} className="panchang__table">
              <caption>{part === 'day' ? 'Day (sunrise to sunset)' : 'Night (sunset to next sunrise)'}</caption>
              <thead>
                <tr>
                  <th scope="col">Choghadiya</th>
                  <th scope="col">Time</th>
                  <th scope="col">Quality</th>
                </tr>
              </thead>
              <tbody>
                {p.choghadiya[part].map((c) => (
                  <tr key={c.start}>
                    <td>{c.name}</td>
                    <td>
                      {t(c.start)} – {t(c.end)}
                    </td>
                    <td className={c.quality}>{c.quality}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ))}
        </div>
      </section>
      <details className="panchang__hora">
        <summary>Hora (planetary hours)</summary>
        <table className="panchang__table">
          <thead>
            <tr>
              <th scope="col">Hora of</th>
              <th scope="col">Time</th>
            </tr>
          </thead>
          <tbody>
            {p.hora.map((h) => (
              <tr key={h.start}>
                <td>{h.lord}</td>
                <td>
                  {t(h.start)} – {t(h.end)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
      <p className="panchang__note">
        Times are local at the place. Sunrise: {p.conventions.description}. Ayanamsa: {p.ayanamsa}.
      </p>
    </>
  );
}

function Timeline({ p, date }: { p: DayPanchang; date: string }) {
  const segments = timelineSegments(p);
  const sunsetAt = (Date.parse(p.sunset) - Date.parse(p.sunrise)) / (Date.parse(p.nextSunrise) - Date.parse(p.sunrise));
  return (
    <section aria-labelledby="panchang-timeline">
      <h3 id="panchang-timeline">Day at a glance</h3>
      <div className="panchang__timeline" aria-hidden="true">
        <div className="panchang__night" style={{ left: `${sunsetAt * 100}%` }} />
        {segments.map((s, i) => (
          <div
            key={i}
            className={`panchang__seg panchang__seg--${s.kind}`}
            style={{ left: `${s.from * 100}%`, width: `${(s.to - s.from) * 100}%` }}
            title={`${s.name} ${timeLabel(s.start, date)} – ${timeLabel(s.end, date)}`}
          />
        ))}
      </div>
      <div className="panchang__axis" aria-hidden="true">
        <span>Sunrise {timeLabel(p.sunrise, date)}</span>
        <span>Sunset {timeLabel(p.sunset, date)}</span>
        <span>Next sunrise {timeLabel(p.nextSunrise, date)}</span>
      </div>
      <ul className="panchang__legend">
        {segments.map((s, i) => (
          <li key={i} className={`panchang__legend--${s.kind}`}>
            {s.name}: {timeLabel(s.start, date)} – {timeLabel(s.end, date)} ({s.kind === 'good' ? 'good' : 'avoid'})
          </li>
        ))}
      </ul>
    </section>
  );
}

function MonthView({ month, date, onPick }: { month: Load<MonthPanchang>; date: string; onPick(date: string): void }) {
  if (month.kind === 'loading')
    return (
      <section aria-labelledby="panchang-month">
        <h3 id="panchang-month">Month</h3>
        <p className="panchang__status">Loading the month…</p>
      </section>
    );
  if (month.kind === 'failed')
    return (
      <section aria-labelledby="panchang-month">
        <h3 id="panchang-month">Month</h3>
        <p role="alert" className="panchang__error">
          Error: {month.message}
        </p>
      </section>
    );
  const m = month.value;
  const lead = m.days[0]!.vara.number - 1;
  const title = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(m.year, m.month - 1, 15)),
  );
  return (
    <section aria-labelledby="panchang-month">
      <h3 id="panchang-month">{title}</h3>
      <div className="panchang__month-nav">
        <button type="button" onClick={() => onPick(shiftDate(`${date.slice(0, 7)}-01`, -1).slice(0, 8) + '01')}>
          ‹ Previous month
        </button>
        <button type="button" onClick={() => onPick(shiftDate(`${date.slice(0, 7)}-28`, 5).slice(0, 8) + '01')}>
          Next month ›
        </button>
      </div>
      <ol className="panchang__month" aria-label={`Days of ${title}`}>
        {WEEKDAYS.map((w) => (
          <li key={w} className="panchang__weekday" aria-hidden="true">
            {w}
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
                  <span className="panchang__dayline">{d.tithi[0]!.name}</span>
                  <span className="panchang__dayline panchang__muted">{d.nakshatra[0]!.name}</span>
                  <span className="visually-hidden">
                    , {d.vara.name}, sunrise {d.sunrise.slice(11, 16)}
                  </span>
                </>
              ) : (
                <span className="panchang__dayline panchang__muted">
                  {'condition' in d && d.condition === 'polar-day' ? 'Polar day' : 'Polar night'}
                </span>
              )}
            </button>
          </li>
        ))}
      </ol>
    </section>
  );
}
