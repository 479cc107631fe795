/**
 * The search kernel against functions with known roots and extrema: the roots of cos and of a
 * cubic, the minimum of a parabola, an unbracketed increasing function searched from a guess,
 * and the "no such instant" answer when a sample is not finite.
 */
import { describe, expect, it } from 'vitest';
import { EXTREMUM_TOLERANCE_DAYS, ROOT_TOLERANCE_DAYS, bracketedRoot, extremumOf, newtonRoot } from './search';

const withSlope = (f: (x: number) => number, df: (x: number) => number) => ({
  sample: (x: number) => x,
  value: f,
  slope: df,
});

describe('newtonRoot', () => {
  it('finds π/2 as the root of cos in [1, 2], within the root tolerance', () => {
    const { x } = newtonRoot(
      withSlope(Math.cos, (x) => -Math.sin(x)),
      1,
      Math.cos(1),
      2,
      Math.cos(2),
    );
    expect(Math.abs(x - Math.PI / 2)).toBeLessThan(ROOT_TOLERANCE_DAYS);
  });

  it('stays inside the bracket where Newton would leave it (x³ − 2x + 2 from a flat start)', () => {
    const f = (x: number) => x ** 3 - 2 * x + 2;
    // Plain Newton from 0 cycles between 0 and 1 forever; the bracket [−2, 0] forces it to the root −1.7693.
    const { x } = newtonRoot(
      withSlope(f, (x) => 3 * x * x - 2),
      -2,
      f(-2),
      0,
      f(0),
      { start: 0 },
    );
    expect(Math.abs(x - -1.769_292_354_238_631)).toBeLessThan(ROOT_TOLERANCE_DAYS);
  });

  it('searches an unbracketed increasing function from a guess (a Julian-day-sized argument)', () => {
    const root = 2_451_545.123_456_789;
    const f = (t: number) => 12.2 * (t - root) + 0.1 * Math.sin(t - root);
    const { x } = newtonRoot(
      withSlope(f, (t) => 12.2 + 0.1 * Math.cos(t - root)),
      -Infinity,
      -1,
      Infinity,
      1,
      { start: root + 0.4, maxStep: 2 },
    );
    expect(Math.abs(x - root)).toBeLessThan(ROOT_TOLERANCE_DAYS);
  });

  it('answers NaN when a sample is not finite (no such instant)', () => {
    const { x } = newtonRoot(
      withSlope(
        () => NaN,
        () => 1,
      ),
      -Infinity,
      -1,
      Infinity,
      1,
      { start: 0 },
    );
    expect(x).toBeNaN();
  });
});

describe('bracketedRoot and extremumOf', () => {
  it('find the root of a cubic without its slope', () => {
    const f = (x: number) => x ** 3 - 2 * x - 5;
    expect(Math.abs(bracketedRoot(f, 2, f(2), 3, f(3)) - 2.094_551_481_542_326_6)).toBeLessThan(ROOT_TOLERANCE_DAYS);
  });

  it('find the extremum of a parabola from its slope, within the extremum tolerance', () => {
    const slope = (t: number) => 2 * (t - 10.3);
    expect(Math.abs(extremumOf(slope, 0, slope(0), 30, slope(30)) - 10.3)).toBeLessThan(EXTREMUM_TOLERANCE_DAYS);
  });
});
