import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseChartArgs } from './chart';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

function run(args: string[], stdin?: string) {
  const r = spawnSync('npx', ['tsx', 'shared/cli/chart.ts', ...args], { cwd: ROOT, input: stdin ?? '', encoding: 'utf8', timeout: 60_000 });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

const OWN = ['--date', '1996-12-07', '--time', '10:34', '--utc-offset', '+05:30', '--lat', '13.0878', '--lon', '80.2785'];

describe('parseChartArgs', () => {
  it('maps flags to ChartInput fields, numbers strictly', () => {
    expect(parseChartArgs([...OWN, '--ayanamsa', 'LAHIRI', '--node', 'true', '--name', 'A B'])).toEqual({
      batch: false,
      input: { date: '1996-12-07', time: '10:34', utcOffset: '+05:30', lat: 13.0878, lon: 80.2785, ayanamsa: 'LAHIRI', node: 'true', name: 'A B' },
    });
    expect(() => parseChartArgs([...OWN.slice(0, 6), '--lat', '13N', '--lon', '80'])).toThrow(/^lat: expected a number/);
    expect(() => parseChartArgs(['--date', '1996-12-07', '--utc-offset', '+05:30', '--lat', '1'])).toThrow(/^lon: missing/);
    expect(() => parseChartArgs([...OWN, '--colour', 'red'])).toThrow(/unknown option --colour/);
    expect(() => parseChartArgs(['--date'])).toThrow(/^date: --date needs a value/);
    expect(parseChartArgs(['--batch'])).toEqual({ batch: true });
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

  it('bad input exits 2 with a message naming the field', () => {
    const r = run([...OWN.slice(0, 8), '--lon', '200']);
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/chart: lon: 200 is out of range/);
  });

  it('--batch: one chart per input line; a bad line stops with exit 2 naming line and field', () => {
    const good = JSON.stringify({ date: '1996-12-07', time: '10:34', utcOffset: '+05:30', lat: 13.0878, lon: 80.2785, ayanamsa: 'LAHIRI', node: 'mean' });
    const other = JSON.stringify({ date: '2000-04-28', time: '05:50', utcOffset: '-04:00', lat: 16.25, lon: 81.2 });
    const ok = run(['--batch'], `${good}\n${other}\n`);
    expect(ok.status).toBe(0);
    const lines = ok.stdout.trim().split('\n').map((l) => JSON.parse(l));
    expect(lines.map((c) => c.input.date)).toEqual(['1996-12-07', '2000-04-28']);
    const bad = run(['--batch'], `${good}\n${JSON.stringify({ date: '2000-04-28', utcOffset: '-04:00', lat: 16.25, lon: 81.2, node: 'x' })}\n${other}\n`);
    expect(bad.status).toBe(2);
    expect(bad.stdout.trim().split('\n')).toHaveLength(1);
    expect(bad.stderr).toMatch(/line 2: node: unknown node type/);
  });
});
