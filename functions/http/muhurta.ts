/**
 * GET /api/muhurta?event=…&from=YYYY-MM-DD&to=YYYY-MM-DD&place=… (or lat, lon[, tz])
 *   [&birth1=1990-07-01T10:30+05:30][&birth2=…][&chaturmas=observe|ignore][&ayanamsa][&sunrise]
 *   → {"status":"ok","place":…,"event":…,"rules":{nakshatras,tithis,weekdays,excluded,…},"excludedDays":[…],"windows":[{start,end,reasons,cautions,…}]}
 *     (shared/calendar/muhurta.ts).
 * Bad input names its field (400): an unknown event (with the allowed values), `to` before
 * `from`, a range over 366 days, an unknown place. Cached for a day, revalidated by ETag.
 */
import type { HttpRequest, HttpResponseInit, InvocationContext } from '@azure/functions';
import { birthMoon } from '../../shared/calendar/birth-moon';
import { computeMuhurta } from '../../shared/calendar/muhurta';
import { muhurtaRequest } from '../../shared/contracts/calendar-query';
import { isoToJdUt } from '../../shared/time/julian';
import { cachedJson, tagJson } from '../lib/etag';
import { failureFromFieldError, inputFailureResponse } from '../lib/field-error';
import { placeIndex } from '../lib/places';
import type { RouteDefinition } from '../lib/route';
import { placeOf } from './festivals';

const CACHE_CONTROL = 'public, max-age=86400';

/** The windows for a validated query. */
export async function muhurta(request: HttpRequest, _context: InvocationContext): Promise<HttpResponseInit> {
  const parsed = muhurtaRequest(Object.fromEntries(request.query.entries()), placeIndex());
  if (!parsed.ok) return inputFailureResponse({ status: 400, ...parsed.failure });
  const r = parsed.value;
  try {
    const answer = computeMuhurta({
      event: r.event,
      from: r.from,
      to: r.to,
      place: { lat: r.lat, lon: r.lon, zone: r.zone, ayanamsa: r.ayanamsa, convention: r.convention! },
      births: r.births.map((b) => birthMoon(isoToJdUt(b), r.ayanamsa)),
      observeChaturmas: r.observeChaturmas,
    });
    return cachedJson(request, tagJson({ status: 'ok', place: placeOf(r), ...answer }), CACHE_CONTROL);
  } catch (error) {
    const failure = failureFromFieldError(error);
    if (failure) return inputFailureResponse(failure);
    throw error;
  }
}

/** Route row for functions/routes.ts. */
export const muhurtaRoute: RouteDefinition = { name: 'muhurta', route: 'muhurta', methods: ['GET'], handler: muhurta };
