/** The regional languages' classifier words, registered in one place (a missing language is a compile error). */
import type { RegionalLocale } from '../../../i18n/locale';
import { grahaName, GRAHAS, type Graha } from '../../../vocabulary/graha';
import { alternation, wordsPattern } from '../hindi-keywords';
import { KEYWORDS_BN } from './bn';
import type { ReaderKeywords } from './keywords';
import { KEYWORDS_MR } from './mr';
import { KEYWORDS_TA } from './ta';
import { KEYWORDS_TE } from './te';

/** Each regional language's classifier words. */
export const REGIONAL_KEYWORDS: Readonly<Record<RegionalLocale, ReaderKeywords>> = {
  bn: KEYWORDS_BN,
  mr: KEYWORDS_MR,
  te: KEYWORDS_TE,
  ta: KEYWORDS_TA,
};

const LETTER = '[\\p{L}\\p{M}]';
const all = (pick: (k: ReaderKeywords) => readonly string[]) => Object.values(REGIONAL_KEYWORDS).flatMap(pick);

/** Bengali, Telugu and Tamil digits as ASCII digits (Devanagari's are folded by normalizeHindi). */
export function foldIndicDigits(text: string): string {
  return text.replace(/[\u09E6-\u09EF\u0C66-\u0C6F\u0BE6-\u0BEF]/gu, (d) => {
    const code = d.codePointAt(0)!;
    const zero = code >= 0x0c66 ? 0x0c66 : code >= 0x0be6 ? 0x0be6 : 0x09e6;
    return String(code - zero);
  });
}

/** Per topic of the Hindi table, one pattern over every regional language's words. */
export const REGIONAL_TOPIC_PATTERNS = Object.fromEntries(
  (Object.keys(KEYWORDS_BN.topics) as (keyof ReaderKeywords['topics'])[]).map((topic) => [
    topic,
    wordsPattern(all((k) => k.topics[topic])),
  ]),
) as Record<keyof ReaderKeywords['topics'], RegExp>;
export const REGIONAL_WHEN = wordsPattern(all((k) => k.when));
export const REGIONAL_MORE = wordsPattern(all((k) => k.more));
export const REGIONAL_PERSONAL = wordsPattern(all((k) => k.personal));
export const REGIONAL_TIMING = wordsPattern(all((k) => [...k.timing, ...k.dasha]));
export const REGIONAL_DASHA = wordsPattern(all((k) => k.dasha));
export const REGIONAL_OVERVIEW = wordsPattern(all((k) => k.overview));

/** Weekday endings: a weekday is named after its graha (শনিবার, శనివారం, சனிக்கிழமை) but is not the graha. */
const WEEKDAY_ENDING = '(?!বার|वार|వార|க்கிழமை|கிழமை)';

/** Each graha's pattern in every regional language: the book's name and the aliases (a stem never takes a weekday's ending). */
export const REGIONAL_GRAHA_PATTERNS: readonly [Graha, RegExp][] = GRAHAS.map((g) => {
  const words = (Object.entries(REGIONAL_KEYWORDS) as [RegionalLocale, ReaderKeywords][]).flatMap(([locale, k]) => [
    grahaName(g, locale),
    ...k.grahaAliases[g],
  ]);
  const body = alternation(words).replaceAll(`${LETTER}*`, `${WEEKDAY_ENDING}${LETTER}*`);
  return [g, new RegExp(`(?<!${LETTER})(?:${body})${WEEKDAY_ENDING}(?!${LETTER})`, 'u')];
});

/** Numeric ordinal endings before the word for house: Bengali ১০ম, Marathi १० वे, Telugu 10వ, Tamil 10-ம் / 10ஆம். */
const NUMBER_ENDING = '(?:ম|তম|য়|ই|वे|वा|व्या|వ|వది|-?ம்|-?ஆம்|-?வது)?';

/** The house (1–12) a regional question names ("দশম ভাবে", "10వ భావంలో", "பத்தாம் வீட்டில்", "सप्तम स्थान"), or null. */
export function regionalHouseNamedIn(normalized: string): number | null {
  const houseWord = `(?:${alternation(all((k) => k.houseWords))})`;
  const numeric = new RegExp(`(?<![0-9])(1[0-2]|[1-9])\\s*${NUMBER_ENDING}\\s*${houseWord}(?!${LETTER})`, 'u').exec(normalized);
  if (numeric) return Number(numeric[1]);
  for (let i = 0; i < 12; i++) {
    const ordinals = all((k) => k.houseOrdinals[i] ?? []);
    if (new RegExp(`(?<!${LETTER})(?:${alternation(ordinals)})\\s*${houseWord}(?!${LETTER})`, 'u').test(normalized)) return i + 1;
  }
  return null;
}
