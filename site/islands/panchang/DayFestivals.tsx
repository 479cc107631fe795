/**
 * The festivals and vrats of the panchang page's day, linked to their entry on /festivals. The year
 * is asked of /api/festivals once per place and year (the answer is cached by the browser too).
 */
import { useEffect, useState } from 'react';
import type { FestivalEntry } from '../../../shared/calendar/festival-entry';
import type { Locale } from '../../../shared/i18n/locale';
import { calendarText } from '../../i18n/calendar';
import { localizePath } from '../../i18n/paths';
import { fetchFestivals, festivalsQuery } from '../../lib/calendar-view';
import type { PlaceChoice } from '../../lib/place';
import { festivalName } from '../../../shared/calendar/names/festival-name';

export default function DayFestivals({ place, date, locale }: { place: PlaceChoice; date: string; locale: Locale }) {
  const t = calendarText[locale];
  const year = Number(date.slice(0, 4));
  const [entries, setEntries] = useState<FestivalEntry[] | null>(null);
  useEffect(() => {
    if (!Number.isInteger(year) || year < 1900 || year > 2100) return;
    const controller = new AbortController();
    fetchFestivals(place, year, controller.signal).then(
      (value) => setEntries(value.festivals),
      () => setEntries(null),
    );
    return () => controller.abort();
  }, [place, year]);
  const today = entries?.filter((f) => f.date === date) ?? [];
  if (today.length === 0) return null;
  const page = localizePath(locale, `/festivals?${festivalsQuery(place, year)}`);
  return (
    <section className="panchang__festivals" aria-labelledby="panchang-festivals">
      <h2 id="panchang-festivals">{t.todayFestivals}</h2>
      <ul>
        {today.map((f) => (
          <li key={f.key}>
            <a href={`${page}#${f.key}-${f.date}`}>{festivalName(f, locale)}</a>
          </li>
        ))}
      </ul>
    </section>
  );
}
