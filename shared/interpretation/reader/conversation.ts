/**
 * Follow-up questions keep the conversation's topic and time: "And in 2032?" after "How is my
 * career in 2031?" is about career in 2032; "What about my marriage?" after "What does next
 * March hold?" is about marriage next March. The visitor's earlier questions come in oldest first.
 */
import type { ChartModel } from '../../model/chart';
import { classifyQuestion, isOverviewRequest, questionPart, type Classification } from './classify';
import { dateWindowIn, type DateWindow } from './date-window';

/** Words that name transits themselves (not only a time, which the classifier also files under transits). */
const TRANSIT_WORDS = /\b(transits?|gochar|sade ?sati|ingress)\b|गोचर|साढ़ेसाती/i;
/** Openings of a follow-up that leans on the previous question ("and …", "what about …"). */
const FOLLOW_UP = /^\s*(and|also|then|so|what about|how about|and what about|और|तो|फिर)\b/i;

/** True when the classification says what the question is about (not only when). */
function namesTopic(question: string, c: Classification): boolean {
  if (c.topic === 'general' || c.topic === 'offTopic') return false;
  return c.topic !== 'transits' || TRANSIT_WORDS.test(questionPart(question));
}

/** Words that point back at what was said before ("When will it happen?"), not "this year". */
const REFERS_BACK = /\b(it|that|those|same)\b|(?<![\p{L}\p{M}])(वह|वो)(?![\p{L}\p{M}])/u;

/**
 * The question's classification, or — for a follow-up that names no topic ("and in 2032?",
 * "when will it happen?", "tell me more") — the latest earlier question's topic. A fresh question
 * that names none ("What happens in June 2031?") keeps none: it is about everything then.
 */
export function classifyInConversation(question: string, earlier: readonly string[]): Classification {
  const c = classifyQuestion(question);
  if (namesTopic(question, c) || isOverviewRequest(question)) return c;
  const own = questionPart(question);
  if (!c.more && !FOLLOW_UP.test(own) && !REFERS_BACK.test(own.toLowerCase())) return c;
  for (let i = earlier.length - 1; i >= 0; i--) {
    const before = classifyQuestion(earlier[i]!);
    if (namesTopic(earlier[i]!, before) && !isOverviewRequest(earlier[i]!))
      return { ...c, topic: before.topic, graha: c.graha ?? before.graha, house: c.house ?? before.house };
  }
  return c;
}

/** The window the question names, or — for a follow-up naming none — the previous question's. Never for an overview request. */
export function windowInConversation(
  question: string,
  earlier: readonly string[],
  chart: ChartModel,
  today: string | null,
): DateWindow | null {
  if (isOverviewRequest(question)) return null;
  const own = dateWindowIn(questionPart(question), chart, today);
  if (own || !FOLLOW_UP.test(questionPart(question)) || !earlier.length) return own;
  const previous = earlier[earlier.length - 1]!;
  return isOverviewRequest(previous) ? null : dateWindowIn(questionPart(previous), chart, today);
}
