/**
 * The remedies as plain lines in a language, for the chat's answers and the PDF (the page lays
 * the same RemedyAdvice out as a table): one paragraph per graha, then the weight convention
 * and the note.
 */
// Written in English and Hindi so far: a regional language reads these in English (proseLocale).
import type { InlineLocale as Locale } from '../../i18n/locale';
import { VARA_TABLE } from '../../jyotish/panchang-names';
import { grahaName } from '../../vocabulary/graha';
import { REMEDY_REASON_TEXT, type RemedyAdvice, type RemedyTarget } from './remedies';

const WORDS = {
  en: { mantra: 'Mantra', times: 'times', daan: 'Charity', fast: 'Fast on', deity: 'Worship', stone: 'Gemstone' },
  hi: { mantra: 'मंत्र', times: 'बार', daan: 'दान', fast: 'व्रत', deity: 'पूजा', stone: 'रत्न' },
} as const;

/** One graha's lines. */
export function remedyTargetLines(t: RemedyTarget, locale: Locale): string[] {
  const w = WORDS[locale];
  const reasons = t.reasons.map((r) => REMEDY_REASON_TEXT[r][locale]).join('; ');
  const out = [`${grahaName(t.graha, locale)}: ${reasons}.`];
  out.push(`${w.mantra}: ${t.mantra[locale]} — ${t.mantraCount.toLocaleString(locale === 'en' ? 'en-IN' : 'hi-IN')} ${w.times}.`);
  out.push(`${w.daan}: ${t.daan[locale]}.`);
  out.push(`${w.fast}: ${VARA_TABLE[t.fastWeekday]![locale]}. ${w.deity}: ${t.deity[locale]}.`);
  if (t.gemstone) {
    const g = t.gemstone;
    out.push(
      locale === 'en'
        ? `${w.stone}: ${g.stone.en} (${g.sanskrit}; substitute ${g.substitute.en}) in ${g.metal.en}, on the ${g.finger.en}, first worn on a ${VARA_TABLE[g.weekday]!.en}. ${t.gemstoneNote.en}`
        : `${w.stone}: ${g.stone.hi} (उपरत्न ${g.substitute.hi}), ${g.metal.hi} में, ${g.finger.hi} में, पहली बार ${VARA_TABLE[g.weekday]!.hi} को। ${t.gemstoneNote.hi}`,
    );
  } else out.push(`${w.stone}: ${t.gemstoneNote[locale]}`);
  return out;
}

/** The whole advice as lines. */
export function remedyLines(advice: RemedyAdvice, locale: Locale): string[] {
  const out = advice.targets.flatMap((t) => remedyTargetLines(t, locale));
  if (advice.targets.some((t) => t.gemstone)) out.push(advice.weightConvention[locale]);
  out.push(advice.note[locale]);
  return out;
}
