/**
 * The one error body every API route answers with (the VedAstro-compatible mount keeps VedAstro's
 * own `{Status: "Fail", Payload}` envelope instead): `{status, error, message, field?, code?,
 * params?}`, plus the few documented extras a refusal may carry. Shared by the Functions pipeline
 * (which writes it), the generated OpenAPI document and the browser client (which reads it).
 */
import { z } from 'zod';
import { PANCHANG_CONDITIONS } from '../panchang/errors';
import { FIELD_PROBLEM_CODES } from './field-problem';

/** The error body (see module comment). */
export const apiErrorSchema = z.looseObject({
  status: z.number().int().meta({ description: 'The HTTP status, repeated.' }),
  error: z.string().meta({ description: 'Catalogue title, e.g. "Bad Request" (shared/errors/catalogue.ts).' }),
  message: z.string().meta({ description: 'What is wrong, starting with the field name ("date: day 30 does not exist in 2023-02-30").' }),
  field: z.string().optional().meta({ description: 'The input field at fault.' }),
  code: z.enum(FIELD_PROBLEM_CODES).optional().meta({
    description: 'Why the field was refused, as a stable code; clients word it in their own language.',
  }),
  params: z
    .record(z.string(), z.union([z.string(), z.number()]))
    .optional()
    .meta({
      description:
        'The numbers the wording needs (min, max, year, other; place and example for a place; time, zone, date and the offsets for a clock change).',
    }),
  kind: z.enum(['gap', 'ambiguous']).optional().meta({ description: 'For field=time: the local time fell in a DST gap or overlap.' }),
  candidates: z
    .array(z.looseObject({}))
    .optional()
    .meta({ description: 'Offsets ({utcOffset}) or places ({id, label, lat, lon, zone, population}) to choose from.' }),
  condition: z.enum(PANCHANG_CONDITIONS).optional().meta({ description: 'Panchang: the day has no sunrise or sunset at this place.' }),
  errors: z
    .array(z.looseObject({ person: z.string(), field: z.string(), message: z.string() }))
    .optional()
    .meta({ description: "Match: each person's first refused field." }),
});

/** An error answer as the browser client reads it. */
export type ApiErrorBody = z.output<typeof apiErrorSchema>;
