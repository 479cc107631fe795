/**
 * The `pyjhora` profile reproduces PyJHora 4.8.5's own default output (tests/fixtures/compare:
 * values PyJHora printed for the 25 reference births of tests/fixtures/depth/births.json, with its
 * default settings): every longitude within 2″, the Vimshottari mahadasha/antardasha starts within
 * an hour, tithi, nakshatra, yoga and karana equal. The figures are PyJHora's, never ours.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { civilToJdUt } from '../../time/julian';
import { PROFILES } from '../profiles';
import { COMPARED_POINTS, profileValues, type ComparedPoint } from './profile-values';

interface Birth {
  id: string;
  date: string;
  time: string;
  utcOffsetHours: number;
  lat: number;
  lon: number;
}
interface OracleCase {
  id: string;
  jdUt: number;
  positions: Record<ComparedPoint, number>;
  dashaYearDays: number;
  dasha: { md: string; ad: string; startJdUt: number }[];
  panchang: { tithi: number; nakshatra: number; yoga: number; karana: number; sunriseJdUt: number };
}

const read = <T>(path: string): T => JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8')) as T;
const births = read<Birth[]>('../../../tests/fixtures/depth/births.json');
const oracle = read<{ cases: OracleCase[] }>('../../../tests/fixtures/compare/pyjhora-defaults.json');

/** Issue 40 asks for 2″; measured worst 0.40″ (R002 Jupiter): the bound sits just above it. */
const LONGITUDE_TOLERANCE_ARCSEC = 0.5;
/** Issue 40 asks for 1 hour; measured worst 0.40 h (the Moon's ≤ 0.4″ moves the balance; PyJHora's year reproduced to 4·10⁻⁶ day). */
const DASHA_TOLERANCE_HOURS = 0.5;
/** Not in the bounds; measured worst 0.46 s (PyJHora's rise uses the geometric Sun). */
const SUNRISE_TOLERANCE_SECONDS = 1;

const arcsec = (a: number, b: number) => Math.abs(((((a - b) % 360) + 540) % 360) - 180) * 3600;

describe('pyjhora profile against PyJHora 4.8.5 defaults (tests/fixtures/compare)', () => {
  const settings = PROFILES.pyjhora.settings;
  const worst = { lonArcsec: 0, lonAt: '', dashaHours: 0, sunriseSeconds: 0, yearDays: 0 };

  it.each(oracle.cases.map((c) => [c.id, c] as const))('%s', (id, c) => {
    const b = births.find((x) => x.id === id)!;
    const jdUt = civilToJdUt(b.date, b.time, Math.round(b.utcOffsetHours * 60));
    expect(Math.abs(jdUt - c.jdUt) * 86_400).toBeLessThan(0.01);
    const v = profileValues({ jdUt, lat: b.lat, lon: b.lon, utcOffsetMinutes: Math.round(b.utcOffsetHours * 60) }, settings);

    for (const point of COMPARED_POINTS) {
      const d = arcsec(v.positions[point], c.positions[point]);
      if (d > worst.lonArcsec) Object.assign(worst, { lonArcsec: d, lonAt: `${id} ${point}` });
      expect(d, `${id} ${point}`).toBeLessThan(LONGITUDE_TOLERANCE_ARCSEC);
    }

    worst.yearDays = Math.max(worst.yearDays, Math.abs(v.dashaYearDays - c.dashaYearDays));
    const first = c.dasha.findIndex((r) => r.md === v.dasha[0]!.md && r.ad === v.dasha[0]!.ad);
    expect(first, `${id}: PyJHora lists the antardasha running at birth`).toBeGreaterThanOrEqual(0);
    // PyJHora lists one cycle from its first mahadasha; ours runs on to 120 years after birth.
    const theirs = c.dasha.slice(first);
    expect(v.dasha.length).toBeGreaterThan(theirs.length);
    expect(v.dasha.slice(0, theirs.length).map((r) => `${r.md}/${r.ad}`)).toEqual(theirs.map((r) => `${r.md}/${r.ad}`));
    for (let i = 0; i < theirs.length; i++) {
      const hours = Math.abs(v.dasha[i]!.startJdUt - theirs[i]!.startJdUt) * 24;
      worst.dashaHours = Math.max(worst.dashaHours, hours);
      expect(hours, `${id} ${theirs[i]!.md}/${theirs[i]!.ad}`).toBeLessThan(DASHA_TOLERANCE_HOURS);
    }

    const { tithi, nakshatra, yoga, karana, sunriseJdUt } = v.panchang;
    expect({ tithi, nakshatra, yoga, karana }).toEqual({
      tithi: c.panchang.tithi,
      nakshatra: c.panchang.nakshatra,
      yoga: c.panchang.yoga,
      karana: c.panchang.karana,
    });
    const seconds = Math.abs(sunriseJdUt! - c.panchang.sunriseJdUt) * 86_400;
    worst.sunriseSeconds = Math.max(worst.sunriseSeconds, seconds);
    expect(seconds).toBeLessThan(SUNRISE_TOLERANCE_SECONDS);
  });

  it('covers every birth of the fixture', () => {
    expect(oracle.cases.length).toBe(births.length);
    // For the record (README): the measured worst of the comparisons above.
    console.info('pyjhora profile vs PyJHora, worst:', JSON.stringify(worst));
  });
});
