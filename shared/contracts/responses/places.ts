/** The answer of `GET /api/places` (functions/http/places.ts). */
import { z } from 'zod';
import { MATCH_KINDS } from '../../places/types';

/** The fields of a place every answer carries. */
export const placeAnswerSchema = z.object({
  id: z.number().int(),
  label: z.string(),
  name: z.string(),
  region: z.string(),
  country: z.string(),
  countryCode: z.string(),
  lat: z.number(),
  lon: z.number(),
  zone: z.string(),
  population: z.number().int(),
});

/** `GET /api/places`: matches best first, and the one place the text names (or null). */
export const placesAnswerSchema = z.object({
  status: z.literal('ok'),
  query: z.string(),
  count: z.number().int(),
  places: z.array(placeAnswerSchema.extend({ match: z.enum(MATCH_KINDS), alias: z.string().optional() })),
  resolved: placeAnswerSchema
    .nullable()
    .meta({ description: 'The one place q names (the matcher of place= on the chart routes), or null when it names none or several.' }),
});
