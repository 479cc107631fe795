/**
 * The remedies as plain lines in a language, for the page, the chat's answers and the PDF: one
 * paragraph per graha, then the weight convention and the note. English and Hindi are written
 * here and in the classical tables; a regional language's words are its RemedyText
 * (remedy-text-bn.ts …), passed in so a page loads only its own language's.
 */
import type { InlineLocale as Locale } from '../../i18n/locale';
import { panchangName, VARA_TABLE } from '../../jyotish/panchang-names';
import { grahaName } from '../../vocabulary/graha';
import { numberIn } from '../regional-numbers';
import { REMEDY_REASON_TEXT, type RemedyAdvice, type RemedyReason, type RemedyTarget } from './remedies';
import type { RemedyText } from './remedy-text';

/** The language of the remedy lines: English or Hindi (inline), or a regional language's book. */
export type RemedyLanguage = Locale | RemedyText;

const WORDS = {
  en: { mantra: 'Mantra', times: 'times', daan: 'Charity', fast: 'Fast on', deity: 'Worship', stone: 'Gemstone' },
  hi: { mantra: 'मंत्र', times: 'बार', daan: 'दान', fast: 'व्रत', deity: 'पूजा', stone: 'रत्न' },
} as const;

/** Why a graha is in the list, in `l`. */
export const remedyReasonText = (r: RemedyReason, l: RemedyLanguage): string =>
  typeof l === 'object' ? l.reasons[r] : REMEDY_REASON_TEXT[r][l];

/** The stones' weight convention in `l`. */
export const weightConventionText = (advice: RemedyAdvice, l: RemedyLanguage): string =>
  typeof l === 'object' ? l.weightConvention : advice.weightConvention[l];

/** The note said once with the list, in `l`. */
export const remedyNoteText = (advice: RemedyAdvice, l: RemedyLanguage): string => (typeof l === 'object' ? l.note : advice.note[l]);

/** One graha's lines in a regional language. */
function regionalTargetLines(t: RemedyTarget, T: RemedyText): string[] {
  const w = T.labels;
  const weekday = (index: number) => panchangName(VARA_TABLE[index]!.en, T.locale);
  const out = [`${grahaName(t.graha, T.locale)}: ${t.reasons.map((r) => T.reasons[r]).join('; ')}${T.stop}`];
  out.push(`${w.mantra}: ${T.mantras[t.graha]} — ${numberIn(T.locale)(t.mantraCount)} ${w.times}${T.stop}`);
  out.push(`${w.daan}: ${T.daan[t.graha]}${T.stop}`);
  out.push(`${w.fast}: ${weekday(t.fastWeekday)}${T.stop} ${w.deity}: ${T.deities[t.graha]}${T.stop}`);
  const note = T.gemstoneNote(t.graha, t.functionalNature, t.housesLorded);
  out.push(`${w.stone}: ${t.gemstone ? `${T.gemLine(T.gems[t.graha], weekday(t.gemstone.weekday))} ${note}` : note}`);
  return out;
}

/** One graha's lines. */
export function remedyTargetLines(t: RemedyTarget, locale: RemedyLanguage): string[] {
  if (typeof locale === 'object') return regionalTargetLines(t, locale);
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
export function remedyLines(advice: RemedyAdvice, locale: RemedyLanguage): string[] {
  const out = advice.targets.flatMap((t) => remedyTargetLines(t, locale));
  if (advice.targets.some((t) => t.gemstone)) out.push(weightConventionText(advice, locale));
  out.push(remedyNoteText(advice, locale));
  return out;
}
