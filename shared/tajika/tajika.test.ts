/** Tajika pieces by their definitions: the return's Sun, the mudda year, saham arcs, pancha-vargeeya points, the year-lord rule. */
import { describe, expect, test } from 'vitest';
import { wrap180 } from '../math/angles';
import { muddaDasha } from './mudda';
import { panchaVargeeyaBala } from './pancha-vargeeya-bala';
import { sahamDeg } from './sahams';
import { siderealSunDeg, solarReturnJdUt } from './solar-return';
import { yearLord } from './year-lord';
import { haddaLord, HADDA } from './hadda';

describe('solar return', () => {
  test.each([0, 1, 29, 80, 120])('after %i years the Sun is back on its natal sidereal longitude to 0.01″', (years) => {
    const birth = 2_447_892.75; // 1990-01-01 06:00 UT
    const natal = siderealSunDeg(birth, 'LAHIRI');
    const jd = solarReturnJdUt(birth, natal, years, 'LAHIRI');
    expect(Math.abs(wrap180(siderealSunDeg(jd, 'LAHIRI') - natal)) * 3600).toBeLessThan(0.01);
    expect(Math.abs(jd - birth - years * 365.256364)).toBeLessThan(1);
  });
});

test('mudda dasha: nine periods tiling one dasha year, the return inside the first', () => {
  const periods = muddaDasha(100, 29, 2_460_000.5, 365.256364, (jd) => String(jd));
  expect(periods).toHaveLength(9);
  expect(periods.reduce((s, p) => s + p.days, 0)).toBeCloseTo(365.256364, 9);
  expect(periods[0]!.startJdUt).toBeLessThanOrEqual(2_460_000.5);
  expect(periods[1]!.startJdUt).toBeGreaterThan(2_460_000.5);
  // Moon at 100° = Pushya (8th, Saturn's); (8 + 29 − 2) mod 9 = 8 → Ketu (1 = Sun, 2 = Moon, …),
  // the lord of the nakshatra 29 places after Pushya (Pushya + 2 = Magha, Ketu's).
  expect(periods[0]!.lord).toBe('Ketu');
});

test('saham: A − B + ascendant, 30° more when the ascendant is off the arc from B to A', () => {
  expect(sahamDeg(100, 40, 50)).toBe(110);
  expect(sahamDeg(100, 40, 200)).toBe(290);
  expect(sahamDeg(10, 350, 355)).toBe(15);
});

test('hadda: five terms a sign, ending at 30°, ruled by the five star-grahas', () => {
  for (const row of HADDA) {
    expect(row.map(([, end]) => end).at(-1)).toBe(30);
    expect(new Set(row.map(([lord]) => lord))).toEqual(new Set(['Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn']));
  }
  expect(haddaLord(0, 0)).toBe('Jupiter');
  expect(haddaLord(11, 29.9)).toBe('Saturn');
});

test('pancha-vargeeya bala: the Sun deep exalted at 10° Aries', () => {
  const b = panchaVargeeyaBala('Sun', 10);
  expect(b.uchcha).toBe(20);
  expect(b.kshetra).toBe(22.5); // Mars, the Sun's friend
  expect(b.hadda).toBe(3.75); // 6–12° of Aries is Venus' hadda, an enemy
  expect(b.total).toBeCloseTo((b.kshetra + b.uchcha + b.hadda + b.drekkana + b.navamsa) / 4, 12);
  expect(panchaVargeeyaBala('Sun', 190).uchcha).toBe(0);
});

test('year lord: the strongest candidate that aspects the annual lagna; the strongest of all when none does', () => {
  const lonDeg = { Sun: 5, Moon: 35, Mars: 65, Mercury: 95, Jupiter: 125, Venus: 155, Saturn: 185 };
  const { yearLord: lord, candidates } = yearLord({ munthaRasi: 3, natalLagnaRasi: 1, annualLagnaRasi: 0, day: true, lonDeg });
  expect(candidates.map((c) => c.graha)).toEqual(['Moon', 'Venus', 'Mars', 'Sun', 'Mars']);
  const aspecting = candidates.filter((c) => c.aspectsLagna);
  // Moon in Taurus (2nd) and Venus in Virgo (6th) do not aspect Aries.
  expect(aspecting.map((c) => c.graha)).toEqual(['Mars', 'Sun', 'Mars']);
  expect(lord).toBe(aspecting.reduce((a, b) => (b.panchaVargeeyaBala > a.panchaVargeeyaBala ? b : a)).graha);
});
