/**
 * The /rashifal page's island: the twelve Moon signs, each a card with its name, today's tone per
 * life area (from the day's reading, /api/rashifal, one load per card with the island kit's
 * useLoad) and a link to the sign's page. Today and the place are the visitor's remembered
 * place (the panchang page's choice), else New Delhi.
 */
import { useEffect, useState } from 'react';
import type { Locale } from '../../../shared/i18n/locale';
import { RASI_NAMES, rasiName } from '../../../shared/vocabulary/rasi';
import { RASI_SLUGS } from '../../../shared/vocabulary/rasi-slugs';
import { localizePath } from '../../i18n/paths';
import { rashifalText } from '../../i18n/rashifal';
import type { PlaceChoice } from '../../lib/place';
import { dateLabel } from '../../lib/panchang-view';
import { DEFAULT_PLACE, fetchRashifal, rememberedPlace, todayIn } from '../../lib/rashifal-view';
import { useLoad } from '../kit/load';
import './rashifal.css';

interface Today {
  date: string;
  place: PlaceChoice;
}

function SignCard({ index, today, locale }: { index: number; today: Today | null; locale: Locale }) {
  const t = rashifalText[locale];
  const sign = index + 1;
  const ask = today && { sign, period: 'day' as const, date: today.date, place: today.place, locale };
  const { state } = useLoad('rashifal', ask && JSON.stringify(ask), () => fetchRashifal(ask!));
  const name = rasiName(index, locale);
  // English cards add the Sanskrit name; the Hindi name is already the Sanskrit one.
  const other = locale === 'en' ? RASI_NAMES[index]!.sanskrit : null;
  return (
    <li className="rashifal-card" data-testid={`sign-card-${RASI_SLUGS[index]!}`}>
      <h2>
        {name} {other && <span className="rashifal-card__other">{other}</span>}
      </h2>
      {state.kind === 'ready' ? (
        <ul className="rashifal-card__tones">
          {state.data.sections.map((s) => (
            <li key={s.area}>
              {s.title}: <span className={`rashifal__tone rashifal__tone--${s.tone}`}>{t.tones[s.tone]}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="rashifal-card__status">{state.kind === 'failed' ? t.failed : t.calculating}</p>
      )}
      <a href={localizePath(locale, `/rashifal/${RASI_SLUGS[index]!}`)}>{t.readSign(name)}</a>
    </li>
  );
}

/** See the module comment. */
export default function SignsToday({ locale }: { locale: Locale }) {
  const t = rashifalText[locale];
  const [today, setToday] = useState<Today | null>(null);
  useEffect(() => {
    const place = rememberedPlace() ?? { ...DEFAULT_PLACE, address: rashifalText[locale].defaultPlace };
    setToday({ date: todayIn(place.zone), place });
  }, [locale]);
  return (
    <div className="rashifal">
      <p className="rashifal__hint" aria-live="polite">
        {today ? `${t.todayFor(dateLabel(today.date, locale))} · ${today.place.address}` : t.today}
      </p>
      <ul className="rashifal-cards">
        {RASI_NAMES.map((_, i) => (
          <SignCard key={i} index={i} today={today} locale={locale} />
        ))}
      </ul>
    </div>
  );
}
