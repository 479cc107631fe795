/**
 * "Today for you": a person's day from GET /api/outlook — the day's tara from the natal Moon,
 * chandra bala, chandrashtama, the running dasha, and the API's personal lines in the page's
 * language. Shown for each saved person on My charts (their today) and in the report's Now
 * section (the day the report shows). Loads through the island kit; words in site/i18n/person-timing.ts.
 */
import type { OutlookAnswer } from '../../../shared/contracts/responses/outlook';
import type { Locale } from '../../../shared/i18n/locale';
import { taraName } from '../../../shared/jyotish/classical/tara';
import { grahaName } from '../../../shared/vocabulary/graha';
import { apiCall, ApiError } from '../../lib/api-client';
import { dateLabel } from '../../lib/panchang-view';
import { personTimingText } from '../../i18n/person-timing';
import { useLoad } from '../kit/load';
import { useRefusalText } from '../useRefusalText';
import { outlookQuery, visitorZone } from './timing-query';
import './timing.css';

export interface TodayForYouProps {
  /** The person's birth fields, as GET /api/chart takes them. */
  birth: Readonly<Record<string, string>>;
  /** The civil day, YYYY-MM-DD. */
  day: string;
  locale: Locale;
  /** `h2` in the report's Now section, `h4` under a saved person's name. */
  heading?: 'h2' | 'h3' | 'h4';
}

/** See the module comment. */
export default function TodayForYou({ birth, day, locale, heading: Heading = 'h3' }: TodayForYouProps) {
  const t = personTimingText[locale];
  const query = outlookQuery(birth, day, locale, visitorZone());
  const { state, retry } = useLoad<OutlookAnswer, ApiError>(
    'outlook',
    JSON.stringify(query),
    () => apiCall('outlook', { query }),
    (caught) => ApiError.of(caught),
  );
  const refusal = useRefusalText(locale, state.kind === 'failed' ? state.error : null);
  return (
    // Not a landmark: My charts shows one per person, and landmarks must be told apart by name.
    <div className="today-for-you" data-testid="today-for-you">
      <Heading className="today-for-you__title">{t.todayOf(dateLabel(day, locale))}</Heading>
      {state.kind === 'loading' && <p role="status">{t.loading}</p>}
      {state.kind === 'failed' && (
        <div role="alert">
          <p>{t.failed(refusal ?? '')}</p>
          <button type="button" className="button-secondary" onClick={retry}>
            {t.retry}
          </button>
        </div>
      )}
      {state.kind === 'ready' && <OutlookView outlook={state.data} locale={locale} />}
    </div>
  );
}

function OutlookView({ outlook, locale }: { outlook: OutlookAnswer; locale: Locale }) {
  const t = personTimingText[locale];
  const d = outlook.dasha;
  return (
    <>
      <ul className="today-for-you__facts" data-tara={outlook.tara.number} data-chandrashtama={outlook.chandrashtama}>
        <li>{t.tara(outlook.tara.number, taraName(outlook.tara.number, locale) ?? outlook.tara.name)}</li>
        <li>{outlook.chandraBala ? t.chandraBalaGood : t.chandraBalaWeak}</li>
        {outlook.chandrashtama && <li className="today-for-you__warning">{t.chandrashtama}</li>}
        {d && <li>{t.dasha(grahaName(d.md, locale), grahaName(d.ad, locale), grahaName(d.pd, locale))}</li>}
      </ul>
      {outlook.reading.personal.map((line, i) => (
        <p key={i}>{line}</p>
      ))}
    </>
  );
}
