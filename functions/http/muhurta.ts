/**
 * GET /api/muhurta?event=…&from=YYYY-MM-DD&to=YYYY-MM-DD&place=… (or lat, lon[, tz])
 *   [&birth1=1990-07-01T10:30+05:30][&birth2=…][&chaturmas=observe|ignore][&ayanamsa][&sunrise]
 *   → {"status":"ok","place":…,"event":…,"rules":{nakshatras,tithis,weekdays,excluded,…},"excludedDays":[…],"windows":[{start,end,reasons,cautions,persons,…}]}
 *     (shared/calendar/muhurta.ts).
 * Bad input names its field (400): an unknown event (with the allowed values in `allowed`), `to`
 * before `from`, a range over 366 days, an unknown place. Cached for a day, revalidated by ETag.
 */
import { muhurtaAnswerSchema } from '../../shared/contracts/responses/calendar';
import { birthMoon } from '../../shared/calendar/birth-moon';
import { computeMuhurta } from '../../shared/calendar/muhurta';
import { CALENDAR_QUERY_FIELDS, muhurtaQuerySchema, muhurtaRequest } from '../../shared/contracts/calendar-query';
import { isoToJdUt } from '../../shared/time/julian';
import { cachedJson, tagJson } from '../lib/etag';
import { Refusal } from '../lib/http';
import { defineRoute } from '../lib/pipeline';
import { placeIndex } from '../lib/places';
import type { RouteContract } from '../lib/route';
import { placeOf } from './panchang';

const CACHE_CONTROL = 'public, max-age=86400';

/** The contract; the route checks its own query so an unknown event's refusal lists the allowed events. */
export const muhurtaContract = {
  name: 'muhurta',
  route: 'muhurta',
  methods: ['GET'],
  summary: 'Good windows for a life event over up to 366 days, free of Rahu Kalam, Yamaganda and Bhadra, with reasons and cautions',
  tags: ['Calendar'],
  query: muhurtaQuerySchema,
  queryCheckedBy: 'handler',
  queryOrder: CALENDAR_QUERY_FIELDS,
  cache: CACHE_CONTROL,
  responses: {
    200: { description: 'The rules applied, the days barred, and the windows with reasons and cautions.', json: muhurtaAnswerSchema },
    400: 'Bad input naming the field: event (with `allowed`), from, to (before from, over 366 days), place, birth1, birth2.',
  },
} satisfies RouteContract;

/** The windows for the query. */
export const muhurtaRoute = defineRoute(muhurtaContract, ({ rawQuery }, request) => {
  const parsed = muhurtaRequest(rawQuery, placeIndex());
  if (!parsed.ok) throw new Refusal(parsed.failure);
  const r = parsed.value;
  const answer = computeMuhurta({
    event: r.event,
    from: r.from,
    to: r.to,
    place: { lat: r.lat, lon: r.lon, zone: r.zone, ayanamsa: r.ayanamsa, convention: r.convention! },
    births: r.births.map((b) => birthMoon(isoToJdUt(b), r.ayanamsa)),
    observeChaturmas: r.observeChaturmas,
  });
  return cachedJson(request, tagJson({ status: 'ok', place: placeOf(r), ...answer }), CACHE_CONTROL);
});
export const muhurta = muhurtaRoute.handler;
