/**
 * GET /api/rashifal?sign=1..12|mesha…meena&period=day|week|month|year&date=YYYY-MM-DD
 *   [&place=… | &lat=&lon=[&tz=]][&ayanamsa=LAHIRI][&locale=en|hi|bn|mr|te|ta]
 *   → the horoscope of a Moon sign computed from the period's sky (shared/compose/rashifal.ts),
 *     worded per life area (shared/interpretation/rashifal/), with the period's festivals at the
 *     place (functions/lib/period-festivals.ts). The answer depends only on the
 *     query, so it is cached for a day and revalidated by ETag.
 */
import { rashifalFactsFor, rashifalSky } from '../../shared/compose/rashifal';
import { rashifalSpan } from '../../shared/compose/rashifal-period';
import { rashifalQuerySchema, rashifalQueryOf, RASHIFAL_QUERY_FIELDS } from '../../shared/contracts/rashifal-query';
import { rashifalAnswerSchema, type RashifalAnswer } from '../../shared/contracts/responses/rashifal';
import { rashifalReading } from '../../shared/interpretation/rashifal/reading';
import { PanchangConditionError } from '../../shared/panchang/errors';
import { rasiName } from '../../shared/vocabulary/rasi';
import { cachedJson, tagJson } from '../lib/etag';
import { Refusal } from '../lib/http';
import { periodFestivals } from '../lib/period-festivals';
import { skyOut } from '../lib/rashifal-answer';
import { defineRoute } from '../lib/pipeline';
import { placeIndex } from '../lib/places';
import type { RouteContract } from '../lib/route';

const CACHE_CONTROL = 'public, max-age=86400';

/** The contract. */
export const rashifalContract = {
  name: 'rashifal',
  route: 'rashifal',
  methods: ['GET'],
  summary: 'The rashifal (horoscope) of a Moon sign for a day, week, month or year, computed from the transits of the period',
  tags: ['Rashifal'],
  query: rashifalQuerySchema,
  queryOrder: RASHIFAL_QUERY_FIELDS,
  cache: CACHE_CONTROL,
  responses: {
    200: { description: 'The reading with the transits, events and the why list it is read from.', json: rashifalAnswerSchema },
    400: 'Bad input naming the field (an unknown sign or period, a date outside 1900–2100, an unknown place).',
  },
} satisfies RouteContract;

export const rashifalRoute = defineRoute(rashifalContract, ({ query }, request) => {
  const resolved = rashifalQueryOf(query, placeIndex());
  if (!resolved.ok) throw new Refusal(resolved.failure);
  const q = resolved.value;
  try {
    const span = {
      period: q.period,
      date: q.date,
      place: { latDeg: q.at.lat, lonDeg: q.at.lon, zone: q.at.zone },
      ayanamsa: q.ayanamsa,
      node: 'mean' as const,
    };
    const bounds = rashifalSpan(q.period, q.date, span.place);
    const festivals = periodFestivals(
      { lat: q.at.lat, lon: q.at.lon, zone: q.at.zone, ayanamsa: q.ayanamsa },
      q.period,
      bounds.from,
      bounds.to,
    );
    const sky = rashifalSky({ ...span, festivals });
    const facts = rashifalFactsFor(sky, q.sign);
    const reading = rashifalReading(facts, q.locale);
    const answer: RashifalAnswer = {
      status: 'ok',
      sign: q.sign + 1,
      signName: rasiName(q.sign, q.locale),
      period: facts.period,
      from: facts.from,
      to: facts.to,
      place: { label: q.at.label, lat: q.at.lat, lon: q.at.lon, zone: q.at.zone },
      ayanamsa: q.ayanamsa,
      moon: { sign: facts.moon.signIndex + 1, house: facts.moon.house, at: facts.moon.at },
      ...skyOut(facts, q.locale),
      saturn: facts.saturn,
      sections: reading.sections,
      why: reading.why,
    };
    return cachedJson(request, tagJson(answer), CACHE_CONTROL);
  } catch (error) {
    if (error instanceof PanchangConditionError)
      throw new Refusal({ field: error.field, message: error.message, details: { condition: error.condition } });
    throw error;
  }
});
export const rashifal = rashifalRoute.handler;
