/**
 * Golden test of the astronomical core against Swiss Ephemeris 2.10.03 (JPL-based files): all
 * 420 births of tests/fixtures/swisseph/swisseph-positions.jsonl (see its README), every body,
 * both nodes, the ascendant and MC, and three ayanamsas. Prints the max error per quantity.
 */
import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { PADA_SPAN_DEG } from '../vocabulary/nakshatra';
import type { Ayanamsa } from '../vocabulary/settings';
import { civilToJdUt } from '../time/julian';
import { deltaTSeconds } from '../time/delta-t';
import { ascendantMc } from './angles';
import { ayanamsaDeg } from './ayanamsa';
import { tropicalPositions } from './positions';

/**
 * Bodies and nodes: measured worst 0.43″ (Jupiter 0.427″, true node 0.426″; printed below) against
 * the issue-3 target of 2″. The tolerance is a ratchet ~40 % above the measured worst, so a
 * regression of half an arcsecond fails instead of hiding under the target.
 */
const BODY_TOLERANCE_ARCSEC = 0.6;
/**
 * Ascendant and MC, every date: measured worst 0.061″ (ascendant before 2050), 0.023″ after 2050
 * (Swiss Ephemeris' 2050 sidereal-time switch shows no jump in these 420 births, so the old 5″
 * allowance is gone); tolerance 0.1″.
 */
const ASC_TOLERANCE_ARCSEC = 0.1;
/** Speeds: Swiss Ephemeris differentiates numerically; ours are analytic. Observed ≤ 1.1e-4 °/day (true node, Moon). */
const SPEED_TOLERANCE_DEG_PER_DAY = 1.5e-4;
/** The ayanamsa is a fixed-rate formula plus nutation: IAU 1980 vs 2000 nutation differ by < 0.05″. */
const AYANAMSA_TOLERANCE_ARCSEC = 0.1;
/** Civil time → JD must reproduce the fixture's JD to a millisecond. */
const JD_TOLERANCE_SECONDS = 1e-3;
/** Linear interpolation of the half-yearly ΔT table (README: good to 0.007 s). */
const DELTA_T_TOLERANCE_SECONDS = 0.01;

interface FixtureRow {
  id: string;
  birth: { date: string; time: string; utcOffsetHours: number; lat: number; lon: number };
  jdUt: number;
  deltaTSeconds: number;
  tropical: Record<string, { lon: number; speed: number }>;
  tropicalAscendant: number;
  tropicalMc: number;
  sidereal: Record<string, { ayanamsa: number; bodies: Record<string, number>; ascendant: number; mc: number }>;
}

const rows: FixtureRow[] = readFileSync(new URL('../../tests/fixtures/swisseph/swisseph-positions.jsonl', import.meta.url), 'utf8')
  .trim()
  .split('\n')
  .map((line) => JSON.parse(line) as FixtureRow);

const BODY_KEYS = {
  sun: 'Sun',
  moon: 'Moon',
  mars: 'Mars',
  mercury: 'Mercury',
  jupiter: 'Jupiter',
  venus: 'Venus',
  saturn: 'Saturn',
} as const;
const AYANAMSAS_IN_FIXTURE: readonly Ayanamsa[] = ['LAHIRI', 'RAMAN', 'KRISHNAMURTI'];

/** Signed difference a − b in arcseconds, wrapped to (−648000, 648000]. */
function diffArcsec(aDeg: number, bDeg: number): number {
  const d = ((aDeg - bDeg) * 3600) % 1_296_000;
  return d > 648_000 ? d - 1_296_000 : d <= -648_000 ? d + 1_296_000 : d;
}

const maxError: Record<string, number> = {};
function record(key: string, value: number): void {
  maxError[key] = Math.max(maxError[key] ?? 0, Math.abs(value));
}

afterAll(() => {
  const unit = (k: string, v: number): string =>
    k.startsWith('speed') ? `${v.toExponential(2)} °/day` : k.includes('(seconds)') ? `${v.toFixed(4)} s` : `${v.toFixed(3)}″`;
  const lines = Object.entries(maxError).map(([k, v]) => `  ${k.padEnd(28)} ${unit(k, v)}`);
  console.log(`Max |engine − Swiss Ephemeris| over ${rows.length} births:\n${lines.join('\n')}`);
});

describe('Swiss Ephemeris golden positions', () => {
  it('has all 420 births', () => {
    expect(rows).toHaveLength(420);
  });

  it('civil time → JD UT and ΔT match', () => {
    for (const r of rows) {
      const jd = civilToJdUt(r.birth.date, r.birth.time, Math.round(r.birth.utcOffsetHours * 60));
      record('jdUt (seconds)', (jd - r.jdUt) * 86_400);
      record('ΔT (seconds)', deltaTSeconds(r.jdUt) - r.deltaTSeconds);
    }
    expect(maxError['jdUt (seconds)']).toBeLessThan(JD_TOLERANCE_SECONDS);
    expect(maxError['ΔT (seconds)']).toBeLessThan(DELTA_T_TOLERANCE_SECONDS);
  });

  it('tropical bodies and nodes within 0.6″ (measured worst 0.43″), speeds close', () => {
    const failures: string[] = [];
    for (const r of rows) {
      const mean = tropicalPositions(r.jdUt, 'mean');
      const trueNode = tropicalPositions(r.jdUt, 'true').Rahu;
      const pairs: [string, { tropicalLongitudeDeg: number; speedDegPerDay: number }][] = [
        ...Object.entries(BODY_KEYS).map(([k, g]) => [k, mean[g]] as [string, (typeof mean)['Sun']]),
        ['mean_node', mean.Rahu],
        ['true_node', trueNode],
      ];
      for (const [key, p] of pairs) {
        const ref = r.tropical[key]!;
        const err = diffArcsec(p.tropicalLongitudeDeg, ref.lon);
        const speedErr = p.speedDegPerDay - ref.speed;
        record(key, err);
        record(`speed ${key}`, speedErr);
        if (Math.abs(err) > BODY_TOLERANCE_ARCSEC) failures.push(`${r.id} ${key} ${err.toFixed(3)}″`);
        if (Math.abs(speedErr) > SPEED_TOLERANCE_DEG_PER_DAY) failures.push(`${r.id} speed ${key} ${speedErr.toExponential(2)}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('ascendant and MC within 0.1″ before and after 2050', () => {
    const failures: string[] = [];
    for (const r of rows) {
      const a = ascendantMc(r.jdUt, r.birth.lat, r.birth.lon);
      const after2050 = r.birth.date >= '2050-01-01';
      const tol = ASC_TOLERANCE_ARCSEC;
      const suffix = after2050 ? ' (2050+)' : ' (<2050)';
      const ascErr = diffArcsec(a.ascendantTropicalDeg, r.tropicalAscendant);
      const mcErr = diffArcsec(a.mcTropicalDeg, r.tropicalMc);
      record(`ascendant${suffix}`, ascErr);
      record(`mc${suffix}`, mcErr);
      if (Math.abs(ascErr) > tol) failures.push(`${r.id} asc ${ascErr.toFixed(3)}″`);
      if (Math.abs(mcErr) > tol) failures.push(`${r.id} mc ${mcErr.toFixed(3)}″`);
    }
    expect(failures).toEqual([]);
  });

  it('sidereal positions for LAHIRI, RAMAN, KRISHNAMURTI; rasi, nakshatra and pada agree off the boundaries', () => {
    const failures: string[] = [];
    let boundaryCases = 0;
    for (const r of rows) {
      const mean = tropicalPositions(r.jdUt, 'mean');
      const trueRahu = tropicalPositions(r.jdUt, 'true').Rahu.tropicalLongitudeDeg;
      const asc = ascendantMc(r.jdUt, r.birth.lat, r.birth.lon).ascendantTropicalDeg;
      const tropical: Record<string, number> = {
        ...Object.fromEntries(Object.entries(BODY_KEYS).map(([k, g]) => [k, mean[g].tropicalLongitudeDeg])),
        mean_node: mean.Rahu.tropicalLongitudeDeg,
        true_node: trueRahu,
        ketu_mean: mean.Ketu.tropicalLongitudeDeg,
        ketu_true: (trueRahu + 180) % 360,
      };
      for (const name of AYANAMSAS_IN_FIXTURE) {
        const ref = r.sidereal[name]!;
        const aya = ayanamsaDeg(r.jdUt, name);
        record(`ayanamsa ${name}`, diffArcsec(aya, ref.ayanamsa));
        if (Math.abs(diffArcsec(aya, ref.ayanamsa)) > AYANAMSA_TOLERANCE_ARCSEC) failures.push(`${r.id} ayanamsa ${name}`);
        const entries: [string, number, number][] = Object.entries(tropical).map(([k, t]) => [k, t - aya, ref.bodies[k]!]);
        entries.push(['ascendant', asc - aya, ref.ascendant]);
        for (const [key, oursRaw, theirs] of entries) {
          const ours = ((oursRaw % 360) + 360) % 360;
          const err = diffArcsec(ours, theirs);
          const tol = key === 'ascendant' ? ASC_TOLERANCE_ARCSEC : BODY_TOLERANCE_ARCSEC;
          if (Math.abs(err) > tol) failures.push(`${r.id} ${name} ${key} ${err.toFixed(3)}″`);
          // Every rasi, nakshatra and pada boundary is a multiple of 3°20′: compare the pada index.
          const nearBoundary = Math.abs(diffArcsec(theirs, Math.round(theirs / PADA_SPAN_DEG) * PADA_SPAN_DEG)) < tol;
          if (nearBoundary) boundaryCases++;
          else if (Math.floor(ours / PADA_SPAN_DEG) !== Math.floor(theirs / PADA_SPAN_DEG))
            failures.push(`${r.id} ${name} ${key} pada differs`);
        }
      }
    }
    console.log(`sidereal placements: ${boundaryCases} body-ayanamsa cases within the tolerance of a pada boundary were exempt`);
    expect(failures).toEqual([]);
  });
});
