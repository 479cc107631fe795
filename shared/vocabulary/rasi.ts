import type { Locale } from '../i18n/locale';
import { normalizeDeg } from '../math/angles';

/**
 * The twelve rasis (sidereal signs), index 0 = Aries, one table: the English name (the ChartModel's
 * `rasi` values), the Sanskrit transliteration, the Hindi name in Devanagari and the URL slug
 * (the rashifal pages' `/rashifal/{slug}`, lower-case ASCII as Indian sites spell them).
 */
export const RASI_NAMES = [
  { en: 'Aries', sanskrit: 'Mesha', hi: 'मेष', slug: 'mesha' },
  { en: 'Taurus', sanskrit: 'Vrishabha', hi: 'वृषभ', slug: 'vrishabha' },
  { en: 'Gemini', sanskrit: 'Mithuna', hi: 'मिथुन', slug: 'mithuna' },
  { en: 'Cancer', sanskrit: 'Karka', hi: 'कर्क', slug: 'karka' },
  { en: 'Leo', sanskrit: 'Simha', hi: 'सिंह', slug: 'simha' },
  { en: 'Virgo', sanskrit: 'Kanya', hi: 'कन्या', slug: 'kanya' },
  { en: 'Libra', sanskrit: 'Tula', hi: 'तुला', slug: 'tula' },
  { en: 'Scorpio', sanskrit: 'Vrishchika', hi: 'वृश्चिक', slug: 'vrischika' },
  { en: 'Sagittarius', sanskrit: 'Dhanu', hi: 'धनु', slug: 'dhanu' },
  { en: 'Capricorn', sanskrit: 'Makara', hi: 'मकर', slug: 'makara' },
  { en: 'Aquarius', sanskrit: 'Kumbha', hi: 'कुंभ', slug: 'kumbha' },
  { en: 'Pisces', sanskrit: 'Meena', hi: 'मीन', slug: 'meena' },
] as const;

/** The URL slugs, index 0 = Aries (`mesha` … `meena`). */
export const RASI_SLUGS: readonly string[] = RASI_NAMES.map((r) => r.slug);

/** The twelve rasis, index 0 = Aries. English names are the ChartModel's `rasi` values. */
export const RASIS: readonly Rasi[] = RASI_NAMES.map((r) => r.en);
/** One of the twelve rasis. */
export type Rasi = (typeof RASI_NAMES)[number]['en'];

/** A rasi's name in `locale` by index 0 = Aries ("Aries" / "मेष"). */
export function rasiName(rasiIndex: number, locale: Locale): string {
  const r = RASI_NAMES[((rasiIndex % 12) + 12) % 12]!;
  return r[locale];
}

/** A rasi's name in `locale` by its English name (the ChartModel's `rasi` value); unknown names pass through. */
export function rasiNameOf(rasi: string, locale: Locale): string {
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
