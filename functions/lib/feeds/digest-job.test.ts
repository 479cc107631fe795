/**
 * The weekly digest with a fake clock, over a real Azurite: people opt in through the API (signed
 * in), the job runs at chosen instants, and the mails are read back from the outbox folder (the
 * sender writes JSON files when no mail service is set). One digest per opted-in person per ISO
 * week, none twice — not on a re-run, not when two runs race — none for a person not opted in,
 * and the mail's one-click unsubscribe works without signing in (RFC 8058 POST to the
 * List-Unsubscribe URL, from no site at all). A change a week ahead (the Sade Sati phase that
 * Saturn's entry into Mesha begins, published for 3 June 2027) is alerted once, not earlier.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ROUTES } from '../../routes';
import { signedUpClient, startTestStorage, type TestStorage } from '../../../tests/support/account-client';
import { startTestHost, type TestHost } from '../../../tests/support/test-host';
import { runDigest } from './digest-job';

const PASSWORD = 'correct horse battery';
/** Moon in Meena (Lahiri): Saturn's entry into Mesha on 3 June 2027 starts the setting phase of its Sade Sati. */
const BIRTH = { date: '1993-01-28', time: '06:00', lat: '28.6139', lon: '77.209', tz: 'Asia/Kolkata', ayanamsa: 'LAHIRI' };
/** Monday of ISO week 2026-W50, at the timer's hour; then later in the same week; then the next two weeks. */
const MONDAY = new Date('2026-12-07T06:00:00Z');
const WEDNESDAY = new Date('2026-12-09T06:00:00Z');
const NEXT_MONDAY = new Date('2026-12-14T06:00:00Z');
const MONDAY_AFTER = new Date('2026-12-21T06:00:00Z');

interface Mail {
  to: string;
  subject: string;
  text: string;
  headers?: Record<string, string>;
}

let storage: TestStorage;
let host: TestHost;

beforeAll(async () => {
  storage = await startTestStorage();
  host = await startTestHost({ routes: ROUTES });
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
}, 60_000);

afterAll(async () => {
  vi.restoreAllMocks();
  await host?.close();
  await storage?.stop();
});

const mails = () => readdirSync(storage.outbox).map((file) => JSON.parse(readFileSync(join(storage.outbox, file), 'utf8')) as Mail);

/** The digests (not the sign-up mail, not alerts) in the outbox. */
function digests(): Mail[] {
  return mails().filter((mail) => mail.text.startsWith('The coming week for') || mail.text.includes('का आने वाला सप्ताह'));
}

/** The change alerts to one address. */
const alertsTo = (to: string) => mails().filter((mail) => mail.to === to && mail.subject.endsWith(': a change in a week'));

const countBy = (mails: Mail[]) => mails.reduce<Record<string, number>>((n, m) => ({ ...n, [m.to]: (n[m.to] ?? 0) + 1 }), {});

async function person(email: string, name: string, optIn: boolean, locale = 'en') {
  const owner = await signedUpClient(host.base, storage.outbox, { name, email, password: PASSWORD });
  const saved = await owner.call('POST', 'charts', { name, relation: 'self', birth: BIRTH });
  const id = saved.json.chart.id as string;
  if (optIn) expect((await owner.call('PUT', `charts/${id}/digest`, { locale })).json).toEqual({ status: 'ok', subscribed: true });
  return { owner, id };
}

describe('the weekly digest', () => {
  it('sends one mail per opted-in person per week, and none twice', async () => {
    await person('digest-a@example.com', 'Asha', true);
    await person('digest-b@example.com', 'Bela', true, 'hi');
    await person('digest-c@example.com', 'Chitra', false);

    await runDigest(MONDAY);
    expect(countBy(digests())).toEqual({ 'digest-a@example.com': 1, 'digest-b@example.com': 1 });
    const english = digests().find((m) => m.to === 'digest-a@example.com')!;
    expect(english.subject).toBe('Asha: the week from 7 December 2026');
    // Seven days, each with its tara; then the week's events; then the unsubscribe link.
    expect(english.text.match(/: tara \d /g)).toHaveLength(7);
    expect(english.text).toMatch(/\/unsubscribe#token=[A-Za-z0-9_-]{43}/);
    const hindi = digests().find((m) => m.to === 'digest-b@example.com')!;
    expect(hindi.text).toContain('तारा');
    expect(hindi.text).toMatch(/\/hi\/unsubscribe#token=[A-Za-z0-9_-]{43}/);

    // A re-run, a run later the same week, and two racing runs: nothing more.
    await runDigest(MONDAY);
    await runDigest(WEDNESDAY);
    await Promise.all([runDigest(WEDNESDAY), runDigest(WEDNESDAY)]);
    expect(countBy(digests())).toEqual({ 'digest-a@example.com': 1, 'digest-b@example.com': 1 });

    // The next week: two runs racing, one mail each.
    const [one, two] = await Promise.all([runDigest(NEXT_MONDAY), runDigest(NEXT_MONDAY)]);
    expect(one.digests + two.digests).toBe(2);
    expect(countBy(digests())).toEqual({ 'digest-a@example.com': 2, 'digest-b@example.com': 2 });
  });

  it('stops after the one-click unsubscribe, used without signing in', async () => {
    const { owner, id } = await person('digest-d@example.com', 'Divya', true);
    await runDigest(MONDAY_AFTER);
    const mail = digests().find((m) => m.to === 'digest-d@example.com')!;
    expect(mail.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const url = /^<(.+)>$/.exec(mail.headers?.['List-Unsubscribe'] ?? '')?.[1] ?? '';
    expect(url).toMatch(/\/api\/digest\/unsubscribe\?token=[A-Za-z0-9_-]{43}$/);
    // What a mail app sends (RFC 8058 §3.2): a POST with this body, no cookie, no Origin of ours.
    const used = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://mail.example' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(used.status).toBe(200);
    expect(await used.json()).toEqual({ status: 'ok', unsubscribed: true });
    // A GET (a link scanner) unsubscribes no one: the route serves POST only.
    expect((await fetch(url)).status).toBe(404);
    expect((await owner.call('GET', `charts/${id}/digest`)).json).toEqual({ status: 'ok', subscribed: false });

    // The page link's token (the fragment) works the same way, and again without harm.
    const pageToken = /#token=([A-Za-z0-9_-]{43})/.exec(mail.text)?.[1] ?? '';
    expect((await fetch(`${host.base}/api/digest/unsubscribe?token=${pageToken}`, { method: 'POST' })).status).toBe(200);
    expect((await fetch(`${host.base}/api/digest/unsubscribe?token=${'y'.repeat(43)}`, { method: 'POST' })).status).toBe(404);
    expect((await fetch(`${host.base}/api/digest/unsubscribe?token=short`, { method: 'POST' })).status).toBe(400);

    const before = countBy(digests())['digest-d@example.com'];
    await runDigest(new Date('2026-12-28T06:00:00Z'));
    expect(countBy(digests())['digest-d@example.com']).toBe(before);
  });

  it('alerts a Sade Sati change once, a week ahead and not before', async () => {
    await person('digest-e@example.com', 'Esha', true);
    await runDigest(new Date('2027-05-20T06:00:00Z'));
    expect(alertsTo('digest-e@example.com')).toEqual([]);
    await runDigest(new Date('2027-05-28T06:00:00Z'));
    await runDigest(new Date('2027-05-29T06:00:00Z'));
    const alerts = alertsTo('digest-e@example.com');
    expect(alerts.map((m) => m.subject)).toEqual(['Esha: a change in a week']);
    expect(alerts[0]!.text).toMatch(/3 June 2027: Sade Sati: setting phase begins/);
  });

  it('tries a failed mail again on the next run, and then sends it once', async () => {
    await person('digest-f@example.com', 'Farah', true);
    const at = new Date('2027-06-07T06:00:00Z');
    // Mail that cannot be written (the outbox path runs through a file) fails, and its claim is given back.
    const outbox = process.env.EMAIL_OUTBOX_DIR;
    writeFileSync(join(storage.dataDir, 'not-a-folder'), '');
    process.env.EMAIL_OUTBOX_DIR = join(storage.dataDir, 'not-a-folder', 'mail');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failed = await runDigest(at);
    process.env.EMAIL_OUTBOX_DIR = outbox;
    expect(failed.failed).toBeGreaterThan(0);
    expect(failed.digests).toBe(0);
    const retried = await runDigest(at);
    expect(retried.failed).toBe(0);
    expect(countBy(digests())['digest-f@example.com']).toBe(1);
    await runDigest(at);
    expect(countBy(digests())['digest-f@example.com']).toBe(1);
  });
});
