/**
 * What bench:api and bench:api-instructions share: the request mix (every request a new birth:
 * varied dates, times, places given as coordinates + zone, offsets or names, all six ayanamsas,
 * unique names) and starting the local host on a free port.
 */
import { VEDASTRO_CALCULATOR_NAMES, vedAstroCall } from '../shared/contracts/vedastro-calculators';
import { AYANAMSAS } from '../shared/vocabulary/settings';
export { freePort } from '../functions/host/free-port';

// ---- the request mix: every request a new birth --------------------------------------------
export const PLACES_QUERY = [
  'lat=19.076&lon=72.8777&tz=Asia%2FKolkata',
  'place=Delhi%2C%20India',
  'lat=51.5072&lon=-0.1276&tz=Europe%2FLondon',
  'place=Chennai%2C%20India',
  'lat=40.7128&lon=-74.006&tz=America%2FNew_York',
  'lat=1.3521&lon=103.8198&utcOffset=%2B08:00',
  'place=Kathmandu%2C%20Nepal',
  'lat=-33.8688&lon=151.2093&tz=Australia%2FSydney',
  'place=Nairobi%2C%20Kenya',
  'lat=52.52&lon=13.405&tz=Europe%2FBerlin',
];
/** VedAstro locations (name or "lat,lon") with a fixed offset for the path. */
export const VEDASTRO_PLACES = [
  ['Mumbai', '+05:30'],
  ['19.07283,72.88261', '+05:30'],
  ['London', '+00:00'],
  ['40.7128,-74.006', '-05:00'],
  ['Sydney', '+10:00'],
  ['Berlin', '+01:00'],
];
/** Each VedAstro calculator with its body part (`AllPlanetData/PlanetName/All`), from the route table. */
export const VEDASTRO_CALLS = VEDASTRO_CALCULATOR_NAMES.map(vedAstroCall);
/** Every ayanamsa the API takes (the vocabulary's list). */
export { AYANAMSAS };

/** The three measured routes, and `floor`: /api/health, no chart work (what the machine itself adds to latency at full load). */
export type Kind = 'chart' | 'vedastro' | 'calculate' | 'floor';
export const pad = (n: number) => String(n).padStart(2, '0');
export const encodePlus = (offset: string) => offset.replace('+', '%2B');

/** The n-th request path of a phase (the same formula as the wrk script below). */
export function pathFor(kind: Kind, n: number): string {
  if (kind === 'floor') return '/api/health';
  const k = n * 7919;
  const date = { y: 1900 + (k % 200), m: 1 + (k % 12), d: 1 + (k % 28) };
  const time = `${pad(k % 24)}:${pad((k * 13) % 60)}`;
  const ayanamsa = AYANAMSAS[k % AYANAMSAS.length]!;
  if (kind === 'chart')
    return `/api/chart?name=B${n}&date=${date.y}-${pad(date.m)}-${pad(date.d)}&time=${time}&${PLACES_QUERY[k % PLACES_QUERY.length]}&ayanamsa=${ayanamsa}`;
  const [place, offset] = VEDASTRO_PLACES[k % VEDASTRO_PLACES.length]!;
  if (kind === 'vedastro')
    return `/api/Calculate/${VEDASTRO_CALLS[n % VEDASTRO_CALLS.length]}/Location/${place}/Time/${time}/${pad(date.d)}/${pad(date.m)}/${date.y}/${encodePlus(offset!)}/Ayanamsa/${ayanamsa}`;
  return `/api/Calculate/${time}/${pad(date.d)}/${pad(date.m)}/${date.y}/${encodePlus(offset!)}?lat=${(k % 12000) / 200 - 30}&lon=${(k % 36000) / 100 - 180}&ayanamsa=${ayanamsa}`;
}
/** Paths of the warm-up: births other than the phases use, as a running service would have seen. */
export const WARM_UP_OFFSET = 90_000_000;

export async function waitForHealth(base: string, deadlineMs: number): Promise<void> {
  while (Date.now() < deadlineMs) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`host did not answer ${base}/api/health in time`);
}
