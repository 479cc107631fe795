/**
 * The "Now" section of /detailed-kundali, drawn from `GET /api/chart/now` (the report's useLoad): a date picker
 * for the day shown (react-day-picker, loaded on first open), each graha's transit sign with its
 * house from the lagna and from the Moon, Saturn's Sade Sati and Dhaiya spells over the life as a
 * strip and a list with the current one marked, and the next twelve months of events with their
 * readings. Words from site/i18n/kundali-now.ts, names from shared/vocabulary.
 */
import { lazy, Suspense, useState } from 'react';
import { NOW_MAX_YEAR } from '../../../shared/chart/input';
import { MIN_YEAR } from '../../../shared/time/supported-years';
import type { Locale } from '../../../shared/i18n/locale';
import type { NowReport } from '../../../shared/interpretation/report/now';
import type { NowEvent } from '../../../shared/jyotish/now';
import { grahaName } from '../../../shared/vocabulary/graha';
import { rasiNameOf } from '../../../shared/vocabulary/rasi';
import { SATURN_SPELL_NAMES, sadeSatiPhaseName, saturnSpellName, termName } from '../../../shared/vocabulary/terms';
import { kundaliNowText } from '../../i18n/kundali-now';
import { useRefusalText } from '../useRefusalText';
import { dateOfDay, dayNumber, dayOfDate, formatDay, formatMonth } from '../../lib/day';
import type { Load } from '../kit/load';
import type { ChartApiError } from '../../lib/api';
import TableScroll from '../kit/TableScroll';
import { nowReadingIn } from '../../../shared/interpretation/report/now-reading';

const CalendarPopup = lazy(() => import('./CalendarPopup'));

const STRIP_W = 1000;

/** The title of an event in the page's language. */
function eventTitle(event: NowEvent, locale: Locale): string {
  const t = kundaliNowText[locale];
  switch (event.kind) {
    case 'ingress': {
      const words = event.retrograde && event.graha !== 'Rahu' && event.graha !== 'Ketu' ? t.ingressBack : t.ingress;
      return words(grahaName(event.graha, locale), rasiNameOf(event.rasi, locale));
    }
    case 'station':
      return (event.turns === 'retrograde' ? t.stationRetro : t.stationDirect)(
        grahaName(event.graha, locale),
        rasiNameOf(event.rasi, locale),
      );
    case 'dasha':
      return t.dashaStart(grahaName(event.lord, locale), termName(event.level, locale));
  }
}

/** The calendar months the event window touches, `YYYY-MM`. */
function monthsOf(from: string, to: string): string[] {
  const out: string[] = [];
  let [y, m] = from.slice(0, 7).split('-').map(Number) as [number, number];
  const last = to.slice(0, 7);
  for (;;) {
    const key = `${y}-${String(m).padStart(2, '0')}`;
    // The window ends at 00:00 of its last day, which belongs to the next year's view.
    if (key > last || (key === last && to.slice(8, 10) === '01')) break;
    out.push(key);
    m += 1;
    if (m > 12) [m, y] = [1, y + 1];
  }
  return out;
}

function Transits({ now, locale }: { now: NowReport; locale: Locale }) {
  const t = kundaliNowText[locale];
  const caption = t.transitsCaption(formatDay(now.day, locale, 'long'));
  return (
    <>
      <h3>{t.transitsTitle}</h3>
      <TableScroll label={caption} locale={locale}>
        <table className="bav-table now-table" data-testid="transit-table">
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{t.graha}</th>
              <th scope="col">{t.sign}</th>
              <th scope="col">{t.fromLagna}</th>
              <th scope="col">{t.fromMoon}</th>
            </tr>
          </thead>
          <tbody>
            {now.positions.map((p) => (
              <tr key={p.graha} data-testid={`transit-${p.graha}`}>
                <th scope="row">
                  {grahaName(p.graha, locale)}
                  {p.retrograde && p.graha !== 'Rahu' && p.graha !== 'Ketu' && (
                    <abbr title={termName('retrograde', locale)}> ({t.retrogradeShort})</abbr>
                  )}
                </th>
                <td data-testid={`transit-sign-${p.graha}`} data-rasi={p.rasi}>
                  {rasiNameOf(p.rasi, locale)} {Math.floor(p.degreesInRasi)}°
                </td>
                <td data-testid={`transit-lagna-${p.graha}`}>{p.houseFromLagna}</td>
                <td data-testid={`transit-moon-${p.graha}`}>{p.houseFromMoon}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </>
  );
}

function SaturnSpells({ now, birthDay, locale }: { now: NowReport; birthDay: string; locale: Locale }) {
  const t = kundaliNowText[locale];
  const start = dayNumber(birthDay);
  const end = start + 100 * 365.25;
  const x = (isoOrDay: string) => Math.max(0, Math.min(STRIP_W, ((dayNumber(isoOrDay) - start) / (end - start)) * STRIP_W));
  const current = now.saturn.find((s) => s.current);
  const name = (kind: keyof typeof SATURN_SPELL_NAMES) => saturnSpellName(kind, locale);
  return (
    <>
      <h3>{t.saturnTitle}</h3>
      <p>{t.saturnLead}</p>
      <svg
        viewBox={`0 0 ${STRIP_W} 40`}
        preserveAspectRatio="none"
        className="saturn-strip"
        role="img"
        aria-label={t.stripLabel(
          now.saturn.map((s) => `${name(s.kind)} ${formatDay(s.start, locale)} – ${formatDay(s.end, locale)}`).join('; '),
        )}
      >
        <rect x={0} y={10} width={STRIP_W} height={20} className="saturn-strip__life" />
        {now.saturn.map((s) => (
          <rect
            key={s.start}
            x={x(s.start)}
            y={6}
            width={Math.max(2, x(s.end) - x(s.start))}
            height={28}
            vectorEffect="non-scaling-stroke"
            className={`saturn-strip__spell saturn-strip__spell--${s.kind}${s.current ? ' saturn-strip__spell--current' : ''}`}
          />
        ))}
        <line x1={x(now.day)} x2={x(now.day)} y1={0} y2={40} vectorEffect="non-scaling-stroke" className="dt-today" />
      </svg>
      <p className={current ? 'notice' : undefined} data-testid="saturn-current">
        {current ? t.spellNow(name(current.kind)) : t.noSpellNow}
        {current && ` ${nowReadingIn(current.reading, locale)}`}
      </p>
      <ol className="spell-list" data-testid="saturn-spells">
        {now.saturn.map((s, k) => (
          <li key={s.start} className={s.current ? 'spell spell--current' : 'spell'} data-testid={`spell-${k}`} data-kind={s.kind}>
            <p className="spell__head">
              <strong>{name(s.kind)}</strong>{' '}
              <span className="spell__dates">
                <time dateTime={s.start.slice(0, 10)}>{formatDay(s.start, locale)}</time> –{' '}
                <time dateTime={s.end.slice(0, 10)}>{formatDay(s.end, locale)}</time>
              </span>
              {s.current && <span className="tag">{t.now}</span>}
            </p>
            {s.kind === 'sadeSati' && (
              <ul className="spell__phases" aria-label={t.phases}>
                {s.stretches.map((p) => (
                  <li key={p.start} className={p.current ? 'spell--current' : undefined}>
                    {sadeSatiPhaseName(p.phase!, locale)} · {rasiNameOf(p.rasi, locale)} ·{' '}
                    <time dateTime={p.start.slice(0, 10)}>{formatDay(p.start, locale)}</time> –{' '}
                    <time dateTime={p.end.slice(0, 10)}>{formatDay(p.end, locale)}</time>
                    {p.current && <span className="tag">{t.now}</span>}
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ol>
    </>
  );
}

function Events({ now, locale }: { now: NowReport; locale: Locale }) {
  const t = kundaliNowText[locale];
  const months = monthsOf(now.events.from, now.events.to);
  return (
    <>
      <h3>{t.eventsTitle}</h3>
      <p>{t.eventsLead}</p>
      <div className="event-months" data-testid="events">
        {months.map((month) => {
          const list = now.events.list.filter((e) => e.instant.startsWith(month));
          return (
            <section key={month} className="event-month" aria-label={formatMonth(month, locale)}>
              <h4>{formatMonth(month, locale)}</h4>
              {list.length === 0 ? (
                <p className="event-none">{t.noEvents}</p>
              ) : (
                <ul className="event-list">
                  {list.map((e) => (
                    <li key={`${e.kind}-${e.instant}-${'graha' in e ? e.graha : e.lord}`} className={`event event--${e.kind}`}>
                      <time dateTime={e.instant.slice(0, 10)}>{formatDay(e.instant, locale)}</time> <strong>{eventTitle(e, locale)}</strong>
                      <p>{nowReadingIn(e.reading, locale)}</p>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          );
        })}
      </div>
    </>
  );
}

/** See the file comment. */
export default function NowSection({
  state,
  retry,
  day,
  today,
  onDayChange,
  birthDay,
  locale,
}: {
  state: Load<NowReport, ChartApiError>;
  retry(): void;
  /** The day shown and the visitor's today, `YYYY-MM-DD`. */
  day: string;
  today: string;
  onDayChange(day: string): void;
  /** The birth date, `YYYY-MM-DD` (the Saturn strip starts there). */
  birthDay: string;
  locale: Locale;
}) {
  const t = kundaliNowText[locale];
  const refusal = useRefusalText(locale, state.kind === 'failed' ? state.error : null);
  const [picking, setPicking] = useState(false);
  const [month, setMonth] = useState(() => dateOfDay(day));
  const pickerId = 'now-day-picker';
  return (
    <section className="kundali-card now-section" aria-labelledby="now-title" data-testid="now-section">
      <h2 id="now-title">{t.nowTitle}</h2>
      <div className="now-controls">
        <p className="now-day" data-testid="now-day" data-day={day}>
          {t.dayShown(formatDay(day, locale, 'long'))}
        </p>
        <button
          type="button"
          className="button-secondary"
          aria-expanded={picking}
          aria-controls={pickerId}
          onClick={() => {
            setMonth(dateOfDay(day));
            setPicking(!picking);
          }}
        >
          {t.chooseDay}
        </button>
        {day !== today && (
          <button type="button" className="button-secondary" onClick={() => onDayChange(today)}>
            {t.backToToday}
          </button>
        )}
      </div>
      <div
        id={pickerId}
        hidden={!picking}
        className="now-picker"
        onKeyDown={(event) => {
          if (event.key === 'Escape') setPicking(false);
        }}
      >
        {picking && (
          <Suspense fallback={<p>{t.loadingCalendar}</p>}>
            <CalendarPopup
              selected={dateOfDay(day)}
              month={month}
              onMonthChange={setMonth}
              startMonth={new Date(MIN_YEAR, 0)}
              endMonth={new Date(NOW_MAX_YEAR, 11)}
              onSelect={(picked) => {
                setPicking(false);
                onDayChange(dayOfDate(picked));
              }}
            />
          </Suspense>
        )}
      </div>
      {state.kind === 'loading' && (
        <p role="status" className="now-status">
          {t.loading}
        </p>
      )}
      {state.kind === 'failed' && (
        <div role="alert" className="now-status">
          <p>{t.failed(refusal ?? '')}</p>
          <button type="button" className="button-secondary" onClick={retry}>
            {t.retry}
          </button>
        </div>
      )}
      {state.kind === 'ready' && (
        <>
          <Transits now={state.data} locale={locale} />
          <SaturnSpells now={state.data} birthDay={birthDay} locale={locale} />
          <Events now={state.data} locale={locale} />
        </>
      )}
    </section>
  );
}
