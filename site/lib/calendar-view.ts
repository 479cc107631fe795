/**
 * The festival and muhurta pages' data: GET /api/festivals (and the .ics link) and /api/muhurta
 * for a place, through the panchang pages' JSON reader (one error type, PanchangApiError).
 */
import type { FestivalYear } from '../../shared/calendar/festivals';
import type { MuhurtaAnswer } from '../../shared/calendar/muhurta';
import type { MuhurtaEvent } from '../../shared/calendar/muhurta-rules';
import type { PlaceChoice } from './place';
import { getJson, placeQuery } from './panchang-view';
import { apiUrl } from './api-client';

/** Where the festival page keeps its place between visits (shared with the panchang page's choice). */
export { PANCHANG_PLACE_KEY as CALENDAR_PLACE_KEY } from './panchang-view';

/** The query of a place and year. */
export function festivalsQuery(place: PlaceChoice, year: number): URLSearchParams {
  const q = placeQuery(place);
  q.set('year', String(year));
  return q;
}

/** GET /api/festivals. */
export async function fetchFestivals(place: PlaceChoice, year: number, signal?: AbortSignal): Promise<FestivalYear> {
  return getJson('festivals', festivalsQuery(place, year), signal);
}

/** The .ics address of the same year. */
export function festivalsIcsUrl(place: PlaceChoice, year: number): string {
  return apiUrl('festivalsIcs', { query: festivalsQuery(place, year) });
}

/** What the muhurta form asks. */
export interface MuhurtaAsk {
  event: MuhurtaEvent;
  from: string;
  to: string;
  births: string[];
  observeChaturmas: boolean;
}

/** GET /api/muhurta. */
export async function fetchMuhurta(place: PlaceChoice, ask: MuhurtaAsk, signal?: AbortSignal): Promise<MuhurtaAnswer> {
  const q = placeQuery(place);
  q.set('event', ask.event);
  q.set('from', ask.from);
  q.set('to', ask.to);
  ask.births.forEach((b, i) => b.trim() && q.set(`birth${i + 1}`, b.trim()));
  if (!ask.observeChaturmas) q.set('chaturmas', 'ignore');
  return getJson('muhurta', q, signal);
}
