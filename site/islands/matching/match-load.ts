/**
 * Loading a match for /kundali-matching, apart from its views: the match (`/api/match`, with the
 * sentences in the page's language) and both Rasi charts, or a query naming a person's place
 * resolved by the chart API first; and every refusal put back on the person's field it names, in
 * the page's language (MatchRefusal). The API calls are made as before; the page holds their state
 * with the island kit's useLoad.
 */
import { ApiError, apiCall } from '../../lib/api-client';
import type { MatchPerson } from '../../../shared/vocabulary/match-person';
import type { ChartPositionsView } from '../../../shared/chart/view';
import type { MatchAnswer } from '../../../shared/chart/match-answer';
import type { Locale } from '../../../shared/i18n/locale';
import { MATCH_SHARED_FIELDS } from '../../../shared/contracts/match-fields';
import { kundaliText } from '../../i18n/kundali';
import { matchingText } from '../../i18n/matching';
import { wordBirthRefusal } from '../../i18n/birth-refusal';
import { fetchChartPositions } from '../../lib/fetch-chart-positions';
import type { BirthDetails } from '../../stores/birth';
import { API_FIELD_TO_FORM, validateBirthForm, type BirthFormErrors, type BirthFormValues } from '../kit/birth-form';
import { matchToQuery, personRequest, resolveMatchQuery, type MatchRequest } from './match-query';
import { matchPersonName } from '../../../shared/vocabulary/match-person';

/** A match as the page shows it: the API's answer, both charts (null when they could not be drawn) and the request. */
export interface MatchShown {
  match: MatchAnswer;
  charts: Record<MatchPerson, ChartPositionsView> | null;
  request: MatchRequest;
}

/** Errors by person's field, none yet. */
export function noPersonErrors(): Record<MatchPerson, BirthFormErrors> {
  return { bride: {}, groom: {} };
}

/** A refused match, back to the forms: each refusal on its person's field, and the summary above them (with "Error: "). */
export class MatchRefusal extends Error {
  constructor(
    readonly errors: Record<MatchPerson, BirthFormErrors>,
    readonly summary: string,
  ) {
    super(summary);
    this.name = 'MatchRefusal';
  }

  /** A failure as the page shows it (anything unexpected: the summary alone). */
  static of(caught: unknown): MatchRefusal {
    return caught instanceof MatchRefusal ? caught : new MatchRefusal(noPersonErrors(), String(caught));
  }
}

/** Validates one person by the rules of every birth form (kit/birth-form.ts); errors name the person where the language wants it. */
export async function checkPerson(
  person: MatchPerson,
  values: BirthFormValues,
  dateValid: boolean,
  timeValid: boolean,
  locale: Locale,
): Promise<{ birth: BirthDetails } | { errors: BirthFormErrors }> {
  const checked = await validateBirthForm(values, dateValid, timeValid, locale);
  if ('birth' in checked) return checked;
  const named = matchPersonName(person, locale);
  const errors = Object.fromEntries(
    Object.entries(checked.errors).map(([key, message]) => [key, matchingText[locale].personFieldError(named, message)]),
  ) as BirthFormErrors;
  return { errors };
}

/** A refusal of one person's field as /api/match sends it: English message, stable code and numbers. */
interface PersonRefusal extends Readonly<Record<string, unknown>> {
  field: string;
  message: string;
}

/**
 * An API refusal of `person`'s `field` in the page's language: English keeps the API's message; other
 * languages word its code with the person named ("वर: जन्म समय: …"), except the match's own refusals, already so.
 */
function apiFieldMessage(person: MatchPerson, field: string, refusal: PersonRefusal, locale: Locale): string {
  const named = matchPersonName(person, locale);
  // The match's own refusals (a birth time it needs) come already in the page's language, naming the person.
  if (locale === 'en' || refusal.message.startsWith(`${named}:`)) return refusal.message;
  const worded = wordBirthRefusal(locale, {
    message: refusal.message,
    field,
    body: refusal,
  });
  return matchingText[locale].personFieldError(named, worded);
}

/** The match for `request`, with both charts; throws MatchRefusal with each refusal on its person's field. */
export async function loadMatch(request: MatchRequest, locale: Locale): Promise<MatchShown> {
  const words = matchingText[locale];
  const query = matchToQuery(request);
  let body: Record<string, unknown> = {};
  try {
    // The sentences come in the page's language; English asks as before (no parameter).
    if (locale !== 'en') query.set('locale', locale);
    body = await apiCall('match', { query }, words.unreachable);
  } catch (caught) {
    const refused = ApiError.of(caught);
    body = refused.status === 0 ? { message: words.unreachable } : { ...refused.body };
  }
  if (body.status === 'ok' && body.match) {
    const charts = await Promise.all([
      fetchChartPositions(personRequest(request, 'bride')),
      fetchChartPositions(personRequest(request, 'groom')),
    ]).catch(() => null);
    return { match: body.match as MatchAnswer, charts: charts ? { bride: charts[0], groom: charts[1] } : null, request };
  }
  // Back to the forms as typed, each API error on its person's field.
  const next = noPersonErrors();
  const list = Array.isArray(body.errors) ? (body.errors as (PersonRefusal & { person: MatchPerson })[]) : [];
  const messages: string[] = [];
  for (const e of list) {
    const apiField = e.field.split('.')[1] ?? '';
    const message = apiFieldMessage(e.person, apiField, e, locale);
    messages.push(message);
    const field = API_FIELD_TO_FORM[apiField];
    if (field && next[e.person]) next[e.person][field] = message;
  }
  if (list.length === 0 && typeof body.field === 'string') {
    const [person, field] = body.field.split('.') as [MatchPerson, string];
    const key = API_FIELD_TO_FORM[field ?? ''];
    const refusal = { field: body.field, message: String(body.message), code: body.code, params: body.params };
    const message = next[person] ? apiFieldMessage(person, field ?? '', refusal, locale) : String(body.message);
    messages.push(message);
    if (key && next[person]) next[person][key] = message;
  }
  const summary =
    locale === 'en' || messages.length === 0 ? (typeof body.message === 'string' ? body.message : words.notComputed) : messages.join('; ');
  throw new MatchRefusal(next, kundaliText[locale].errorPrefix(summary));
}

/**
 * The match for a query naming a person's place without coordinates: the chart API resolves it first, then
 * the match is loaded for what it resolved; a refusal goes back to the forms as the query filled them, on
 * that person's place.
 */
export async function resolveAndLoadMatch(params: URLSearchParams, locale: Locale): Promise<MatchShown> {
  const resolved = await resolveMatchQuery(params);
  if ('request' in resolved) return loadMatch(resolved.request, locale);
  const next = noPersonErrors();
  const messages = resolved.failures.map(({ person, error }) => {
    const field = error.field ?? '';
    // A shared option (ayanamsa, node) is nobody's field: said once, without a person.
    const message = (MATCH_SHARED_FIELDS as readonly string[]).includes(field)
      ? wordBirthRefusal(locale, error)
      : apiFieldMessage(person, field, { ...error.body, field, message: error.message }, locale);
    const key = API_FIELD_TO_FORM[field];
    if (key) next[person][key] = message;
    return message;
  });
  throw new MatchRefusal(next, kundaliText[locale].errorPrefix(messages.join('; ')));
}
