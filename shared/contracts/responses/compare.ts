/**
 * The answer of `GET /api/compare` (shared/chart/compare/compare.ts `Comparison`): each profile's
 * settings with their sources, positions, Vimshottari starts and panchang, then every difference
 * with its cause and the fragility flags. Strict where clients rely on it.
 */
import { z } from 'zod';
import { PROFILE_IDS } from '../../chart/profiles';
import { COMPARED_POINTS } from '../../chart/compare/profile-values';

const profileId = z.enum(PROFILE_IDS);

/** One profile's side of the comparison. */
export const profileComparisonSchema = z.looseObject({
  id: profileId,
  name: z.string(),
  version: z.string(),
  settings: z.looseObject({
    ayanamsa: z.string(),
    node: z.string(),
    positions: z.string(),
    dashaYear: z.string(),
    sunrise: z.string(),
    houses: z.string(),
  }),
  sources: z.record(z.string(), z.string()),
  undocumented: z.array(z.object({ setting: z.string(), reason: z.string() })),
  positions: z
    .object(
      Object.fromEntries(COMPARED_POINTS.map((p) => [p, z.number().min(0).lt(360)])) as Record<
        (typeof COMPARED_POINTS)[number],
        z.ZodNumber
      >,
    )
    .meta({ description: 'Sidereal longitudes, degrees in [0, 360).' }),
  dashaYearDays: z.number(),
  dasha: z
    .array(z.object({ md: z.string(), ad: z.string(), start: z.string().meta({ description: 'ISO 8601 with the birth offset.' }) }))
    .meta({
      description: 'Vimshottari mahadasha/antardasha starts from the antardasha running at birth to 120 dasha years after birth.',
    }),
  panchang: z.object({
    tithi: z.number().int().min(1).max(30),
    nakshatra: z.number().int().min(1).max(27),
    yoga: z.number().int().min(1).max(27),
    karana: z.number().int().min(1).max(60),
    sunrise: z.string().nullable(),
  }),
});

/** One difference and its cause. */
export const differenceSchema = z.looseObject({
  what: z.string(),
  unit: z.enum(['deg', 'min', 's']).optional(),
  values: z.record(z.string(), z.union([z.string(), z.number(), z.null()])),
  cause: z.string().min(1),
  effects: z.array(
    z.looseObject({ profile: profileId, setting: z.string(), from: z.string(), to: z.string(), change: z.number().nullable() }),
  ),
});

/** `GET /api/compare`. */
export const compareAnswerSchema = z.object({
  status: z.literal('ok'),
  reference: profileId,
  profiles: z.array(profileComparisonSchema).min(1),
  differences: z.array(differenceSchema),
  fragility: z.array(
    z.looseObject({
      profile: profileId,
      what: z.string(),
      value: z.string(),
      becomes: z.string(),
      direction: z.enum(['earlier', 'later']),
      minutes: z.number(),
      marginDeg: z.number(),
    }),
  ),
});
