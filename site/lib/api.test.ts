import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BirthRequest } from './birth-query';

const request: BirthRequest = {
  birth: {
    name: 'Asha Rao',
    birthDate: '1990-08-16',
    timeOfBirth: '14:31',
    place: { address: 'Mumbai, Maharashtra, India', lat: 19.07283, lon: 72.88261, zone: 'Asia/Kolkata' },
  },
  ayanamsa: 'RAMAN',
};
const answer = (n: number) =>
  new Response(JSON.stringify({ status: 'ok', chart: { n } }), { headers: { 'content-type': 'application/json' } });

/** A fresh api.ts (its table of early requests is module state) over a counting fetch. */
async function load() {
  vi.resetModules();
  let calls = 0;
  const urls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      urls.push(url);
      return Promise.resolve(answer(++calls));
    }),
  );
  return { api: await import('./api'), urls };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('early chart requests', () => {
  it('the island reads the answer of the request the early script sent, once; asking again asks the API', async () => {
    const { api, urls } = await load();
    api.sendChartRequest(request, ['yogas']);
    api.sendChartRequest(request, ['yogas']);
    expect(urls).toHaveLength(1);
    expect(urls[0]).toMatch(/^\/api\/chart\?.*include=yogas/);
    expect(await api.fetchLeanChart(request, undefined, ['yogas'])).toEqual({ n: 1 });
    expect(urls).toHaveLength(1);
    expect(await api.fetchLeanChart(request, undefined, ['yogas'])).toEqual({ n: 2 });
    expect(urls).toHaveLength(2);
  });

  it('a request for other parts is not answered by the early one', async () => {
    const { api, urls } = await load();
    api.sendChartRequest(request, ['yogas']);
    expect(await api.fetchLeanChart(request)).toEqual({ n: 2 });
    expect(urls[1]).not.toContain('include=');
  });

  it('nothing is sent early for a request the island has already made', async () => {
    const { api, urls } = await load();
    await api.fetchLeanChart(request);
    api.sendChartRequest(request);
    expect(urls).toHaveLength(1);
  });

  it('a caller that has given up gets its abort, not the early answer', async () => {
    const { api } = await load();
    api.sendChartRequest(request);
    const controller = new AbortController();
    const pending = api.fetchLeanChart(request, controller.signal);
    controller.abort();
    await expect(pending).rejects.toThrow(/abort/i);
  });
});
