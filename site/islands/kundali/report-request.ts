/**
 * The chart request of /detailed-kundali, read in one way by the page's early script and by its
 * island: the birth in the URL query (shareable) first, else the stored birth with the remembered
 * ayanamsa. The early script sends it as soon as the HTML is parsed, so the chart is on its way
 * while the page's JavaScript downloads and hydrates (a phone's round trips, not its CPU, were most
 * of the wait before the report appeared).
 */
import { sendChartRequest } from '../../lib/api';
import { loadOpenTextFace } from '../../lib/open-text';
import { queryAsksApi, queryToBirth, type BirthRequest } from '../../lib/birth-query';
import { loadBirth } from '../../stores/birth';
import { $ayanamsa, loadPrefs } from '../../stores/prefs';
import { applyLinkedChartStyle } from '../../lib/chart-links';

/** The page also shows the shadbala components, the bhava balas and why each yoga holds. */
export const REPORT_INCLUDE = ['shadbala', 'bhavaBala', 'yogas'] as const;

/**
 * The page's birth request (reads the preferences first), or null when there is no birth to show or
 * the URL's birth is for the API to read first (queryAsksApi: the island resolves it, never the stored birth instead).
 */
export function reportRequest(): BirthRequest | null {
  loadPrefs();
  applyLinkedChartStyle(window.location.search);
  const params = new URLSearchParams(window.location.search);
  const fromQuery = queryToBirth(params);
  if (fromQuery) return fromQuery;
  if (queryAsksApi(params)) return null;
  const stored = loadBirth();
  return stored ? { birth: stored, ayanamsa: $ayanamsa.get() } : null;
}

/**
 * The early script: sends the page's chart request, if it has a birth, and asks for the whole Devanagari face the
 * report's heading draws a Devanagari name with (site/lib/open-text.ts), so both travel together.
 */
export function sendReportRequest(): void {
  const request = reportRequest();
  if (!request) return;
  sendChartRequest(request, REPORT_INCLUDE);
  loadOpenTextFace(700, request.birth.name);
}
