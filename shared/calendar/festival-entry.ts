/** The shape of one calendar entry, as the API and the pages read it. */
import type { Localized } from '../vocabulary/localized';
import type { DayPart } from './day-part-names';
import type { FestivalKind } from './festival-rules';
import type { FestivalRegion } from './regional/regional-festivals';
import { byLocale, type EngineLocale } from '../i18n/locale';
import { calendarWordsBook } from './calendar-words-registry';

/** A named stretch of local time (ISO with offset). */
export interface FestivalWindow {
  label: string;
  start: string;
  end: string;
}

/** Which tradition keeps an alternative day, as a code the pages word in their language. */
export const ALTERNATIVE_TRADITIONS = [
  /** Vaishnava (ISKCON) reckoning: Ashtami or Ekadashi at sunrise, untouched by the tithi before */
  'vaishnava',
  /** the other day the tithi touched the same part of the day */
  'other-day',
  /** almanacs that take the day with the whole pradosh in Amavasya (Diwali) */
  'whole-pradosh',
  /** almanacs that keep Purnima in pradosh under Bhadra (Holika Dahan) */
  'pradosh-in-bhadra',
  /** calendars that list the civil date of a sankranti's instant */
  'civil-date',
] as const;
export type AlternativeTradition = (typeof ALTERNATIVE_TRADITIONS)[number];

/** The traditions' names in English and Hindi (the regional ones in calendar-words-registry.ts's books). */
const TRADITION_NAMES: Readonly<Record<AlternativeTradition, Localized>> = {
  vaishnava: { en: 'Vaishnava (ISKCON)', hi: 'वैष्णव (इस्कॉन)' },
  'other-day': { en: 'the other day the tithi touched the same part of the day', hi: 'दूसरा दिन, जब तिथि दिन के उसी भाग में थी' },
  'whole-pradosh': {
    en: 'almanacs that take the day with the whole pradosh in Amavasya',
    hi: 'वे पंचांग जो पूरे प्रदोष में अमावस्या वाला दिन लेते हैं',
  },
  'pradosh-in-bhadra': { en: 'almanacs that keep Purnima in pradosh even under Bhadra', hi: 'वे पंचांग जो भद्रा में भी प्रदोष वाली पूर्णिमा लेते हैं' },
  'civil-date': { en: 'calendars that list the civil date of the sankranti', hi: 'वे कैलेंडर जो संक्रांति के क्षण की तारीख़ देते हैं' },
};

/** A tradition's name in `locale`, as a festival's "also kept" note says it. */
export function traditionName(tradition: AlternativeTradition, locale: EngineLocale): string {
  return byLocale(
    locale,
    (l) => TRADITION_NAMES[tradition][l],
    (l) => calendarWordsBook(l).traditions[tradition],
  );
}

/** Another day a tradition keeps, and why. */
export interface FestivalAlternative {
  date: string;
  /** The tradition's code (ALTERNATIVE_TRADITIONS); `tradition` says it in English. */
  code: AlternativeTradition;
  tradition: string;
  reason: string;
  window?: FestivalWindow;
}

/** What decided the date: the element, the part of the day, and what the element did that year. */
export interface FestivalRuleFacts {
  element: 'tithi' | 'sankranti';
  part: DayPart;
  /** The deciding tithi with its local start and end, for tithi rules. */
  tithi?: { number: number; name: string; paksha: 'Shukla' | 'Krishna'; startsAt: string; endsAt: string };
  /** The sankranti instant, for sankranti rules. */
  sankranti?: { sign: string; at: string };
  /** A code for what happened (observe.ts OBSERVATIONS, or a special rule's own: 'after-bhadra', 'kshaya', …). */
  observation: string;
  /** Sunrises inside the tithi: 0 = kshaya, 2 = spans two sunrises. */
  sunrises?: number;
  /** One English sentence: the rule and what the year did. */
  text: string;
  /** The classical source as published almanacs explain it. */
  source: string;
}

/** One festival, vrat, Ekadashi or sankranti. */
export interface FestivalEntry {
  key: string;
  name: Localized;
  /** Local civil date YYYY-MM-DD. */
  date: string;
  kind: FestivalKind;
  /** Lunar month of the deciding tithi (null for sankrantis). */
  month: { amanta: string; purnimanta: string; adhika: boolean } | null;
  rule: FestivalRuleFacts;
  alternatives?: FestivalAlternative[];
  /** The main window (puja muhurta, parana, Bhadra-free time, moonrise). */
  window?: FestivalWindow;
  /** Further named windows (Diwali's pradosh and sthir lagna). */
  windows?: FestivalWindow[];
  /** The region whose calendar keeps it (regional festivals only; the others are kept everywhere). */
  region?: FestivalRegion;
}
