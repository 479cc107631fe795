/**
 * A saved person's private calendar feed, through the local host over HTTP with a real Azurite:
 * made by its signed-in owner, fetched by URL alone (no cookie, as a calendar app does) and read
 * back by ical.js (an independent parser); 404 once revoked, and 404/410 once the chart or the
 * account is deleted. Every line the host and the handlers log during the file is captured, and
 * no feed token may appear in it.
 *
 * The feed's "now" is fixed (2026-12-07T06:00Z), so its twelve months are known: for the native
 * below (Moon in Meena) Saturn's entry into Mesha — published for 3 June 2027 (Lahiri; e.g. the
 * Hindi almanac press, "शनि का गोचर 3 जून 2027") — starts the setting phase of Sade Sati, and the
 * Moon reaches the 8th sign from Meena (Tula) 13 or 14 times in 365 days (a sidereal month is
 * 27.32 days: 365 / 27.32 = 13.4).
 */
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ROUTES } from '../routes';
import { startTestStorage, signedUpClient, accountClient, type TestStorage } from '../../tests/support/account-client';
import { startTestHost, type TestHost } from '../../tests/support/test-host';
import { routeRow } from '../lib/pipeline';
import { createPersonFeedHandler, personFeedContract } from './person-feed';

const NOW = new Date('2026-12-07T06:00:00Z');
/** Moon in Meena at this birth (checked by the chart answer below), Lahiri as the site saves charts. */
const BIRTH = { date: '1993-01-28', time: '06:00', lat: '28.6139', lon: '77.209', tz: 'Asia/Kolkata', ayanamsa: 'LAHIRI' };
const PASSWORD = 'correct horse battery';

let storage: TestStorage;
let host: TestHost;
const logged: string[] = [];

beforeAll(async () => {
  storage = await startTestStorage();
  const routes = ROUTES.map((row) =>
    row.name === 'personFeed' ? routeRow(personFeedContract, createPersonFeedHandler({ now: () => NOW })) : row,
  );
  host = await startTestHost({ routes });
  // Everything logged from here on, by the host, the handlers or the mail sender.
  for (const method of ['log', 'error', 'warn', 'info', 'debug'] as const)
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => void logged.push(args.map(String).join(' ')));
  for (const stream of [process.stdout, process.stderr]) {
    const write = stream.write.bind(stream);
    vi.spyOn(stream, 'write').mockImplementation(((chunk: unknown, ...rest: unknown[]) => {
      logged.push(String(chunk));
      return (write as (...a: unknown[]) => boolean)(chunk, ...rest);
    }) as typeof stream.write);
  }
}, 60_000);

afterAll(async () => {
  vi.restoreAllMocks();
  await host?.close();
  await storage?.stop();
});

/** Fetches a URL as a calendar app does: no cookie, no Origin. */
const subscribe = (url: string) => fetch(url, { headers: { accept: 'text/calendar' } });

const tokens: string[] = [];
const tokenOf = (url: string) => /\/api\/feed\/([A-Za-z0-9_-]{43})\.ics$/.exec(url)?.[1] ?? '';

async function newPerson(email: string) {
  const owner = await signedUpClient(host.base, storage.outbox, { name: 'Asha Rao', email, password: PASSWORD });
  const saved = await owner.call('POST', 'charts', { name: 'Asha', relation: 'self', birth: BIRTH });
  expect(saved.status).toBe(201);
  return { owner, id: saved.json.chart.id as string };
}

async function newFeed(owner: ReturnType<typeof accountClient>, id: string) {
  const made = await owner.call('POST', `charts/${id}/feed`, { locale: 'en' });
  expect(made.status).toBe(200);
  const url = made.json.url as string;
  expect(url.startsWith(`${host.base}/api/feed/`)).toBe(true);
  tokens.push(tokenOf(url));
  return url;
}

describe('a private calendar feed', () => {
  it('is subscribed by URL alone and carries the next twelve months', async () => {
    const { owner, id } = await newPerson('feed-one@example.com');
    const chart = await fetch(`${host.base}/api/chart?${new URLSearchParams(BIRTH)}`);
    const moon = ((await chart.json()) as { chart: { grahas: { graha: string; rasi: string }[] } }).chart.grahas.find(
      (g) => g.graha === 'Moon',
    );
    expect(moon?.rasi).toBe('Pisces');

    const url = await newFeed(owner, id);
    const response = await subscribe(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/calendar');
    expect(response.headers.get('set-cookie')).toBeNull();
    const calendar = new ICAL.Component(ICAL.parse(await response.text()));
    const events = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    expect(events.length).toBeGreaterThanOrEqual(12);
    const first = events.map((e) => e.startDate.toJSDate().getTime()).sort((a, b) => a - b)[0]!;
    expect(first).toBeGreaterThanOrEqual(NOW.getTime() - 86_400_000);
    expect(new Set(events.map((e) => e.uid)).size).toBe(events.length);

    const dashas = events.filter((e) => /dasha/.test(e.summary));
    expect(dashas.length).toBeGreaterThanOrEqual(1);
    const setting = events.find((e) => e.summary === 'Sade Sati: setting phase begins');
    const settingDay = setting?.startDate.toString().slice(0, 10) ?? '';
    expect(['2027-06-02', '2027-06-03', '2027-06-04']).toContain(settingDay);
    const chandrashtama = events.filter((e) => e.summary.startsWith('Chandrashtama'));
    expect(chandrashtama.length).toBeGreaterThanOrEqual(13);
    expect(chandrashtama.length).toBeLessThanOrEqual(14);
    expect(events.some((e) => e.summary === 'Saturn enters Aries (2nd from your Moon)')).toBe(true);

    const status = await owner.call('GET', `charts/${id}/feed`);
    expect(status.json).toMatchObject({ status: 'ok', active: true });
    expect(status.json.url).toBeUndefined();
  });

  it('answers 404 once revoked, and a new URL replaces the old one', async () => {
    const { owner, id } = await newPerson('feed-two@example.com');
    const first = await newFeed(owner, id);
    const second = await newFeed(owner, id);
    expect((await subscribe(first)).status).toBe(404);
    expect((await subscribe(second)).status).toBe(200);
    const revoked = await owner.call('DELETE', `charts/${id}/feed`);
    expect(revoked.json).toMatchObject({ active: false });
    expect((await subscribe(second)).status).toBe(404);
  });

  it('ends with its chart, and with its account', async () => {
    const { owner, id } = await newPerson('feed-three@example.com');
    const url = await newFeed(owner, id);
    expect((await owner.call('DELETE', `charts/${id}`)).status).toBe(200);
    expect([404, 410]).toContain((await subscribe(url)).status);

    const other = await owner.call('POST', 'charts', { name: 'Ravi', relation: 'brother', birth: BIRTH });
    const otherUrl = await newFeed(owner, other.json.chart.id);
    expect((await subscribe(otherUrl)).status).toBe(200);
    expect((await owner.call('DELETE', 'auth/me')).status).toBe(200);
    expect([404, 410]).toContain((await subscribe(otherUrl)).status);
  });

  it('is made only by the chart’s owner, from the site itself', async () => {
    const { owner, id } = await newPerson('feed-four@example.com');
    const stranger = await signedUpClient(host.base, storage.outbox, { name: 'Other', email: 'feed-five@example.com', password: PASSWORD });
    expect((await stranger.call('POST', `charts/${id}/feed`, {})).status).toBe(404);
    expect((await accountClient(host.base).call('POST', `charts/${id}/feed`, {})).status).toBe(401);
    const crossSite = accountClient(host.base, 'https://elsewhere.example');
    crossSite.cookie = owner.cookie;
    expect((await crossSite.call('POST', `charts/${id}/feed`, {})).status).toBe(403);
    expect((await subscribe(`${host.base}/api/feed/${'x'.repeat(43)}.ics`)).status).toBe(404);
    expect((await subscribe(`${host.base}/api/feed/not-a-token`)).status).toBe(404);
  });

  it('never writes a token to the logs', () => {
    expect(tokens.length).toBeGreaterThanOrEqual(5);
    const text = logged.join('\n');
    for (const token of tokens) expect(text.includes(token), 'a feed token in the logs').toBe(false);
  });
});
