/** The month as a calendar: each day's tithi and nakshatra (or why it has none), a day picked by a click. */
import type { MonthPanchang } from '../../../shared/panchang/month';
import type { PanchangCondition } from '../../../shared/panchang/errors';
import type { Locale } from '../../../shared/i18n/locale';
import { panchangText } from '../../i18n/panchang';
import { monthLabel, shiftDate, weekdayLabels } from '../../lib/panchang-view';
import { namer } from './panchang-names';
import { useFailureText, type PanchangLoad } from './panchang-failure';

/** A month cell's words for a day without a panchang. */
const CONDITION_TEXT: Record<PanchangCondition, (w: (typeof panchangText)['en']) => string> = {
  'polar-day': (w) => w.polarDay,
  'polar-night': (w) => w.polarNight,
  'skipped-day': (w) => w.skippedDay,
};

/** See the module comment. */
export default function MonthView({
  month,
  date,
  onPick,
  locale,
}: {
  month: PanchangLoad<MonthPanchang>;
  date: string;
  onPick(date: string): void;
  locale: Locale;
}) {
  const w = panchangText[locale];
  const n = namer(locale);
  const monthFailure = useFailureText(month, locale);
  if (month.kind === 'loading' || month.kind === 'idle')
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
  const m = month.data;
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
