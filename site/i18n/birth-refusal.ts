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
import { wordProblem } from './field-problems';
import { CHART_SERVICE_UNREACHABLE, chartServiceAnswered } from '../lib/api';

/** The birth and place fields the APIs name in their refusals, by the labels the forms show. */
export const birthFieldNames = defineMessages(
  {
    name: 'name',
    date: 'date',
    time: 'time',
    place: 'place',
    lat: 'latitude',
    lon: 'longitude',
    tz: 'time zone',
    utcOffset: 'UTC offset',
    ayanamsa: 'ayanamsa',
    node: 'node',
    year: 'year',
    month: 'month',
    sunrise: 'sunrise definition',
    day: 'day',
  },
  {
    hi: {
      name: 'पूरा नाम',
      date: 'जन्म तिथि',
      time: 'जन्म समय',
      place: 'जन्म स्थान',
      lat: 'अक्षांश',
      lon: 'देशांतर',
      tz: 'समय क्षेत्र',
      utcOffset: 'UTC अंतर',
      ayanamsa: 'अयनांश',
      node: 'राहु-केतु की गणना',
      year: 'वर्ष',
      month: 'महीना',
      sunrise: 'सूर्योदय की परिभाषा',
      day: 'दिन',
    },
  },
);

/** Sentences for failures without a field: no answer at all, or the server's own failure. */
export const serviceFailureText = defineMessages(
  {
    unreachable: CHART_SERVICE_UNREACHABLE,
    serverFailed: chartServiceAnswered,
  },
  {
    hi: {
      unreachable: 'कुंडली सेवा तक नहीं पहुँच सके। अपना इंटरनेट कनेक्शन जाँचें और फिर से प्रयास करें।',
      serverFailed: (status: number) => `कुंडली सेवा ने उत्तर ${status} दिया; थोड़ी देर बाद फिर से प्रयास करें।`,
    },
  },
);

/** A refusal as the pages hold it: the API's English message, the field it named, its code and numbers. */
export interface BirthRefusal {
  status?: number;
  message: string;
  field: string | null;
  problem?: { code: unknown; params?: FieldProblemParams | null } | null;
}

/** The label of an API field in `locale` (the field's own name when the table lacks it). */
export function birthFieldLabel(locale: Locale, field: string): string {
  const names = birthFieldNames[locale];
  return Object.hasOwn(names, field) ? names[field as keyof typeof names] : field;
}

/**
 * The refusal for the page: English keeps the API's message as it was sent; another language words
 * its code (an unknown or missing code is `invalid`, still naming the field), or says the service
 * could not be reached (status 0) or failed (5xx). `label` overrides the field's label.
 */
export function wordBirthRefusal(locale: Locale, refusal: BirthRefusal, label?: string): string {
  if (locale === 'en') return refusal.message;
  if (refusal.field === null || refusal.field === '') {
    if (refusal.status === 0) return serviceFailureText[locale].unreachable;
    return serviceFailureText[locale].serverFailed(refusal.status ?? 500);
  }
  return wordProblem(locale, refusal.problem ?? { code: 'invalid' }, label ?? birthFieldLabel(locale, refusal.field));
}
