/**
 * What the /test page says when something fails, in its language: a chart call refused or
 * unanswered (ChartDataError, worded by site/i18n/birth-refusal.ts from the refused field's code)
 * and a failed chat turn (worded by site/i18n/chat-failures.ts from the chat API's error body).
 * English shows what the page showed before. The wording tables load only when something failed on
 * a page in another language, so the page's first load does not carry them.
 */
import type { Locale } from '../../../shared/i18n/locale';
import type { BirthRefusal } from '../../i18n/birth-refusal';
import { ChartDataError } from './chart-data';

/** The sentence after "Error: " for a failed chart bundle. */
export async function chartFailureText(locale: Locale, error: unknown): Promise<string> {
  const refusal: BirthRefusal =
    error instanceof ChartDataError ? error.refusal : { message: error instanceof Error ? error.message : String(error), field: null };
  if (locale === 'en') return refusal.message;
  try {
    const { wordBirthRefusal } = await import('../../i18n/birth-refusal');
    return wordBirthRefusal(locale, refusal);
  } catch {
    return refusal.message; // the wording could not be loaded (offline): the message as sent beats nothing
  }
}

/** A chat turn that failed: no answer (`status` 0) or the chat API's error body with its status. */
export interface TestChatFailure {
  status: number;
  /** The chat API's JSON error body (`error`, `message`, and `field`, `code`, `params` for a refused field); empty without an answer. */
  body: Readonly<Record<string, unknown>>;
  /** What the English page shows: the API's message, or the browser's or the page's own sentence. */
  english: string;
}

/** The sentence shown in the thread for a failed chat turn. */
export async function chatFailureText(locale: Locale, failure: TestChatFailure): Promise<string> {
  if (locale === 'en') return failure.english;
  const { body, status } = failure;
  try {
    const { wordChatFailure } = await import('../../i18n/chat-failures');
    return wordChatFailure(locale, {
      status,
      title: typeof body.error === 'string' ? body.error : '',
      message: typeof body.message === 'string' ? body.message : failure.english,
      failure: status === 0 ? 'unreachable' : null,
      body,
    });
  } catch {
    return failure.english;
  }
}
