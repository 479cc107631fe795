/**
 * The /panchang page's island: the day panchang for a place and date (DayView: the elements, a day
 * timeline of good and bad periods, choghadiya and hora tables) and the month as a calendar
 * (MonthView), both loaded with the island kit's useLoad. Place and date live
 * in the URL (shareable, back/forward works); the place is remembered in localStorage. Words
 * from site/i18n/panchang.ts, panchang names from shared/jyotish/panchang-names.ts and the
 * vocabulary, dates through `Intl` in the page's language.
 */
import ShareButton from '../kit/ShareButton';
import { journeyText } from '../../i18n/journey';
import { useEffect, useState } from 'react';
import AddressPicker from '../AddressPicker';
import DayFestivals from './DayFestivals';
import type { PlaceChoice } from '../../lib/place';
import type { DayPanchang } from '../../../shared/panchang/day';
import type { LocaleProps } from '../../i18n/locale-props';
import { panchangText } from '../../i18n/panchang';
import { MAX_YEAR, MIN_YEAR } from '../../../shared/time/supported-years';
import {
  dateLabel,
  DEFAULT_PLACE,
  fetchDay,
  fetchMonth,
  PANCHANG_PLACE_KEY,
  PanchangApiError,
  readUrl,
  rememberedPlace,
  resolvePlaceName,
  shiftDate,
  todayIn,
  writeUrl,
  type PanchangOptions,
} from '../../lib/panchang-view';
import { useLoad } from '../kit/load';
import DayView from './DayView';
import MonthView from './MonthView';
import { failureSpot, useFailureText, type PanchangLoad } from './panchang-failure';
import './PanchangApp.css';

/** A failure as the page keeps it: the API's refusal, or null for an unexpected error. */
const refusalOf = (error: unknown): PanchangApiError | null => (error instanceof PanchangApiError ? error : null);

/** True once the place has coordinates (a place named in the URL has none until the API resolves it). */
function located(place: PlaceChoice): boolean {
  return Number.isFinite(place.lat) && Number.isFinite(place.lon);
}

/** See the module comment. */
export default function PanchangApp({ locale }: LocaleProps) {
  const t = panchangText[locale];
  const [place, setPlace] = useState<PlaceChoice | null>(null);
  const [date, setDate] = useState<string | null>(null);
  // A place named in the URL that the API could not resolve: shown where the day would be.
  const [placeRefused, setPlaceRefused] = useState<PanchangApiError | null | undefined>(undefined);
  const [chosen, setChosen] = useState(false);
  // The URL's ayanamsa and sunrise, passed on as given (the API uses or refuses each by name).
  const [options, setOptions] = useState<PanchangOptions | null>(null);
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
        (error: unknown) => setPlaceRefused(refusalOf(error)),
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
      if (back.place) {
        setPlace(back.place);
        setPlaceRefused(undefined);
      }
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

  const asking = place && date && options && located(place) ? { place, date, options } : null;
  const dayLoad = useLoad(
    'panchang-day',
    asking && JSON.stringify(asking),
    () => fetchDay(asking!.place, asking!.date, undefined, asking!.options),
    refusalOf,
  ).state;
  // Nothing is asked of the API while a named place is being resolved: "calculating" until then, its refusal after.
  const day: PanchangLoad<DayPanchang> =
    placeRefused !== undefined ? { kind: 'failed', error: placeRefused } : dayLoad.kind === 'idle' ? { kind: 'loading' } : dayLoad;
  const dayFailure = useFailureText(day, locale);

  // The month of a date that names one (2026-02-30 does: February); a date without one ("abc") has no month view.
  const monthKey = date && /^\d{4}-(0[1-9]|1[0-2])-/.test(date) ? date.slice(0, 7) : undefined;
  const askingMonth = asking && monthKey ? { ...asking, monthKey } : null;
  const month = useLoad(
    'panchang-month',
    askingMonth && JSON.stringify([askingMonth.place, askingMonth.monthKey, askingMonth.options]),
    () =>
      fetchMonth(
        askingMonth!.place,
        Number(askingMonth!.monthKey.slice(0, 4)),
        Number(askingMonth!.monthKey.slice(5, 7)),
        undefined,
        askingMonth!.options,
      ),
    refusalOf,
  ).state;
  // The month calendar first appears once the first day is shown (or has failed): shown before it, the
  // calendar stood where the day's tables then pushed it down (a layout shift of 0.08 on a phone).
  const [monthShown, setMonthShown] = useState(false);
  useEffect(() => {
    if (day.kind !== 'loading') setMonthShown(true);
  }, [day.kind]);

  const choosePlace = (p: PlaceChoice) => {
    setPlace(p);
    setChosen(true);
    setPlaceRefused(undefined);
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
          {/* The URL is the day's (kept shareable above). */}
          <ShareButton url={() => window.location.href} title={journeyText[locale].share.dayTitle} locale={locale} />
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
      {day.kind === 'ready' && located(place) && <DayFestivals place={place} date={date} locale={locale} />}
      {day.kind === 'ready' && <DayView p={day.data} date={date} locale={locale} />}
      {monthShown && monthKey && located(place) && <MonthView month={month} date={date} onPick={setDate} locale={locale} />}
    </div>
  );
}
