/**
 * The answers of the chart routes (`/api/chart`, `/api/chart/pratyantardashas`, `/api/chart/now`,
 * the spec's `/api/Calculate/{time}/…`), for the route contracts, the OpenAPI document and the
 * browser client. The chart itself is LeanChart or ChartModel (shared/chart/view.ts, model.ts).
 */
import { z } from 'zod';
import type { ChartModel } from '../../model/chart';
import { CHART_DETAILS, type LeanChart } from '../../chart/view';
import type { NowReport } from '../../interpretation/report/now';
import { AYANAMSAS, NODE_TYPES } from '../../vocabulary/settings';
import { modelSchema } from './model-schema';

/** A dasha period as the chart routes send it. */
export const dashaPeriodSchema = z.looseObject({
  lord: z.string(),
  start: z.string().meta({ description: 'ISO-8601 with the birth offset.' }),
  end: z.string().meta({ description: 'ISO-8601 with the birth offset.' }),
  startJdUt: z.number(),
  endJdUt: z.number(),
});

/** `chart.input`: the birth as the engine read it. */
export const chartInputEchoSchema = z.looseObject({
  name: z.string(),
  date: z.string(),
  time: z.string().nullable().meta({ description: 'HH:MM:SS, or null when the birth time is unknown.' }),
  timeKnown: z.boolean(),
  utcOffset: z.string(),
  utcOffsetMinutes: z.number(),
  lat: z.number(),
  lon: z.number(),
  ayanamsa: z.enum(AYANAMSAS),
  ayanamsaDeg: z.number(),
  node: z.enum(NODE_TYPES),
  jdUt: z.number(),
  instant: z.string(),
  place: z.string().optional(),
  zone: z.string().optional(),
  cautions: z.array(z.string()).meta({ description: 'English; cautionCodes gives the code, params and text of each.' }),
  cautionCodes: z.array(z.looseObject({ code: z.string() })).optional(),
});

/** A position of the chart (graha or lagna), as far as clients rely on it. */
const positionSchema = z.looseObject({
  siderealLongitudeDeg: z.number(),
  rasi: z.string(),
  nakshatra: z.string(),
});

/** The chart: LeanChart, or with detail=full the whole ChartModel. */
export const chartBodySchema = modelSchema<LeanChart | ChartModel>(
  z
    .looseObject({
      version: z.number(),
      input: chartInputEchoSchema,
      grahas: z.array(positionSchema.extend({ graha: z.string(), house: z.number().int() })).length(9),
      lagna: positionSchema,
      houses: z.array(z.looseObject({ house: z.number().int() })).length(12),
      dasha: z.looseObject({ birthLord: z.string(), balanceYears: z.number() }),
      panchang: z.looseObject({}),
      avakhada: z.looseObject({}),
      ashtakavarga: z.looseObject({}),
      shadbala: z.looseObject({}),
      predictions: z.array(z.looseObject({ kind: z.string() })),
      transits: z.looseObject({}).optional(),
    })
    .meta({
      description:
        'LeanChart (shared/chart/view.ts), or with detail=full the ChartModel (shared/model/chart.ts); chart.input carries place, zone, utcOffset, cautions (English) and cautionCodes (the code, params and text of each, shared/timezone/cautions.ts and shared/chart/lagna-cautions.ts).',
    }),
);

/** `GET /api/chart`. */
export const chartAnswerSchema = z.object({
  status: z.literal('ok'),
  detail: z.enum(CHART_DETAILS),
  chart: chartBodySchema,
  profile: z
    .looseObject({
      id: z.string(),
      applied: z.array(z.string()),
      overridden: z.array(z.string()),
      notApplied: z.array(z.looseObject({ setting: z.string(), value: z.string(), reason: z.string() })),
    })
    .optional()
    .meta({
      description:
        'With profile=: which of its settings the chart applied, which explicit parameters overrode, and which the full chart does not vary.',
    }),
});

/** `GET /api/chart/pratyantardashas`. */
export const pratyantardashasAnswerSchema = z.object({
  status: z.literal('ok'),
  mahadasha: dashaPeriodSchema,
  antardasha: dashaPeriodSchema,
  pratyantardashas: z.array(dashaPeriodSchema).length(9),
});

/** `GET /api/chart/now`: the NowReport (shared/interpretation/report/now.ts). */
export const nowAnswerSchema = z.object({
  status: z.literal('ok'),
  now: modelSchema<NowReport>(
    z.looseObject({
      day: z.string(),
      at: z.string(),
      jdUt: z.number(),
      cautions: z.array(z.string()),
      positions: z.array(z.looseObject({ graha: z.string() })),
      running: z.looseObject({ reading: z.looseObject({ en: z.string(), hi: z.string() }) }).nullable(),
      saturn: z.array(z.looseObject({ reading: z.looseObject({ en: z.string(), hi: z.string() }) })),
      events: z.looseObject({ from: z.string(), to: z.string(), list: z.array(z.looseObject({ reading: z.looseObject({}) })) }),
    }),
  ),
});

const angle = z.looseObject({ TotalDegrees: z.number(), DegreeMinuteSecond: z.string() });
const trueFalse = z.enum(['True', 'False']);
/** One graha's record of the spec's calculation endpoint. */
const calculationRecordSchema = z.object({
  PlanetZodiacSign: z.object({ Name: z.string(), DegreesIn: angle }),
  PlanetZodiacSignBasedOnHouseLongitudes: z.object({ Name: z.string() }),
  IsPlanetBenefic: trueFalse,
  IsPlanetMalefic: trueFalse,
  IsPlanetExaltedDegree: trueFalse,
  IsPlanetExaltedSign: trueFalse,
  IsPlanetDebilitated: trueFalse,
  PlanetsAspectingPlanet: z.array(z.string()),
  HousePlanetOccupiesBasedOnLongitudes: z.string().meta({ examples: ['House10'] }),
});

/** `GET /api/Calculate/{time}/{day}/{month}/{year}/{offset}`: single-key objects Sun … Ketu. */
export const calculateAnswerSchema = z.array(z.record(z.string(), calculationRecordSchema)).length(9);
