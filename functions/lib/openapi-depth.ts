/**
 * The OpenAPI description of `/api/dashas`, `/api/kp` and `/api/varshaphal`: the parameters come from their zod
 * contracts (shared/contracts/depth-query.ts), the answers (shared/compose/dashas-view.ts,
 * shared/compose/kp.ts, shared/compose/varshaphal.ts) are described here.
 */
import {
  DASHAS_QUERY_ORDER,
  dashasQuerySchema,
  KP_QUERY_ORDER,
  kpQuerySchema,
  VARSHAPHAL_QUERY_ORDER,
  varshaphalQuerySchema,
} from '../../shared/contracts/depth-query';
import { CHARA_METHODS, DASHA_SYSTEMS } from '../../shared/jyotish/dashas/timeline';
import { queryParameters } from './openapi-schema';

type Schema = Record<string, unknown>;
const iso: Schema = { type: 'string', description: 'ISO-8601 with the birth offset.' };
const graha: Schema = { type: 'string', description: 'A graha’s English name (Sun … Ketu).' };
const period: Schema = {
  type: 'object',
  required: ['start', 'end', 'years'],
  properties: {
    lord: graha,
    yogini: { type: 'string', description: 'Yogini dasha: the yogini (Mangala … Sankata).' },
    sign: { type: 'string', description: 'Chara dasha: the sign (Aries … Pisces), instead of lord.' },
    start: iso,
    end: iso,
    years: { type: 'number', description: 'Nominal length in dasha years.' },
  },
};
const lords: Schema = {
  type: 'object',
  required: ['signLord', 'starLord', 'subLord', 'subSubLord'],
  properties: { signLord: graha, starLord: graha, subLord: graha, subSubLord: graha },
};

/** Parameters in the contract's refusal order. */
function ordered(params: Schema[], order: readonly string[]): Schema[] {
  return [...params].sort((a, b) => order.indexOf(String(a.name)) - order.indexOf(String(b.name)));
}

/** The three path items, given the error body. */
export function depthPaths(errorBody: Schema): Record<string, Schema> {
  const error = (description: string) => ({ description, content: { 'application/json': { schema: errorBody } } });
  const ok = (schema: Schema, description: string) => ({ description, content: { 'application/json': { schema } } });
  return {
    '/api/dashas': {
      get: {
        operationId: 'dashas',
        summary: 'Dashas by system: Vimshottari, Yogini, Ashtottari, Chara (K.N. Rao or PVN Rao)',
        parameters: ordered(queryParameters(dashasQuerySchema), DASHAS_QUERY_ORDER),
        responses: {
          200: ok(
            {
              type: 'object',
              required: ['status', 'system', 'method', 'yearDays', 'mahadashas'],
              properties: {
                status: { const: 'ok' },
                system: { type: 'string', enum: [...DASHA_SYSTEMS] },
                method: { type: ['string', 'null'], enum: [...CHARA_METHODS, null] },
                yearDays: { type: 'number' },
                balanceYears: { type: 'number' },
                applicable: { type: ['boolean', 'null'], description: 'Ashtottari: whether BPHS 46.17–18 holds (computed regardless).' },
                mahadashas: {
                  type: 'array',
                  items: { ...period, properties: { ...(period.properties as Schema), antardashas: { type: 'array', items: period } } },
                },
              },
            },
            'Mahadashas from the one running at birth, each with its antardashas.',
          ),
          400: error('Bad input naming the field (a birth field, system or method) and the allowed values.'),
        },
      },
    },
    '/api/kp': {
      get: {
        operationId: 'kp',
        summary: 'KP: Placidus cusps, sign/star/sub/sub-sub lords, significators, ruling planets, horary 1–249',
        parameters: ordered(queryParameters(kpQuerySchema), KP_QUERY_ORDER),
        responses: {
          200: ok(
            {
              type: 'object',
              required: ['status', 'houseSystem', 'ayanamsa', 'cusps', 'cuspLords', 'grahaLords', 'significators', 'rulingPlanets'],
              properties: {
                status: { const: 'ok' },
                houseSystem: { type: 'string', enum: ['placidus', 'porphyry'] },
                ayanamsa: { type: 'string' },
                caution: {
                  type: ['string', 'null'],
                  description: 'Set where Placidus fails (polar latitudes); the cusps are then Porphyry’s.',
                },
                horaryNumber: { type: ['integer', 'null'] },
                cusps: {
                  type: 'array',
                  items: { type: 'number' },
                  minItems: 12,
                  maxItems: 12,
                  description: 'Sidereal degrees, house 1 first.',
                },
                cuspLords: {
                  type: 'array',
                  items: { ...lords, properties: { house: { type: 'integer' }, ...(lords.properties as Schema) } },
                },
                grahaLords: {
                  type: 'object',
                  additionalProperties: { ...lords, properties: { longitude: { type: 'number' }, ...(lords.properties as Schema) } },
                },
                significators: {
                  type: 'array',
                  items: { type: 'object' },
                  description: 'Per house: occupantsStar, occupants, lordStar, lord (strongest first).',
                },
                rulingPlanets: { type: 'object', additionalProperties: graha },
              },
            },
            'The KP chart.',
          ),
          400: error('Bad input naming the field (a birth field or horary).'),
        },
      },
    },
    '/api/varshaphal': {
      get: {
        operationId: 'varshaphal',
        summary: 'Varshaphal (Tajika annual chart) for a year of life',
        parameters: ordered(queryParameters(varshaphalQuerySchema), VARSHAPHAL_QUERY_ORDER),
        responses: {
          200: ok(
            {
              type: 'object',
              required: ['status', 'year', 'moment', 'ascendantSign', 'munthaSign', 'yearLord', 'candidates', 'sahams', 'muddaDasha'],
              properties: {
                status: { const: 'ok' },
                year: { type: 'integer', minimum: 0, maximum: 120 },
                moment: { ...iso, description: 'The sidereal solar return, to the second.' },
                dayChart: { type: 'boolean' },
                ascendantSign: { type: 'string' },
                munthaSign: { type: 'string' },
                yearLord: graha,
                candidates: {
                  type: 'array',
                  items: {
                    type: 'object',
                    properties: {
                      office: { type: 'string' },
                      graha,
                      panchaVargeeyaBala: { type: 'number' },
                      aspectsLagna: { type: 'boolean' },
                    },
                  },
                },
                aspects: { type: 'array', items: { type: 'object' } },
                sahams: {
                  type: 'array',
                  items: {
                    type: 'object',
                    properties: { name: { type: 'string' }, longitude: { type: 'number' }, sign: { type: 'string' } },
                  },
                },
                muddaDasha: { type: 'array', items: { type: 'object', properties: { lord: graha, start: iso, days: { type: 'number' } } } },
              },
            },
            'The annual chart.',
          ),
          400: error('Bad input naming the field (a birth field, or year outside 0–120); the birth time is required.'),
        },
      },
    },
  };
}
