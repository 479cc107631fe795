/**
 * Every failure the /test page can show, in Hindi and in English: the chart bundle refused by the
 * real VedAstro-compatible routes (through the local host) or by the page's own clock-change check,
 * no answer, a server failure; and a failed chat turn from the chat API's own refusals. Hindi names
 * the field by its label and has no Latin letters besides the zone's name; English is what the page
 * showed before (the API's message, or the page's own sentence).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MAX_MESSAGE_CHARS } from '../../shared/contracts/chat';
import type { ChatDependencies } from '../../functions/http/chat';
import { postChat } from '../../functions/http/chat-call.test-support';
import { chartForChat } from '../../functions/lib/ai/chart-for-chat';
import { ROUTES } from '../../functions/routes';
import { startTestHost, type TestHost } from '../support/test-host';
import { birthFieldLabel } from '../../site/i18n/field-problems';
import { ChartDataError, fetchChartData } from '../../site/islands/test-page/chart-data';
import { chartFailureText, chatFailureText } from '../../site/islands/test-page/failure-text';

let host: TestHost;
beforeAll(async () => {
  host = await startTestHost({ routes: ROUTES });
});
afterAll(() => host.close());
afterEach(() => vi.unstubAllGlobals());

/** The page's relative calls go to the local host. */
function throughHost(): void {
  const real = globalThis.fetch;
  vi.stubGlobal('fetch', (url: string, init?: RequestInit) => real(`${host.base}${url}`, init));
}

/** The ChartDataError the page meets for this birth. */
async function chartFailure(place: { lat: number; lon: number; zone: string }, date: string, time: string): Promise<ChartDataError> {
  const error = await fetchChartData({ address: 'x', ...place }, date, time).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ChartDataError);
  return error as ChartDataError;
}

/** No Latin letters once the proper names (zone names) are taken out. */
const latinLeft = (text: string, names: string[] = []) => names.reduce((t, n) => t.replaceAll(n, ''), text).match(/[A-Za-z]+/g);

const PUNE = { lat: 18.52, lon: 73.85, zone: 'Asia/Kolkata' };

describe('a chart bundle that failed', () => {
  it('a field refused by the VedAstro routes: Hindi from its code, naming the field, with its numbers; English as sent', async () => {
    throughHost();
    const year = await chartFailure(PUNE, '1750-07-01', '10:00');
    expect(year.refusal).toMatchObject({ field: 'date', body: { code: 'yearOutOfRange', params: { year: 1750, min: 1800, max: 2200 } } });
    expect(await chartFailureText('en', year)).toBe('Time: date: year 1750 is outside the supported range 1800–2200');
    expect(await chartFailureText('hi', year)).toBe('जन्म तिथि: वर्ष 1750 समर्थित सीमा 1800–2200 से बाहर है।');

    const lat = await chartFailure({ ...PUNE, lat: 91 }, '1990-07-01', '10:00');
    expect(await chartFailureText('en', lat)).toBe('Location: lat: 91 is out of range −90…90');
    expect(await chartFailureText('hi', lat)).toBe('अक्षांश: -90 से 90 के बीच की संख्या होनी चाहिए।');

    // A year of five digits fails the path's own form (a field, no code): still named, in Hindi.
    const long = await chartFailure(PUNE, '12345-07-01', '10:00');
    expect(long.refusal.field).toBe('year');
    expect(await chartFailureText('hi', long)).toBe(`${birthFieldLabel('hi', 'year')}: यह मान मान्य नहीं है।`);
    for (const e of [year, lat, long]) expect(latinLeft(await chartFailureText('hi', e))).toBeNull();
  });

  it('a clock time that never happened or happened twice (the page’s own check): Hindi names the birth time, English unchanged', async () => {
    const gap = await chartFailure({ ...PUNE, zone: 'America/New_York' }, '2021-03-14', '02:30');
    expect(await chartFailureText('en', gap)).toBe(
      'time: 02:30 did not exist in America/New_York on 2021-03-14 (the clocks moved from -05:00 to -04:00); check the time.',
    );
    expect(await chartFailureText('hi', gap)).toBe(
      'जन्म समय: 2021-03-14 को America/New_York में 02:30 का समय आया ही नहीं (घड़ियाँ -05:00 से -04:00 पर बदलीं); समय जाँचें या UTC अंतर चुनें।',
    );
    const twice = await chartFailure({ ...PUNE, zone: 'America/New_York' }, '2021-11-07', '01:30');
    expect(await chartFailureText('en', twice)).toBe(
      'time: 01:30 happened twice in America/New_York on 2021-11-07 (at -04:00 and -05:00); give the place as coordinates with the offset.',
    );
    expect(await chartFailureText('hi', twice)).toBe(
      'जन्म समय: 2021-11-07 को America/New_York में 01:30 का समय दो बार आया (पहले -04:00 पर, फिर -05:00 पर); इनमें से एक चुनें।',
    );
    for (const e of [gap, twice]) expect(latinLeft(await chartFailureText('hi', e), ['America/New_York', 'UTC'])).toBeNull();
  });

  it('no answer, a server failure, a zone without offsets: Hindi sentences, English as before', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    const unreachable = await chartFailure(PUNE, '1990-07-01', '10:00');
    expect(await chartFailureText('en', unreachable)).toBe('Could not reach the chart service.');
    expect(await chartFailureText('hi', unreachable)).toBe('कुंडली सेवा तक नहीं पहुँच सके। अपना इंटरनेट कनेक्शन जाँचें और फिर से प्रयास करें।');

    vi.stubGlobal('fetch', () => Promise.resolve(new Response('Bad gateway', { status: 502 })));
    const server = await chartFailure(PUNE, '1990-07-01', '10:00');
    expect(await chartFailureText('en', server)).toMatch(/^[A-Za-z]+ answered 502$/);
    expect(await chartFailureText('hi', server)).toBe('कुंडली सेवा ने उत्तर 502 दिया; थोड़ी देर बाद फिर से प्रयास करें।');

    const zone = await chartFailure({ ...PUNE, zone: 'Mars/Olympus_Mons' }, '1990-07-01', '10:00');
    expect(await chartFailureText('en', zone)).toBe('tz: "Mars/Olympus_Mons" is not a known IANA time zone');
    expect(await chartFailureText('hi', zone)).toMatch(new RegExp(`^${birthFieldLabel('hi', 'tz')}: अज्ञात समय क्षेत्र`));
    for (const e of [unreachable, server, zone]) expect(latinLeft(await chartFailureText('hi', e), ['Asia/Kolkata'])).toBeNull();
  });
});

/** The built-in reader (no provider) with the real birth pipeline, as /test calls it. */
const deps: ChatDependencies = { env: {}, timeoutMs: 2_000, chartFor: chartForChat, now: () => new Date('2026-11-21T12:00:00Z') };
const CHART = { name: 'Asha', date: '1990-07-01', time: '10:00', lat: '18.52', lon: '73.85', place: 'Pune', tz: 'Asia/Kolkata' };
const user = (content: string) => ({ role: 'user', content });

/** The failure the page holds for the chat API's JSON refusal of `body` (as TestPage reads it). */
async function chatRefusal(body: unknown) {
  const { status, text } = await postChat(deps, body, 'application/json');
  expect(status).toBeGreaterThanOrEqual(400);
  const json = JSON.parse(text) as Record<string, unknown>;
  return { status, body: json, english: String(json.message) };
}

describe('a failed chat turn on /test', () => {
  it('a refused field of the chart or of the conversation: Hindi names it from the code; English keeps the API’s message', async () => {
    const name = await chatRefusal({ conversationHistory: [user('q')], chart: { ...CHART, name: 'आ'.repeat(101) }, locale: 'hi' });
    expect(name.body.field).toBe('chart.name');
    expect(await chatFailureText('en', name)).toBe(name.english);
    expect(await chatFailureText('hi', name)).toBe(`${birthFieldLabel('hi', 'name')}: अधिक से अधिक 100 अक्षर हो सकते हैं।`);

    const date = await chatRefusal({ conversationHistory: [user('q')], chart: { ...CHART, date: '1750-07-01' }, locale: 'hi' });
    expect(await chatFailureText('hi', date)).toBe('जन्म तिथि: वर्ष 1750 समर्थित सीमा 1800–2200 से बाहर है।');

    const long = await chatRefusal({ conversationHistory: [user('x'.repeat(MAX_MESSAGE_CHARS + 1))], chart: CHART, locale: 'hi' });
    expect(await chatFailureText('hi', long)).toBe(`संदेश: अधिक से अधिक ${MAX_MESSAGE_CHARS} अक्षर हो सकते हैं।`);
    for (const f of [name, date, long]) expect(latinLeft(await chatFailureText('hi', f))).toBeNull();
  });

  it('no answer, too many requests, a server failure, an answer without a reply: Hindi sentences, English as the page said', async () => {
    const cases = [
      { status: 0, body: {}, english: 'Failed to fetch' },
      { status: 429, body: { status: 429, error: 'Too Many Requests', message: 'Slow down.' }, english: 'Slow down.' },
      { status: 503, body: { status: 503, error: 'Service Unavailable', message: 'The model is not available.' }, english: 'x' },
      { status: 200, body: {}, english: 'Failed to generate content' },
    ];
    for (const failure of cases) {
      expect(await chatFailureText('en', failure)).toBe(failure.english);
      const hindi = await chatFailureText('hi', failure);
      expect(hindi, String(failure.status)).toMatch(/^चैट सेवा|^अभी बहुत अधिक/);
      expect(latinLeft(hindi), String(failure.status)).toBeNull();
    }
  });
});
