/** The query of `GET /api/places`: `q` (1–100 characters) and `limit` (1–50, default 10); messages name the field. */
import { z } from 'zod';
import { MAX_PLACE_QUERY_LENGTH, MAX_PLACE_RESULTS } from '../places/index';

/** Results when `limit` is absent. */
export const DEFAULT_PLACE_LIMIT = 10;

/** `q` and `limit` as they arrive (strings); `limit` comes out as a number. */
export const placesQuerySchema = z.object({
  q: z
    .string({ error: 'q: empty query; type the first letters of a city or town' })
    .refine((q) => q.trim() !== '', { error: 'q: empty query; type the first letters of a city or town' })
    .refine((q) => q.length <= MAX_PLACE_QUERY_LENGTH, { error: `q: longer than ${MAX_PLACE_QUERY_LENGTH} characters` })
    .meta({
      description: `Query, 1–${MAX_PLACE_QUERY_LENGTH} characters: a name, former name or "City, Region, Country".`,
      minLength: 1,
      maxLength: MAX_PLACE_QUERY_LENGTH,
      examples: ['bomb'],
    }),
  limit: z
    .preprocess((value) => (value === '' || value === null ? undefined : value), z.string().optional())
    .transform((text, ctx) => {
      if (text === undefined) return DEFAULT_PLACE_LIMIT;
      if (!/^\d{1,3}$/.test(text) || Number(text) < 1 || Number(text) > MAX_PLACE_RESULTS) {
        ctx.addIssue({
          code: 'custom',
          message: `limit: expected a whole number 1–${MAX_PLACE_RESULTS}, got ${JSON.stringify(text.slice(0, 20))}`,
        });
        return z.NEVER;
      }
      return Number(text);
    })
    .meta({
      type: 'integer',
      minimum: 1,
      maximum: MAX_PLACE_RESULTS,
      default: DEFAULT_PLACE_LIMIT,
      description: 'Most results to return.',
    }),
});
