/**
 * OpenAPI paths of `/api/panchang` and `/api/panchang/month`. Ranges and choices come from the
 * same constants the zod query schemas (shared/contracts/panchang-query.ts) check against.
 */
import { SUNRISE_CONVENTIONS } from '../../shared/astronomy/rise-set';
import { MAX_YEAR, MIN_YEAR } from '../../shared/chart/input';
import { PANCHANG_DEFAULT_AYANAMSA } from '../../shared/contracts/panchang-query';
import { AYANAMSAS } from '../../shared/vocabulary/settings';

type Schema = Record<string, unknown>;
const query = (name: string, schema: Schema, required = false, example?: string): Schema => ({
  name,
  in: 'query',
  required,
  schema,
  ...(example ? { example } : {}),
});
const answer = (description: string, schema: Schema): Schema => ({ description, content: { 'application/json': { schema } } });
const failure = answer(
  'Bad input naming the field (date, year, month, place, lat, lon, tz, ayanamsa, sunrise); polar day or night: field=date with condition.',
  {
    type: 'object',
    required: ['status', 'error', 'message', 'field'],
    properties: {
      status: { const: 400 },
      error: { type: 'string' },
      message: { type: 'string', description: 'Starts with the field ("place: no place named …").' },
      field: { type: 'string' },
      condition: { type: 'string', enum: ['polar-day', 'polar-night'] },
      candidates: { type: 'array', items: { type: 'object' }, description: 'Places to choose from when place is ambiguous.' },
    },
  },
);
const placeParams: Schema[] = [
  query(
    'place',
    { type: 'string', maxLength: 100, description: 'A place from /api/places ("Pune, Maharashtra, India"); or give lat and lon.' },
    false,
    'New Delhi',
  ),
  query('lat', { type: 'number', minimum: -90, maximum: 90 }),
  query('lon', { type: 'number', minimum: -180, maximum: 180 }),
  query('tz', { type: 'string', description: 'IANA zone for lat/lon (else the zone the nearby places agree on).' }),
  query('ayanamsa', { type: 'string', enum: [...AYANAMSAS], default: PANCHANG_DEFAULT_AYANAMSA }),
  query('sunrise', {
    type: 'string',
    enum: [...SUNRISE_CONVENTIONS],
    default: SUNRISE_CONVENTIONS[0],
    description: 'Sunrise definition: upper limb with refraction (almanacs) or disc centre without refraction.',
  }),
];
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
        parameters: [
          query('date', { type: 'string', format: 'date', description: `YYYY-MM-DD, years ${MIN_YEAR}–${MAX_YEAR}.` }, true, '2025-11-22'),
          ...placeParams,
        ],
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
        parameters: [
          query('year', { type: 'integer', minimum: MIN_YEAR, maximum: MAX_YEAR }, true, '2026'),
          query('month', { type: 'integer', minimum: 1, maximum: 12 }, true, '2'),
          ...placeParams,
        ],
        responses: {
          200: answer('The month; a polar day or night gives a row with condition and message.', {
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
