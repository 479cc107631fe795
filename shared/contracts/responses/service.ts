/** The answers of the service routes: `/api/health`, `/api/openapi.json` and the VedAstro-compatible envelope. */
import { z } from 'zod';
import { FIELD_PROBLEM_CODES } from '../field-problem';

/** `GET /api/health` when every part runs. */
export const healthAnswerSchema = z.object({ status: z.literal('ok'), version: z.string() });
/** `GET /api/health` (503) with a part missing; each problem names the file or folder at fault. */
export const degradedAnswerSchema = z.object({
  status: z.literal('degraded'),
  version: z.string(),
  problems: z.array(z.object({ component: z.enum(['places', 'site']), problem: z.string() })),
});

/** `GET /api/openapi.json`: an OpenAPI 3.1 document. */
export const openApiAnswerSchema = z.looseObject({
  openapi: z.literal('3.1.0'),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.looseObject({})),
});

/**
 * The VedAstro envelope: every answer is HTTP 200 `{Status, Payload}`; a Fail's Payload is a
 * message starting with the part at fault, and a refused birth field adds `field`, `code` and `params`.
 */
export const vedAstroEnvelopeSchema = z.object({
  Status: z.enum(['Pass', 'Fail']),
  Payload: z.unknown().meta({ description: "Pass: the calculator's payload, keyed by its name; Fail: the message." }),
  field: z.string().optional(),
  code: z.enum(FIELD_PROBLEM_CODES).optional(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
