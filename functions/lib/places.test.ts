/** The API's memo over the places index: the index's own answers, each computed once per key. */
import { describe, expect, it } from 'vitest';
import type { PlaceIndex } from '../../shared/places/index';
import { memoised, placeIndex } from './places';

describe('memoised place index', () => {
  it('answers resolve and zoneAt as the index does, asking it once per text or point', () => {
    const index = placeIndex();
    const calls = { resolve: 0, zoneAt: 0 };
    const counting: PlaceIndex = {
      size: index.size,
      search: (q, limit) => index.search(q, limit),
      byId: (id) => index.byId(id),
      resolve: (text) => (calls.resolve++, index.resolve(text)),
      zoneAt: (lat, lon) => (calls.zoneAt++, index.zoneAt(lat, lon)),
    };
    const memo = memoised(counting);
    const texts = ['Delhi, India', 'Chennai', 'Springfield', 'Nowhere-at-all', 'delhi india'];
    const points: [number, number][] = [
      [19.076, 72.8777],
      [22.57, 88.36],
      [0, -30],
      [51.5072, -0.1276],
    ];
    for (let round = 0; round < 3; round++) {
      for (const text of texts) expect(memo.resolve(text), text).toEqual(index.resolve(text));
      for (const [lat, lon] of points) expect(memo.zoneAt(lat, lon), `${lat},${lon}`).toEqual(index.zoneAt(lat, lon));
    }
    expect(calls).toEqual({ resolve: texts.length, zoneAt: points.length });
    expect(memo.zoneAt(0, -30)).toBeNull();
    expect(memo.resolve('Springfield').kind).toBe('ambiguous');
    expect(memo.size).toBe(index.size);
  });
});
