/**
 * `npm run bench:handlers`: each route's handler CPU per request, in this process, through the
 * same objects Azure's Node worker hands a handler (`@azure/functions`' HttpRequest and
 * InvocationContext): no HTTP server, no socket, no local host — the figure that carries over to
 * Azure. Every chart request is a new birth (bench/api-load.ts's mix); storage routes run against
 * an embedded Azurite in a temporary folder (their figure is this process's share: the Table
 * client's work, not Azurite's). The chat relay is left out: its cost is the upstream model's.
 * Prints, per route, CPU µs per request (user + system, process.cpuUsage) and wall µs, after a
 * warm-up of the same size. BENCH_REQUESTS (default 200) per route; BENCH_STORAGE=0 skips storage.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import functions, { type HttpResponseInit } from '@azure/functions';
import { ROUTES } from '../functions/routes';
import { compileRoute } from '../functions/host/match';
import { startAzurite } from '../functions/host/azurite';
import { pathFor, WARM_UP_OFFSET } from './api-load';

const { HttpRequest, InvocationContext } = functions;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const ORIGIN = 'http://localhost:7071';
const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd', 'x-forwarded-for': '203.0.113.7:50000' };
const routes = ROUTES.map(compileRoute);

interface Call {
  method: string;
  /** Path with query, from `/api/`. */
  path: string;
  headers?: Record<string, string>;
  body?: unknown;
}

/** Runs one request through the route table's handler, as Azure would. */
async function answer(call: Call): Promise<HttpResponseInit> {
  const url = new URL(call.path, ORIGIN);
  const apiPath = url.pathname.slice('/api/'.length);
  for (const route of routes) {
    const params = route.match(apiPath);
    if (!params || !route.definition.methods.includes(call.method as never)) continue;
    const request = new HttpRequest({
      method: call.method,
      url: url.href,
      headers: { ...BROWSER, ...call.headers, ...(call.body === undefined ? {} : { 'content-type': 'application/json' }) },
      params,
      body: call.body === undefined ? undefined : { string: JSON.stringify(call.body) },
    });
    const context = new InvocationContext({ functionName: route.definition.name, invocationId: crypto.randomUUID() });
    return ((await route.definition.handler(request, context)) ?? { status: 204 }) as HttpResponseInit;
  }
  throw new Error(`no route for ${call.method} ${call.path}`);
}

/** Times `count` calls made by `make(i)` one after another (after as many to warm up): CPU and wall µs per call. */
async function measure(label: string, make: (i: number) => Call, expected: number, count = REQUESTS): Promise<void> {
  for (let i = 0; i < count; i++) await answer(make(WARM_UP_OFFSET + i));
  const cpu = process.cpuUsage();
  const start = process.hrtime.bigint();
  for (let i = 0; i < count; i++) {
    const response = await answer(make(i + 1));
    if ((response.status ?? 200) !== expected)
      throw new Error(`${label}: answered ${response.status}, expected ${expected}: ${String(response.body).slice(0, 300)}`);
  }
  const wallUs = Number(process.hrtime.bigint() - start) / 1000 / count;
  const used = process.cpuUsage(cpu);
  const cpuUs = (used.user + used.system) / count;
  console.log(`${label.padEnd(58)} ${cpuUs.toFixed(0).padStart(7)} µs CPU  ${wallUs.toFixed(0).padStart(7)} µs wall`);
}

const date = (n: number) =>
  `${1900 + ((n * 7919) % 200)}-${String(1 + ((n * 7) % 12)).padStart(2, '0')}-${String(1 + (n % 28)).padStart(2, '0')}`;
const birth = (n: number) => ({ date: date(n), time: '10:30', lat: '19.076', lon: '72.8777', tz: 'Asia/Kolkata' });

console.log(
  `bench:handlers — ${REQUESTS} requests per route after as many to warm up, one at a time, in process (Node ${process.version})`,
);
console.log(`${'route'.padEnd(58)} ${'CPU/request'.padStart(14)} ${'wall/request'.padStart(15)}`);
await measure('GET /api/health', () => ({ method: 'GET', path: '/api/health' }), 200);
await measure('GET /api/chart (lean, a new birth each)', (n) => ({ method: 'GET', path: pathFor('chart', n) }), 200);
await measure('GET /api/chart?detail=full', (n) => ({ method: 'GET', path: `${pathFor('chart', n)}&detail=full` }), 200);
await measure(
  'GET /api/chart/pratyantardashas',
  (n) => ({
    method: 'GET',
    path: `/api/chart/pratyantardashas?date=${date(n)}&time=10:30&lat=19.076&lon=72.8777&tz=Asia%2FKolkata&mahadasha=${n % 9}&antardasha=${(n * 5) % 9}`,
  }),
  200,
);
await measure(
  'GET /api/chart/now',
  (n) => ({ method: 'GET', path: `/api/chart/now?date=${date(n)}&time=10:30&lat=19.076&lon=72.8777&tz=Asia%2FKolkata&day=2026-12-07` }),
  200,
);
await measure('GET /api/Calculate/{VedAstro call}/…', (n) => ({ method: 'GET', path: pathFor('vedastro', n) }), 200);
await measure('GET /api/Calculate/{HH:MM}/{DD}/{MM}/{YYYY}/{±HH:MM}', (n) => ({ method: 'GET', path: pathFor('calculate', n) }), 200);
await measure(
  'GET /api/match',
  (n) => ({
    method: 'GET',
    path: `/api/match?groomDate=${date(n)}&groomTime=10:30&groomLat=19.076&groomLon=72.8777&groomTz=Asia%2FKolkata&brideDate=${date(n + 3)}&brideTime=08:15&brideLat=28.61&brideLon=77.21&brideTz=Asia%2FKolkata`,
  }),
  200,
);
await measure(
  'GET /api/panchang',
  (n) => ({ method: 'GET', path: `/api/panchang?date=${date(n)}&lat=19.076&lon=72.8777&tz=Asia%2FKolkata` }),
  200,
);
await measure(
  'GET /api/panchang/month',
  (n) => ({
    method: 'GET',
    path: `/api/panchang/month?year=${date(n).slice(0, 4)}&month=${Number(date(n).slice(5, 7))}&lat=19.076&lon=72.8777&tz=Asia%2FKolkata`,
  }),
  200,
);
await measure(
  'GET /api/places?q=…',
  (n) => ({ method: 'GET', path: `/api/places?q=${['Mum', 'Del', 'Lon', 'Chen', 'Kath'][n % 5]}` }),
  200,
);
await measure('GET /api/openapi.json', () => ({ method: 'GET', path: '/api/openapi.json' }), 200);

if (process.env.BENCH_STORAGE !== '0') {
  const folder = mkdtempSync(join(tmpdir(), 'bench-handlers-'));
  const azurite = await startAzurite({ location: folder });
  process.env.AZURITE_TABLE_ENDPOINT = azurite.endpoint;
  process.env.EMAIL_OUTBOX_DIR = join(folder, 'outbox');
  try {
    const signup = (n: number): Call => ({
      method: 'POST',
      path: '/api/auth/signup',
      headers: { origin: ORIGIN },
      body: { name: 'Bench', email: `bench-${n}-${process.pid}@example.com`, password: 'correct horse battery' },
    });
    const first = await answer(signup(-1));
    const cookie = first.cookies?.find((c) => c.name === 'kai_session');
    if (!cookie) throw new Error(`sign-up answered ${first.status} without a session`);
    const signedIn = { origin: ORIGIN, cookie: `kai_session=${cookie.value}` };
    console.log('storage routes (embedded Azurite; the CPU of this process only):');
    await measure('GET /api/auth/me', () => ({ method: 'GET', path: '/api/auth/me', headers: signedIn }), 200);
    await measure('GET /api/charts', () => ({ method: 'GET', path: '/api/charts', headers: signedIn }), 200);
    const conversation = (n: number) => ({
      title: 'T',
      createdAt: '2026-12-07T10:00:00.000Z',
      birthKey: 'k',
      messages: [{ role: 'user', content: `q${n}` }],
    });
    await measure(
      'PUT /api/conversations/{id}',
      (n) => ({ method: 'PUT', path: `/api/conversations/c${n % 50}`, headers: signedIn, body: conversation(n) }),
      200,
    );
    await measure('GET /api/conversations', () => ({ method: 'GET', path: '/api/conversations', headers: signedIn }), 200);
    // Saved charts are capped per account: a few, each on a new account's first chart would cost a sign-up.
    await measure(
      'POST /api/charts',
      (n) => ({ method: 'POST', path: '/api/charts', headers: signedIn, body: { name: `B${n}`, birth: birth(n) } }),
      201,
      40,
    );
    await measure('POST /api/auth/signup (scrypt)', signup, 201, 10);
  } finally {
    await azurite.stop();
    rmSync(folder, { recursive: true, force: true });
  }
}
