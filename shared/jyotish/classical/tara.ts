/**
 * Tara (the nine stars): the nakshatras counted from a reference star (usually the natal Moon's)
 * fall in nine groups, repeating every nine. Names and nature after Muhurta Chintamani 6 and
 * B.V. Raman, "Muhurtha" ch. 3: the 3rd (Vipat), 5th (Pratyak) and 7th (Naidhana) are
 * inauspicious, the rest good; Janma (the 1st) is mixed, read as good for most work but avoided
 * for a few (surgery, travel) — callers that need that nuance read `number`.
 */
import type { EngineLocale } from '../../i18n/locale';
import { sanskritNameIn } from '../../vocabulary/localized';

/** The nine taras in order (1 = Janma … 9 = Parama Mitra), with Hindi names. */
export const TARAS = [
  { en: 'Janma', hi: 'जन्म' },
  { en: 'Sampat', hi: 'संपत' },
  { en: 'Vipat', hi: 'विपत' },
  { en: 'Kshema', hi: 'क्षेम' },
  { en: 'Pratyak', hi: 'प्रत्यक' },
  { en: 'Sadhana', hi: 'साधक' },
  { en: 'Naidhana', hi: 'नैधन' },
  { en: 'Mitra', hi: 'मित्र' },
  { en: 'Parama Mitra', hi: 'परम मित्र' },
] as const;

/** Tara `number` (1–9) named in `locale` (Sanskrit names: the regional languages write the Hindi in their script). */
export const taraName = (number: number, locale: EngineLocale): string | undefined => {
  const tara = TARAS[number - 1];
  return tara && sanskritNameIn(tara, locale);
};

/** Tara numbers that are inauspicious: Vipat, Pratyak, Naidhana. */
export const BAD_TARAS: ReadonlySet<number> = new Set([3, 5, 7]);

/** Count from star `fromNakshatra` to star `toNakshatra` (both 1–27), inclusive: 1…27. */
export function starCount(fromNakshatra: number, toNakshatra: number): number {
  return ((toNakshatra - fromNakshatra + 27) % 27) + 1;
}

/** The tara (1–9) of `toNakshatra` counted from `fromNakshatra` (both 1–27). */
export function taraNumber(fromNakshatra: number, toNakshatra: number): number {
  return ((starCount(fromNakshatra, toNakshatra) - 1) % 9) + 1;
}

/** True when the tara of `toNakshatra` from `fromNakshatra` is not Vipat, Pratyak or Naidhana. */
export function taraGood(fromNakshatra: number, toNakshatra: number): boolean {
  return !BAD_TARAS.has(taraNumber(fromNakshatra, toNakshatra));
}
