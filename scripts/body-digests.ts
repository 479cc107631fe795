/**
 * `npx tsx scripts/body-digests.ts [births]`: the SHA-256 of every response body the chart-serving
 * routes give for a sweep of new births (the bench's request mix: varied dates, times, places,
 * all six ayanamsas), called in process through the route table with no Accept-Encoding — for
 * checking that a performance change leaves every body byte-identical: run it before and after
 * and compare the outputs (`diff`). Covers /api/chart lean, with each include= part and all of
 * them, detail=full, /api/chart/pratyantardashas, every VedAstro calculator (all-grahas and
 * one-graha/one-house forms) and the spec's Calculate. Transits are cast for today's UTC day, so
 * both runs must fall on the same day.
 */
import functions from '@azure/functions';
import { createHash } from 'node:crypto';
import { compileRoute } from '../functions/host/match';
import { ROUTES } from '../functions/routes';
import { CHART_PARTS } from '../shared/chart/view';
import { pathFor, VEDASTRO_CALLS } from '../bench/api-load';

const { HttpRequest, InvocationContext } = functions;
const BIRTHS = Number(process.argv[2] ?? 200);
const routes = ROUTES.map(compileRoute);
/** The VedAstro calculators' one-graha and one-house forms. */
const SINGLE_CALLS = [
  'AllPlanetData/PlanetName/Moon',
  'AllHouseData/HouseName/House4',
  'PlanetShadbalaPinda/PlanetName/Saturn',
  'HouseStrength/HouseName/House10',
];

/** The body of GET /api/{path}, as bytes, through the route table. */
async function bodyOf(path: string): Promise<Buffer> {
  const [pathname] = path.split('?');
  for (const route of routes) {
    const params = route.match(pathname!);
    if (!params || !route.definition.methods.includes('GET' as never)) continue;
    const request = new HttpRequest({
      method: 'GET',
      url: `http://127.0.0.1/api/${path}`,
      headers: { 'x-forwarded-for': '127.0.0.1' },
      params,
    });
    const context = new InvocationContext({ functionName: route.definition.name, invocationId: 'digest' });
    const response = await route.definition.handler(request, context);
    if (!response) throw new Error(`${path}: no response`);
    const body = (response as { body?: unknown }).body;
    return typeof body === 'string' ? Buffer.from(body) : Buffer.from(body as Uint8Array);
  }
  throw new Error(`${path}: no route`);
}

function pathsOf(n: number): string[] {
  const chart = pathFor('chart', n).slice('/api/'.length);
  const vedastro = pathFor('vedastro', n).slice('/api/'.length);
  const call = VEDASTRO_CALLS.find((c) => vedastro.startsWith(`Calculate/${c}/`))!;
  return [
    chart,
    ...CHART_PARTS.map((part) => `${chart}&include=${part}`),
    `${chart}&include=${CHART_PARTS.join(',')}`,
    `${chart}&detail=full`,
    // Without a birth time (Moon chart) and with the true node.
    `${chart.replace(/&time=[^&]*/, '')}&include=${CHART_PARTS.join(',')}`,
    `${chart}&node=true&include=${CHART_PARTS.join(',')}`,
    `${chart.replace('chart?', 'chart/pratyantardashas?')}&mahadasha=${n % 9}&antardasha=${(n * 5) % 9}`,
    ...[...VEDASTRO_CALLS, ...SINGLE_CALLS].map((c) => vedastro.replace(`Calculate/${call}/`, `Calculate/${c}/`)),
    pathFor('calculate', n).slice('/api/'.length),
  ];
}

const all = createHash('sha256');
let count = 0;
for (let n = 1; n <= BIRTHS; n++) {
  for (const path of pathsOf(n)) {
    const digest = createHash('sha256')
      .update(await bodyOf(path))
      .digest('hex');
    all.update(digest);
    count++;
    console.log(`${digest.slice(0, 16)} ${path}`);
  }
}
console.log(`${count} bodies, ${BIRTHS} births: ${all.digest('hex')}`);
