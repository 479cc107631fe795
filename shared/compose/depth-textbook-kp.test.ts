/**
 * KP against K.S. Krishnamurti's own worked charts (KP Reader III): Placidus cusps with the
 * book's printed ayanamsa, the star and sub lords of the grahas and of the 10th cusp, and the
 * printed longitudes. Fixture, sources and convention differences:
 * tests/fixtures/textbook/kp/README.md.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { wrap180 } from '../math/angles';
import type { Graha } from '../vocabulary/graha';
import { RASIS } from '../vocabulary/rasi';
import { computeChartBase } from './chart';
import { computeKp } from './kp';

type Printed = [string, number, number];
interface Case {
  id: string;
  birth: { date: string; time: string; utcOffset: string; lat: number; lon: number };
  ayanamsaDm?: [number, number];
  cusps?: Printed[];
  grahas?: Record<string, Printed>;
  degreesNotCompared?: Record<string, string>;
  grahaLords?: Record<string, [string, string | null]>;
  ascendantSign?: string;
  horaryNumber?: number;
  cuspLords?: Record<string, { signLord?: string; starLord?: string; subLord?: string }>;
  rulingPlanets?: { moment: { date: string; time: string; utcOffset: string } } & Record<string, unknown>;
}
const fx: { cases: Case[] } = JSON.parse(
  readFileSync(new URL('../../tests/fixtures/textbook/kp/kp-reader-3.json', import.meta.url), 'utf8'),
);

const printedDeg = ([sign, d, m]: Printed) => {
  const i = (RASIS as readonly string[]).indexOf(sign);
  if (i < 0) throw new Error(`unknown sign ${sign}`);
  return i * 30 + d + m / 60;
};
const arcMinutes = (a: number, b: number) => Math.abs(wrap180(a - b)) * 60;

/** The ascendant is worked to the minute: measured 0.04′ with the book's 22°40′. */
const ASCENDANT_TOLERANCE_ARCMIN = 1;
/**
 * The other cusps, MC included, come from tables of houses at whole tropical degrees (every
 * one printed ends in 29′ or 40′, README), so they carry ±30′: measured worst 20.5′ (1922; MC
 * 0.6′) and 28.1′ (the horary chart's 3rd cusp).
 */
const TABLE_CUSP_TOLERANCE_ARCMIN = 30;
/** Grahas from the printed ephemerides of the day, interpolated by hand: measured worst 6.5′ (the 1937 Moon), 3.4′ in the 1922 chart (README). */
const GRAHA_TOLERANCE_ARCMIN = 8;

describe.each(fx.cases.map((c) => [c.id, c] as const))('%s', (_id, c) => {
  const chart = computeChartBase({ ...c.birth, ayanamsa: 'KRISHNAMURTI', node: 'mean' });
  const kp = computeKp(chart, c.horaryNumber ?? null);
  // The book's own ayanamsa where it prints one: ours shifted by the difference (README).
  const shift = c.ayanamsaDm ? chart.input.ayanamsaDeg - (c.ayanamsaDm[0] + c.ayanamsaDm[1] / 60) : 0;
  const ours = (deg: number) => deg + shift;

  test.runIf(c.cusps !== undefined)('Placidus cusps with the book’s ayanamsa', () => {
    c.cusps!.forEach((printed, i) => {
      const bound = i === 0 || i === 6 ? ASCENDANT_TOLERANCE_ARCMIN : TABLE_CUSP_TOLERANCE_ARCMIN;
      expect(arcMinutes(ours(kp.cusps[i]!), printedDeg(printed)), `cusp ${i + 1}`).toBeLessThan(bound);
    });
  });

  test('graha longitudes, star and sub lords as printed', () => {
    for (const [graha, printed] of Object.entries(c.grahas ?? {})) {
      if (c.degreesNotCompared?.[graha]) continue;
      expect(arcMinutes(ours(kp.grahaLords[graha as Graha].longitude), printedDeg(printed)), graha).toBeLessThan(GRAHA_TOLERANCE_ARCMIN);
    }
    for (const [graha, [star, sub]] of Object.entries(c.grahaLords ?? {})) {
      const l = kp.grahaLords[graha as Graha];
      expect([graha, l.starLord]).toEqual([graha, star]);
      if (sub !== null) expect([graha, l.subLord]).toEqual([graha, sub]);
    }
  });

  test('ascendant sign and printed cusp lords', () => {
    if (c.ascendantSign) expect(RASIS[Math.floor(kp.cusps[0]! / 30)]).toBe(c.ascendantSign);
    for (const [house, printed] of Object.entries(c.cuspLords ?? {})) {
      const l = kp.cuspLords[Number(house) - 1]!;
      for (const level of ['signLord', 'starLord', 'subLord'] as const)
        if (printed[level]) expect([house, level, l[level]]).toEqual([house, level, printed[level]]);
    }
  });

  test.runIf(c.rulingPlanets !== undefined)('ruling planets of the printed judgement moment', () => {
    const { moment, ...printed } = c.rulingPlanets!;
    const at = computeKp(computeChartBase({ ...moment, lat: c.birth.lat, lon: c.birth.lon, ayanamsa: 'KRISHNAMURTI', node: 'mean' }));
    for (const [key, graha] of Object.entries(printed)) {
      if (key === 'printed') continue;
      expect([key, at.rulingPlanets[key as keyof typeof at.rulingPlanets]]).toEqual([key, graha]);
    }
  });
});
