/**
 * The /rashifal/{sign} page's island: the reading of one Moon sign for a day, week, month or year
 * at a place, loaded from /api/rashifal with the island kit's useLoad. Period, date and place live
 * in the URL (shareable, back/forward works); the place is remembered with the panchang page's
 * choice. Once a reading shows, the document title names its dates.
 */
import { useEffect, useState } from 'react';
import { RASHIFAL_PERIODS, type RashifalPeriod } from '../../../shared/interpretation/rashifal/facts';
import { MAX_YEAR, MIN_YEAR } from '../../../shared/time/supported-years';
import type { Locale } from '../../../shared/i18n/locale';
import { rasiName } from '../../../shared/vocabulary/rasi';
import AddressPicker from '../AddressPicker';
import type { PlaceChoice } from '../../lib/place';
import { rashifalText } from '../../i18n/rashifal';
import { appPageMessages } from '../../i18n/pages/app';
import { dateLabel } from '../../lib/panchang-view';
import {
  DEFAULT_PLACE,
  fetchRashifal,
  periodOf,
  placeOfQuery,
  RashifalApiError,
  RASHIFAL_PLACE_KEY,
  rashifalPageQuery,
  rememberedPlace,
  todayIn,
  type RashifalAsk,
} from '../../lib/rashifal-view';
import { useLoad } from '../kit/load';
import { FailureView, LoadingView } from '../kit/StatusView';
import { useShownRefusal } from '../useRefusalText';
import ReadingView from './ReadingView';
import './rashifal.css';

/** A failure as the page words it: the API's refusal (it names the field), else null. */
const refusalOf = (error: unknown): RashifalApiError | null => (error instanceof RashifalApiError ? error : null);

interface View {
  period: RashifalPeriod;
  date: string;
  place: PlaceChoice;
  chosen: boolean;
}

function viewOfUrl(locale: Locale): View {
  const q = new URLSearchParams(window.location.search);
  const fromUrl = placeOfQuery(q);
  const remembered = rememberedPlace();
  const place = fromUrl ?? remembered ?? { ...DEFAULT_PLACE, address: rashifalText[locale].defaultPlace };
  const date = q.get('date');
  return {
    period: periodOf(q.get('period')),
    date: date && /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : todayIn(place.zone),
    place,
    chosen: Boolean(fromUrl ?? remembered),
  };
}

/** See the module comment. `sign` is 1 (Mesha) … 12 (Meena). */
export default function RashifalApp({ locale, sign }: { locale: Locale; sign: number }) {
  const t = rashifalText[locale];
  const signName = rasiName(sign - 1, locale);
  const [view, setView] = useState<View | null>(null);
  useEffect(() => {
    setView(viewOfUrl(locale));
    const onPop = () => setView(viewOfUrl(locale));
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [locale]);
  useEffect(() => {
    if (!view) return;
    const next = rashifalPageQuery(view.period, view.date, view.place);
    if (window.location.search !== next) window.history.pushState(null, '', next);
  }, [view]);

  const ask: RashifalAsk | null = view && { sign, period: view.period, date: view.date, place: view.place, locale };
  const { state, retry } = useLoad('rashifal', ask && JSON.stringify(ask), () => fetchRashifal(ask!), refusalOf);

  useEffect(() => {
    if (state.kind !== 'ready') return;
    const r = state.data;
    const span = t.covers(dateLabel(r.from, locale), dateLabel(r.to, locale));
    const title = appPageMessages[locale].rashifalSign.titleOn(signName, span);
    document.title = document.title.replace(/^.*?(?= \| )/, title);
  }, [state, t, locale, signName]);
  const failure = useShownRefusal(locale, state.kind === 'failed' ? state.error : null, t.failed);

  if (!view) return <LoadingView text={t.loading} />;
  const change = (next: Partial<View>) => setView({ ...view, ...next });
  const choosePlace = (place: PlaceChoice) => {
    change({ place, chosen: true });
    try {
      localStorage.setItem(RASHIFAL_PLACE_KEY, JSON.stringify(place));
    } catch {
      // Private mode: the choice still holds for this visit (and in the URL).
    }
  };
  return (
    <div className="rashifal">
      <section className="rashifal__controls" aria-label={t.choose}>
        <div className="rashifal__tabs" role="group" aria-label={t.period}>
          {RASHIFAL_PERIODS.map((p) => (
            <button key={p} type="button" aria-pressed={view.period === p} onClick={() => change({ period: p })}>
              {t.periods[p]}
            </button>
          ))}
        </div>
        <label className="rashifal__date">
          <span>{t.date}</span>
          <input
            type="date"
            value={view.date}
            min={`${MIN_YEAR}-01-01`}
            max={`${MAX_YEAR}-12-31`}
            onChange={(e) => /^\d{4}-\d{2}-\d{2}$/.test(e.target.value) && change({ date: e.target.value })}
          />
        </label>
        <button type="button" className="rashifal__today" onClick={() => change({ date: todayIn(view.place.zone) })}>
          {t.today}
        </button>
        <div className="rashifal__place">
          <AddressPicker id="rashifal-place" label={t.place} value={view.place} onChange={choosePlace} locale={locale} />
          {!view.chosen && <p className="rashifal__hint">{t.showingDefault(t.defaultPlace)}</p>}
        </div>
      </section>
      {state.kind === 'ready' && (
        <h2 className="rashifal__title">
          {t.heading(signName, t.covers(dateLabel(state.data.from, locale), dateLabel(state.data.to, locale)))}
        </h2>
      )}
      {(state.kind === 'loading' || state.kind === 'idle') && <LoadingView text={t.calculating} />}
      {state.kind === 'failed' && (
        <FailureView title={t.failedTitle} text={failure}>
          <button type="button" className="button secondary" onClick={retry}>
            {t.tryAgain}
          </button>
        </FailureView>
      )}
      {state.kind === 'ready' && <ReadingView reading={state.data} locale={locale} />}
    </div>
  );
}
