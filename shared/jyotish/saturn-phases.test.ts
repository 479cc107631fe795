/**
 * Saturn's and Mars's sign entries and the Sade Sati / Dhaiya spells against the dates Indian
 * almanacs print (tests/fixtures/transits, Lahiri, IST; provenance in its README), plus a
 * brute-force check that every stretch really has Saturn in the sign it names.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { computeChartBase } from '../compose/chart';
import { civilToJdUt, jdUtToIso } from '../time/julian';
import { RASIS } from '../vocabulary/rasi';
import { houseFrom } from './classical';
import { saturnIngresses, saturnSpells } from './saturn-phases';
import { siderealAt } from './transits';
import { findMarsIngresses } from './transits-ingress';

type Entry = { date: string; enters: string; retrograde?: boolean };
const published = JSON.parse(readFileSync(new URL('../../tests/fixtures/transits/published-ingresses.json', import.meta.url), 'utf8')) as {
  saturn: Entry[];
  mars2025: Entry[];
  sadeSati: { moon: string; start: string; end: string }[];
  dhaiya: { moon: string; kind: string; start: string; end: string }[];
};

const IST = 330;
const day = (date: string) => civilToJdUt(date, '00:00', IST);
/** Almanacs print the IST civil date of their instant; an ingress near midnight may land on either side (README). */
const DATE_TOLERANCE_DAYS = 1;
const istDate = (jdUt: number) => jdUtToIso(jdUt, IST).slice(0, 10);
const daysBetween = (a: string, b: string) => Math.abs(day(a) - day(b));

const births = {
  // Moon in Libra (sidereal Lahiri).
  Libra: computeChartBase({ date: '1985-10-15', time: '10:30', lat: 19.076, lon: 72.8777, utcOffset: '+05:30', ayanamsa: 'LAHIRI' }),
  // Moon in Capricorn.
  Capricorn: computeChartBase({ date: '1990-03-22', time: '12:00', lat: 28.61, lon: 77.21, utcOffset: '+05:30', ayanamsa: 'LAHIRI' }),
};

describe('saturnIngresses and findMarsIngresses', () => {
  it('finds every published Saturn entry of 2009–2025, and no other, within a day', () => {
    const found = saturnIngresses('LAHIRI', 'mean', day('2009-06-01'), day('2025-06-01'));
    expect(found.map((c) => RASIS[c.rasiIndex])).toEqual(published.saturn.map((e) => e.enters));
    found.forEach((c, k) => {
      const entry = published.saturn[k]!;
      expect(daysBetween(istDate(c.jdUt), entry.date), `${entry.enters} ${entry.date}`).toBeLessThanOrEqual(DATE_TOLERANCE_DAYS);
      expect(c.speedDegPerDay < 0, `${entry.enters} retrograde`).toBe(entry.retrograde === true);
    });
  });

  it('puts Saturn into Pisces on 2025-03-29 IST', () => {
    const [pisces] = saturnIngresses('LAHIRI', 'mean', day('2025-03-01'), day('2025-05-01'));
    expect(RASIS[pisces!.rasiIndex]).toBe('Pisces');
    expect(istDate(pisces!.jdUt)).toBe('2025-03-29');
  });

  it('gives the same entries however the window is cut (the ten-year memo blocks are seamless)', () => {
    const whole = saturnIngresses('LAHIRI', 'mean', day('1995-01-01'), day('2035-01-01'));
    const parts = [
      ...saturnIngresses('LAHIRI', 'mean', day('1995-01-01'), day('2012-05-16')),
      ...saturnIngresses('LAHIRI', 'mean', day('2012-05-16'), day('2035-01-01')),
    ];
    expect(parts).toEqual(whole);
  });

  it('finds every published Mars entry of 2025 within a day', () => {
    const found = findMarsIngresses('LAHIRI', 'mean', day('2025-01-01'), day('2026-01-01'));
    expect(found.map((c) => RASIS[c.rasiIndex])).toEqual(published.mars2025.map((e) => e.enters));
    found.forEach((c, k) => {
      const entry = published.mars2025[k]!;
      expect(daysBetween(istDate(c.jdUt), entry.date), `${entry.enters} ${entry.date}`).toBeLessThanOrEqual(DATE_TOLERANCE_DAYS);
      expect(c.speedDegPerDay < 0).toBe(entry.retrograde === true);
    });
  });
});

describe('saturnSpells', () => {
  const life = (moon: keyof typeof births) => {
    const base = births[moon];
    return { base, spells: saturnSpells(base, base.input.jdUt, base.input.jdUt + 100 * 365.25, day('2026-11-26')) };
  };

  it('dates Sade Sati as the almanacs do', () => {
    for (const expected of published.sadeSati) {
      const { base, spells } = life(expected.moon as keyof typeof births);
      expect(base.grahas[1]!.rasi).toBe(expected.moon);
      const spell = spells.find((s) => s.kind === 'sadeSati' && Math.abs(day(expected.start) - s.startJdUt) < 30);
      expect(spell, `${expected.moon} ${expected.start}`).toBeDefined();
      expect(daysBetween(spell!.start.slice(0, 10), expected.start)).toBeLessThanOrEqual(DATE_TOLERANCE_DAYS);
      expect(daysBetween(spell!.end.slice(0, 10), expected.end)).toBeLessThanOrEqual(DATE_TOLERANCE_DAYS);
    }
  });

  it('dates the Dhaiya as the almanacs do', () => {
    for (const expected of published.dhaiya) {
      const { spells } = life(expected.moon as keyof typeof births);
      const spell = spells.find((s) => s.kind === expected.kind && Math.abs(day(expected.start) - s.startJdUt) < 30)!;
      expect(daysBetween(spell.start.slice(0, 10), expected.start)).toBeLessThanOrEqual(DATE_TOLERANCE_DAYS);
      expect(daysBetween(spell.end.slice(0, 10), expected.end)).toBeLessThanOrEqual(DATE_TOLERANCE_DAYS);
    }
  });

  it('covers the whole life: about three Sade Satis and six Dhaiyas in a hundred years, in time order', () => {
    for (const moon of Object.keys(births) as (keyof typeof births)[]) {
      const { spells } = life(moon);
      const count = (kind: string) => spells.filter((s) => s.kind === kind).length;
      // Saturn's cycle is 29.5 years: 100 years hold 3–4 of each spell.
      expect(count('sadeSati')).toBeGreaterThanOrEqual(3);
      expect(count('sadeSati')).toBeLessThanOrEqual(4);
      expect(count('kantaka') + count('ashtama')).toBeGreaterThanOrEqual(6);
      for (let k = 1; k < spells.length; k++) expect(spells[k]!.startJdUt).toBeGreaterThan(spells[k - 1]!.endJdUt);
    }
  });

  it('names in each stretch the sign Saturn is really in, counted from the Moon', () => {
    const { base, spells } = life('Libra');
    const moonSign = base.grahas[1]!.rasiIndex;
    for (const spell of spells)
      for (const s of spell.stretches) {
        expect(s.startJdUt).toBeGreaterThanOrEqual(spell.startJdUt);
        expect(s.endJdUt).toBeLessThanOrEqual(spell.endJdUt);
        for (const f of [0.01, 0.5, 0.99]) {
          const sign = Math.floor(siderealAt(base, s.startJdUt + f * (s.endJdUt - s.startJdUt)).Saturn.lonDeg / 30);
          expect(RASIS[sign]).toBe(s.rasi);
          expect(houseFrom(moonSign, sign)).toBe(s.houseFromMoon);
        }
      }
  });

  it('marks the spell and stretch holding the day asked about, and only those', () => {
    const base = births.Libra;
    const spells = saturnSpells(base, base.input.jdUt, base.input.jdUt + 100 * 365.25, day('2015-06-01'));
    const current = spells.filter((s) => s.current);
    expect(current.map((s) => s.kind)).toEqual(['sadeSati']);
    expect(current[0]!.stretches.filter((s) => s.current).map((s) => [s.rasi, s.phase])).toEqual([['Scorpio', 'setting']]);
    const quiet = saturnSpells(base, base.input.jdUt, base.input.jdUt + 100 * 365.25, day('2026-11-26'));
    expect(quiet.some((s) => s.current)).toBe(false);
  });

  it('refuses an empty window, naming its end', () => {
    expect(() => saturnSpells(births.Libra, 10, 10, 10)).toThrow(/^toJdUt: /);
  });
});
