/** The answers of `GET /api/panchang` and `GET /api/panchang/month` (functions/http/panchang.ts). */
import { z } from 'zod';
import type { DayPanchang } from '../../panchang/day';
import type { MonthPanchang } from '../../panchang/month';
import { modelSchema } from './model-schema';

/** The place a panchang is for: as given or resolved from the index. */
export const panchangPlaceSchema = z.object({
  label: z.string().nullable(),
  lat: z.number(),
  lon: z.number(),
  zone: z.string(),
  id: z.number().int().optional(),
  country: z.string().optional(),
});

const span = z.looseObject({});
/** `GET /api/panchang`: the day from sunrise to the next sunrise (shared/panchang/day.ts). */
export const panchangDayAnswerSchema = z.object({
  status: z.literal('ok'),
  place: panchangPlaceSchema,
  panchang: modelSchema<DayPanchang>(
    z.looseObject({
      date: z.string(),
      zone: z.string(),
      sunrise: z.string(),
      sunset: z.string(),
      nextSunrise: z.string(),
      moonrise: z.string().nullable(),
      moonset: z.string().nullable(),
      vara: span,
      paksha: z.string(),
      tithi: z.array(span),
      nakshatra: z.array(span),
      yoga: z.array(span),
      karana: z.array(span),
      lunarMonth: span,
      samvat: span,
      choghadiya: span,
      hora: z.array(span),
    }),
  ),
});

/** `GET /api/panchang/month`: one row per day (shared/panchang/month.ts). */
export const panchangMonthAnswerSchema = z.object({
  status: z.literal('ok'),
  place: panchangPlaceSchema,
  month: modelSchema<MonthPanchang>(
    z.looseObject({
      year: z.number().int(),
      month: z.number().int(),
      zone: z.string(),
      days: z.array(z.looseObject({ date: z.string() })),
    }),
  ),
});
