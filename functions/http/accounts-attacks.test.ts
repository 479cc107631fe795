/**
 * Attacks on sign-in, sign-up and forgot-password, against a real Azurite: through the local
 * host over HTTP where the client's own headers matter (X-Forwarded-For, racing requests), and
 * through the handlers in-process where a test needs its own clock (a patient attacker's day) or
 * the addresses Azure's front end would report (`X-Forwarded-For` as it hands it to Functions).
 */
import { InvocationContext, HttpRequest, type HttpHandler, type HttpResponseInit } from '@azure/functions';
import { describe, expect, it } from 'vitest';
import { accountClient, signedUpClient } from '../../tests/support/account-client';
import { accountsHostForFile } from '../../tests/support/accounts-host';
import { LOGIN_ACCOUNT_LIMIT } from '../lib/auth/rate-limit';
import { createForgotPasswordHandler } from './auth-forgot-password';
import { createLoginHandler } from './auth-login';
import { createSignupHandler } from './auth-signup';

const started = accountsHostForFile();
const PASSWORD = 'correct horse battery';

/** Calls a handler in-process as Azure would, with the client address its front end reports. */
async function call(handler: HttpHandler, path: string, body: unknown, ip: string): Promise<HttpResponseInit> {
  const request = new HttpRequest({
    method: 'POST',
    url: `https://kundali.example/api/${path}`,
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `${ip}:50000, [fd00::1]:1000` },
    body: { string: JSON.stringify(body) },
  });
  return (await handler(request, new InvocationContext())) as HttpResponseInit;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

describe('sign-in under attack', () => {
  it('a correct password raced among wrong ones never gets in once the account is locked, and a burst checks at most the free attempts', async () => {
    await signedUpClient(started.host.base, started.storage.outbox, { name: 'Owner', email: 'owner@example.com', password: PASSWORD });
    const login = (password: string) =>
      accountClient(started.host.base).call('POST', 'auth/login', { email: 'owner@example.com', password });
    // A burst of 30 wrong guesses with the right password in the middle, on an unlocked account:
    // attempts are reserved before any password is checked, so at most the free ones are checked.
    const burst = await Promise.all(
      Array.from({ length: 31 }, (_, i) => (i === 15 ? login(PASSWORD) : login(`wrong guess ${i}`)).then((r) => r.status)),
    );
    expect(burst.filter((s) => s !== 429).length).toBeLessThanOrEqual(LOGIN_ACCOUNT_LIMIT.freeAttempts);
    expect(burst.filter((s) => s === 429).length).toBeGreaterThanOrEqual(31 - LOGIN_ACCOUNT_LIMIT.freeAttempts);
    // Now locked: four more races, each 20 wrong and the right one; the right one is refused like the rest.
    for (let round = 0; round < 4; round += 1) {
      const statuses = await Promise.all(
        [...Array.from({ length: 20 }, (_, i) => login(`round ${round} guess ${i}`)), login(PASSWORD)].map((p) => p.then((r) => r.status)),
      );
      expect(statuses).toEqual(Array(21).fill(429));
    }
  }, 120_000);

  it("counts a patient attacker's guesses over days: at most 100 a day, never more than 20 minutes' lock", async () => {
    const email = 'patient@example.com';
    await signedUpClient(started.host.base, started.storage.outbox, { name: 'Patient', email, password: PASSWORD });
    let nowMs = Date.parse('2026-12-08T00:00:00Z');
    const login = createLoginHandler({ now: () => new Date(nowMs) });
    const start = nowMs;
    const checkedPerDay = [0, 0];
    let longestLockSeconds = 0;
    let attempt = 0;
    // A different public address every guess (a botnet), so only the per-account limit applies.
    while (nowMs < start + 2 * 86_400_000) {
      attempt += 1;
      const answer = await call(
        login,
        'auth/login',
        { email, password: `guess ${attempt}` },
        `203.0.${attempt % 250}.${(attempt >> 8) + 1}`,
      );
      if (answer.status === 429) {
        const wait = Number((answer.headers as Record<string, string>)['retry-after']);
        longestLockSeconds = Math.max(longestLockSeconds, wait);
        nowMs += wait * 1000; // the attacker waits exactly as long as told
      } else {
        expect(answer.status).toBe(401);
        checkedPerDay[Math.floor((nowMs - start) / 86_400_000)]! += 1;
        nowMs += 1000;
      }
    }
    // 5 free, then locks of 30 s doubling to 20 min: 5 + 6 + (86,400 − 1,890) / 1,200 ≈ 81 the first day.
    expect(checkedPerDay[0]).toBeGreaterThanOrEqual(75);
    expect(checkedPerDay[0]).toBeLessThanOrEqual(100);
    // No reset at a window's edge: the second day stays at the longest lock (86,400 / 1,200 = 72).
    expect(checkedPerDay[1]).toBeLessThanOrEqual(73);
    // The longest lock met (less the second the attacker spent after the guess that earned it).
    expect(longestLockSeconds).toBeGreaterThan(LOGIN_ACCOUNT_LIMIT.maxLockSeconds - 5);
    expect(longestLockSeconds).toBeLessThanOrEqual(LOGIN_ACCOUNT_LIMIT.maxLockSeconds);
  }, 240_000);

  it('sign-up and forgot-password: the same answer, in the same time (medians within 5 %), for registered and new addresses', async () => {
    const email = 'known@example.com';
    await signedUpClient(started.host.base, started.storage.outbox, { name: 'Known', email, password: PASSWORD });
    // Each request two hours after the last, so the per-address and per-IP limits (an hour) never decide the answer.
    let nowMs = Date.parse('2027-01-01T00:00:00Z');
    const clock = { now: () => new Date((nowMs += 2 * 3_600_000)) };
    const signup = createSignupHandler(clock, { nudge: false });
    const forgot = createForgotPasswordHandler(clock, { nudge: false });
    const timed = async (handler: HttpHandler, path: string, body: unknown) => {
      const t0 = performance.now();
      const answer = await call(handler, path, body, '198.51.100.7');
      return { ms: performance.now() - t0, status: answer.status, body: String(answer.body) };
    };
    for (const [handler, path, rounds, body] of [
      [forgot, 'auth/forgot-password', 150, (to: string) => ({ email: to })],
      [signup, 'auth/signup', 40, (to: string) => ({ name: 'Someone', email: to, password: 'a new long phrase 42' })],
    ] as const) {
      const known: number[] = [];
      const unknown: number[] = [];
      const answers = new Set<string>();
      // Warm-up pairs, not counted: the first calls compile code and fill caches for both kinds of address alike.
      for (let i = 0; i < 4; i += 1) {
        await timed(handler, path, body(email));
        await timed(handler, path, body('nobody@example.com'));
      }
      for (let i = 0; i < rounds; i += 1) {
        // Alternate which goes first, so a slow moment of the shared machine falls on both alike. The
        // unknown address is one address asked about again and again, as an attacker probing it would.
        const pair = [() => timed(handler, path, body(email)), () => timed(handler, path, body('nobody@example.com'))];
        const [a, b] = i % 2 === 0 ? [await pair[0]!(), await pair[1]!()] : [await pair[1]!(), await pair[0]!()].reverse();
        known.push(a!.ms);
        unknown.push(b!.ms);
        answers.add(`${a!.status} ${a!.body}`).add(`${b!.status} ${b!.body}`);
      }
      expect([path, answers.size]).toEqual([path, 1]);
      const ratio = median(known) / median(unknown);
      expect(
        Math.abs(ratio - 1),
        `${path}: median ${median(known).toFixed(2)} ms known vs ${median(unknown).toFixed(2)} ms new`,
      ).toBeLessThan(0.05);
    }
  }, 240_000);

  // Last: it locks this machine's address (127.0.0.1) for sign-in.
  it('a client rotating X-Forwarded-For is still one address: 429 after 20 failures', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 24; i += 1) {
      const answer = await accountClient(started.host.base).call(
        'POST',
        'auth/login',
        { email: `victim-${i}@example.com`, password: 'not the password' },
        { 'x-forwarded-for': `10.${i}.${i}.${i}, 198.51.100.${i}` },
      );
      statuses.push(answer.status);
    }
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(20);
    expect(statuses.slice(-3)).toEqual([429, 429, 429]);
  }, 120_000);
});
