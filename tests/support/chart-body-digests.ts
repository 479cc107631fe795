/**
 * SHA-256 digests of every chart route's answer for a fixed sample of births, called in-process
 * through the exported handlers with the clock fixed: the check that a refactor of the API edges
 * (issue 35: the route contracts and the request pipeline) leaves every body byte for byte as it
 * was. `scripts/snapshot-chart-bodies.ts` writes them (run once on the base commit, see the README
 * in tests/fixtures/own-snapshots/chart-bodies/); tests/unit/chart-bodies-identical.test.ts compares.
 * This is our own output recorded, not independent golden data.
 */
import { createHash } from 'node:crypto';
import type { HttpHandler } from '@azure/functions';
import { births } from './chart-births';
import { callHandler } from '../../functions/lib/test-request';

/** The instant the sample is answered at (transits of /api/chart are for this UTC day). */
export const SNAPSHOT_NOW_MS = Date.UTC(2026, 11, 7, 12, 0, 0);
/** Births in the sample. */
export const SNAPSHOT_BIRTHS = 300;
/** Every fifth birth names its place instead of giving coordinates, so place resolution is covered too. */
const PLACES = ['Mumbai, India', 'Pune', 'London, UK', 'New York, USA', 'Tokyo, Japan', 'Delhi, India', 'Chennai', 'Sydney, Australia'];
const INCLUDE_ALL = 'dasha,readings,vargas,details,shadbala,bhavaBala,relationships,yogas';
const VEDASTRO_CALLS = [
  'AllPlanetData/PlanetName/All',
  'AllHouseData/HouseName/All',
  'SarvashtakavargaChart',
  'BhinnashtakavargaChart',
  'PlanetShadbalaPinda/PlanetName/All',
  'HouseStrength/HouseName/All',
  'HoroscopePredictions',
];

/** The handlers the sample calls, by route (each module's exported handler). */
export interface ChartRouteHandlers {
  chart: HttpHandler;
  chartPratyantardashas: HttpHandler;
  chartNow: HttpHandler;
  calculate: HttpHandler;
  match: HttpHandler;
  vedAstroCalculate: HttpHandler;
  panchangDay: HttpHandler;
}

/**
 * One answer's digest: status and the SHA-256 of its body, first 16 hex digits (64 bits: a
 * collision by chance is out of reach). An error body is digested without `description`, the one
 * deliberate change of the error shape (docs/decisions/0001-route-contracts.md); every other byte counts.
 */
function digestOf(status: number, text: string): string {
  let body = text;
  if (status >= 400) {
    const { description: _dropped, ...rest } = JSON.parse(text) as Record<string, unknown>;
    body = JSON.stringify(rest);
  }
  return `${status}:${createHash('sha256').update(body).digest('hex').slice(0, 16)}`;
}

/** Digests by route kind, one per birth in sample order. The caller fixes the clock (Date.now = SNAPSHOT_NOW_MS). */
export async function chartBodyDigests(handlers: ChartRouteHandlers): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  const add = async (kind: string, handler: HttpHandler, url: string, params: Record<string, string> = {}) => {
    const r = await callHandler(handler, url, params);
    (out[kind] ??= []).push(digestOf(r.status, r.text));
  };
  const sample = births(SNAPSHOT_BIRTHS);
  for (const [i, b] of sample.entries()) {
    const q = new URLSearchParams({ name: `Person ${i}`, date: b.date, ayanamsa: b.ayanamsa!, node: b.node! });
    if (b.time) q.set('time', b.time);
    if (i % 5 === 0) q.set('place', PLACES[(i / 5) % PLACES.length]!);
    else {
      q.set('lat', b.lat.toFixed(4));
      q.set('lon', b.lon.toFixed(4));
      q.set('utcOffset', b.utcOffset);
    }
    const birth = q.toString();
    await add('chart', handlers.chart, `/api/chart?${birth}`);
    await add('chart-include-all', handlers.chart, `/api/chart?${birth}&include=${INCLUDE_ALL}`);
    await add('chart-full', handlers.chart, `/api/chart?${birth}&detail=full`);
    await add(
      'pratyantardashas',
      handlers.chartPratyantardashas,
      `/api/chart/pratyantardashas?${birth}&mahadasha=${i % 9}&antardasha=${(i * 7) % 9}`,
    );
    await add('now', handlers.chartNow, `/api/chart/now?${birth}&day=2026-12-07`);
    const [y, m, d] = b.date.split('-');
    const hhmm = (b.time ?? '12:00').slice(0, 5);
    const location = i % 5 === 0 ? PLACES[(i / 5) % PLACES.length]! : `${b.lat.toFixed(4)},${b.lon.toFixed(4)}`;
    const calculateQuery = i % 5 === 0 ? `place=${encodeURIComponent(location)}` : `lat=${b.lat.toFixed(4)}&lon=${b.lon.toFixed(4)}`;
    const offset = i % 5 === 0 ? '+05:30' : b.utcOffset;
    await add(
      'calculate',
      handlers.calculate,
      `/api/Calculate/${hhmm}/${d}/${m}/${y}/${encodeURIComponent(offset)}?${calculateQuery}&ayanamsa=${b.ayanamsa}`,
      {
        time: hhmm,
        day: d!,
        month: m!,
        year: y!,
        offset,
      },
    );
    const call = VEDASTRO_CALLS[i % VEDASTRO_CALLS.length]!;
    await add(
      'vedastro',
      handlers.vedAstroCalculate,
      `/api/Calculate/${call}/Location/${encodeURIComponent(location)}/Time/${hhmm}/${d}/${m}/${y}/${encodeURIComponent(offset)}/Ayanamsa/RAMAN`,
    );
    const partner = sample[(i + 1) % sample.length]!;
    const pair = new URLSearchParams({
      brideDate: b.date,
      brideLat: b.lat.toFixed(4),
      brideLon: b.lon.toFixed(4),
      brideUtcOffset: b.utcOffset,
    });
    if (b.time) pair.set('brideTime', b.time);
    pair.set('groomDate', partner.date);
    pair.set('groomLat', partner.lat.toFixed(4));
    pair.set('groomLon', partner.lon.toFixed(4));
    pair.set('groomUtcOffset', partner.utcOffset);
    if (partner.time) pair.set('groomTime', partner.time);
    if (i % 3 === 0) pair.set('locale', 'hi');
    await add('match', handlers.match, `/api/match?${pair.toString()}`);
    if (i % 3 === 0) {
      const place = i % 5 === 0 ? `place=${encodeURIComponent(location)}` : `lat=${b.lat.toFixed(4)}&lon=${b.lon.toFixed(4)}&tz=UTC`;
      await add('panchang', handlers.panchangDay, `/api/panchang?date=${b.date}&${place}`);
    }
  }
  return out;
}
