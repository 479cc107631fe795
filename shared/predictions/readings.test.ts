import { describe, expect, it } from 'vitest';
import { GRAHAS } from '../vocabulary/graha';
import { houseReading, signDignity, signReading } from './readings';
import { HOUSE_NOTES } from './readings-house-notes';
import { SIGN_NOTES } from './readings-sign-notes';

describe('placement readings', () => {
  it('9 × 12 planet-in-house readings, all distinct, with a nature', () => {
    const texts = new Set<string>();
    for (const g of GRAHAS) for (let h = 1; h <= 12; h++) {
      const r = houseReading(g, h);
      expect(r.name).toBe(`${g} in the ${h}${h === 1 ? 'st' : h === 2 ? 'nd' : h === 3 ? 'rd' : 'th'} house`);
      expect(['good', 'mixed', 'challenging']).toContain(r.nature);
      texts.add(r.description);
    }
    expect(texts.size).toBe(108);
    for (const g of GRAHAS) expect(new Set(HOUSE_NOTES[g]).size, g).toBe(12);
    for (const g of GRAHAS) expect(new Set(SIGN_NOTES[g]).size, g).toBe(12);
  });

  it('9 × 12 planet-in-sign readings, all distinct; dignity drives the nature', () => {
    const texts = new Set<string>();
    for (const g of GRAHAS) for (let s = 0; s < 12; s++) texts.add(signReading(g, s, 10).description);
    expect(texts.size).toBe(108);
    expect(signReading('Sun', 0, 10).nature).toBe('good');
    expect(signReading('Sun', 6, 10).nature).toBe('challenging');
    expect(signDignity('Moon', 1, 10)).toBe('moolatrikona');
    expect(signDignity('Moon', 1, 2)).toBe('exalted');
    expect(signDignity('Saturn', 4, 10)).toBe('enemy');
    expect(signDignity('Rahu', 7, 10)).toBe('debilitated');
  });
});
