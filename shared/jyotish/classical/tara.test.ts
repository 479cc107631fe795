import { describe, expect, it } from 'vitest';
import { TARAS, starCount, taraGood, taraNumber } from './tara';

describe('tara', () => {
  it('counts inclusively and repeats every nine (Muhurta Chintamani 6): Ashwini to Ashwini is Janma, to Magha (10) Janma again', () => {
    expect(starCount(1, 1)).toBe(1);
    expect(taraNumber(1, 1)).toBe(1);
    expect(taraNumber(1, 10)).toBe(1);
    expect(taraNumber(1, 19)).toBe(1);
    expect(TARAS[taraNumber(1, 9) - 1]!.en).toBe('Parama Mitra');
    // Counting wraps: from Revati (27) to Ashwini (1) is the 2nd star, Sampat.
    expect(TARAS[taraNumber(27, 1) - 1]!.en).toBe('Sampat');
  });

  it('Vipat, Pratyak and Naidhana (3, 5, 7) are the bad taras', () => {
    const bad = Array.from({ length: 9 }, (_, i) => i + 1).filter((to) => !taraGood(1, to));
    expect(bad).toEqual([3, 5, 7]);
  });
});
