/**
 * The causes of differences: two profiles that differ in one setting differ exactly as that setting
 * says, and the cause names it with the amount measured independently (the ayanamsa difference from
 * ayanamsaDeg, the node difference from the node positions, the dasha shift from the year lengths,
 * the sunrise shift from the two sunrise definitions). Every difference of a full comparison has a
 * cause and the measurements behind it.
 */
import { describe, expect, it } from 'vitest';
import { ayanamsaDeg } from '../../astronomy/ayanamsa';
import { grahaPosition } from '../../astronomy/positions';
import { sunriseSunset } from '../../astronomy/rise-set';
import { civilToJdUt } from '../../time/julian';
import { DASHA_YEAR_DAYS } from '../../vocabulary/settings';
import { PROFILES, PROFILE_IDS, type ProfileSettings } from '../profiles';
import { compareProfiles } from './compare';
import { differencesOf, ValuesCache, type Difference } from './differences';
import { profileValues, type BirthMoment } from './profile-values';

/** Mumbai, 1990-05-15 14:30 IST. */
const BIRTH: BirthMoment = { jdUt: civilToJdUt('1990-05-15', '14:30:00', 330), lat: 19.076, lon: 72.8777, utcOffsetMinutes: 330 };
const OURS = PROFILES.default.settings;

function pair(other: Partial<ProfileSettings>): Difference[] {
  const entries = [
    { id: 'default' as const, settings: OURS },
    { id: 'astrosage' as const, settings: { ...OURS, ...other } },
  ];
  return differencesOf(entries, new ValuesCache(BIRTH));
}

const find = (ds: Difference[], what: string) => ds.find((d) => d.what === what)!;
/** Arc seconds the attribution's own numbers may carry (rounded to 1e-6° nowhere here: exact recomputation). */
const EXACT_DEG = 1e-9;

describe('differences and their causes', () => {
  it('ayanamsa: every longitude moves by the ayanamsa difference, and the cause says so', () => {
    const ds = pair({ ayanamsa: 'LAHIRI' });
    const expected = ayanamsaDeg(BIRTH.jdUt, 'RAMAN') - ayanamsaDeg(BIRTH.jdUt, 'LAHIRI'); // about −1.44°
    expect(expected).toBeCloseTo(-1.44, 1);
    const moon = find(ds, 'Moon longitude');
    expect(moon.effects).toEqual([{ profile: 'astrosage', setting: 'ayanamsa', from: 'RAMAN', to: 'LAHIRI', change: expect.any(Number) }]);
    expect(Math.abs(moon.effects[0]!.change! - expected)).toBeLessThan(EXACT_DEG);
    expect(moon.cause).toMatch(/^astrosage is −1\.\d\d° from default: ayanamsa LAHIRI vs RAMAN \(−1\.\d\d°\)\.$/);
    // Tithi is an elongation: no ayanamsa moves it.
    expect(ds.find((d) => d.what === 'Tithi')).toBeUndefined();
  });

  it('ayanamsa: a nakshatra across a boundary names the setting that alone gives it and the boundary', () => {
    // Raman vs Lahiri is ~1.44°: a Moon less than that past a nakshatra start under Raman falls back under Lahiri.
    const values = profileValues(BIRTH, OURS);
    const span = 360 / 27;
    const past = values.positions.Moon % span;
    const ds = pair({ ayanamsa: 'LAHIRI' });
    const nak = ds.find((d) => d.what === 'Moon nakshatra');
    expect(nak !== undefined).toBe(past < 1.44);
    if (nak) {
      expect(nak.effects[0]).toMatchObject({ setting: 'ayanamsa', flips: true });
      expect(nak.cause).toMatch(/ayanamsa LAHIRI vs RAMAN alone gives it \(−1\.\d\d°\) across the \w+\/\w+ boundary/);
    }
  });

  it('node: Rahu and Ketu move by true − mean node, nothing else moves', () => {
    const ds = pair({ node: 'true' });
    const trueNode = grahaPosition(BIRTH.jdUt, 'Rahu', 'true').tropicalLongitudeDeg;
    const meanNode = grahaPosition(BIRTH.jdUt, 'Rahu', 'mean').tropicalLongitudeDeg;
    const rahu = find(ds, 'Rahu longitude');
    expect(Math.abs(rahu.effects[0]!.change! - (trueNode - meanNode))).toBeLessThan(EXACT_DEG);
    expect(rahu.cause).toContain('node true vs mean');
    expect(find(ds, 'Ketu longitude').effects[0]!.change).toBeCloseTo(rahu.effects[0]!.change!, 12);
    expect(ds.map((d) => d.what).filter((w) => !w.startsWith('Rahu') && !w.startsWith('Ketu'))).toEqual([]);
  });

  it('dasha year: the next mahadasha moves by the balance × (Julian − sidereal year), nothing else', () => {
    const ds = pair({ dashaYear: 'julian' });
    const v = profileValues(BIRTH, OURS);
    const next = v.dasha.find((d) => d.md !== v.dasha[0]!.md)!;
    const balanceYears = (next.startJdUt - BIRTH.jdUt) / DASHA_YEAR_DAYS.sidereal;
    const expectedMinutes = balanceYears * (DASHA_YEAR_DAYS.julian - DASHA_YEAR_DAYS.sidereal) * 1440;
    const d = find(ds, 'Next mahadasha start');
    expect(d.unit).toBe('min');
    expect(d.effects[0]!.setting).toBe('dashaYear');
    expect(Math.abs(d.effects[0]!.change! - expectedMinutes)).toBeLessThan(1e-3);
    expect(d.cause).toContain('dashaYear julian vs sidereal');
    expect(ds.map((x) => x.what).sort()).toEqual(['Last mahadasha start', 'Next mahadasha start']);
  });

  it('sunrise: the disc centre without refraction rises later by what the two definitions give', () => {
    const ds = pair({ sunrise: 'disc-centre-no-refraction' });
    const noon = Math.floor(BIRTH.jdUt + 330 / 1440 + 0.5) - 330 / 1440;
    const upper = sunriseSunset(noon, BIRTH.lat, BIRTH.lon, 'upper-limb-refraction').sunriseJdUt!;
    const centre = sunriseSunset(noon, BIRTH.lat, BIRTH.lon, 'disc-centre-no-refraction').sunriseJdUt!;
    const d = find(ds, 'Sunrise');
    expect(d.effects[0]!.change).toBeCloseTo((centre - upper) * 86_400, 3); // JD × 86 400 carries ~1e-5 s of rounding
    expect(d.effects[0]!.change!).toBeGreaterThan(120); // about 3 minutes at 19° N
    expect(d.cause).toMatch(
      /^astrosage is \+\d\.\d min from default: sunrise disc-centre-no-refraction vs upper-limb-refraction \(\+\d\.\d min\)\.$/,
    );
    expect(ds.map((x) => x.what)).toEqual(['Sunrise']);
  });

  it('lists the antardashas from the one running at birth to 120 dasha years after it', () => {
    const v = profileValues(BIRTH, OURS);
    const end = BIRTH.jdUt + 120 * v.dashaYearDays;
    expect(v.dasha[0]!.startJdUt).toBeLessThanOrEqual(BIRTH.jdUt);
    expect(v.dasha[1]!.startJdUt).toBeGreaterThan(BIRTH.jdUt);
    expect(v.dasha.at(-1)!.startJdUt).toBeLessThan(end);
    // The next antardasha of the second cycle would start at or after the end: the list stops there.
    expect(v.dasha.length).toBeGreaterThan(81);
    expect(v.dasha.length).toBeLessThanOrEqual(82);
  });

  it('every difference of a comparison of all profiles has a cause and its measurements', () => {
    const c = compareProfiles(BIRTH, true, PROFILE_IDS);
    expect(c.differences.length).toBeGreaterThan(10);
    for (const d of c.differences) {
      expect(d.cause.length, d.what).toBeGreaterThan(20);
      expect(d.effects.length, d.what).toBeGreaterThan(0);
      // A category's every disagreeing program is explained by name.
      if (!d.unit)
        for (const [id, value] of Object.entries(d.values)) if (value !== d.values.default) expect(d.cause, d.what).toContain(`${id} has`);
    }
  });
});
