/**
 * One rashifal reading as the API gave it: the Moon at the period's start, the sections per life
 * area with their tone and sentences, the period's events, Saturn's spell and the why list. Words
 * from site/i18n/rashifal.ts; sign and graha names from the vocabulary; dates through `Intl`.
 */
import type { RashifalAnswer } from '../../../shared/contracts/responses/rashifal';
import type { Locale } from '../../../shared/i18n/locale';
import { grahaName } from '../../../shared/vocabulary/graha';
import { rasiName } from '../../../shared/vocabulary/rasi';
import { rashifalText } from '../../i18n/rashifal';
import { dateLabel, timeLabel } from '../../lib/panchang-view';
import { eclipseName, saturnSpellName, saturnStretchNameIn } from '../../../shared/vocabulary/terms';

type RashifalEvent = RashifalAnswer['events'][number];

/** The civil date of a local ISO instant, and its wall-clock time at the place. */
function whenLabel(at: string, locale: Locale): string {
  const date = at.slice(0, 10);
  return `${dateLabel(date, locale)} ${timeLabel(at, date, locale)}`;
}

/** An event in the page's language. */
function eventText(e: RashifalEvent, locale: Locale): string {
  const t = rashifalText[locale];
  const sign = (n: number) => rasiName(n - 1, locale);
  switch (e.kind) {
    case 'moon-sign':
      return t.moonSign(sign(e.sign), e.house);
    case 'ingress':
      return t.ingress(grahaName(e.graha, locale), sign(e.sign), e.house, e.retrograde);
    case 'station':
      return t.station(grahaName(e.graha, locale), e.turns === 'direct', sign(e.sign));
    case 'eclipse':
      return t.eclipse(eclipseName(e.eclipse, locale), sign(e.sign), e.house);
    case 'chandrashtama':
      return t.chandrashtama(whenLabel(e.until, locale));
    case 'festival':
      return e.name;
  }
}

/** See the module comment. */
export default function ReadingView({ reading, locale }: { reading: RashifalAnswer; locale: Locale }) {
  const t = rashifalText[locale];
  // The Moon changes sign every two days or so: in a week or longer those lines would crowd out the rest.
  const events = reading.events.filter((e) => e.kind !== 'moon-sign' || reading.period === 'day');
  return (
    <div className="rashifal__reading" data-testid="rashifal-reading" data-from={reading.from} data-period={reading.period}>
      <p className="rashifal__moon">{t.moon(rasiName(reading.moon.sign - 1, locale), reading.moon.house)}</p>
      <div className="rashifal__sections">
        {reading.sections.map((s) => (
          <section key={s.area} className={`rashifal__section rashifal__section--${s.tone}`} aria-labelledby={`area-${s.area}`}>
            <h3 id={`area-${s.area}`}>
              {s.title} <span className={`rashifal__tone rashifal__tone--${s.tone}`}>{t.tones[s.tone]}</span>
            </h3>
            {s.sentences.map((sentence, i) => (
              <p key={i} data-cites={sentence.cites}>
                {sentence.text}
              </p>
            ))}
          </section>
        ))}
      </div>
      <section aria-labelledby="rashifal-events">
        <h3 id="rashifal-events">{t.events}</h3>
        {events.length === 0 ? (
          <p>{t.noEvents}</p>
        ) : (
          <ul className="rashifal__events">
            {events.map((e, i) => (
              <li key={`${e.kind}-${e.at}-${i}`} className={`rashifal__event rashifal__event--${e.kind}`}>
                <time dateTime={e.at}>{whenLabel(e.at, locale)}</time> {eventText(e, locale)}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="rashifal-saturn">
        <h3 id="rashifal-saturn">{t.saturn}</h3>
        <p data-testid="rashifal-saturn">
          {reading.saturn.kind === null
            ? t.saturnNone
            : `${saturnSpellName(reading.saturn.kind, locale)}${reading.saturn.phase ? ` (${saturnStretchNameIn({ kind: reading.saturn.kind, phase: reading.saturn.phase }, locale)})` : ''}`}
        </p>
      </section>
      <section aria-labelledby="rashifal-why">
        <h3 id="rashifal-why">{t.why}</h3>
        <ul className="rashifal__why">
          {reading.why.map((line, i) => (
            <li key={i}>{line}</li>
          ))}
        </ul>
      </section>
    </div>
  );
}
