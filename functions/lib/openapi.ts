/**
 * The OpenAPI 3.1 description of every route in the table, served at `/api/openapi.json`.
 * Inputs are generated from the zod contracts in `shared/contracts/` with the helpers of
 * openapi-schema.ts (`queryParameters`, `pathParameters`, `jsonBody`: `z.toJSONSchema`, each
 * field's `.meta()` giving description, example and range), so ranges and limits cannot drift
 * from what the handlers accept; summaries and response shapes are written here or in an
 * `openapi-*.ts` module merged below. `functions/http/openapi.test.ts` checks that every row of
 * `functions/routes.ts` is described. To document a new route: validate its input with a zod
 * schema in shared/contracts and describe it through those helpers.
 */
import { CHART_DETAILS, CHART_PARTS } from '../../shared/chart/view';
import { PRODUCT_NAME, PRODUCT_VERSION } from '../../shared/product';
import { z } from 'zod';
import { birthQuerySchema, CALCULATE_QUERY_FIELDS } from '../../shared/contracts/birth-query';
import { chatBodySchema } from '../../shared/contracts/chat';
import { timeField, utcOffsetField } from '../../shared/contracts/fields';
import { placesQuerySchema } from '../../shared/contracts/places-query';
import { MATCH_KINDS } from '../../shared/places/types';
import { FIELD_PROBLEM_PROPERTIES, jsonBody, pathParameters, queryParameters } from './openapi-schema';
import { accountPaths } from './openapi-accounts';
import { vedAstroPaths } from './openapi-vedastro';
import { panchangPaths } from './openapi-panchang';
import { calendarPaths } from './openapi-calendar';
import { matchPath } from './openapi-match';
import { nowPath } from './openapi-now';
import { depthPaths } from './openapi-depth';

type Schema = Record<string, unknown>;
const str = (description: string, extra: Schema = {}): Schema => ({ type: 'string', description, ...extra });
const param = (name: string, where: 'query' | 'path', schema: Schema, required = where === 'path', example?: string): Schema => ({
  name,
  in: where,
  required,
  schema,
  ...(example === undefined ? {} : { example }),
});

const errorBody: Schema = {
  type: 'object',
  required: ['status', 'error', 'message'],
  properties: {
    status: { type: 'integer' },
    error: str('Catalogue title, e.g. "Bad Request".'),
    description: str('Catalogue description.'),
    message: str('What is wrong, starting with the field name ("date: day 30 does not exist in 2023-02-30").'),
    field: str('The input field at fault.'),
    ...FIELD_PROBLEM_PROPERTIES,
    kind: { type: 'string', enum: ['gap', 'ambiguous'], description: 'For field=time: the local time fell in a DST gap or overlap.' },
    candidates: {
      type: 'array',
      items: { type: 'object' },
      description: 'Offsets ({utcOffset}) or places ({id, label, lat, lon, zone}) to choose from.',
    },
  },
};
const angle: Schema = { type: 'object', properties: { TotalDegrees: { type: 'number' }, DegreeMinuteSecond: { type: 'string' } } };
const trueFalse: Schema = { type: 'string', enum: ['True', 'False'] };
const calculationRecord: Schema = {
  type: 'object',
  properties: {
    PlanetZodiacSign: { type: 'object', properties: { Name: { type: 'string' }, DegreesIn: angle } },
    PlanetZodiacSignBasedOnHouseLongitudes: { type: 'object', properties: { Name: { type: 'string' } } },
    IsPlanetBenefic: trueFalse,
    IsPlanetMalefic: trueFalse,
    IsPlanetExaltedDegree: trueFalse,
    IsPlanetExaltedSign: trueFalse,
    IsPlanetDebilitated: trueFalse,
    PlanetsAspectingPlanet: { type: 'array', items: { type: 'string' } },
    HousePlanetOccupiesBasedOnLongitudes: { type: 'string', example: 'House10' },
  },
};

const cacheHeaders = { ETag: { schema: { type: 'string' } }, 'Cache-Control': { schema: { type: 'string' } } };
const codingHeaders = {
  'Content-Encoding': {
    schema: { type: 'string', enum: ['br', 'gzip'] },
    description: 'br or gzip by Accept-Encoding (brotli preferred); absent for small bodies or when neither is accepted.',
  },
};
const dashaPeriod: Schema = {
  type: 'object',
  required: ['lord', 'start', 'end', 'startJdUt', 'endJdUt'],
  properties: {
    lord: { type: 'string' },
    start: str('ISO-8601 with the birth offset.'),
    end: str('ISO-8601 with the birth offset.'),
    startJdUt: { type: 'number' },
    endJdUt: { type: 'number' },
  },
};
const json = (schema: Schema, description: string, headers?: Schema) => ({
  description,
  ...(headers ? { headers } : {}),
  content: { 'application/json': { schema } },
});
const notModified = { description: 'Not modified: the If-None-Match ETag is current.' };

/** The birth query of /api/chart (and the other birth routes), from its zod schema. */
/** The fields of a place in /api/places answers (functions/http/places.ts `placeFields`). */
const placeProperties: Schema = {
  id: { type: 'integer' },
  label: { type: 'string' },
  name: { type: 'string' },
  region: { type: 'string' },
  country: { type: 'string' },
  countryCode: { type: 'string' },
  lat: { type: 'number' },
  lon: { type: 'number' },
  zone: { type: 'string' },
  population: { type: 'integer' },
};
const birthParams = queryParameters(birthQuerySchema);
/** The date-and-time segments of `/api/Calculate/{time}/{day}/{month}/{year}/{offset}`. */
const momentSchema = z.object({
  time: timeField,
  day: z.string().meta({ description: 'Day DD.', pattern: '^\\d{1,2}$', examples: ['01'] }),
  month: z.string().meta({ description: 'Month MM.', pattern: '^\\d{1,2}$', examples: ['07'] }),
  year: z.string().meta({ description: 'Year YYYY (range as for date).', pattern: '^\\d{4}$', examples: ['1990'] }),
  offset: utcOffsetField('offset').meta({ description: 'UTC offset ±HH:MM (−12:00…+14:00); a raw + or %2B.' }),
});
const momentParams = pathParameters(momentSchema);

/** The OpenAPI 3.1 document. */
export function openApiDocument(): Schema {
  const paths: Record<string, Schema> = {
    '/api/health': {
      get: {
        operationId: 'health',
        summary: 'Liveness probe',
        responses: {
          200: json({ type: 'object', properties: { status: { const: 'ok' }, version: { type: 'string' } } }, 'Running.'),
          503: json(
            {
              type: 'object',
              properties: {
                status: { const: 'degraded' },
                version: { type: 'string' },
                problems: {
                  type: 'array',
                  items: { type: 'object', properties: { component: { enum: ['places', 'site'] }, problem: { type: 'string' } } },
                },
              },
            },
            'Running with a part missing (the places index, or locally the built site); each problem names the file at fault.',
          ),
        },
      },
    },
    '/api/places': {
      get: {
        operationId: 'places',
        summary: 'Search birth places (prefix, diacritic-insensitive, former names, "City, Region, Country")',
        parameters: [...queryParameters(placesQuerySchema)],
        responses: {
          200: json(
            {
              type: 'object',
              properties: {
                status: { const: 'ok' },
                query: { type: 'string' },
                count: { type: 'integer' },
                places: {
                  type: 'array',
                  items: {
                    type: 'object',
                    properties: {
                      ...placeProperties,
                      match: { type: 'string', enum: [...MATCH_KINDS] },
                      alias: { type: 'string' },
                    },
                  },
                },
                resolved: {
                  description: 'The one place q names (the matcher of place= on the chart routes), or null when it names none or several.',
                  oneOf: [{ type: 'null' }, { type: 'object', properties: placeProperties }],
                },
              },
            },
            'Matches, best first.',
            cacheHeaders,
          ),
          304: notModified,
          400: json(errorBody, 'Empty or too long q, or bad limit.'),
        },
      },
    },
    '/api/chart': {
      get: {
        operationId: 'chart',
        summary: 'The chart for a birth (with transits for today): lean by default, the whole ChartModel with detail=full',
        description:
          'The lean body (LeanChart, shared/chart/view.ts) is what the pages and the chat use: every position, houses, ' +
          'panchang, avakhada, ashtakavarga, shadbala totals, the yogas and doshas that hold (predictions), transits and the dasha summary (yearDays, birthLord, balanceYears), ~14 kB of JSON (~5 kB compressed). ' +
          'The dasha periods follow from the body (the Moon, input.jdUt, input.utcOffsetMinutes); include=dasha sends the mahadashas with their antardashas. ' +
          'Each position\'s sixteen varga signs (D1 to D60) follow from its siderealLongitudeDeg; include=vargas sends them (vargas: {"1": rasi index, …, "60": …} on every graha and the lagna). ' +
          "The planet-in-house and planet-in-sign readings (predictions of kind placement and sign) follow from each graha's house, sign and degree; include=readings puts them in predictions, after the natal yogas and doshas. " +
          'The site rebuilds all three with the engine (shared/compose/chart-view.ts chartViewOf). ' +
          'Deeper parts on request: include=shadbala (the six balas and their components), include=bhavaBala, include=relationships, include=yogas (why each yoga and dosha holds: the grahas, houses, lordships, links and cancellations its rule matched, its family and classical source, and Manglik and Kala Sarpa stated either way); ' +
          'pratyantardashas one antardasha at a time from /api/chart/pratyantardashas; detail=full for the whole ChartModel (~150 kB, 729 pratyantardashas). ' +
          'Answers are compressed with brotli or gzip by Accept-Encoding.',
        parameters: [
          ...birthParams,
          param(
            'detail',
            'query',
            { type: 'string', enum: [...CHART_DETAILS], default: 'lean', description: 'lean: the LeanChart; full: the whole ChartModel.' },
            false,
            'full',
          ),
          param(
            'include',
            'query',
            str(`Comma-separated parts to add to the lean body: ${CHART_PARTS.join(', ')}.`, {
              pattern: `^(${CHART_PARTS.join('|')})(,(${CHART_PARTS.join('|')}))*$`,
            }),
            false,
            'shadbala',
          ),
        ],
        responses: {
          200: json(
            {
              type: 'object',
              required: ['status', 'detail', 'chart'],
              properties: {
                status: { const: 'ok' },
                detail: { type: 'string', enum: [...CHART_DETAILS] },
                chart: {
                  type: 'object',
                  description:
                    'LeanChart (shared/chart/view.ts), or with detail=full the ChartModel (shared/model/chart.ts); chart.input carries place, zone, utcOffset, cautions (English) and cautionCodes (the code, params and text of each, shared/timezone/cautions.ts and shared/chart/lagna-cautions.ts).',
                },
              },
            },
            'The chart.',
            { ...cacheHeaders, ...codingHeaders },
          ),
          304: notModified,
          400: json(
            errorBody,
            'Bad input (field names it: a birth field, detail or include), unknown or ambiguous place, or a local time in a DST gap/overlap (kind + candidates).',
          ),
        },
      },
    },
    '/api/chart/pratyantardashas': {
      get: {
        operationId: 'chartPratyantardashas',
        summary: 'The nine pratyantardashas of one antardasha',
        parameters: [
          ...birthParams,
          param(
            'mahadasha',
            'query',
            { type: 'integer', minimum: 0, maximum: 9, description: 'Index into chart.dasha.mahadashas (0 = the one running at birth).' },
            true,
            '2',
          ),
          param(
            'antardasha',
            'query',
            { type: 'integer', minimum: 0, maximum: 8, description: "Index into that mahadasha's antardashas." },
            true,
            '3',
          ),
        ],
        responses: {
          200: json(
            {
              type: 'object',
              required: ['status', 'mahadasha', 'antardasha', 'pratyantardashas'],
              properties: {
                status: { const: 'ok' },
                mahadasha: dashaPeriod,
                antardasha: dashaPeriod,
                pratyantardashas: { type: 'array', items: dashaPeriod, minItems: 9, maxItems: 9 },
              },
            },
            'The antardasha and its pratyantardashas.',
            { ...cacheHeaders, ...codingHeaders },
          ),
          304: notModified,
          400: json(errorBody, 'Bad input naming the field (a birth field, mahadasha or antardasha).'),
        },
      },
    },
    '/api/chart/now': nowPath(birthParams, errorBody),
    '/api/match': matchPath(birthParams, errorBody),
    ...depthPaths(errorBody),
    '/api/Calculate/{time}/{day}/{month}/{year}/{offset}': {
      get: {
        operationId: 'calculate',
        summary: 'Planet analysis list (spec calculation endpoint)',
        parameters: [...momentParams, ...birthParams.filter((p) => (CALCULATE_QUERY_FIELDS as readonly string[]).includes(String(p.name)))],
        responses: {
          200: json(
            { type: 'array', items: { type: 'object', additionalProperties: calculationRecord, minProperties: 1, maxProperties: 1 } },
            'Single-key objects Sun … Ketu.',
            cacheHeaders,
          ),
          304: notModified,
          400: json(errorBody, 'Bad input naming the field.'),
        },
      },
    },
    '/api/chat': {
      post: {
        operationId: 'chat',
        summary: 'Chat about the chart: Server-Sent Events, or {reply} with Accept: application/json',
        requestBody: jsonBody(chatBodySchema),
        responses: {
          200: { description: 'SSE stream of {delta} … {done:true}, or JSON {reply}.' },
          400: json(errorBody, 'Bad body.'),
          500: json(errorBody, 'Failed to generate content.'),
          502: json(errorBody, 'Provider overloaded.'),
          503: json(errorBody, 'Provider timed out.'),
        },
      },
    },
    '/api/openapi.json': {
      get: { operationId: 'openapi', summary: 'This document', responses: { 200: { description: 'OpenAPI 3.1 JSON.' } } },
    },
    ...accountPaths(),
    ...vedAstroPaths(),
    ...panchangPaths(),
    ...calendarPaths(),
  };
  return {
    openapi: '3.1.0',
    info: {
      title: `${PRODUCT_NAME} API`,
      version: PRODUCT_VERSION,
      description: 'Vedic birth charts computed in-house. Errors name the field at fault. Place data: GeoNames (CC BY 4.0).',
    },
    servers: [{ url: '/' }],
    paths,
  };
}
