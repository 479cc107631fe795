/**
 * A refused birth field (from /api/chart, /api/chart/now, /api/match, /api/panchang) in the page's
 * language. English pages keep the API's own English message, as before; other languages word
 * the refusal's stable code and numbers (shared/contracts/field-problem.ts) with the field
 * problems' table, naming the field by its label here. Network and server failures, which carry
 * no code, have their own sentences.
 */
import type { Locale } from '../../shared/i18n/locale';
import type { FieldProblemParams } from '../../shared/contracts/field-problem';
import { defineMessages } from './catalogue';
import { birthFieldLabel, wordProblem } from './field-problems';

/**
 * Sentences for failures without a field: no answer at all, or the server's own failure. English
 * keeps the chart client's own sentence (`message`, site/lib/api.ts).
 */
export const serviceFailureText = defineMessages(
  {
    unreachable: (message: string) => message,
    serverFailed: (message: string, _status: number) => message,
  },
  {
    hi: {
      unreachable: (_message: string) => 'कुंडली सेवा तक नहीं पहुँच सके। अपना इंटरनेट कनेक्शन जाँचें और फिर से प्रयास करें।',
      serverFailed: (_message: string, status: number) => `कुंडली सेवा ने उत्तर ${status} दिया; थोड़ी देर बाद फिर से प्रयास करें।`,
    },
  },
  'serviceFailureText',
);

/** A refusal as the pages hold it: the API's English message, the field it named, its code and numbers. */
export interface BirthRefusal {
  status?: number;
  message: string;
  field: string | null;
  /** The API's error body: `code` and `params` of the refused field, as sent. */
  body?: Readonly<Record<string, unknown>>;
}

/**
 * The refusal for the page: English keeps the API's message as it was sent; another language words
 * its code (an unknown or missing code is `invalid`, still naming the field), or says the service
 * could not be reached (status 0) or failed (5xx). `label` overrides the field's label.
 */
export function wordBirthRefusal(locale: Locale, refusal: BirthRefusal, label?: string): string {
  if (locale === 'en') return refusal.message;
  if (refusal.field === null || refusal.field === '') {
    if (refusal.status === 0) return serviceFailureText[locale].unreachable(refusal.message);
    return serviceFailureText[locale].serverFailed(refusal.message, refusal.status ?? 500);
  }
  const { code, params } = refusal.body ?? {};
  const numbers = params && typeof params === 'object' ? (params as FieldProblemParams) : {};
  return wordProblem(locale, { code, params: numbers }, label ?? birthFieldLabel(locale, refusal.field));
}
