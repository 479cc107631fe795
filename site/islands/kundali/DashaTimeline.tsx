/**
 * The dasha timeline of /detailed-kundali: the nine Vimshottari mahadashas as a horizontal SVG
 * bar across the life with the day shown marked, the running mahadasha, antardasha and
 * pratyantardasha (from /api/chart/now) with their dates, and every period as a button that opens
 * its sub-periods (mahadasha → antardashas → pratyantardashas; the periods come from the chart's
 * own dasha tree). Words from site/i18n/kundali-now.ts, names from shared/vocabulary.
 */
import { useState } from 'react';
import type { DashaPeriod } from '../../../shared/model/chart';
import { IsoFormatter } from '../../../shared/chart/iso';
import type { ChartView } from '../../../shared/chart/view';
import { subPeriods } from '../../../shared/jyotish/vimshottari';
import type { Locale } from '../../../shared/i18n/locale';
import type { NowReport } from '../../../shared/interpretation/report/now';
import { grahaAbbreviation, grahaName } from '../../../shared/vocabulary/graha';
import { termName } from '../../../shared/vocabulary/terms';
import { kundaliNowText } from '../../i18n/kundali-now';
import { dayNumber, formatDay } from '../../lib/day';
import { nowReadingIn } from '../../../shared/interpretation/report/now-reading';

const LEVELS = ['mahadasha', 'antardasha', 'pratyantardasha'] as const;
type Level = (typeof LEVELS)[number];
type Period = DashaPeriod & { antardashas?: DashaPeriod[] };

const W = 1000;
/** Unix day → Julian day (UT) of its 12:00, to place a civil day on the JD axis. */
const jdOfDay = (day: string) => dayNumber(day) + 2_440_588;

function Dates({ period, locale }: { period: DashaPeriod; locale: Locale }) {
  return (
    <>
      <time dateTime={period.start.slice(0, 10)}>{formatDay(period.start, locale)}</time> –{' '}
      <time dateTime={period.end.slice(0, 10)}>{formatDay(period.end, locale)}</time>
    </>
  );
}

/** One period with its open/close button and, when open, its sub-periods. */
function PeriodItem({
  period,
  level,
  running,
  locale,
  path,
  format,
}: {
  period: Period;
  level: number;
  running: NowReport['running'];
  locale: Locale;
  path: string;
  /** ISO string of a Julian day at the birth offset (for the pratyantardashas' inner boundaries). */
  format: (jdUt: number) => string;
}) {
  const t = kundaliNowText[locale];
  const [open, setOpen] = useState(false);
  const levelName = LEVELS[level] as Level;
  const runningHere = running?.[levelName];
  const isRunning = !!runningHere && runningHere.start === period.start && runningHere.lord === period.lord;
  const hasChildren = level < 2;
  // The antardashas come with the chart; an antardasha's pratyantardashas are divided by the engine when opened.
  const children = open ? (level === 0 ? period.antardashas! : subPeriods(period, format)) : [];
  const name = `${grahaName(period.lord, locale)} ${termName(levelName, locale)}`;
  const listId = `dasha-sub-${path}`;
  return (
    <li className={isRunning ? 'dt-item dt-item--running' : 'dt-item'} data-testid={`dasha-${path}`}>
      <div className="dt-row">
        {hasChildren ? (
          <button type="button" className="dt-toggle" aria-expanded={open} aria-controls={listId} onClick={() => setOpen(!open)}>
            <span aria-hidden="true">{open ? '−' : '+'}</span>
            <span className="visually-hidden">{open ? t.hide(name) : t.show(name)}</span>
          </button>
        ) : (
          <span className="dt-toggle dt-toggle--leaf" aria-hidden="true" />
        )}
        <span className="dt-name">{name}</span>
        <span className="dt-dates">
          <Dates period={period} locale={locale} />
        </span>
        {isRunning && <span className="tag">{t.runningMark}</span>}
      </div>
      {hasChildren && (
        <ul id={listId} className="dt-list" hidden={!open}>
          {children.map((child, k) => (
            <PeriodItem
              key={child.start}
              period={child}
              level={level + 1}
              running={running}
              locale={locale}
              path={`${path}-${k}`}
              format={format}
            />
          ))}
        </ul>
      )}
    </li>
  );
}

/** See the file comment. `day` is the day shown (`YYYY-MM-DD`); `now` its report, or null while it loads. */
export default function DashaTimeline({
  chart,
  day,
  now,
  locale,
}: {
  chart: ChartView;
  day: string;
  now: NowReport | null;
  locale: Locale;
}) {
  const t = kundaliNowText[locale];
  const mahadashas = chart.dasha.mahadashas as Period[];
  const birthJd = chart.input.jdUt;
  const endJd = mahadashas[mahadashas.length - 1]!.endJdUt;
  const x = (jd: number) => Math.max(0, Math.min(W, ((jd - birthJd) / (endJd - birthJd)) * W));
  const dayX = x(jdOfDay(day));
  const dayText = formatDay(day, locale, 'long');
  const years = (endJd - birthJd) / 365.25;
  const ticks = Array.from({ length: Math.floor(years / 10) + 1 }, (_, k) => k * 10);
  const running = now?.running ?? null;
  const iso = new IsoFormatter(chart.input.utcOffsetMinutes);
  const format = (jdUt: number) => iso.format(jdUt);
  const label = t.timelineLabel(
    mahadashas.map((m) => `${grahaName(m.lord, locale)} ${formatDay(m.start, locale)} – ${formatDay(m.end, locale)}`).join('; '),
    dayText,
  );
  return (
    <section className="kundali-card" aria-labelledby="dasha-timeline-title">
      <h2 id="dasha-timeline-title">{t.dashaTitle}</h2>
      <p>{t.dashaLead}</p>
      {/* Bars and the day line in SVG stretched to the width; the words over it are HTML, so they keep their size at 320 px. */}
      <div className="dt-figure">
        <svg
          viewBox={`0 0 ${W} 60`}
          preserveAspectRatio="none"
          className="dt-svg"
          role="img"
          aria-label={label}
          data-testid="dasha-timeline"
        >
          {mahadashas.map((m) => (
            <rect
              key={m.start}
              x={x(m.startJdUt)}
              y={4}
              width={Math.max(0, x(m.endJdUt) - x(m.startJdUt))}
              height={52}
              vectorEffect="non-scaling-stroke"
              className={`dt-bar dt-bar--${m.lord.toLowerCase()}${running?.mahadasha.start === m.start ? ' dt-bar--running' : ''}`}
            />
          ))}
          <line x1={dayX} x2={dayX} y1={0} y2={60} vectorEffect="non-scaling-stroke" className="dt-today" data-testid="dt-today" />
        </svg>
        <div className="dt-labels" aria-hidden="true">
          {mahadashas.map((m) =>
            x(m.endJdUt) - x(m.startJdUt) >= 45 ? (
              <span
                key={m.start}
                className={x(m.endJdUt) - x(m.startJdUt) < 80 ? 'dt-label--narrow' : undefined}
                style={{ left: `${(x(m.startJdUt) + x(m.endJdUt)) / 20}%` }}
              >
                {grahaAbbreviation(m.lord, locale)}
              </span>
            ) : null,
          )}
        </div>
      </div>
      <div className="dt-ages" aria-hidden="true">
        {ticks.map((age) => (
          <span key={age} className={age % 20 === 0 ? undefined : 'dt-age--minor'} style={{ left: `${x(birthJd + age * 365.25) / 10}%` }}>
            {t.ageTick(age)}
          </span>
        ))}
      </div>
      <p className="dt-axis">{t.ageAxis}</p>

      {running && (
        <div className="dt-running" data-testid="running-dasha">
          <h3>{t.runningTitle(dayText)}</h3>
          <dl className="fact-list">
            {LEVELS.map((level) => (
              <div key={level} data-testid={`running-${level}`} data-lord={running[level].lord}>
                <dt>{termName(level, locale)}</dt>
                <dd>
                  {grahaName(running[level].lord, locale)}
                  <br />
                  <span className="dt-dates">
                    <Dates period={running[level]} locale={locale} />
                  </span>
                </dd>
              </div>
            ))}
          </dl>
          <p>{nowReadingIn(running.reading, locale)}</p>
        </div>
      )}

      <ul className="dt-list dt-list--top">
        {mahadashas.map((m, k) => (
          <PeriodItem key={m.start} period={m} level={0} running={running} locale={locale} path={String(k)} format={format} />
        ))}
      </ul>
    </section>
  );
}
