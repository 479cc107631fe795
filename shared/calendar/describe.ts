/** The English sentence of a tithi rule's facts: the tithi, the part of the day, what the year did. */
import type { DayPart } from './day-part-names';
import type { Observed, TieBreak } from './observe';

const INSTANTS: readonly DayPart[] = ['sunrise', 'sunset', 'moonrise'];

/** "Krishna Chaturdashi of Magha (amanta; Phalguna purnimanta)". */
export function tithiLabel(paksha: string, name: string, month: { amanta: string; purnimanta: string; adhika: boolean }): string {
  const adhika = month.adhika ? 'adhika ' : '';
  const months =
    month.amanta === month.purnimanta ? `${adhika}${month.amanta}` : `${adhika}${month.amanta} (amanta; ${month.purnimanta} purnimanta)`;
  return `${paksha} ${name} of ${months}`;
}

const TIE_WORDS: Record<TieBreak, string> = {
  first: 'the first',
  second: 'the second',
  greater: 'the one it covers more of',
};

/** The sentence (see the module comment). */
export function describeObserved(tithi: string, part: DayPart, observed: Observed, tie: TieBreak): string {
  const at = INSTANTS.includes(part) ? `at ${part}` : `during ${part}`;
  let text: string;
  if (observed.observation === 'one-day') text = `${tithi} was in force ${at} on this day only.`;
  else if (observed.observation === 'both-days')
    text = `${tithi} was in force ${at} on ${observed.otherDate} and on ${observed.date}; the rule takes ${TIE_WORDS[tie]} day.`;
  else text = `${tithi} was in force ${at} on no day; the day it was in force at sunrise is taken.`;
  if (observed.sunrises === 0) text += ' It was a kshaya tithi: no sunrise fell in it.';
  if (observed.sunrises === 2) text += ' It spanned two sunrises.';
  return text;
}
