import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { VARGAS, type Varga } from '../vocabulary/settings';
import { shodasavarga, vargaRasiIndex } from './vargas';
import { BOOK_BODY_IDS, signHolding, TRADITIONAL_PARASARA_METHODS } from '../../tests/support/textbook-vargas';

const fixture = JSON.parse(readFileSync(new URL('../../tests/fixtures/textbook/vargas/vargas.json', import.meta.url), 'utf8'));
const EPS = 1e-9;

describe('varga rules on boundary degrees', () => {
  it('D1 and D9 at the start of every sign and navamsa', () => {
    for (let sign = 0; sign < 12; sign++) {
      expect(vargaRasiIndex(sign * 30, 1)).toBe(sign);
      expect(vargaRasiIndex(sign * 30 + 30 - EPS, 1)).toBe(sign);
      for (let part = 0; part < 9; part++) {
        const lon = sign * 30 + (part * 10) / 3;
        expect(vargaRasiIndex(lon + EPS, 9)).toBe((sign * 9 + part) % 12);
        if (part > 0) expect(vargaRasiIndex(lon - EPS, 9)).toBe((sign * 9 + part - 1) % 12);
      }
    }
  });

  it('D2 hora: odd signs Leo then Cancer, even signs Cancer then Leo, switching at 15°', () => {
    expect(vargaRasiIndex(0, 2)).toBe(4);
    expect(vargaRasiIndex(15 - EPS, 2)).toBe(4);
    expect(vargaRasiIndex(15, 2)).toBe(3);
    expect(vargaRasiIndex(30, 2)).toBe(3);
    expect(vargaRasiIndex(45, 2)).toBe(4);
  });

  it('D3 Parashari drekkana: the sign, its 5th, its 9th at 0°, 10°, 20°', () => {
    expect([5, 15, 25].map((d) => vargaRasiIndex(30 * 7 + d, 3))).toEqual([7, 11, 3]); // Scorpio → Sc, Pi, Cn
    expect(vargaRasiIndex(30 * 7 + 10 - EPS, 3)).toBe(7);
    expect(vargaRasiIndex(30 * 7 + 10, 3)).toBe(11);
  });

  it('D30 trimsamsa boundaries 5/10/18/25 (odd) and 5/12/20/25 (even)', () => {
    const odd = [0, 5, 10, 18, 25].map((d) => vargaRasiIndex(60 + d, 30)); // Gemini
    expect(odd).toEqual([0, 10, 8, 2, 6]);
    expect([5 - EPS, 10 - EPS, 18 - EPS, 25 - EPS, 30 - EPS].map((d) => vargaRasiIndex(60 + d, 30))).toEqual([0, 10, 8, 2, 6]);
    const even = [0, 5, 12, 20, 25].map((d) => vargaRasiIndex(90 + d, 30)); // Cancer
    expect(even).toEqual([1, 5, 11, 9, 7]);
    expect([12 - EPS, 20 - EPS].map((d) => vargaRasiIndex(90 + d, 30))).toEqual([5, 11]);
  });

  it('starting signs of the counted vargas (first and last part of Aries, Taurus, Gemini)', () => {
    const first = (sign: number, d: Varga) => vargaRasiIndex(sign * 30 + EPS, d);
    const last = (sign: number, d: Varga) => vargaRasiIndex(sign * 30 + 30 - EPS, d);
    // D7 odd from the sign, even from the 7th; D10 odd from the sign, even from the 9th.
    expect([first(0, 7), first(1, 7), last(1, 7)]).toEqual([0, 7, 1]);
    expect([first(0, 10), first(1, 10), last(1, 10)]).toEqual([0, 9, 6]);
    // D16 movable Aries, fixed Leo, dual Sagittarius; D20 movable Aries, fixed Sagittarius, dual Leo.
    expect([first(0, 16), first(1, 16), first(2, 16), last(2, 16)]).toEqual([0, 4, 8, 11]);
    expect([first(0, 20), first(1, 20), first(2, 20), last(2, 20)]).toEqual([0, 8, 4, 11]);
    // D24 odd Leo, even Cancer; D27 Aries, Cancer, Libra; D40 odd Aries, even Libra; D45 Aries, Leo, Sagittarius.
    expect([first(0, 24), first(1, 24), last(1, 24)]).toEqual([4, 3, 2]);
    expect([first(0, 27), first(1, 27), first(2, 27), first(3, 27)]).toEqual([0, 3, 6, 9]);
    expect([first(0, 40), first(1, 40), last(1, 40)]).toEqual([0, 6, 9]);
    expect([first(0, 45), first(1, 45), first(2, 45), last(0, 45)]).toEqual([0, 4, 8, 8]);
    // D4 kendras; D12 and D60 from the sign.
    expect([0, 7.5, 15, 22.5].map((d) => vargaRasiIndex(30 + d + EPS, 4))).toEqual([1, 4, 7, 10]);
    expect([first(5, 12), last(5, 12), first(5, 60), last(5, 60)]).toEqual([5, 4, 5, 4]);
  });

  it('every varga index is an integer 0–11 across the zodiac, and 360° wraps to 0°', () => {
    for (let lon = 0; lon < 360; lon += 0.0731) {
      for (const d of VARGAS) {
        const r = vargaRasiIndex(lon, d);
        expect(Number.isInteger(r) && r >= 0 && r < 12).toBe(true);
      }
    }
    expect(shodasavarga(360)).toEqual(shodasavarga(0));
    expect(shodasavarga(-30)).toEqual(shodasavarga(330));
  });

  it('shodasavarga holds exactly the sixteen vargas, each as vargaRasiIndex gives it', () => {
    for (let lon = -30; lon < 390; lon += 0.0917) {
      const all = shodasavarga(lon);
      expect(Object.keys(all).map(Number)).toEqual([...VARGAS]);
      for (const d of VARGAS) expect(all[d]).toBe(vargaRasiIndex(lon, d));
    }
  });
});

describe('textbook: the author\'s chart (PyJHora "Traditional Parasara" methods)', () => {
  const own = fixture.cases.find((c: { id: string }) => c.id.startsWith('pyjhora_own'));
  const d1: { body: string; sign_index: number; deg_in_sign: number }[] = own.expected.planets_D1.values;
  const methods = own.expected.varga_chart_methods.methods;
  // The book positions are rounded to 0.01°: skip a body whose ±0.005° band straddles a part boundary.
  const HALF_ROUNDING_DEG = 0.005;

  for (const [d, key, method] of TRADITIONAL_PARASARA_METHODS) {
    it(`D${d} (${key}) places every body as the book chart does`, () => {
      const signs: string[] = methods[key].sign_to_planets_by_method[method];
      expect(signs, `${key}/${method}`).toHaveLength(12);
      let checked = 0;
      for (const b of d1) {
        const parts = (b.deg_in_sign * d) / 30;
        if (Math.abs(parts - Math.round(parts)) < (HALF_ROUNDING_DEG * d) / 30) continue;
        const expected = signHolding(signs, BOOK_BODY_IDS[b.body]!);
        expect(vargaRasiIndex(b.sign_index * 30 + b.deg_in_sign, d), `${b.body} D${d}`).toBe(expected);
        checked++;
      }
      expect(checked).toBeGreaterThanOrEqual(9);
    });
  }
});
