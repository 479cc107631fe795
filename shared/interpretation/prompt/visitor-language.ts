/**
 * The language instruction of every chat system prompt: the model answers in the visitor's
 * language (the page's locale), keeping the chart's facts exact and giving Jyotish terms their
 * traditional names in that language.
 */
import type { Locale } from '../../i18n/locale';

/** One instruction per site language, written in English for the model. */
export const VISITOR_LANGUAGE_INSTRUCTION: Readonly<Record<Locale, string>> = {
  en: 'Answer in English.',
  hi:
    'The visitor reads Hindi: answer in Hindi written in Devanagari (हिन्दी), whatever language the question is typed in ' +
    '(Devanagari or romanised Hindi), with the traditional Hindi names of planets, signs, nakshatras and dashas ' +
    '(सूर्य, मेष, अश्विनी, महादशा). Keep dates as YYYY-MM-DD and numbers exactly as in the facts.',
};

/** `system` with the visitor-language instruction appended as its own section. */
export function withVisitorLanguage(system: string, locale: Locale): string {
  return `${system.trimEnd()}\n\n# Language\n\n${VISITOR_LANGUAGE_INSTRUCTION[locale]}\n`;
}
