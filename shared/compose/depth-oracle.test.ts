/**
 * Yogini, Ashtottari and Chara (K.N. Rao) dashas and KP lords against PyJHora V4.8.5 run as an
 * oracle (tests/fixtures/depth/pyjhora.json), and KP Placidus cusps against Swiss Ephemeris
 * (tests/fixtures/depth/kp-swisseph.json). Provenance and convention differences:
 * tests/fixtures/depth/README.md.
 */
import { describe, expect, test } from 'vitest';
import { readFileSync } from 'node:fs';
import { computeChartBase } from './chart';
import { computeDashas } from './dashas';
import { computeKp } from './kp';
import { computeVarshaphal } from './varshaphal';
import { computeJaimini } from './jaimini';
import { kpLords } from '../kp/lords';
import { wrap180 } from '../math/angles';

const fixture = (name: string) => JSON.parse(readFileSync(new URL(`../../tests/fixtures/depth/${name}`, import.meta.url), 'utf8'));
interface Birth {
  id: string;
  date: string;
  time: string;
  utcOffsetHours: number;
  lat: number;
  lon: number;
}
const births: Birth[] = fixture('births.json');
const oracle: { cases: any[] } = fixture('pyjhora.json');

const offset = (h: number) => {
  const m = Math.round(Math.abs(h) * 60);
  return `${h < 0 ? '-' : '+'}${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
};
const chartOf = (b: Birth, ayanamsa: 'LAHIRI' | 'KRISHNAMURTI', node: 'mean' | 'true' = 'mean') =>
  computeChartBase({ date: b.date, time: b.time, utcOffset: offset(b.utcOffsetHours), lat: b.lat, lon: b.lon, ayanamsa, node });

/**
 * PyJHora's Moon and ayanamsa conventions differ from ours by a few arcseconds (README), which
 * moves a Yogini or Ashtottari boundary by hours. Measured worst: 0.62 d (Yogini), 0.56 d (Ashtottari).
 */
const BOUNDARY_TOLERANCE_DAYS = 1;

/** The bound; measured worst 0.88 min (PyJHora's own search stops at that precision). */
const MOMENT_TOLERANCE_MINUTES = 1;

describe.each(births.map((b, i) => [b.id, b, oracle.cases[i]] as const))('%s', (_id, birth, expected) => {
  const chart = chartOf(birth, 'LAHIRI');

  test('Yogini: sequence, years and boundaries', () => {
    const d = computeDashas(chart, 'yogini');
    const rows = expected.yogini as { lord: string; startJdUt: number; years: number }[];
    rows.forEach((row, i) => {
      const m = d.mahadashas[i]!;
      expect([m.lord, m.years]).toEqual([row.lord, row.years]);
      expect(Math.abs(m.startJdUt - row.startJdUt)).toBeLessThan(BOUNDARY_TOLERANCE_DAYS);
    });
  });

  test('Ashtottari: sequence, years and boundaries', () => {
    const d = computeDashas(chart, 'ashtottari');
    const rows = expected.ashtottari as { lord: string; startJdUt: number; years: number }[];
    expect(d.mahadashas.map((m) => [m.lord, m.years])).toEqual(rows.map((r) => [r.lord, r.years]));
    expect(d.applicable).toBe(expected.ashtottariApplies);
    // PyJHora V4.8.5 counts Rahu's group (Uttara Bhadrapada–Bharani), the one that wraps past
    // Revati, as −23 nakshatras wide, so its balance is wrong there (README): boundaries not compared.
    if (rows[0]!.lord === 'Rahu') return;
    rows.forEach((row, i) => expect(Math.abs(d.mahadashas[i]!.startJdUt - row.startJdUt)).toBeLessThan(BOUNDARY_TOLERANCE_DAYS));
  });

  test('Chara (K.N. Rao): the first cycle of signs and years', () => {
    const d = computeDashas(chart, 'chara', 'kn-rao');
    // PyJHora keeps a sign of 0 years in the list; ours skips it.
    const rows = (expected.charaKnRao as { sign: string; years: number }[]).filter((r) => r.years > 0);
    const firstCycle = d.mahadashas.slice(0, rows.length);
    expect(firstCycle.map((m) => m.sign)).toEqual(rows.map((r) => r.sign));
    const ours = new Map(firstCycle.map((m) => [m.sign as string, m.years]));
    // Not compared (README): Scorpio and Aquarius, whose co-lord PyJHora picks by its own strength
    // rules, and a sign whose lord is Mercury in Virgo, which PyJHora does not count as exalted.
    const mercuryInVirgo = expected.lahiri.signs.Mercury === 'Virgo';
    const comparable = rows.filter(
      (r) => !['Scorpio', 'Aquarius'].includes(r.sign) && !(mercuryInVirgo && ['Gemini', 'Virgo'].includes(r.sign)),
    );
    for (const r of comparable) expect([r.sign, ours.get(r.sign)]).toEqual([r.sign, r.years]);
  });

  test('Varshaphal: the return within a minute of PyJHora, the same annual ascendant', () => {
    // PyJHora's `years=N` is the return after N − 1 completed years (its years=1 is the birth itself).
    const annual = computeVarshaphal(chart, expected.annual.years - 1);
    expect(Math.abs(annual.momentJdUt - expected.annual.startJdUt) * 1440).toBeLessThan(MOMENT_TOLERANCE_MINUTES);
    expect(annual.ascendantSign).toBe(expected.annual.ascendantSign);
  });

  test('Jaimini: the eight chara karakas and the twelve arudha padas', () => {
    // PyJHora 4.8.5's charts keep true nodes whatever set_node_mode says (README): Rahu's rank needs them.
    const j = computeJaimini(chartOf(birth, 'LAHIRI', 'true'));
    expect(j.karakas8.map((k) => k.graha)).toEqual(expected.charaKarakas8);
    // PyJHora picks Scorpio's and Aquarius' lord by its own strength rules: those houses are left out (README).
    const signs = [
      'Aries',
      'Taurus',
      'Gemini',
      'Cancer',
      'Leo',
      'Virgo',
      'Libra',
      'Scorpio',
      'Sagittarius',
      'Capricorn',
      'Aquarius',
      'Pisces',
    ];
    j.arudhas.forEach((a, i) => {
      const sign = signs[(chart.lagna.rasiIndex + i) % 12]!;
      if (sign !== 'Scorpio' && sign !== 'Aquarius') expect([a.house, a.sign]).toEqual([a.house, expected.arudhas[i]]);
    });
  });

  test('KP: cusp star and sub lords (PyJHora cusps, KP ayanamsa)', () => {
    const cusps = expected.kp.cusps as number[];
    cusps.forEach((c, i) => {
      const { signLord, starLord, subLord } = expected.kp.cuspLords[i];
      expect(kpLords(c)).toMatchObject({ signLord, starLord, subLord });
    });
  });
});

/** Swiss Ephemeris' cusps and ours are both of date with the true ayanamsa: measured worst 0.011″ (the issue asks 1′). */
const CUSP_TOLERANCE_ARCSEC = 0.05;

interface KpRow {
  id: string;
  birth: Omit<Birth, 'id'>;
  placidusCusps: number[];
}
const kpRows: KpRow[] = fixture('kp-swisseph.json');

test.each(kpRows.map((r) => [r.id, r] as [string, KpRow]))('KP Placidus cusps of %s within 0.05″ of Swiss Ephemeris', (_id, row) => {
  const chart = chartOf({ id: row.id, ...row.birth }, 'KRISHNAMURTI');
  const kp = computeKp(chart);
  expect(kp.houseSystem).toBe('placidus');
  kp.cusps.forEach((c, i) => expect(Math.abs(wrap180(c - row.placidusCusps[i]!)) * 3600).toBeLessThan(CUSP_TOLERANCE_ARCSEC));
});
