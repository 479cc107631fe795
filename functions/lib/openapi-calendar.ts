/**
 * OpenAPI paths of `/api/festivals`, `/api/festivals.ics` and `/api/muhurta`. The parameters are
 * generated from the zod query schemas the routes validate with (shared/contracts/calendar-query.ts);
 * the answer shapes are described here.
 */
import { festivalsQuerySchema, muhurtaQuerySchema } from '../../shared/contracts/calendar-query';
import { FESTIVAL_KINDS } from '../../shared/calendar/festival-rules';
import { MUHURTA_EVENTS } from '../../shared/calendar/muhurta-rules';
import { FIELD_PROBLEM_PROPERTIES, queryParameters } from './openapi-schema';

type Schema = Record<string, unknown>;
const answer = (description: string, schema: Schema, type = 'application/json'): Schema => ({
  description,
  content: { [type]: { schema } },
});
const failure = (fields: string) =>
  answer(`Bad input naming the field (${fields}).`, {
    type: 'object',
    required: ['status', 'error', 'message', 'field'],
    properties: {
      status: { const: 400 },
      error: { type: 'string' },
      message: { type: 'string', description: 'Starts with the field ("year: 1899 is outside …").' },
      field: { type: 'string' },
      ...FIELD_PROBLEM_PROPERTIES,
      allowed: { type: 'array', items: { type: 'string', enum: [...MUHURTA_EVENTS] }, description: 'The events, when event is refused.' },
    },
  });
const window: Schema = { type: 'object', properties: { label: { type: 'string' }, start: { type: 'string' }, end: { type: 'string' } } };
const festival: Schema = {
  type: 'object',
  required: ['key', 'name', 'date', 'kind', 'rule'],
  properties: {
    key: { type: 'string', description: 'Stable kebab-case key: diwali, holi, …, and keys containing ekadashi.' },
    name: { type: 'object', properties: { en: { type: 'string' }, hi: { type: 'string' } } },
    date: { type: 'string', format: 'date', description: 'Local civil date.' },
    kind: { type: 'string', enum: [...FESTIVAL_KINDS] },
    month: { type: ['object', 'null'], description: 'Amanta and purnimanta month names, adhika flag.' },
    rule: { type: 'object', description: 'element, part of the day, the tithi or sankranti, what happened (observation), text, source.' },
    alternatives: { type: 'array', items: { type: 'object' } },
    window,
    windows: { type: 'array', items: window },
  },
};
const fields = 'year, place, lat, lon, tz, ayanamsa, sunrise';

/** The three calendar paths. */
export function calendarPaths(): Record<string, Schema> {
  return {
    '/api/festivals': {
      get: {
        operationId: 'festivals',
        summary:
          'Festivals, vrats, Ekadashis (Smarta and Vaishnava, with parana) and sankrantis of a year at a place, each with its deciding rule',
        parameters: queryParameters(festivalsQuerySchema),
        responses: {
          200: answer('The year.', {
            type: 'object',
            properties: {
              status: { const: 'ok' },
              place: { type: 'object' },
              year: { type: 'integer' },
              adhikaMasa: { type: 'array', items: { type: 'object' } },
              kshayaMasa: { type: 'array', items: { type: 'object' } },
              festivals: { type: 'array', items: festival },
            },
          }),
          304: { description: 'Not modified (If-None-Match).' },
          400: failure(fields),
        },
      },
    },
    '/api/festivals.ics': {
      get: {
        operationId: 'festivalsIcs',
        summary: 'The same year as an iCalendar file (all-day events, stable UIDs, the rule in the description)',
        parameters: queryParameters(festivalsQuerySchema),
        responses: {
          200: answer('RFC 5545 calendar.', { type: 'string' }, 'text/calendar'),
          304: { description: 'Not modified (If-None-Match).' },
          400: failure(fields),
        },
      },
    },
    '/api/muhurta': {
      get: {
        operationId: 'muhurta',
        summary: 'Good windows for a life event over up to 366 days, free of Rahu Kalam, Yamaganda and Bhadra, with reasons and cautions',
        parameters: queryParameters(muhurtaQuerySchema),
        responses: {
          200: answer('The windows.', {
            type: 'object',
            properties: {
              status: { const: 'ok' },
              place: { type: 'object' },
              event: { type: 'string', enum: [...MUHURTA_EVENTS] },
              rules: { type: 'object', description: 'nakshatras, tithis, weekdays, excluded (the classical exclusions applied), source.' },
              excludedDays: { type: 'array', items: { type: 'object' } },
              windows: {
                type: 'array',
                items: {
                  type: 'object',
                  properties: {
                    date: { type: 'string' },
                    start: { type: 'string' },
                    end: { type: 'string' },
                    nakshatra: { type: 'string' },
                    tithi: { type: 'string' },
                    weekday: { type: 'string' },
                    reasons: { type: 'array', items: { type: 'string' } },
                    cautions: { type: 'array', items: { type: 'string' } },
                  },
                },
              },
            },
          }),
          304: { description: 'Not modified (If-None-Match).' },
          400: failure('event, from, to, place, lat, lon, tz, ayanamsa, sunrise, birth1, birth2, chaturmas'),
        },
      },
    },
  };
}
