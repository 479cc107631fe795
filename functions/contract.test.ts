/**
 * Every row of the route table answers what its contract declares: real requests through the
 * local host over HTTP (with a real Azurite for the account routes), each answer checked against
 * the schema its contract gives for that status — JSON bodies with their zod schema, the chat's
 * Server-Sent Events frame by frame, refusals with the one error body (shared/contracts/api-error.ts)
 * — and every status that comes back must be documented for its operation in /api/openapi.json.
 * Each row must be exercised here with at least one success and one refusal.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import { apiErrorSchema } from '../shared/contracts/api-error';
import { API_ANSWERS } from '../shared/contracts/api-answers';
import type { ApiRouteName } from '../shared/contracts/routes';
import { startTestHost, type TestHost } from '../tests/support/test-host';
import { startAzurite, type RunningAzurite } from './host/azurite';
import { openApiDocument, openApiPath, operationIdOf } from './lib/openapi';
import type { ApiRoute } from './lib/route';
import { ROUTES } from './routes';
import { SESSION_COOKIE } from './lib/auth/sessions';
import { unsubscribeToken } from './lib/feeds/digest-store';

/** One request of the sample; `name` is the route row it must reach. */
interface Sample {
  name: string;
  method?: string;
  path: string;
  body?: unknown;
  headers?: Record<string, string>;
}

const BIRTH = 'date=1990-05-15&time=14:30&lat=19.076&lon=72.8777&tz=Asia/Kolkata';
const BIRTH_FIELDS = { name: 'Asha', date: '1990-05-15', time: '14:30', lat: '19.076', lon: '72.8777', tz: 'Asia/Kolkata' };
const PASSWORD = 'correct horse battery';
const conversation = { title: 'Career', createdAt: '2026-12-07T10:00:00.000Z', birthKey: 'k', messages: [{ role: 'user', content: 'Hi' }] };

/** The sample, in order (the account steps build on each other: sign up, save, read, delete). */
const SAMPLES: Sample[] = [
  { name: 'health', path: 'health' },
  { name: 'health', path: 'health?a=1&a=2' },
  { name: 'openapi', path: 'openapi.json' },
  { name: 'openapi', path: 'openapi.json?x=1&x=2' },
  { name: 'places', path: 'places?q=bomb' },
  { name: 'places', path: 'places?q=' },
  { name: 'chart', path: `chart?${BIRTH}` },
  { name: 'chart', path: `chart?${BIRTH}&include=dasha,readings,vargas,details,shadbala,bhavaBala,relationships,yogas` },
  { name: 'chart', path: `chart?${BIRTH}&detail=full` },
  { name: 'chart', path: `chart?date=1990-05-15&time=14:30&place=Springfield` },
  { name: 'chart', path: `chart?date=2021-03-14&time=02:30&lat=40.71&lon=-74.0&tz=America/New_York` },
  { name: 'chart', path: `chart?${BIRTH}&detail=huge` },
  { name: 'chartPratyantardashas', path: `chart/pratyantardashas?${BIRTH}&mahadasha=2&antardasha=3` },
  { name: 'chartPratyantardashas', path: `chart/pratyantardashas?${BIRTH}&mahadasha=x&antardasha=3` },
  { name: 'chartNow', path: `chart/now?${BIRTH}&day=2026-12-07` },
  { name: 'chartNow', path: `chart/now?${BIRTH}&day=2026-12-07&locale=ta` },
  { name: 'chartNow', path: `chart/now?${BIRTH}` },
  { name: 'chartImage', path: `chart/image.png?${BIRTH}&style=south&locale=hi` },
  { name: 'chartImage', path: `chart/image.png?${BIRTH}&style=sideways` },
  { name: 'share', path: `share/detailed-kundali?${BIRTH}&style=south` },
  { name: 'share', path: 'share/Evil.example' },
  {
    name: 'match',
    path: `match?brideDate=1990-05-15&brideTime=10:00&bridePlace=Mumbai&groomDate=1988-01-01&groomTime=10:00&groomPlace=Pune`,
  },
  { name: 'match', method: 'POST', path: 'match', body: { bride: BIRTH_FIELDS, groom: { ...BIRTH_FIELDS, date: '1988-02-01' } } },
  { name: 'match', method: 'POST', path: 'match', body: { bride: BIRTH_FIELDS, groom: { date: '1988-02-30' } } },
  { name: 'match', method: 'POST', path: 'match', body: 'x'.repeat(9000) },
  { name: 'calculate', path: 'Calculate/14:30/15/05/1990/+05:30?lat=19.076&lon=72.8777' },
  { name: 'calculate', path: 'Calculate/14:30/15/05/1990/+05:30?lat=99&lon=72.8777' },
  { name: 'vedastroCalculate', path: 'Calculate/AllPlanetData/PlanetName/All/Location/Tokyo, Japan/Time/23:40/31/12/2010/+08:00' },
  { name: 'vedastroCalculate', path: 'Calculate/AllPlanetData/PlanetName/All/Location/Nowhere at all/Time/23:40/31/12/2010/+08:00' },
  {
    name: 'vedastroCalculate',
    method: 'OPTIONS',
    path: 'Calculate/AllPlanetData/PlanetName/All',
    headers: { origin: 'https://example.org' },
  },
  {
    name: 'chat',
    method: 'POST',
    path: 'chat',
    body: { conversationHistory: [{ role: 'user', content: 'How is my career?' }], chart: BIRTH_FIELDS },
  },
  {
    name: 'chat',
    method: 'POST',
    path: 'chat',
    body: { conversationHistory: [{ role: 'user', content: 'How is my career?' }], chart: BIRTH_FIELDS },
    headers: { accept: 'application/json' },
  },
  { name: 'chat', method: 'POST', path: 'chat', body: { conversationHistory: [] } },
  { name: 'panchang', path: 'panchang?date=2026-12-07&place=Mumbai' },
  { name: 'panchang', path: 'panchang?date=2026-06-21&lat=78.2&lon=15.6&tz=Arctic/Longyearbyen' },
  { name: 'panchangMonth', path: 'panchang/month?year=2026&month=12&place=Mumbai' },
  { name: 'panchangMonth', path: 'panchang/month?year=2026&month=13&place=Mumbai' },
  {
    name: 'contact',
    method: 'POST',
    path: 'contact',
    body: { name: 'Asha', email: 'asha@example.com', message: 'Hello there, a question.' },
  },
  { name: 'contact', method: 'POST', path: 'contact', body: { name: 'Asha', email: 'not an address', message: 'Hello' } },
  { name: 'authMe', path: 'auth/me' },
  { name: 'authSignup', method: 'POST', path: 'auth/signup', body: { name: 'Asha Rao', email: 'asha@example.com', password: PASSWORD } },
  { name: 'authSignup', method: 'POST', path: 'auth/signup', body: { name: 'Asha Rao', email: 'asha@example.com', password: PASSWORD } },
  { name: 'authSignup', method: 'POST', path: 'auth/signup', body: { name: 'Asha' }, headers: { origin: 'https://elsewhere.example' } },
  { name: 'authConfirmSignup', method: 'POST', path: 'auth/confirm-signup', body: { token: 'x'.repeat(43) } },
  { name: 'authConfirmSignup', method: 'POST', path: 'auth/confirm-signup', body: { token: '{confirm}' } },
  { name: 'dashas', path: `dashas?${BIRTH}&system=yogini` },
  { name: 'compare', path: `compare?${BIRTH}&profiles=default,pyjhora` },
  { name: 'compare', path: `compare?${BIRTH}&profiles=default,nope` },
  { name: 'dashas', path: `dashas?${BIRTH}&system=nope` },
  { name: 'kp', path: `kp?${BIRTH}` },
  { name: 'kp', path: `kp?${BIRTH}&horary=999` },
  { name: 'varshaphal', path: `varshaphal?${BIRTH}&year=29` },
  { name: 'varshaphal', path: `varshaphal?${BIRTH}&year=121` },
  { name: 'rashifal', path: 'rashifal?sign=mesha&period=day&date=2026-12-07' },
  { name: 'rashifal', path: 'rashifal?sign=leo&period=day&date=2026-12-07' },
  { name: 'outlook', path: `outlook?${BIRTH}&day=2026-12-07` },
  { name: 'outlook', path: `outlook?${BIRTH}&day=2026-13-07` },
  { name: 'muhurta', path: 'muhurta?event=griha-pravesh&from=2027-03-01&to=2027-03-31&place=Mumbai' },
  { name: 'muhurta', path: 'muhurta?event=party&from=2027-03-01&to=2027-03-31&place=Mumbai' },
  { name: 'festivals', path: 'festivals?year=2026&place=Mumbai' },
  { name: 'festivals', path: 'festivals?year=1&place=Mumbai' },
  { name: 'festivalsIcs', path: 'festivals.ics?year=2026&place=Mumbai' },
  { name: 'festivalsIcs', path: 'festivals.ics?year=1&place=Mumbai' },
  { name: 'authMe', path: 'auth/me' },
  { name: 'savedCharts', method: 'POST', path: 'charts', body: { name: 'Asha', relation: 'self', birth: BIRTH_FIELDS } },
  {
    name: 'savedCharts',
    method: 'POST',
    path: 'charts',
    body: { name: 'Asha', relation: 'self', birth: { ...BIRTH_FIELDS, date: '1990-02-30' } },
  },
  { name: 'savedCharts', path: 'charts' },
  { name: 'savedChart', path: 'charts/{saved}' },
  {
    name: 'savedChart',
    method: 'PUT',
    path: 'charts/{saved}',
    body: { name: 'Asha R', relation: 'self', birth: BIRTH_FIELDS },
    headers: { 'if-match': '*' },
  },
  { name: 'savedChart', method: 'PUT', path: 'charts/{saved}', body: { name: 'Asha S', relation: 'self', birth: BIRTH_FIELDS } },
  {
    name: 'savedChart',
    method: 'PUT',
    path: 'charts/{saved}',
    body: { name: 'Asha S', relation: 'self', birth: BIRTH_FIELDS },
    headers: { 'if-match': '"a stale version"' },
  },
  { name: 'savedChart', path: 'charts/no-such-id' },
  { name: 'chartFeed', method: 'POST', path: 'charts/{saved}/feed', body: { locale: 'en' } },
  { name: 'chartFeed', path: 'charts/{saved}/feed' },
  { name: 'personFeed', path: 'feed/{feed}' },
  { name: 'chartFeed', method: 'POST', path: 'charts/{saved}/feed', body: { locale: 'xx' } },
  { name: 'chartFeed', method: 'DELETE', path: 'charts/{saved}/feed' },
  { name: 'personFeed', path: 'feed/{feed}' },
  { name: 'chartDigest', method: 'PUT', path: 'charts/{saved}/digest', body: { locale: 'hi' } },
  { name: 'chartDigest', path: 'charts/{saved}/digest' },
  { name: 'chartDigest', method: 'PUT', path: 'charts/no-such-id/digest', body: {} },
  { name: 'chartDigest', method: 'DELETE', path: 'charts/{saved}/digest' },
  { name: 'digestUnsubscribe', method: 'POST', path: 'digest/unsubscribe?token={unsubscribe}' },
  { name: 'digestUnsubscribe', method: 'POST', path: 'digest/unsubscribe?token=not-a-token' },
  { name: 'savedChart', method: 'DELETE', path: 'charts/{saved}' },
  { name: 'conversation', method: 'PUT', path: 'conversations/c-1', body: conversation, headers: { 'if-match': '*' } },
  { name: 'conversation', method: 'PUT', path: 'conversations/BAD ID', body: conversation },
  { name: 'conversations', path: 'conversations' },
  { name: 'conversation', method: 'DELETE', path: 'conversations/c-1' },
  { name: 'authExport', path: 'auth/export' },
  { name: 'authLogout', method: 'POST', path: 'auth/logout', headers: { origin: 'https://elsewhere.example' } },
  { name: 'authLogout', method: 'POST', path: 'auth/logout' },
  { name: 'authExport', path: 'auth/export' },
  { name: 'authLogin', method: 'POST', path: 'auth/login', body: { email: 'asha@example.com', password: 'wrong password here' } },
  { name: 'authLogin', method: 'POST', path: 'auth/login', body: { email: 'asha@example.com', password: PASSWORD, remember: false } },
  { name: 'conversations', method: 'GET', path: 'conversations', headers: { cookie: '' } },
  { name: 'authForgotPassword', method: 'POST', path: 'auth/forgot-password', body: { email: 'asha@example.com' } },
  { name: 'authForgotPassword', method: 'POST', path: 'auth/forgot-password', body: {} },
  { name: 'authResetPassword', method: 'POST', path: 'auth/reset-password', body: { token: 'x'.repeat(43), password: PASSWORD } },
  { name: 'authResetPassword', method: 'POST', path: 'auth/reset-password', body: { token: '{token}', password: `${PASSWORD} 2` } },
  { name: 'authResetPassword', method: 'POST', path: 'auth/reset-password', body: '{not json' },
  { name: 'authMe', method: 'DELETE', path: 'auth/me' },
];

/** The frames of a Server-Sent Events body: each `data:` line parsed as JSON, with its event name. */
function sseFrames(text: string): { event: string; data: unknown }[] {
  return text
    .split('\n\n')
    .filter((block) => block.trim() !== '')
    .map((block) => {
      const event = /^event: (.+)$/m.exec(block)?.[1] ?? 'message';
      const data = /^data: (.+)$/m.exec(block)?.[1] ?? 'null';
      return { event, data: JSON.parse(data) as unknown };
    });
}

let azurite: RunningAzurite;
let dataDir: string;
let outbox: string;
let host: TestHost;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'azurite-contract-'));
  outbox = mkdtempSync(join(tmpdir(), 'outbox-contract-'));
  azurite = await startAzurite({ location: dataDir });
  process.env.AZURITE_TABLE_ENDPOINT = azurite.endpoint;
  process.env.EMAIL_OUTBOX_DIR = outbox;
  delete process.env.AZURE_STORAGE_CONNECTION_STRING;
  // The chat answers from the built-in reader: no language model is reached from a test.
  for (const key of Object.keys(process.env)) if (key.startsWith('OPENAI_') || key.startsWith('AZURE_OPENAI_')) delete process.env[key];
  for (const method of ['log', 'error', 'warn', 'info'] as const) vi.spyOn(console, method).mockImplementation(() => {});
  host = await startTestHost({ routes: ROUTES });
}, 60_000);

afterAll(async () => {
  await host?.close();
  await azurite?.stop();
  vi.restoreAllMocks();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(outbox, { recursive: true, force: true });
});

/** The token of the last mailed link of a kind (`#token=` reset, `#confirm=` sign-up) in the outbox (mail goes to files when no email service is set). */
function mailedToken(kind: 'token' | 'confirm'): string {
  const texts = readdirSync(outbox).map((file) => readFileSync(join(outbox, file), 'utf8'));
  const tokens = texts.flatMap((text) => [...text.matchAll(new RegExp(`#${kind}=([\\w-]+)`, 'g'))].map((m) => m[1]!));
  return tokens.at(-1) ?? '';
}

/** What the sample did per row: the statuses seen. */
const seen = new Map<string, number[]>();

describe('every route answers what its contract declares', () => {
  it('for successes and refusals alike, and every status is documented', async () => {
    const doc = openApiDocument(ROUTES) as { paths: Record<string, Record<string, { responses: Record<string, unknown> }>> };
    const byName = new Map<string, ApiRoute>(ROUTES.map((r) => [r.name, r]));
    let cookie = '';
    let saved = '';
    let feed = '';
    for (const sample of SAMPLES) {
      const method = sample.method ?? 'GET';
      const path = sample.path
        .replace('{saved}', saved)
        .replace('{feed}', feed)
        .replace('{unsubscribe}', sample.path.includes('{unsubscribe}') ? await unsubscribeToken(saved, 'x') : '');
      const headers: Record<string, string> = { ...(cookie ? { cookie } : {}), ...sample.headers };
      if (method !== 'GET' && !headers.origin) headers.origin = host.base;
      if (sample.body !== undefined) headers['content-type'] = 'application/json';
      // Mail is queued and sent just after the answer: wait for the link before using it.
      for (const kind of ['token', 'confirm'] as const)
        for (let i = 0; i < 50 && JSON.stringify(sample.body ?? '').includes(`{${kind}}`) && mailedToken(kind) === ''; i++)
          await new Promise((resolve) => setTimeout(resolve, 100));
      const body = (sample.body === undefined ? undefined : typeof sample.body === 'string' ? sample.body : JSON.stringify(sample.body))
        ?.replace('{token}', () => mailedToken('token'))
        .replace('{confirm}', () => mailedToken('confirm'));
      const response = await fetch(`${host.base}/api/${path}`, { method, headers, body });
      for (const set of response.headers.getSetCookie()) {
        const [pair] = set.split(';');
        if (pair!.startsWith(`${SESSION_COOKIE}=`)) cookie = pair!.endsWith('=') ? '' : pair!;
      }
      const text = await response.text();
      const label = `${method} /api/${path.slice(0, 80)} → ${response.status}`;
      if (process.env.DEBUG_CONTRACT) process.stderr.write(`${label} ${text.slice(0, 160)}\n`);
      const row = byName.get(sample.name)!;
      const contract = row.contract;
      seen.set(sample.name, [...(seen.get(sample.name) ?? []), response.status]);

      const operation = doc.paths[openApiPath(contract.route)]![method.toLowerCase()]!;
      expect(
        operation.responses[String(response.status)],
        `${label}: status documented for ${operationIdOf(contract, method as never)}`,
      ).toBeDefined();

      const declared = contract.responses[response.status];
      const type = response.headers.get('content-type') ?? '';
      if (response.status === 204 || response.status === 304) continue;
      if (typeof declared === 'object' && declared.binary) {
        expect(type, `${label}: the declared media type`).toContain(declared.binary);
        continue;
      }
      if (type.startsWith('text/event-stream')) {
        const stream = typeof declared === 'object' ? declared.stream : undefined;
        expect(stream, `${label}: a stream is declared`).toBeDefined();
        const frames = sseFrames(text);
        expect(frames.at(-1)?.data, label).toEqual({ done: true });
        for (const frame of frames)
          expect(stream!.safeParse(frame.data).error, `${label}: frame ${JSON.stringify(frame.data).slice(0, 80)}`).toBeUndefined();
        continue;
      }
      expect(type, label).toMatch(/^application\/json/);
      const json = JSON.parse(text) as unknown;
      let schema: z.ZodType | undefined;
      if (response.status >= 400 && contract.errorShape !== 'vedastro') schema = apiErrorSchema;
      else schema = typeof declared === 'object' ? declared.json : undefined;
      expect(schema, `${label}: a JSON schema is declared`).toBeDefined();
      const parsed = schema!.safeParse(json);
      expect(parsed.error?.issues.slice(0, 3), label).toBeUndefined();
      if (response.status >= 400 && contract.errorShape !== 'vedastro')
        expect((json as { status: number }).status, label).toBe(response.status);
      // The browser client's type of this answer (shared/contracts/api-answers.ts) holds for it too.
      const clientSchema = (API_ANSWERS[sample.name as ApiRouteName] as Partial<Record<string, z.ZodType>>)[method];
      if (response.status < 300) {
        expect(clientSchema, `${label}: the client knows this answer`).toBeDefined();
        expect(clientSchema!.safeParse(json).error, `${label}: the client's answer type`).toBeUndefined();
      }
      if (sample.name === 'savedCharts' && response.status === 201) saved = (json as { chart: { id: string } }).chart.id;
      if (sample.name === 'chartFeed' && (json as { url?: string }).url) feed = (json as { url: string }).url.split('/api/feed/')[1]!;
    }
    expect(ROUTES.map((r) => r.name).sort()).toEqual(Object.keys(API_ANSWERS).sort());
    for (const row of ROUTES) {
      const statuses = seen.get(row.name) ?? [];
      expect(
        statuses.some((s) => s < 300),
        `${row.name}: a success in the sample`,
      ).toBe(true);
      const refusal = row.contract.errorShape === 'vedastro' || statuses.some((s) => s >= 400);
      expect(refusal, `${row.name}: a refusal in the sample`).toBe(true);
    }
  }, 120_000);
});
