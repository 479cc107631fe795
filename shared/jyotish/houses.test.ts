import { describe, expect, it } from 'vitest';
import { bhavaOf, equalBhavas, sripatiBhavas } from './houses';
import { houseFrom } from './classical';
import { angularDistanceDeg } from '../math/angles';

describe('houses', () => {
  it('whole-sign house counts from the reference sign', () => {
    expect(houseFrom(9, 9)).toBe(1);
    expect(houseFrom(9, 8)).toBe(12);
    expect(houseFrom(9, 0)).toBe(4);
  });

  it('Sripati: angles are madhyas of 1/4/7/10 and each quadrant is trisected', () => {
    const b = sripatiBhavas(292.45, 210.0); // ascendant 22°27′ Capricorn, MC 0° Scorpio
    expect(b.madhyaDeg[0]).toBeCloseTo(292.45, 9);
    expect(b.madhyaDeg[3]).toBeCloseTo(30, 9); // IC
    expect(b.madhyaDeg[6]).toBeCloseTo(112.45, 9);
    expect(b.madhyaDeg[9]).toBeCloseTo(210, 9);
    // Ascendant → IC is 97.55°, so houses 2 and 3 step by a third of it.
    expect(b.madhyaDeg[1]).toBeCloseTo(292.45 + 97.55 / 3 - 360 + 360, 9);
    expect(angularDistanceDeg(b.madhyaDeg[2]!, 292.45 + (2 * 97.55) / 3)).toBeLessThan(1e-9);
    // Sandhis halfway between madhyas; the 12 arcs tile the circle.
    expect(angularDistanceDeg(b.startDeg[0]!, (b.madhyaDeg[11]! + b.madhyaDeg[0]!) / 2)).toBeLessThan(1e-9);
    let total = 0;
    for (let i = 0; i < 12; i++) total += (b.startDeg[(i + 1) % 12]! - b.startDeg[i]! + 360) % 360;
    expect(total).toBeCloseTo(360, 9);
  });

  it('polar case: an ascendant west of the MC keeps house 1 on the lagna and still tiles the zodiac', () => {
    const b = sripatiBhavas(100, 200); // ascendant 260° after the MC
    expect(b.madhyaDeg[0]).toBeCloseTo(100, 9);
    expect(b.madhyaDeg[9]).toBeCloseTo(20, 9); // the opposite meridian point
    let total = 0;
    for (let i = 0; i < 12; i++) total += (b.startDeg[(i + 1) % 12]! - b.startDeg[i]! + 360) % 360;
    expect(total).toBeCloseTo(360, 9);
  });

  it('bhavaOf: a madhya is inside its own bhava; a sandhi starts the next', () => {
    const b = sripatiBhavas(10, 280);
    for (let i = 0; i < 12; i++) {
      expect(bhavaOf(b.madhyaDeg[i]!, b)).toBe(i + 1);
      expect(bhavaOf(b.startDeg[i]!, b)).toBe(i + 1);
      expect(bhavaOf(b.startDeg[i]! - 1e-9, b)).toBe(((i + 11) % 12) + 1);
    }
  });

  it('equal bhavas around a first madhya (unknown birth time)', () => {
    const b = equalBhavas(355);
    expect(b.madhyaDeg[1]).toBeCloseTo(25, 9);
    expect(b.startDeg[0]).toBeCloseTo(340, 9);
    expect(bhavaOf(0, b)).toBe(1);
    expect(bhavaOf(10.1, b)).toBe(2);
  });
});
