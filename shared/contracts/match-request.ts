/**
 * The request of `GET /api/match` and `POST /api/match` (and `npm run match`): a bride and a
 * groom, each with exactly the birth fields of `/api/chart` (shared/contracts/birth-query.ts),
 * plus `ayanamsa` and `node` for both. POST takes `{"bride": {…}, "groom": {…}, "ayanamsa"?,
 * "node"?}`; GET takes the same fields prefixed with the person (`brideDate`, `groomPlace`, …) so
 * a match can be shared by URL. Every failure names the person and the field (`groom: time: …`,
 * field `groom.time`). `locale` (GET parameter or body field, default English) is the language of
 * the answer's sentences and refusals. Pure: the caller hands in the place index.
 */
import { z } from 'zod';
import type { ChartInput } from '../model/chart';
import type { PlaceIndex } from '../places/index';
import { DEFAULT_LOCALE, LOCALES, isLocale, type Locale } from '../i18n/locale';
import { AYANAMSAS, NODE_TYPES } from '../vocabulary/settings';
import { BIRTH_QUERY_FIELDS, birthQuerySchema } from './birth-query';
import { chartInputFromQuery } from './chart-request';
import type { FieldFailure } from './failure';

import { MATCH_SHARED_FIELDS, prefixedField } from './match-fields';
import { MATCH_PERSONS, type MatchPerson } from '../vocabulary/match-person';
import { problemOfIssue, type FieldProblemCode, type FieldProblemParams } from './field-problem';

export { MATCH_SHARED_FIELDS, prefixedField };
/** Birth fields each person carries (the birth query's, less the shared settings). */
export const MATCH_PERSON_FIELDS = BIRTH_QUERY_FIELDS.filter((f) => !(MATCH_SHARED_FIELDS as readonly string[]).includes(f));

const scalar = z.union([z.string(), z.number()]).transform(String);
const personSchema = (person: MatchPerson) =>
  z.record(z.string(), scalar.optional().nullable(), { error: `${person}: expected an object with the birth fields` }).meta({
    description: `The ${person}'s birth: the fields of GET /api/chart (${MATCH_PERSON_FIELDS.join(', ')}); each is checked as there, failures naming "${person}.<field>".`,
    examples: [{ name: person === 'bride' ? 'Asha' : 'Ravi', date: '1992-03-14', time: '06:45', place: 'Pune, Maharashtra, India' }],
  });

/** What `locale` means, for the body schema and the GET parameter. */
export const MATCH_LOCALE_DESCRIPTION = `Language of the answer's sentences (explanations, summary, Manglik reasons, cautions, refusals): ${LOCALES.join(', ')}; default ${DEFAULT_LOCALE}. Names and values (rasis, nakshatras, gana…) stay in English.`;
const LOCALE_MESSAGE = `locale: expected one of ${LOCALES.join(', ')}`;

/** The POST body: both people's birth fields and the shared settings. */
export const matchBodySchema = z.object({
  bride: personSchema('bride'),
  groom: personSchema('groom'),
  ayanamsa: z
    .string()
    .optional()
    .meta({ enum: [...AYANAMSAS], description: 'For both people; as in GET /api/chart.' }),
  node: z
    .string()
    .optional()
    .meta({ enum: [...NODE_TYPES], description: 'Lunar node for both people: mean (default) or true.' }),
  locale: z.enum(LOCALES, { error: LOCALE_MESSAGE }).optional().meta({ description: MATCH_LOCALE_DESCRIPTION }),
});

/** The raw fields of both people (strings, as a query carries them). */
export interface MatchFields {
  bride: Record<string, string>;
  groom: Record<string, string>;
  shared: Record<string, string>;
  /** Language of the answer's sentences (absent: English). */
  locale?: Locale;
}

/** The `locale` GET parameter (absent: English), or the failure naming it. */
export function matchLocaleFromQuery(
  query: Readonly<Record<string, string>>,
): { ok: true; locale: Locale } | { ok: false; failure: FieldFailure } {
  const value = query.locale;
  if (value === undefined) return { ok: true, locale: DEFAULT_LOCALE };
  return isLocale(value) ? { ok: true, locale: value } : { ok: false, failure: { field: 'locale', message: LOCALE_MESSAGE } };
}

/** Splits GET parameters (`brideDate`, `groomPlace`, `ayanamsa`) into each person's fields; `locale` is read apart (matchLocaleFromQuery). */
export function matchFieldsFromQuery(query: Readonly<Record<string, string>>, locale: Locale = DEFAULT_LOCALE): MatchFields {
  const fields: MatchFields = { bride: {}, groom: {}, shared: {}, locale };
  for (const person of MATCH_PERSONS) {
    for (const field of MATCH_PERSON_FIELDS) {
      const value = query[prefixedField(person, field)];
      if (value !== undefined) fields[person][field] = value;
    }
  }
  for (const field of MATCH_SHARED_FIELDS) if (query[field] !== undefined) fields.shared[field] = query[field]!;
  return fields;
}

/** A POST body → the raw fields; a body of the wrong shape is a failure naming the person. */
export function matchFieldsFromBody(body: unknown): { ok: true; fields: MatchFields } | { ok: false; failure: FieldFailure } {
  const parsed = matchBodySchema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const field = issue.path.map(String).join('.') || 'body';
    const message = issue.message.startsWith(`${String(issue.path[0])}:`) ? issue.message : `${field}: ${issue.message}`;
    return { ok: false, failure: { field, message, ...problemOfIssue(issue) } };
  }
  return { ok: true, fields: matchFieldsOfBody(parsed.data) };
}

/** The raw fields of a body matchBodySchema has parsed. */
export function matchFieldsOfBody(body: z.output<typeof matchBodySchema>): MatchFields {
  const clean = (record: Record<string, string | null | undefined>) =>
    Object.fromEntries(Object.entries(record).filter((e): e is [string, string] => typeof e[1] === 'string'));
  const { bride, groom, locale, ...shared } = body;
  return { bride: clean(bride), groom: clean(groom), shared: clean(shared), locale: locale ?? DEFAULT_LOCALE };
}

/** The GET query, documented: each person's birth fields prefixed (`brideDate`), the shared ones and `locale` as they are. */
export const matchQuerySchema = z.object({
  ...Object.fromEntries(
    MATCH_PERSONS.flatMap((person) =>
      MATCH_PERSON_FIELDS.map((field) => {
        const schema = birthQuerySchema.shape[field];
        const described = z.globalRegistry.get(schema)?.description ?? field;
        return [
          prefixedField(person, field),
          (field === 'date' ? schema : schema.optional()).meta({ description: `${person}: ${described}` }),
        ];
      }),
    ),
  ),
  ...Object.fromEntries(MATCH_SHARED_FIELDS.map((field) => [field, birthQuerySchema.shape[field]])),
  locale: z.enum(LOCALES).optional().meta({ description: MATCH_LOCALE_DESCRIPTION }),
});

/** Both chart inputs, or the failures: one per person at most, each naming the person and field. */
export type MatchInputsResult =
  { ok: true; inputs: Record<MatchPerson, ChartInput> } | { ok: false; failure: FieldFailure & { details: { errors: MatchFieldError[] } } };

/** One person's refused field: English message, and the problem's code and numbers for other languages. */
export interface MatchFieldError {
  person: MatchPerson;
  field: string;
  message: string;
  code: FieldProblemCode;
  params: FieldProblemParams;
}

/** Validates both people through the `/api/chart` pipeline; a field a person does not know (e.g. `brideColour` is not read; a body key `colour` is refused). */
export function matchInputsFrom(fields: MatchFields, places: PlaceIndex): MatchInputsResult {
  const errors: MatchFieldError[] = [];
  const inputs: Partial<Record<MatchPerson, ChartInput>> = {};
  for (const person of MATCH_PERSONS) {
    const unknown = Object.keys(fields[person]).find((key) => !(BIRTH_QUERY_FIELDS as readonly string[]).includes(key));
    if (unknown !== undefined) {
      errors.push({
        person,
        field: `${person}.${unknown}`,
        message: `${person}: ${unknown}: unknown field; expected ${MATCH_PERSON_FIELDS.join(', ')}`,
        code: 'notAllowed',
        params: {},
      });
      continue;
    }
    const result = chartInputFromQuery({ ...fields.shared, ...fields[person] }, places);
    if (result.ok) inputs[person] = result.input;
    else
      errors.push({
        person,
        field: `${person}.${result.failure.field}`,
        message: `${person}: ${result.failure.message}`,
        code: result.failure.code ?? 'invalid',
        params: result.failure.params ?? {},
      });
  }
  if (errors.length > 0) {
    const first = errors[0]!;
    const failure = { field: first.field, message: errors.map((e) => e.message).join('; '), code: first.code, params: first.params };
    return { ok: false, failure: { ...failure, details: { errors } } };
  }
  return { ok: true, inputs: inputs as Record<MatchPerson, ChartInput> };
}
