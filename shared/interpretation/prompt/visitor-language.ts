/**
 * The language instruction of every chat system prompt: the model answers in the visitor's
 * language (the page's locale), keeping the chart's facts exact and giving Jyotish terms their
 * traditional names in that language.
 */
import type { EngineLocale } from '../../i18n/locale';

/** One instruction per site language, written in English for the model. */
export const VISITOR_LANGUAGE_INSTRUCTION: Readonly<Record<EngineLocale, string>> = {
  en: 'Answer in English.',
  hi:
    'The visitor reads Hindi: answer in Hindi written in Devanagari (हिन्दी), whatever language the question is typed in ' +
    '(Devanagari or romanised Hindi), with the traditional Hindi names of planets, signs, nakshatras and dashas ' +
    '(सूर्य, मेष, अश्विनी, महादशा). Keep dates as YYYY-MM-DD and numbers exactly as in the facts.',
  bn:
    'The visitor reads Bengali: answer in Bengali written in the Bengali script (বাংলা), whatever language the question is typed in, ' +
    'with the names Bengali panjikas use for planets, signs, nakshatras and dashas (সূর্য, মেষ, অশ্বিনী, মহাদশা). ' +
    'Keep dates as YYYY-MM-DD and numbers exactly as in the facts.',
  mr:
    'The visitor reads Marathi: answer in Marathi written in Devanagari (मराठी), not in Hindi, whatever language the question is typed in, ' +
    'with the names Marathi almanacs use (रवी, मंगळ, तूळ, महादशा, सप्तम स्थान). Keep dates as YYYY-MM-DD and numbers exactly as in the facts.',
  te:
    'The visitor reads Telugu: answer in Telugu written in the Telugu script (తెలుగు), whatever language the question is typed in, ' +
    'with the names Telugu panchangams use (సూర్యుడు, కుజుడు, మేషం, అశ్విని, మహాదశ, ఏలినాటి శని). Keep dates as YYYY-MM-DD and numbers exactly as in the facts.',
  ta:
    'The visitor reads Tamil: answer in Tamil written in the Tamil script (தமிழ்), whatever language the question is typed in, ' +
    'with the names Tamil panchangams use (சூரியன், செவ்வாய், மேஷம், அஸ்வினி, மகா தசை, புக்தி, ஏழரைச் சனி). Keep dates as YYYY-MM-DD and numbers exactly as in the facts.',
};

/** `system` with the visitor-language instruction appended as its own section. */
export function withVisitorLanguage(system: string, locale: EngineLocale): string {
  return `${system.trimEnd()}\n\n# Language\n\n${VISITOR_LANGUAGE_INSTRUCTION[locale]}\n`;
}
