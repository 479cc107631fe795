/**
 * Names of grahas, rasis and nakshatras in the claim check's languages, from the vocabulary
 * tables (their Hindi columns once they exist there; until then the English names).
 */
import type { Graha } from '../../vocabulary/graha';
import type { Nakshatra } from '../../vocabulary/nakshatra';
import type { Rasi } from '../../vocabulary/rasi';
import type { ClaimLocale } from './locale';

/** A graha's name in `locale`. */
export function grahaName(graha: Graha, locale: ClaimLocale): string {
  void locale;
  return graha;
}

/** A rasi's name in `locale`. */
export function rasiName(rasi: Rasi | string, locale: ClaimLocale): string {
  void locale;
  return rasi;
}

/** A nakshatra's name in `locale`. */
export function nakshatraName(nakshatra: Nakshatra | string, locale: ClaimLocale): string {
  void locale;
  return nakshatra;
}
