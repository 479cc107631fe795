/**
 * GET /api/outlook?{birth fields as /api/chart}&day=YYYY-MM-DD[&dayLat=&dayLon=[&dayTz=]][&locale=en|hi|bn|mr|te|ta]
 *   → a person's day ("today for you", shared/compose/outlook.ts): the day's Moon at sunrise at
 *     the day's place (default: the birth place), tara from the natal Moon's nakshatra, chandra
 *     bala, chandrashtama, the running Vimshottari periods, the day's gochara from the natal Moon
 *     sign and its reading. Personal data: cached privately for an hour.
 */
import { computeChartBase } from '../../shared/compose/chart';
import { personalOutlook } from '../../shared/compose/outlook';
import { OUTLOOK_QUERY_ORDER, outlookQuerySchema } from '../../shared/contracts/outlook-query';
import { outlookAnswerSchema, type OutlookAnswer } from '../../shared/contracts/responses/outlook';
import { outlookReading } from '../../shared/interpretation/rashifal/outlook-reading';
import { PanchangConditionError } from '../../shared/panchang/errors';
import { birthInputOf } from '../lib/birth-request';
import { cachedJson, tagJson } from '../lib/etag';
import { Refusal } from '../lib/http';
import { defineRoute } from '../lib/pipeline';
import { skyOut } from '../lib/rashifal-answer';
import type { RouteContract } from '../lib/route';
import { apiRoute } from '../../shared/contracts/routes';

const CACHE_CONTROL = 'private, max-age=3600';

/** The contract. */
export const outlookContract = {
  ...apiRoute('outlook'),
  summary: 'A person’s day: tara, chandra bala, chandrashtama, running periods and the day’s transits from the natal Moon',
  tags: ['Rashifal'],
  query: outlookQuerySchema,
  queryOrder: OUTLOOK_QUERY_ORDER,
  cache: CACHE_CONTROL,
  responses: {
    200: { description: 'The day for this person.', json: outlookAnswerSchema },
    400: 'Bad input naming the field (the birth as /api/chart; day, dayLat, dayLon, dayTz).',
  },
} satisfies RouteContract;

export const outlookRoute = defineRoute(outlookContract, ({ query }, request) => {
  const input = birthInputOf(query);
  const zone = query.dayTz ?? (query.dayLat === undefined ? input.zone : undefined);
  if (!zone)
    throw new Refusal({
      field: 'dayTz',
      message: 'dayTz: give the IANA zone of the day’s place (the birth was given by UTC offset, which names no zone)',
      code: 'required',
    });
  const place = { latDeg: query.dayLat ?? input.lat, lonDeg: query.dayLon ?? input.lon, zone };
  try {
    const o = personalOutlook(computeChartBase(input), query.day, place);
    const answer: OutlookAnswer = {
      status: 'ok',
      day: o.day,
      place: { label: query.dayLat === undefined ? (input.place ?? null) : null, lat: place.latDeg, lon: place.lonDeg, zone },
      moon: o.moon,
      tara: o.tara,
      chandraBala: o.chandraBala,
      chandrashtama: o.chandrashtama,
      dasha: o.dasha,
      ...skyOut(o.facts, query.locale),
      cautions: o.cautions,
      reading: outlookReading(o, query.locale),
    };
    return cachedJson(request, tagJson(answer), CACHE_CONTROL);
  } catch (error) {
    if (error instanceof PanchangConditionError)
      throw new Refusal({ field: 'day', message: error.message.replace(/^date:/, 'day:'), details: { condition: error.condition } });
    throw error;
  }
});
export const outlook = outlookRoute.handler;
