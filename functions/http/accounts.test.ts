/**
 * Accounts against a real Azurite (started here on a free port, data in a temp folder), through
 * the local host over HTTP, so cookies, headers and storage behave as they will for a visitor.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TableClient } from '@azure/data-tables';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startAzurite, type RunningAzurite } from '../host/azurite';
import { startTestHost } from '../../tests/support/test-host';
import { accountClient, lastMailTo, savedBirth, signedUpClient } from '../../tests/support/account-client';
import { ROUTES } from '../routes';
import { createResetPasswordHandler } from './auth-reset-password';
import { FORGOT_PASSWORD_ANSWER } from './auth-forgot-password';
import { TABLE_NAMES, storageConnectionString } from '../lib/storage/tables';
import { sha256Hex } from '../lib/auth/tokens';
import type { RouteDefinition } from '../lib/route';

let azurite: RunningAzurite;
let dataDir: string;
let outbox: string;
const servers: Server[] = [];
const logged: string[] = [];

/** A local host over the route table (optionally with some rows replaced); resolves to its base URL. */
async function startHost(replace: RouteDefinition[] = []): Promise<string> {
  const routes = ROUTES.map((r) => replace.find((x) => x.name === r.name) ?? r);
  const host = await startTestHost({ routes });
  servers.push(host.server);
  return host.base;
}

const client = accountClient;
const birth = savedBirth;
const PASSWORD = 'correct horse battery';

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'azurite-test-'));
  outbox = mkdtempSync(join(tmpdir(), 'outbox-test-'));
  azurite = await startAzurite({ location: dataDir });
  process.env.AZURITE_TABLE_ENDPOINT = azurite.endpoint;
  process.env.EMAIL_OUTBOX_DIR = outbox;
  delete process.env.AZURE_STORAGE_CONNECTION_STRING;
  for (const method of ['log', 'error', 'warn', 'info'] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      logged.push(args.map(String).join(' '));
      if (process.env.DEBUG_ACCOUNTS) process.stderr.write(args.map((a) => (a instanceof Error ? a.stack : String(a))).join(' ') + '\n');
    });
  }
}, 60_000);

afterAll(async () => {
  for (const server of servers) server.close();
  await azurite?.stop();
  vi.restoreAllMocks();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(outbox, { recursive: true, force: true });
});

/** Every row of every table, as JSON text, to search for traces of a user. */
async function everyRow(): Promise<string> {
  const rows: string[] = [];
  for (const name of TABLE_NAMES) {
    const table = TableClient.fromConnectionString(storageConnectionString()!, name, { allowInsecureConnection: true });
    for await (const row of table.listEntities()) rows.push(JSON.stringify(row));
  }
  return rows.join('\n');
}

describe('accounts on Azurite', () => {
  it('sign up → save two charts → edit → sign out and in → restart storage → delete account leaves nothing', async () => {
    const base = await startHost();
    const email = 'asha@example.com';

    const visitor = await signedUpClient(base, outbox, { name: 'Asha Rao', email: 'Asha@Example.com', password: PASSWORD });
    expect(visitor.user).toMatchObject({ name: 'Asha Rao', email });
    const userId = visitor.user.id;
    expect((await visitor.call('GET', 'auth/me')).json.user.id).toBe(userId);
    expect((await visitor.call('POST', 'auth/logout')).status).toBe(200);
    expect((await visitor.call('GET', 'auth/me')).status).toBe(401);

    const login = await visitor.call('POST', 'auth/login', { email, password: PASSWORD, remember: true });
    expect(login.status).toBe(200);
    expect(login.headers.getSetCookie().join('\n')).toMatch(/__Host-kai_session=.*Max-Age=2592000/);
    const first = await visitor.call('POST', 'charts', { name: 'Asha', relation: 'Self', birth: birth('1990-07-01') });
    const second = await visitor.call('POST', 'charts', {
      name: 'Mother',
      relation: 'Mother',
      birth: { ...birth('1962-03-14'), name: 'Lata' },
    });
    expect([first.status, second.status]).toEqual([201, 201]);
    const listed = await visitor.call('GET', 'charts');
    expect(listed.json.charts.map((c: { name: string }) => c.name).sort()).toEqual(['Asha', 'Mother']);

    const edited = await visitor.call(
      'PUT',
      `charts/${second.json.chart.id}`,
      { name: 'Amma', relation: 'Mother', birth: { ...birth('1962-03-15'), name: 'Lata' } },
      { 'if-match': second.json.chart.etag },
    );
    expect(edited.status).toBe(200);
    expect(edited.json.chart).toMatchObject({ name: 'Amma', birth: { date: '1962-03-15' } });

    await visitor.call('POST', 'auth/logout');
    await visitor.call('POST', 'auth/login', { email, password: PASSWORD });
    const again = await visitor.call('GET', 'charts');
    expect(again.json.charts.map((c: { name: string }) => c.name).sort()).toEqual(['Amma', 'Asha']);

    // Restart Azurite on the same data folder: the account and charts are still there.
    await azurite.stop();
    azurite = await startAzurite({ location: dataDir, port: azurite.port });
    const afterRestart = await visitor.call('GET', 'charts');
    expect(afterRestart.status).toBe(200);
    expect(afterRestart.json.charts).toHaveLength(2);

    await visitor.call('PUT', 'conversations/abc-123', {
      title: 'Career',
      createdAt: '2026-11-23T10:00:00.000Z',
      birthKey: 'Asha|1990-07-01',
      messages: [
        { role: 'user', content: 'How is my career?' },
        { role: 'assistant', content: 'Strong tenth house.' },
      ],
    });
    const exported = await visitor.call('GET', 'auth/export');
    expect(exported.json.charts).toHaveLength(2);
    expect(exported.json.conversations[0].messages).toHaveLength(2);
    expect(exported.text).not.toMatch(/scrypt|passwordHash/);

    expect(await everyRow()).toContain(userId);
    const deleted = await visitor.call('DELETE', 'auth/me');
    expect(deleted.status).toBe(200);
    const rows = await everyRow();
    for (const trace of [userId, email, sha256Hex(email)]) expect(rows).not.toContain(trace);
    expect((await visitor.call('POST', 'auth/login', { email, password: PASSWORD })).status).toBe(401);
  }, 120_000);

  it('refuses bad fields by name, keeps the same answers for known and unknown emails', async () => {
    const base = await startHost();
    const visitor = client(base);
    const short = await visitor.call('POST', 'auth/signup', { name: 'Ravi', email: 'ravi@example.com', password: 'short' });
    expect(short.status).toBe(400);
    expect(short.json).toMatchObject({ field: 'password', message: 'password: at least 10 characters' });
    const badEmail = await visitor.call('POST', 'auth/signup', { name: 'Ravi', email: 'ravi-at-example', password: PASSWORD });
    expect(badEmail.json.field).toBe('email');
    for (const weak of ['aaaaaaaaaa', '1234567890', 'password12', 'ravi@example.com'])
      expect((await visitor.call('POST', 'auth/signup', { name: 'Ravi', email: 'ravi@example.com', password: weak })).json.field).toBe(
        'password',
      );
    for (const name of ['\u200b\u200b', 'Ravi\u202eevil'])
      expect((await visitor.call('POST', 'auth/signup', { name, email: 'ravi@example.com', password: PASSWORD })).json).toMatchObject({
        field: 'name',
        code: 'hiddenCharacters',
      });
    const ravi = await signedUpClient(base, outbox, { name: 'Ravi', email: 'ravi@example.com', password: PASSWORD });
    // A second sign-up with the address gets the same answer; the owner gets a note, not a link.
    const taken = await client(base).call('POST', 'auth/signup', {
      name: 'Other',
      email: 'ravi@example.com',
      password: 'another long phrase',
    });
    expect(taken.status).toBe(202);
    expect((await lastMailTo(outbox, 'ravi@example.com')).text).toMatch(/already has one/);
    expect((await ravi.call('GET', 'auth/me')).json.user.name).toBe('Ravi');
    const badBirth = await ravi.call('POST', 'charts', { name: 'X', birth: { date: '1990-02-30', place: 'Mumbai' } });
    expect(badBirth.status).toBe(400);
    expect(badBirth.json.field).toBe('birth.date');

    const known = await client(base).call('POST', 'auth/login', { email: 'ravi@example.com', password: 'wrong password!' });
    const unknown = await client(base).call('POST', 'auth/login', { email: 'nobody@example.com', password: 'wrong password!' });
    expect(known.status).toBe(401);
    expect(unknown.text).toBe(known.text);
    const forgotKnown = await client(base).call('POST', 'auth/forgot-password', { email: 'ravi@example.com' });
    const forgotUnknown = await client(base).call('POST', 'auth/forgot-password', { email: 'nobody@example.com' });
    expect(forgotKnown.json.message).toBe(FORGOT_PASSWORD_ANSWER);
    expect(forgotUnknown.text).toBe(forgotKnown.text);
  }, 60_000);

  it("rate-limits wrong passwords with Retry-After, checks Origin, sets strict cookie flags, hides other users' charts", async () => {
    const base = await startHost();
    const owner = client(base);
    await owner.call('POST', 'auth/signup', { name: 'Meera', email: 'meera@example.com', password: PASSWORD });
    const token = (await lastMailTo(outbox, 'meera@example.com')).text.match(/#confirm=([A-Za-z0-9_-]+)/)![1];
    const confirmed = await owner.call('POST', 'auth/confirm-signup', { token });
    expect(confirmed.status).toBe(201);
    const [session, hint, legacy] = confirmed.headers.getSetCookie();
    expect(session).toMatch(/^__Host-kai_session=[A-Za-z0-9]+\.[A-Za-z0-9_-]{43}; Path=\/; Max-Age=86400; HttpOnly; Secure; SameSite=Lax$/);
    expect(hint).toBe('kai_account=1; Path=/; Max-Age=86400; Secure; SameSite=Lax'); // a hint for the page's script, no secret
    expect(legacy).toMatch(/^kai_session=; Path=\/; Max-Age=0;/); // the cookie's old name is cleared
    expect(confirmed.headers.get('x-content-type-options')).toBe('nosniff');
    // A session still under the cookie's old name works once more and is moved to the new name.
    const value = session!.split(';')[0]!.split('=').slice(1).join('=');
    const moved = await client(base).call('GET', 'auth/me', undefined, { cookie: `kai_session=${value}` });
    expect(moved.status).toBe(200);
    expect(moved.headers.getSetCookie()[0]).toMatch(
      new RegExp(`^__Host-kai_session=${value.replace('.', '\\.')}; Path=/; Max-Age=86\\d{3}; HttpOnly; Secure; SameSite=Lax$`),
    );
    expect(moved.headers.getSetCookie()[2]).toMatch(/^kai_session=; Path=\/; Max-Age=0;/);
    expect(moved.headers.get('etag')).toMatch(/^"[A-Za-z0-9_-]+"$/);
    const chart = await owner.call('POST', 'charts', { name: 'Meera', relation: 'Self', birth: birth('1985-01-26') });

    const intruder = await signedUpClient(base, outbox, { name: 'Other', email: 'other@example.com', password: PASSWORD });
    expect((await intruder.call('GET', `charts/${chart.json.chart.id}`)).status).toBe(404);
    expect((await intruder.call('DELETE', `charts/${chart.json.chart.id}`)).status).toBe(404);
    expect((await owner.call('GET', `charts/${chart.json.chart.id}`)).status).toBe(200);

    const crossSite = client(base, 'https://evil.example');
    const refused = await crossSite.call('POST', 'auth/login', { email: 'meera@example.com', password: PASSWORD });
    expect(refused.status).toBe(403);
    const forgedHost = await crossSite.call(
      'POST',
      'auth/login',
      { email: 'meera@example.com', password: PASSWORD },
      { 'x-forwarded-host': 'evil.example' },
    );
    expect(forgedHost.status).toBe(403);
    const otherScheme = await client(base, base.replace('http:', 'https:')).call('POST', 'auth/logout');
    expect(otherScheme.status).toBe(403);

    const attacker = client(base);
    const statuses: number[] = [];
    let last: Awaited<ReturnType<typeof attacker.call>> | undefined;
    for (let i = 0; i < 10; i += 1) {
      last = await attacker.call('POST', 'auth/login', { email: 'meera@example.com', password: `guess number ${i}` });
      statuses.push(last.status);
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5).every((s) => s === 429)).toBe(true);
    expect(Number(last!.headers.get('retry-after'))).toBeGreaterThan(0);
    // Locked out means locked out, even with the right password, until Retry-After passes.
    expect((await attacker.call('POST', 'auth/login', { email: 'meera@example.com', password: PASSWORD })).status).toBe(429);
  }, 60_000);

  it('reset tokens work once, expire after 30 minutes, end old sessions; nothing secret is logged or answered', async () => {
    const base = await startHost();
    const user = await signedUpClient(base, outbox, { name: 'Kiran', email: 'kiran@example.com', password: PASSWORD });
    const tokenFromOutbox = async () => {
      await client(base).call('POST', 'auth/forgot-password', { email: 'kiran@example.com' });
      return (await lastMailTo(outbox, 'kiran@example.com')).text.match(/#token=([A-Za-z0-9_-]+)/)![1]!;
    };
    const token = await tokenFromOutbox();
    const reset = await client(base).call('POST', 'auth/reset-password', { token, password: 'a brand new password' });
    expect(reset.status).toBe(200);
    expect((await user.call('GET', 'auth/me')).status).toBe(401); // old session ended
    const twice = await client(base).call('POST', 'auth/reset-password', { token, password: 'another new password' });
    expect(twice.status).toBe(400);
    expect(twice.json.field).toBe('token');
    expect((await client(base).call('POST', 'auth/login', { email: 'kiran@example.com', password: 'a brand new password' })).status).toBe(
      200,
    );

    // A newer link voids an older one that was never used and has not expired.
    const older = await tokenFromOutbox();
    const late = await tokenFromOutbox();
    expect(late).not.toBe(older);
    const superseded = await client(base).call('POST', 'auth/reset-password', { token: older, password: 'an older link password' });
    expect(superseded.status).toBe(400);
    expect(superseded.json.field).toBe('token');
    const in31Minutes = { now: () => new Date(Date.now() + 31 * 60_000) };
    const lateBase = await startHost([
      { name: 'authResetPassword', route: 'auth/reset-password', methods: ['POST'], handler: createResetPasswordHandler(in31Minutes) },
    ]);
    const expired = await client(lateBase).call('POST', 'auth/reset-password', { token: late, password: 'too late a password' });
    expect(expired.status).toBe(400);
    expect(expired.json.field).toBe('token');

    const everything = logged.join('\n');
    for (const secret of [PASSWORD, 'a brand new password', token, older, late, sha256Hex(token)]) expect(everything).not.toContain(secret);
    expect(everything).not.toMatch(/scrypt\$/);
  }, 60_000);

  it('answers 503 from the catalogue when storage is down, and a contact message is stored and confirmed', async () => {
    const base = await startHost();
    const contact = await client(base).call('POST', 'contact', { name: 'Dev', email: 'dev@example.com', message: 'Hello team' });
    expect(contact.status).toBe(200);
    expect(contact.json.message).toMatch(/Thank you, Dev/);
    expect(await everyRow()).toContain('Hello team');
    // Five messages an hour from one address, counted in storage (Azure runs many instances).
    const more: number[] = [];
    for (let i = 0; i < 5; i += 1)
      more.push((await client(base).call('POST', 'contact', { name: 'Dev', email: 'dev@example.com', message: `Again ${i}` })).status);
    expect(more).toEqual([200, 200, 200, 200, 429]);

    const saved = process.env.AZURITE_TABLE_ENDPOINT;
    process.env.AZURITE_TABLE_ENDPOINT = 'http://127.0.0.1:9'; // nothing listens on the discard port
    try {
      const down = await client(base).call('POST', 'auth/login', { email: 'a@example.com', password: PASSWORD });
      expect(down.status).toBe(503);
      expect(down.json.error).toBe('Service Unavailable');
    } finally {
      process.env.AZURITE_TABLE_ENDPOINT = saved;
    }
  }, 60_000);
});
