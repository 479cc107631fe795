/**
 * The address picker's search: `/api/places` for what the visitor typed, asked once they pause (not
 * at every key), with the island kit's one loading state set; a newer query's answer always wins.
 */
import { apiCall } from '../../lib/api-client';
import { useEffect, useState } from 'react';
import { hitsFromBody, type PlaceHit } from '../../lib/place';
import { useLoad, type Load } from '../kit/load';

/** How many matches one search shows. */
const RESULT_LIMIT = 20;
/** Wait after the last keystroke before searching, milliseconds (one request per pause, not per key). */
const SEARCH_DEBOUNCE_MS = 120;

/** Matches for `query` (idle while it is empty; loading from the first key until the answer of the last). */
export function usePlaceSearch(query: string): Load<PlaceHit[]> {
  const typed = query.trim();
  const [asked, setAsked] = useState(typed);
  useEffect(() => {
    const timer = setTimeout(() => setAsked(typed), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const { state } = useLoad('places', asked === '' ? null : asked, async () => {
    const q = asked;
    try {
      return hitsFromBody(await apiCall('places', { query: { q, limit: String(RESULT_LIMIT) } }));
    } catch (error) {
      // Spec: an address load failure is only logged; the coordinates fallback stays available.
      console.error('Address search failed', error);
      throw error;
    }
  });
  if (typed === '') return { kind: 'idle' };
  return typed !== asked ? { kind: 'loading' } : state;
}
