/**
 * One day's panchang: sunrise and the Moon, vara, paksha, lunar month and samvat; the five elements
 * with their end times; the day at a glance (PanchangTimeline); the muhurtas, choghadiya and hora.
 */
import type { DayPanchang } from '../../../shared/panchang/day';
import type { Locale } from '../../../shared/i18n/locale';
import type { MuhurtaKey } from '../../../shared/jyotish/panchang-names';
import { sunriseConventionText } from '../../../shared/calendar/sunrise-convention-text';
import { ayanamsaName } from '../../../shared/vocabulary/ayanamsa-names';
import { termName } from '../../../shared/vocabulary/terms';
import { panchangText } from '../../i18n/panchang';
import { timeLabel } from '../../lib/panchang-view';
import { namer } from './panchang-names';
import PanchangTimeline from './PanchangTimeline';

/** See the module comment. */
export default function DayView({ p, date, locale }: { p: DayPanchang; date: string; locale: Locale }) {
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
  const sunriseText = locale === 'en' ? p.conventions.description : sunriseConventionText(p.conventions.sunrise, locale);
  const ayanamsa = locale === 'en' ? p.ayanamsa : ayanamsaName(p.ayanamsa, locale);
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
      <PanchangTimeline p={p} date={date} locale={locale} />
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
