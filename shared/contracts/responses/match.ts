/**
 * The answer of `/api/match` (functions/http/match.ts): the Ashtakoota match of
 * shared/compose/match.ts, whose `MatchAnswer` type the site names (the composition layer sits
 * above the contracts, so the schema describes the shape and the client names the type).
 */
import { z } from 'zod';

/** `GET|POST /api/match`. */
export const matchAnswerSchema = z.object({
  status: z.literal('ok'),
  match: z.looseObject({
    persons: z.looseObject({ bride: z.looseObject({ date: z.string() }), groom: z.looseObject({ date: z.string() }) }),
    moons: z.looseObject({}),
    kootas: z.array(z.looseObject({ key: z.string(), points: z.number(), max: z.number(), explanation: z.string() })).length(8),
    total: z.number().min(0).max(36),
    max: z.literal(36),
    verdict: z.string(),
    manglik: z.looseObject({}),
    doshas: z.array(z.looseObject({})),
    summary: z.string(),
    poruthams: z.array(z.looseObject({})),
    cautions: z.array(z.string()),
  }),
});
