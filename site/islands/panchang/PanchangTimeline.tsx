/** The day at a glance: the good and bad periods from sunrise to the next sunrise on a bar, and as a list. */
import type { DayPanchang } from '../../../shared/panchang/day';
import type { Locale } from '../../../shared/i18n/locale';
import { panchangText } from '../../i18n/panchang';
import { timeLabel, timelineSegments } from '../../lib/panchang-view';
import { namer } from './panchang-names';

/** See the module comment. */
export default function PanchangTimeline({ p, date, locale }: { p: DayPanchang; date: string; locale: Locale }) {
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
