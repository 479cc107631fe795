/**
 * The life areas' headings in the six languages, one record per language, read through a record
 * over all six so no language falls back to another. Kept apart from life-areas.ts, which the
 * Kundali page's report code loads in the browser: an English page carries no regional heading
 * (the page's own headings come from its language's pack, site/i18n/kundali-report.ts).
 */
import type { Locale } from '../i18n/locale';
import { LIFE_AREA_TITLES_BN } from './life-area-titles-bn';
import { LIFE_AREA_TITLES_MR } from './life-area-titles-mr';
import { LIFE_AREA_TITLES_TA } from './life-area-titles-ta';
import { LIFE_AREA_TITLES_TE } from './life-area-titles-te';
import { LIFE_AREA_TITLES_EN, LIFE_AREA_TITLES_HI, type LifeAreaId } from './life-areas';

const LIFE_AREA_TITLES: Readonly<Record<Locale, Readonly<Record<LifeAreaId, string>>>> = {
  en: LIFE_AREA_TITLES_EN,
  hi: LIFE_AREA_TITLES_HI,
  bn: LIFE_AREA_TITLES_BN,
  mr: LIFE_AREA_TITLES_MR,
  te: LIFE_AREA_TITLES_TE,
  ta: LIFE_AREA_TITLES_TA,
};

/** A life area's heading in `locale`. */
export function lifeAreaTitle(id: LifeAreaId, locale: Locale): string {
  return LIFE_AREA_TITLES[locale][id];
}
