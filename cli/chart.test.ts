import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { computeChart } from '../shared/compose/chart';
import { civilToJdUt } from '../shared/time/julian';
import { parseChartArgs, parseTransitAt, transitJdUt } from './chart';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

function run(args: string[], stdin?: string) {
  const r = spawnSync('npx', ['tsx', 'cli/chart.ts', ...args], { cwd: ROOT, input: stdin ?? '', encoding: 'utf8', timeout: 60_000 });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

const OWN = ['--date', '1996-12-07', '--time', '10:34', '--utc-offset', '+05:30', '--lat', '13.0878', '--lon', '80.2785'];
const AT = '2026-03-01T09:00:00+05:30';
const AT_JD = civilToJdUt('2026-03-01', '09:00', 330);

describe('parseChartArgs', () => {
  it('maps flags to ChartInput fields, numbers strictly', () => {
    expect(parseChartArgs([...OWN, '--ayanamsa', 'LAHIRI', '--node', 'true', '--name', 'A B'])).toEqual({
      batch: false,
      input: {
        date: '1996-12-07',
        time: '10:34',
        utcOffset: '+05:30',
        lat: 13.0878,
        lon: 80.2785,
        ayanamsa: 'LAHIRI',
        node: 'true',
        name: 'A B',
      },
      at: 'now',
    });
    expect(() => parseChartArgs([...OWN.slice(0, 6), '--lat', '13N', '--lon', '80'])).toThrow(/^lat: expected a number/);
    expect(() => parseChartArgs(['--date', '1996-12-07', '--utc-offset', '+05:30', '--lat', '1'])).toThrow(/^lon: missing/);
    expect(() => parseChartArgs([...OWN, '--colour', 'red'])).toThrow(/unknown option --colour/);
    expect(() => parseChartArgs(['--date'])).toThrow(/^date: --date needs a value/);
    expect(parseChartArgs(['--batch'])).toEqual({ batch: true, at: 'now' });
  });

  it('a birth time is required: an unknown one is stated as --time unknown, never assumed', () => {
    const withoutTime = ['--date', '1996-12-07', '--utc-offset', '+05:30', '--lat', '13.0878', '--lon', '80.2785'];
    expect(() => parseChartArgs(withoutTime)).toThrow(/^time: missing; give HH:MM\[:SS\], or "unknown"/);
    const unknown = parseChartArgs([...withoutTime, '--time', 'unknown']);
    expect(unknown.batch === false && unknown.input).toEqual({ date: '1996-12-07', utcOffset: '+05:30', lat: 13.0878, lon: 80.2785 });
    if (unknown.batch === false) expect(computeChart(unknown.input).input.timeKnown).toBe(false);
  });

  it('--at: an ISO instant with offset (or Z) becomes the transit Julian day; now is read by the edge', () => {
    expect(parseChartArgs([...OWN, '--at', AT]).at).toBeCloseTo(AT_JD, 9);
    expect(parseChartArgs(['--at', AT, ...OWN]).at).toBeCloseTo(AT_JD, 9);
    expect(parseChartArgs(['--batch', '--at', '2026-03-01T03:30:00Z'])).toEqual({ batch: true, at: AT_JD });
    expect(parseTransitAt('now')).toBe('now');
    expect(transitJdUt('now', 0)).toBe(2_440_587.5);
    expect(transitJdUt(AT_JD, 0)).toBe(AT_JD);
    expect(() => parseChartArgs([...OWN, '--at', '2026-03-01 09:00'])).toThrow(/^at: expected YYYY-MM-DDTHH:MM/);
    expect(() => parseChartArgs([...OWN, '--at'])).toThrow(/^at: --at needs a value/);
    expect(() => parseTransitAt(2461000)).toThrow(/^at: expected an ISO instant/);
  });
});

describe('npm run chart (spawned with npx tsx)', () => {
  it('prints the ChartModel as JSON', () => {
    const r = run([...OWN, '--ayanamsa', 'LAHIRI']);
    expect(r.status).toBe(0);
    const chart = JSON.parse(r.stdout);
    expect(chart.input).toMatchObject({ date: '1996-12-07', ayanamsa: 'LAHIRI', node: 'mean' });
    expect(chart.grahas[1]).toMatchObject({ graha: 'Moon', rasi: 'Libra', nakshatra: 'Swati' });
    expect(chart.dasha.mahadashas[0].lord).toBe('Rahu');
  });

  it('includes engine II (ashtakavarga, shadbala, bhava bala, predictions) and the transits for --at', () => {
    const r = run([...OWN, '--ayanamsa', 'LAHIRI', '--at', AT]);
    expect(r.status).toBe(0);
    const chart = JSON.parse(r.stdout);
    const sarva: number[] = chart.ashtakavarga.sarva;
    expect(sarva).toHaveLength(12);
    expect(sarva.reduce((a, b) => a + b, 0)).toBe(337);
    expect(Object.keys(chart.shadbala)).toEqual(['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn']);
    for (const s of Object.values(chart.shadbala) as { totalRupas: number; requiredRupas: number; ratio: number }[]) {
      expect(s.totalRupas).toBeGreaterThan(2);
      expect(s.totalRupas).toBeLessThan(15);
      expect(s.ratio).toBeCloseTo(s.totalRupas / s.requiredRupas, 6);
    }
    expect(chart.bhavaBala).toHaveLength(12);
    expect(chart.predictions.length).toBeGreaterThan(9);
    for (const p of chart.predictions) expect(p.name && p.description && ['good', 'mixed', 'challenging'].includes(p.nature)).toBeTruthy();
    const t = chart.transits;
    expect(t.at).toBe(AT);
    expect(t.year).toBe(2026);
    expect(t.positions.map((p: { graha: string }) => p.graha)).toEqual([
      'Sun',
      'Moon',
      'Mars',
      'Mercury',
      'Jupiter',
      'Venus',
      'Saturn',
      'Rahu',
      'Ketu',
    ]);
    for (const p of t.positions)
      expect(p.houseFromLagna >= 1 && p.houseFromLagna <= 12 && p.houseFromMoon >= 1 && p.houseFromMoon <= 12).toBe(true);
    // Lahiri 2026: Jupiter enters Cancer in early June (almanacs: 2 June), and the nodes change sign together.
    const jupiter = t.ingresses.find((i: { graha: string; rasi: string }) => i.graha === 'Jupiter' && i.rasi === 'Cancer');
    expect(jupiter.instant).toMatch(/^2026-06-0[1-3]T/);
    for (const i of t.ingresses) expect(i.instant.startsWith('2026-')).toBe(true);
    expect(t.running.mahadasha.lord).toBeTruthy();
    // Exactly what the engine gives for that Julian day.
    const direct = computeChart(
      { date: '1996-12-07', time: '10:34', utcOffset: '+05:30', lat: 13.0878, lon: 80.2785, ayanamsa: 'LAHIRI' },
      { transitJdUt: AT_JD },
    );
    expect(chart).toEqual(JSON.parse(JSON.stringify(direct)));
  });

  it('without --at the transits are for now (the edge reads the clock)', () => {
    const before = Date.now();
    const r = run(OWN);
    expect(r.status).toBe(0);
    const jd = JSON.parse(r.stdout).transits.jdUt;
    expect(jd).toBeGreaterThanOrEqual(transitJdUt('now', before));
    expect(jd).toBeLessThanOrEqual(transitJdUt('now', Date.now()));
  });

  it('bad input exits 2 with a message naming the field', () => {
    const r = run([...OWN.slice(0, 8), '--lon', '200']);
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/chart: lon: 200 is out of range/);
  });

  it('--batch: one chart per input line; a bad line stops with exit 2 naming line and field', () => {
    const good = JSON.stringify({
      date: '1996-12-07',
      time: '10:34',
      utcOffset: '+05:30',
      lat: 13.0878,
      lon: 80.2785,
      ayanamsa: 'LAHIRI',
      node: 'mean',
    });
    const other = JSON.stringify({ date: '2000-04-28', time: '05:50', utcOffset: '-04:00', lat: 16.25, lon: 81.2 });
    const ok = run(['--batch'], `${good}\n${other}\n`);
    expect(ok.status).toBe(0);
    const lines = ok.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(lines.map((c) => c.input.date)).toEqual(['1996-12-07', '2000-04-28']);
    expect(lines.every((c) => c.transits && c.ashtakavarga)).toBe(true);
    const bad = run(
      ['--batch'],
      `${good}\n${JSON.stringify({ date: '2000-04-28', time: '05:50', utcOffset: '-04:00', lat: 16.25, lon: 81.2, node: 'x' })}\n${other}\n`,
    );
    expect(bad.status).toBe(2);
    expect(bad.stdout.trim().split('\n')).toHaveLength(1);
    expect(bad.stderr).toMatch(/line 2: node: unknown node type/);
  });

  it('--batch: a misspelt or missing field stops with exit 2 instead of charting the defaults', () => {
    const base = { date: '1996-12-07', time: '10:34', utcOffset: '+05:30', lat: 13.0878, lon: 80.2785 };
    const misspelt = run(['--batch'], `${JSON.stringify({ ...base, ayanamsha: 'LAHIRI' })}\n`);
    expect(misspelt.status).toBe(2);
    expect(misspelt.stderr).toMatch(/line 1: ayanamsha: unknown field/);
    const { time: _omitted, ...noTime } = base;
    const missing = run(['--batch'], `${JSON.stringify(noTime)}\n`);
    expect(missing.status).toBe(2);
    expect(missing.stderr).toMatch(/line 1: time: missing/);
  });

  it('--batch --at: lines may carry their own at, and place/tz as the API takes them', () => {
    const line = (extra: object) => JSON.stringify({ date: '1996-12-07', time: '10:34', place: 'Mumbai', ...extra });
    const r = run(['--batch', '--at', AT], `${line({})}\n${line({ at: '2031-07-01T00:00:00+00:00', tz: 'Asia/Kolkata' })}\n`);
    expect(r.stderr).not.toMatch(/line \d+:/);
    expect(r.status).toBe(0);
    const [first, second] = r.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(first.transits.at).toBe(AT);
    expect(second.transits.at).toBe('2031-07-01T05:30:00+05:30');
    expect(second.transits.year).toBe(2031);
    for (const c of [first, second])
      expect(c.input).toMatchObject({ place: 'Mumbai, Maharashtra, India', zone: 'Asia/Kolkata', utcOffset: '+05:30' });
    const bad = run(['--batch'], `${line({ at: 'yesterday' })}\n`);
    expect(bad.status).toBe(2);
    expect(bad.stderr).toMatch(/^line 1: at: expected YYYY-MM-DDTHH:MM/m);
  });
});

describe('chart CLI --place/--tz (same pipeline)', () => {
  it('resolves a place and a zone', () => {
    const byPlace = parseChartArgs(['--date', '1943-06-01', '--time', '12:00', '--place', 'Calcutta']);
    expect(!byPlace.batch && byPlace.input).toMatchObject({
      place: 'Kolkata, West Bengal, India',
      zone: 'Asia/Kolkata',
      utcOffset: '+06:30',
    });
    const byZone = parseChartArgs(['--date', '1990-07-01', '--time', '12:00', '--lat', '40.7', '--lon', '-74', '--tz', 'America/New_York']);
    expect(!byZone.batch && byZone.input).toMatchObject({ utcOffset: '-04:00', zone: 'America/New_York' });
  });

  it('throws an error naming the field for a gap or an unknown place', () => {
    expect(() =>
      parseChartArgs(['--date', '2021-03-28', '--time', '02:30', '--lat', '52.5', '--lon', '13.4', '--tz', 'Europe/Berlin']),
    ).toThrow(/^time: /);
    expect(() => parseChartArgs(['--date', '1990-07-01', '--time', '10:00', '--place', 'Xyzzyville'])).toThrow(/^place: /);
  });
});
