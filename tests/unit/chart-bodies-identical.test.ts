/**
 * Every chart route gives, byte for byte, the answers recorded at the base of the route-contract
 * work (issue 35) for 300 births: the contracts, the request pipeline and the one error writer
 * change the API's edges, never an answer. The recording is our own output, marked as such
 * (tests/fixtures/own-snapshots/chart-bodies/README.md); error bodies are compared without the
 * `description` key their shape dropped on purpose.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SNAPSHOT_BIRTHS, SNAPSHOT_NOW_MS, chartBodyDigests } from '../support/chart-body-digests';

const recorded = JSON.parse(
  readFileSync(new URL('../fixtures/own-snapshots/chart-bodies/digests.json', import.meta.url), 'utf8'),
) as Record<string, string[]>;

// The routes read the clock through Date.now alone (the transit day of /api/chart); the engine's own `new Date(...)` stays real and fast.
beforeAll(() => {
  vi.spyOn(Date, 'now').mockReturnValue(SNAPSHOT_NOW_MS);
});
afterAll(() => {
  vi.restoreAllMocks();
});

describe('chart route answers', () => {
  it(`are byte-identical to the recording for ${SNAPSHOT_BIRTHS} births on every chart route`, async () => {
    const { chart, chartPratyantardashas } = await import('../../functions/http/chart');
    const { chartNow } = await import('../../functions/http/chart-now');
    const { calculate } = await import('../../functions/http/calculate');
    const { match } = await import('../../functions/http/match');
    const vedAstroCalculate = (await import('../../functions/http/vedastro')).vedAstroRoute.handler;
    const { panchangDay } = await import('../../functions/http/panchang');
    const now = await chartBodyDigests({ chart, chartPratyantardashas, chartNow, calculate, match, vedAstroCalculate, panchangDay });
    expect(Object.keys(now).sort()).toEqual(Object.keys(recorded).sort());
    for (const [kind, digests] of Object.entries(recorded)) {
      expect(now[kind]!.length, kind).toBe(digests.length);
      const differing = digests.flatMap((digest, i) => (now[kind]![i] === digest ? [] : [i]));
      expect(differing, `${kind}: births whose answer changed`).toEqual([]);
    }
  }, 300_000);
});
