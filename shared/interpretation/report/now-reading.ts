/**
 * A "now" reading as `GET /api/chart/now` carries it: English and Hindi always, and the regional
 * language the request asked for (`locale`). Apart from now.ts so the pages read it without
 * carrying the sentences.
 */
import { byLocale, type EngineLocale, type RegionalLocale } from '../../i18n/locale';
import type { Localized } from '../../vocabulary/localized';

/** One reading: `{ en, hi }` plus the asked regional language. */
export type NowReading = Localized & Partial<Record<RegionalLocale, string>>;

/**
 * The reading in `locale`. A regional page asks the API for its language (site/lib/report-api.ts
 * `fetchNow`), so its column is there; an answer without it (an older cached one) reads in English.
 */
export const nowReadingIn = (reading: NowReading, locale: EngineLocale): string =>
  byLocale(
    locale,
    (l) => reading[l],
    (l) => reading[l] ?? reading.en,
  );
