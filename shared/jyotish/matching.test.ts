import { describe, expect, it } from 'vitest';
import { GRAHAS, type Graha } from '../vocabulary/graha';
import { buildChart, placements } from '../predictions/testing/chart-builder';
import { KOOTAS, KOOTA_MAX, matchKundali } from './matching';
import { NAKSHATRA_GANA, NAKSHATRA_YONI, YONI_POINTS, nadiOf } from './matching-tables';
import { runMatch, parseMatchArgs } from '../../cli/match';

const FALLBACK: Record<Graha, number> = { Sun: 0, Moon: 0, Mars: 10, Mercury: 1, Jupiter: 4, Venus: 11, Saturn: 9, Rahu: 2, Ketu: 8 };
/** A chart whose Moon sits at `moonLonDeg` (sidereal). */
const withMoon = (moonLonDeg: number, lagna = 0, extra: Partial<Record<Graha, number>> = {}) =>
  buildChart(placements(lagna, { Moon: { rasiIndex: Math.floor(moonLonDeg / 30), deg: moonLonDeg % 30 }, ...extra }, FALLBACK));

describe('Ashtakoota matching', () => {
  it('a worked example by hand: Ashwini groom, Bharani bride = 34', () => {
    const m = matchKundali(withMoon(5), withMoon(20));
    expect(Object.fromEntries(m.kootas.map((k) => [k.koota, k.points]))).toEqual({ varna: 1, vashya: 2, tara: 3, yoni: 2, grahaMaitri: 5, gana: 6, bhakoot: 7, nadi: 8 });
    expect(m.totalPoints).toBe(34);
    expect(m.verdict).toBe('excellent');
    expect(m.summary).toMatch(/^34 of 36 gunas match \(excellent\)\./);
  });

  it('a worked example by hand: Rohini groom, Jyeshtha bride = 22.5', () => {
    // Rohini: Taurus, Vaishya, Chatushpada, Serpent, Manushya, Antya; Jyeshtha: Scorpio, Brahmin, Keeta, Deer, Rakshasa, Adi.
    const m = matchKundali(withMoon(45), withMoon(7 * 30 + 20));
    expect(Object.fromEntries(m.kootas.map((k) => [k.koota, k.points]))).toEqual({ varna: 0, vashya: 1, tara: 1.5, yoni: 2, grahaMaitri: 3, gana: 0, bhakoot: 7, nadi: 8 });
    expect(m.totalPoints).toBe(22.5);
    expect(m.verdict).toBe('average');
    expect(m.summary).toContain('No points for outlook and values, basic nature.');
  });

  it('invariants over all 27 × 27 nakshatra pairs (two padas each): total ≤ 36, each koota within its maximum', () => {
    for (let i = 0; i < 108; i += 2) {
      for (let j = 0; j < 108; j += 2) {
        const m = matchKundali(withMoon(i * (10 / 3) + 1), withMoon(j * (10 / 3) + 1));
        expect(m.kootas.map((k) => k.koota)).toEqual([...KOOTAS]);
        for (const k of m.kootas) {
          expect(k.points).toBeGreaterThanOrEqual(0);
          expect(k.points).toBeLessThanOrEqual(KOOTA_MAX[k.koota]);
        }
        expect(m.totalPoints).toBeLessThanOrEqual(36);
        expect(m.totalPoints).toBe(m.kootas.reduce((s, k) => s + k.points, 0));
      }
    }
  });

  it('tables: yoni points symmetric with the seven sworn-enemy pairs at 0; 9 nakshatras per gana and nadi', () => {
    for (let i = 0; i < 14; i++) for (let j = 0; j < 14; j++) expect(YONI_POINTS[i]![j]).toBe(YONI_POINTS[j]![i]);
    expect(YONI_POINTS.flat().filter((x) => x === 0)).toHaveLength(14);
    for (const g of ['Deva', 'Manushya', 'Rakshasa']) expect(NAKSHATRA_GANA.filter((x) => x === g)).toHaveLength(9);
    for (const n of ['Adi', 'Madhya', 'Antya']) expect(Array.from({ length: 27 }, (_, i) => nadiOf(i)).filter((x) => x === n)).toHaveLength(9);
    expect(NAKSHATRA_YONI).toHaveLength(27);
  });

  it('nadi dosha and its exception; Manglik status of both sides', () => {
    // Same nakshatra (Ashwini) in both: nadi 0, exception only when sign or pada differs.
    const same = matchKundali(withMoon(1), withMoon(12));
    expect(same.kootas.find((k) => k.koota === 'nadi')!.points).toBe(0);
    expect(same.doshas).toContainEqual({ name: 'nadi', cancelled: true, reason: 'same nakshatra, different sign or pada' });
    // Mars in the 7th from an Aries lagna (Libra, no cancellation) vs Mars in the 3rd.
    const manglik = buildChart(placements(0, { Mars: 6, Jupiter: 1, Venus: 11 }, FALLBACK));
    const plain = buildChart(placements(0, { Mars: 2 }, FALLBACK));
    const m = matchKundali(manglik, plain);
    expect(m.manglik.a).toEqual({ manglik: true, cancelled: false, reasons: [] });
    expect(m.manglik.b.manglik).toBe(false);
    expect(m.manglik.balanced).toBe(false);
    expect(matchKundali(manglik, manglik).manglik.balanced).toBe(true);
  });

  it('CLI: parses two JSON births, names the side and field on bad input', () => {
    const a = { date: '1990-05-17', time: '08:15', utcOffset: '+05:30', lat: 28.6, lon: 77.2 };
    const b = { date: '1992-11-02', time: '21:40', utcOffset: '+05:30', lat: 19.07, lon: 72.88 };
    const m = runMatch(parseMatchArgs(['--a', JSON.stringify(a), '--b', JSON.stringify(b)]));
    expect(m.maxPoints).toBe(36);
    expect(() => runMatch(parseMatchArgs(['--a', JSON.stringify({ ...a, lat: 128 }), '--b', JSON.stringify(b)]))).toThrow(/^a\.lat: /);
    expect(() => parseMatchArgs(['--a', '{', '--b', '{}'])).toThrow(/^a: not valid JSON/);
    expect(() => parseMatchArgs(['--a', JSON.stringify(a)])).toThrow(/^b: missing/);
    expect(() => parseMatchArgs(['--x', '1'])).toThrow(/^x: unknown option/);
    expect(GRAHAS).toHaveLength(9);
  });
});
