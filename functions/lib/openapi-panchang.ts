/**
 * OpenAPI paths of `/api/panchang` and `/api/panchang/month`. The parameters are generated from
 * the zod query schemas the routes validate with (shared/contracts/panchang-query.ts), so ranges,
 * choices and defaults are written once; the answer shapes are described here.
 */
import { panchangDayQuerySchema, panchangMonthQuerySchema } from '../../shared/contracts/panchang-query';
import { FIELD_PROBLEM_PROPERTIES, queryParameters } from './openapi-schema';
import { PANCHANG_CONDITIONS } from '../../shared/panchang/errors';

type Schema = Record<string, unknown>;
const answer = (description: string, schema: Schema): Schema => ({ description, content: { 'application/json': { schema } } });
const failure = answer(
  'Bad input naming the field (date, year, month, place, lat, lon, tz, ayanamsa, sunrise); polar day or night, or a date the zone skipped: field=date with condition.',
  {
    type: 'object',
    required: ['status', 'error', 'message', 'field'],
    properties: {
      status: { const: 400 },
      error: { type: 'string' },
      message: { type: 'string', description: 'Starts with the field ("place: no place named …").' },
      field: { type: 'string' },
      ...FIELD_PROBLEM_PROPERTIES,
      condition: { type: 'string', enum: [...PANCHANG_CONDITIONS] },
      candidates: { type: 'array', items: { type: 'object' }, description: 'Places to choose from when place is ambiguous.' },
    },
  },
);
const period: Schema = { type: 'object', properties: { start: { type: 'string' }, end: { type: 'string' } } };
const element: Schema = {
  type: 'object',
  properties: { number: { type: 'integer' }, name: { type: 'string' }, startsAt: { type: 'string' }, endsAt: { type: 'string' } },
};

/** The two panchang paths. */
export function panchangPaths(): Record<string, Schema> {
  return {
    '/api/panchang': {
      get: {
        operationId: 'panchang',
        summary:
          'The day panchang from sunrise to the next sunrise: elements with end times, rise/set, lunar month, samvat, muhurtas, choghadiya, hora',
        parameters: queryParameters(panchangDayQuerySchema),
        responses: {
          200: answer('The day. Times are local ISO strings with the offset in force at each instant.', {
            type: 'object',
            properties: {
              status: { const: 'ok' },
              place: { type: 'object' },
              panchang: {
                type: 'object',
                properties: {
                  sunrise: { type: 'string' },
                  sunset: { type: 'string' },
                  moonrise: { type: ['string', 'null'] },
                  moonset: { type: ['string', 'null'] },
                  reasons: { type: 'object', description: 'Why moonrise/moonset is null.' },
                  conventions: { type: 'object' },
                  tithi: { type: 'array', items: element },
                  nakshatra: { type: 'array', items: element },
                  yoga: { type: 'array', items: element },
                  karana: { type: 'array', items: element },
                  vara: { type: 'object' },
                  lunarMonth: { type: 'object' },
                  samvat: { type: 'object' },
                  rahuKalam: period,
                  yamaganda: period,
                  gulikaKalam: period,
                  abhijit: { oneOf: [period, { type: 'null' }] },
                  brahmaMuhurta: period,
                  durMuhurtam: { type: 'array', items: period },
                  varjyam: { type: 'array', items: period },
                  amritKalam: { type: 'array', items: period },
                  choghadiya: { type: 'object', properties: { day: { type: 'array' }, night: { type: 'array' } } },
                  hora: { type: 'array' },
                },
              },
            },
          }),
          304: { description: 'Not modified (If-None-Match).' },
          400: failure,
        },
      },
    },
    '/api/panchang/month': {
      get: {
        operationId: 'panchangMonth',
        summary: 'One row per day of a month: sunrise, sunset, vara, tithi and nakshatra at sunrise with end times',
        parameters: queryParameters(panchangMonthQuerySchema),
        responses: {
          200: answer('The month; a polar day or night, or a date the zone skipped, gives a row with condition and message.', {
            type: 'object',
            properties: {
              status: { const: 'ok' },
              place: { type: 'object' },
              month: { type: 'object', properties: { days: { type: 'array', items: { type: 'object' } } } },
            },
          }),
          304: { description: 'Not modified (If-None-Match).' },
          400: failure,
        },
      },
    },
  };
}
