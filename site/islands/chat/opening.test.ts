/**
 * The page's early script sends the first turn of /chat (the chart request, then the prompt) and the island's
 * own first turn reads that answer instead of asking again: one request each, the same body, Stop still stops it.
 */
import { SIGNED_IN_HINT } from '../../lib/account-hint';
import { afterEach, describe, expect, it, vi } from 'vitest';

const BIRTH = {
  name: 'Asha Rao',
  birthDate: '1990-08-16',
  timeOfBirth: '14:31',
  place: { address: 'Mumbai, Maharashtra, India', lat: 19.07283, lon: 72.88261, zone: 'Asia/Kolkata' },
};
/** Two grahas are enough for the prompt's planet list (first-prompt.ts reads graha, rasi, degrees and house). */
const CHART = {
  grahas: [
    { graha: 'Sun', rasi: 'Cancer', degreesInRasi: 29.93, house: 9 },
    { graha: 'Moon', rasi: 'Taurus', degreesInRasi: 1.5, house: 7 },
  ],
};
const storage = (values: Record<string, string>) => ({
  getItem: (k: string) => values[k] ?? null,
  setItem: (k: string, v: string) => void (values[k] = v),
});
/** An SSE answer whose frames come a moment later, and whose body fails once `signal` aborts (as fetch's does). */
function sse(signal: AbortSignal | undefined, ...frames: unknown[]): Response {
  const text = new TextEncoder().encode(frames.map((f) => `data: ${JSON.stringify(f)}\n\n`).join(''));
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      signal?.addEventListener('abort', () => controller.error(new DOMException('The operation was aborted.', 'AbortError')));
    },
    async pull(controller) {
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (signal?.aborted) return;
      controller.enqueue(text);
      controller.close();
    },
  });
  return new Response(body);
}

interface Call {
  url: string;
  body?: string;
  signal?: AbortSignal;
}

/**
 * Frames a page has asked for that have not run yet. A test ends only when there are none: a frame left running
 * into the next test would reach that test's window (the early script looks `window` up when it fires) and
 * record a second "settled" there.
 */
let framesPending = 0;

/** Fresh modules (their tables of early requests are module state) in a page at `path` with the birth saved. */
async function page(path: string, local: Record<string, string> = {}) {
  vi.resetModules();
  const calls: Call[] = [];
  // The island's box for the early drawing is not in this page (opening-draw.ts then draws nothing); `settled` records
  // the early script's word that the island may load (client:opening).
  const settled: string[] = [];
  vi.stubGlobal('window', { location: { pathname: path, search: '' }, dispatchEvent: (e: Event) => settled.push(e.type) });
  vi.stubGlobal('document', { cookie: '', querySelector: () => null, documentElement: { setAttribute: () => undefined } });
  vi.stubGlobal('requestAnimationFrame', (draw: () => void) => {
    framesPending++;
    return setTimeout(() => {
      draw();
      // After what the frame scheduled at once (opening.ts: setTimeout(settleOpening)), in timer order.
      setTimeout(() => framesPending--);
    }, 16);
  });
  vi.stubGlobal('sessionStorage', storage({ 'kundali.birth': JSON.stringify(BIRTH) }));
  vi.stubGlobal('localStorage', storage(local));
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit = {}) => {
      calls.push({ url, body: init.body as string | undefined, signal: init.signal ?? undefined });
      if (url.startsWith('/api/chart')) return Promise.resolve(new Response(JSON.stringify({ status: 'ok', chart: CHART })));
      return Promise.resolve(sse(init.signal ?? undefined, { delta: 'Namaste' }, { done: true }));
    }),
  );
  const [opening, sseModule, request, prefs] = await Promise.all([
    import('./opening'),
    import('./sse'),
    import('./chat-request'),
    import('../../stores/prefs'),
  ]);
  /** The island's first turn, as ChatApp makes it. */
  const islandTurn = async (locale: 'en' | 'hi', signal = new AbortController().signal) => {
    const prompt = await opening.openingPromptOf(BIRTH, locale);
    const body = request.chatRequest(
      [{ role: 'user', content: prompt }],
      { kind: 'self', birth: BIRTH },
      prefs.rememberedAyanamsa(),
      locale,
    );
    const deltas: string[] = [];
    await sseModule.streamChat(body, (d) => deltas.push(d), signal);
    return { body, deltas };
  };
  return { opening, calls, islandTurn, settled };
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(async () => {
  while (framesPending > 0) await new Promise((resolve) => setTimeout(resolve, 5));
  vi.unstubAllGlobals();
  // The birth store keeps what it read: later test files get modules of their own (vitest runs files in one process).
  vi.resetModules();
});

describe('the opening turn of /chat', () => {
  it('the early script sends the chart request, then the prompt; the island reads both answers', async () => {
    const { opening, calls, islandTurn, settled } = await page('/hi/chat');
    opening.sendOpeningRequest();
    expect(settled, 'the island waits for the prompt').toEqual([]);
    await settle();
    expect(calls.map((c) => c.url.split('?')[0])).toEqual(['/api/chart', '/api/chat']);
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(settled, 'then loads, after the frame').toEqual(['kundali:chat-opening-settled']);
    const { body, deltas } = await islandTurn('hi');
    expect(deltas).toEqual(['Namaste']);
    expect(calls, 'nothing asked twice').toHaveLength(2);
    expect(JSON.parse(calls[1]!.body!)).toEqual(body);
    expect(body.locale).toBe('hi');
    expect(body.conversationHistory[0]!.content).toContain('सूर्य'); // the Hindi prompt lists the planets
  });

  it('an island that hydrates before the chart is back still reads the early turn', async () => {
    const { opening, calls, islandTurn } = await page('/hi/chat');
    opening.sendOpeningRequest();
    const { deltas } = await islandTurn('hi');
    expect(deltas).toEqual(['Namaste']);
    expect(calls.map((c) => c.url.split('?')[0])).toEqual(['/api/chart', '/api/chat']);
  });

  it('once the island has asked, the early script sends nothing', async () => {
    const { opening, calls, islandTurn } = await page('/chat');
    const turn = islandTurn('en');
    opening.sendOpeningRequest();
    await turn;
    await settle();
    expect(calls.map((c) => c.url.split('?')[0])).toEqual(['/api/chart', '/api/chat']);
  });

  it('the island of another language asks the API itself', async () => {
    const { opening, calls, islandTurn } = await page('/chat');
    opening.sendOpeningRequest();
    await settle();
    await islandTurn('hi');
    expect(calls.filter((c) => c.url === '/api/chat')).toHaveLength(2);
  });

  it('a conversation that has begun is shown, not started: nothing is sent', async () => {
    const conversation = {
      conversations: [
        {
          id: 'a',
          title: 't',
          createdAt: '',
          birthKey: 'Asha Rao|1990-08-16|14:31|19.0728|72.8826',
          messages: [{ role: 'user', content: 'Hi' }],
        },
      ],
      activeId: 'a',
    };
    const { opening, calls, settled } = await page('/chat', { 'kundali.chat.v1': JSON.stringify(conversation) });
    opening.sendOpeningRequest();
    expect(settled, 'the island loads at once').toEqual(['kundali:chat-opening-settled']);
    await settle();
    expect(calls).toEqual([]);
  });

  it('signed in with no conversation here, the early script sends nothing: the island looks in the account first', async () => {
    const { opening, calls, settled } = await page('/chat');
    (document as { cookie: string }).cookie = SIGNED_IN_HINT;
    opening.sendOpeningRequest();
    expect(settled, 'the island loads at once').toEqual(['kundali:chat-opening-settled']);
    await settle();
    expect(calls).toEqual([]);
  });

  it("a chart view's link opens on its birth, not the stored one", async () => {
    const { opening, calls } = await page('/chat');
    (window as unknown as { location: { search: string } }).location.search =
      '?name=Ravi&date=1988-04-12&time=06%3A15&lat=28.61&lon=77.21&tz=Asia%2FKolkata&place=Delhi&ayanamsa=LAHIRI';
    opening.sendOpeningRequest();
    await settle();
    const chart = new URL(calls[0]!.url, 'http://x').searchParams;
    expect([chart.get('name'), chart.get('date'), chart.get('lat')]).toEqual(['Ravi', '1988-04-12', '28.61']);
    expect(JSON.parse(sessionStorage.getItem('kundali.birth')!).name).toBe('Ravi');
  });

  it('Stop aborts the early request the island reads', async () => {
    const { opening, calls, islandTurn } = await page('/chat');
    opening.sendOpeningRequest();
    await settle();
    const stop = new AbortController();
    stop.abort();
    await expect(islandTurn('en', stop.signal)).rejects.toThrow(/abort/i);
    expect(calls[1]!.signal?.aborted).toBe(true);
  });
});
