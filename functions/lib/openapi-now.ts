/**
 * The OpenAPI description of `/api/chart/now`: the birth parameters of /api/chart (generated
 * from its zod schema, handed in) plus `day` generated from nowDayQuerySchema
 * (shared/contracts/now-query.ts); the answer (shared/interpretation/report/now.ts NowReport)
 * is described here.
 */
import { nowDayQuerySchema } from '../../shared/contracts/now-query';
import { EVENT_WINDOW_DAYS, LIFE_YEARS } from '../../shared/jyotish/now';
import { SATURN_SPELL_KINDS } from '../../shared/jyotish/saturn-phases';
import { queryParameters } from './openapi-schema';

type Schema = Record<string, unknown>;
const iso: Schema = { type: 'string', description: 'ISO-8601 with the birth offset.' };
const reading: Schema = {
  type: 'object',
  required: ['en', 'hi'],
  properties: { en: { type: 'string' }, hi: { type: 'string' } },
  description: 'One plain line in English and in Hindi.',
};
const period: Schema = {
  type: 'object',
  properties: { lord: { type: 'string' }, start: iso, end: iso, startJdUt: { type: 'number' }, endJdUt: { type: 'number' } },
};
const house: Schema = { type: 'integer', minimum: 1, maximum: 12 };
const stretch: Schema = {
  type: 'object',
  properties: {
    kind: { type: 'string', enum: [...SATURN_SPELL_KINDS] },
    phase: { type: ['string', 'null'], enum: ['rising', 'peak', 'setting', null] },
    houseFromMoon: house,
    rasi: { type: 'string' },
    start: iso,
    end: iso,
    current: { type: 'boolean' },
  },
};

/** The path item for `/api/chart/now`, given `/api/chart`'s birth parameters and the error body. */
export function nowPath(birthParams: Schema[], errorBody: Schema): Schema {
  return {
    get: {
      operationId: 'chartNow',
      summary:
        "Now for a birth on the visitor's day: transits with houses, the running dasha, Sade Sati and Dhaiya over the life, the year ahead",
      description:
        "Transit signs of the nine grahas with their houses from the lagna (from the Moon when the birth time is unknown) and from the Moon, cast for 12:00 of `day` at the birth's UTC offset; " +
        `the running mahadasha/antardasha/pratyantardasha; Sade Sati (Saturn 12th, 1st, 2nd from the Moon) and Dhaiya (4th: Kantaka, 8th: Ashtama) spells from birth to age ${LIFE_YEARS} with their stretches; ` +
        `and the events of the ${EVENT_WINDOW_DAYS} days from 00:00 of \`day\`: sign ingresses of Saturn, Jupiter, Rahu, Ketu and Mars, stations of Mercury–Saturn, mahadasha and antardasha starts, each with a reading.`,
      parameters: [...birthParams, ...queryParameters(nowDayQuerySchema)],
      responses: {
        200: {
          description: 'The report (NowReport). Cached for a day: it depends only on the query.',
          content: {
            'application/json': {
              schema: {
                type: 'object',
                required: ['status', 'now'],
                properties: {
                  status: { const: 'ok' },
                  now: {
                    type: 'object',
                    properties: {
                      day: { type: 'string', format: 'date' },
                      at: iso,
                      jdUt: { type: 'number' },
                      positions: {
                        type: 'array',
                        items: {
                          type: 'object',
                          properties: {
                            graha: { type: 'string' },
                            rasi: { type: 'string' },
                            degreesInRasi: { type: 'number' },
                            retrograde: { type: 'boolean' },
                            houseFromLagna: house,
                            houseFromMoon: house,
                          },
                        },
                      },
                      running: {
                        oneOf: [
                          {
                            type: 'object',
                            properties: { mahadasha: period, antardasha: period, pratyantardasha: period, reading },
                          },
                          { type: 'null' },
                        ],
                      },
                      saturn: {
                        type: 'array',
                        items: {
                          type: 'object',
                          properties: {
                            kind: { type: 'string', enum: [...SATURN_SPELL_KINDS] },
                            start: iso,
                            end: iso,
                            current: { type: 'boolean' },
                            stretches: { type: 'array', items: stretch },
                            reading,
                          },
                        },
                      },
                      cautions: {
                        type: 'array',
                        items: { type: 'string' },
                        description:
                          "The natal chart's cautions in English (time zone; the lagna at a pole, fast or unsteady at high latitudes, on which the houses from the lagna rest), as /api/chart's input.cautions.",
                      },
                      cautionCodes: {
                        type: 'array',
                        items: {
                          type: 'object',
                          required: ['code', 'params', 'text'],
                          properties: { code: { type: 'string' }, params: { type: 'object' }, text: { type: 'string' } },
                        },
                        description: "The code and figures of each caution above, as /api/chart's input.cautionCodes.",
                      },
                      events: {
                        type: 'object',
                        properties: {
                          from: iso,
                          to: iso,
                          list: {
                            type: 'array',
                            items: {
                              type: 'object',
                              required: ['kind', 'instant', 'reading'],
                              properties: {
                                kind: { type: 'string', enum: ['ingress', 'station', 'dasha'] },
                                graha: { type: 'string' },
                                rasi: { type: 'string' },
                                turns: { type: 'string', enum: ['retrograde', 'direct'] },
                                level: { type: 'string', enum: ['mahadasha', 'antardasha'] },
                                lord: { type: 'string' },
                                instant: iso,
                                houseFromLagna: house,
                                houseFromMoon: house,
                                reading,
                              },
                            },
                          },
                        },
                      },
                    },
                  },
                },
              },
            },
          },
        },
        304: { description: 'Not modified: the If-None-Match ETag is current.' },
        400: {
          description: 'Bad input naming the field (a birth field, or day).',
          content: { 'application/json': { schema: errorBody } },
        },
      },
    },
  };
}
