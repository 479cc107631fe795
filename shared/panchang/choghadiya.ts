/**
 * Choghadiya: daytime and night each in eight equal parts named after the ruling graha.
 * The day starts with the weekday lord's choghadiya and steps through the lords Sun, Venus,
 * Mercury, Moon, Saturn, Jupiter, Mars (weekday index −2 each time); the night starts with the
 * lord of the fifth weekday and steps +4 (Sunday night: Shubh, Amrit, Char, Rog, Kaal, Labh, Udveg, Shubh).
 */
import type { EngineLocale } from '../i18n/locale';
import { sanskritNameIn } from '../vocabulary/localized';

/** Choghadiya name (English transliteration and Hindi) and quality by weekday lord (index 0 = Sunday's lord, the Sun). */
export const CHOGHADIYA_BY_WEEKDAY = [
  { name: 'Udveg', translations: { hi: 'उद्वेग' }, quality: 'bad' },
  { name: 'Amrit', translations: { hi: 'अमृत' }, quality: 'good' },
  { name: 'Rog', translations: { hi: 'रोग' }, quality: 'bad' },
  { name: 'Labh', translations: { hi: 'लाभ' }, quality: 'good' },
  { name: 'Shubh', translations: { hi: 'शुभ' }, quality: 'good' },
  { name: 'Char', translations: { hi: 'चर' }, quality: 'neutral' },
  { name: 'Kaal', translations: { hi: 'काल' }, quality: 'bad' },
] as const;

/** Eight segments from `start` to `end` (Julian days) with their choghadiya. */
export function choghadiya(start: number, end: number, weekday: number, part: 'day' | 'night') {
  const length = (end - start) / 8;
  let lord = part === 'day' ? weekday : (weekday + 4) % 7;
  const stepBy = part === 'day' ? 5 : 4;
  const out: { name: string; quality: 'good' | 'neutral' | 'bad'; startJd: number; endJd: number }[] = [];
  for (let i = 0; i < 8; i++) {
    const entry = CHOGHADIYA_BY_WEEKDAY[lord]!;
    out.push({ name: entry.name, quality: entry.quality, startJd: start + i * length, endJd: i === 7 ? end : start + (i + 1) * length });
    lord = (lord + stepBy) % 7;
  }
  return out;
}

/** A choghadiya's name in `locale` from its English transliteration; unknown names pass through. */
export function choghadiyaName(englishName: string, locale: EngineLocale): string {
  const entry = CHOGHADIYA_BY_WEEKDAY.find((c) => c.name === englishName);
  return !entry ? englishName : sanskritNameIn({ en: englishName, hi: entry.translations.hi }, locale);
}
