import { byLocale, type EngineLocale } from '../i18n/locale';
import { vocabularyBook } from './books/registry';
import { normalizeDeg } from '../math/angles';

/**
 * The twelve rasis (sidereal signs), index 0 = Aries, one table: the English name (the ChartModel's
 * `rasi` values), the Sanskrit transliteration and the Hindi name in Devanagari.
 */
export const RASI_NAMES = [
  { en: 'Aries', sanskrit: 'Mesha', hi: 'मेष' },
  { en: 'Taurus', sanskrit: 'Vrishabha', hi: 'वृषभ' },
  { en: 'Gemini', sanskrit: 'Mithuna', hi: 'मिथुन' },
  { en: 'Cancer', sanskrit: 'Karka', hi: 'कर्क' },
  { en: 'Leo', sanskrit: 'Simha', hi: 'सिंह' },
  { en: 'Virgo', sanskrit: 'Kanya', hi: 'कन्या' },
  { en: 'Libra', sanskrit: 'Tula', hi: 'तुला' },
  { en: 'Scorpio', sanskrit: 'Vrishchika', hi: 'वृश्चिक' },
  { en: 'Sagittarius', sanskrit: 'Dhanu', hi: 'धनु' },
  { en: 'Capricorn', sanskrit: 'Makara', hi: 'मकर' },
  { en: 'Aquarius', sanskrit: 'Kumbha', hi: 'कुंभ' },
  { en: 'Pisces', sanskrit: 'Meena', hi: 'मीन' },
] as const;

/** The twelve rasis, index 0 = Aries. English names are the ChartModel's `rasi` values. */
export const RASIS: readonly Rasi[] = RASI_NAMES.map((r) => r.en);
/** One of the twelve rasis. */
export type Rasi = (typeof RASI_NAMES)[number]['en'];

/** A rasi's name in `locale` by index 0 = Aries ("Aries" / "मेष"). */
export function rasiName(rasiIndex: number, locale: EngineLocale): string {
  const index = ((rasiIndex % 12) + 12) % 12;
  return byLocale(
    locale,
    (l) => RASI_NAMES[index]![l],
    (l) => vocabularyBook(l).rasis[index]!,
  );
}

/** A rasi's name in `locale` by its English name (the ChartModel's `rasi` value); unknown names pass through. */
export function rasiNameOf(rasi: string, locale: EngineLocale): string {
  const index = RASIS.indexOf(rasi as Rasi);
  return index < 0 ? rasi : rasiName(index, locale);
}

/** Width of one rasi in degrees. */
export const RASI_SPAN_DEG = 30;

/**
 * Rasi index (0 = Aries … 11 = Pisces) of a sidereal longitude in degrees, any real value; a
 * longitude a rounding error below 360° stays in Pisces (its quotient by 30 may round up to 12).
 */
export function rasiIndexOf(siderealLongitudeDeg: number): number {
  return Math.min(11, Math.floor(normalizeDeg(siderealLongitudeDeg) / RASI_SPAN_DEG));
}
