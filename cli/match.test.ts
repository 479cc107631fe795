import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseMatchArgs, runMatch } from './match';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const A = JSON.stringify({ date: '1990-05-17', time: '08:15', utcOffset: '+05:30', lat: 28.6, lon: 77.2 });
const B = JSON.stringify({ date: '1992-11-02', time: '21:40', utcOffset: '+05:30', lat: 19.07, lon: 72.88 });

function run(args: string[]) {
  const r = spawnSync('npx', ['tsx', 'cli/match.ts', ...args], { cwd: ROOT, encoding: 'utf8', timeout: 60_000 });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe('npm run match (spawned with npx tsx)', () => {
  it('prints the matching as JSON', () => {
    const r = run(['--a', A, '--b', B]);
    expect(r.status).toBe(0);
    const m = JSON.parse(r.stdout);
    expect(m.status).toBe('ok');
    expect(m.match.kootas).toHaveLength(8);
    expect(m.match.total).toBeLessThanOrEqual(36);
  });

  it('exits 2 naming the side and field on bad input', () => {
    const r = run(['--a', A, '--b', JSON.stringify({ ...JSON.parse(B), utcOffset: '+25:00' })]);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/^match: bride: utcOffset: /m);
    expect(r.stdout).toBe('');
    const missing = run(['--a', A]);
    expect(missing.status).toBe(2);
    expect(missing.stderr).toMatch(/^match: bride: missing/m);
  });
});

describe('match births take the chart CLI/API fields, place and tz included', () => {
  const explicit = { date: '1992-11-02', time: '21:40', utcOffset: '+05:30', lat: 19.076, lon: 72.8775 };
  const groom = { date: '1985-07-04', time: '09:30', utcOffset: '-04:00', lat: 40.7128, lon: -74.006 };

  it('place (coordinates and zone from the places index) and tz (offset from the zone history) give the same matching', () => {
    const reference = runMatch({ groom, bride: explicit });
    const byPlace = runMatch({ groom, bride: { date: '1992-11-02', time: '21:40', place: 'Mumbai' } });
    // New York kept daylight time in July 1985: tz must yield −04:00, like the explicit offset.
    const byZone = runMatch({
      groom: { date: '1985-07-04', time: '09:30', lat: 40.7128, lon: -74.006, tz: 'America/New_York' },
      bride: explicit,
    });
    for (const m of [byPlace, byZone]) {
      expect(m.kootas).toEqual(reference.kootas);
      expect(m.total).toBe(reference.total);
    }
    // A zone that does not fit changes the Moon: the zone is really used.
    const wrongZone = runMatch({ groom: { ...groom, utcOffset: undefined, tz: 'Asia/Tokyo' }, bride: explicit });
    expect(wrongZone.kootas).not.toEqual(reference.kootas);
  });

  it('place/tz failures name the side and field', () => {
    expect(() => runMatch({ groom, bride: { date: '1992-11-02', time: '21:40', place: 'Xyzzyville' } })).toThrow(/^bride: place: /);
    expect(() => runMatch({ groom: { ...groom, utcOffset: undefined, tz: 'Mars/Olympus' }, bride: explicit })).toThrow(/^groom: tz: /);
    expect(() =>
      runMatch({ groom: { date: '2021-03-28', time: '02:30', lat: 52.5, lon: 13.4, tz: 'Europe/Berlin' }, bride: explicit }),
    ).toThrow(/^groom: time: .*did not exist/);
    expect(parseMatchArgs(['--a', JSON.stringify({ place: 'Mumbai' }), '--b', '{}']).groom).toEqual({ place: 'Mumbai' });
  });

  it('npm run match resolves places on the command line', () => {
    const r = run([
      '--a',
      JSON.stringify({ date: '1985-07-04', time: '09:30', place: 'New York City', tz: 'America/New_York' }),
      '--b',
      JSON.stringify({ date: '1992-11-02', time: '21:40', place: 'Mumbai' }),
    ]);
    expect(r.status).toBe(0);
    const m = JSON.parse(r.stdout);
    expect(m.match.kootas).toEqual(runMatch({ groom, bride: explicit }).kootas);
    const bad = run(['--a', A, '--b', JSON.stringify({ date: '1992-11-02', time: '21:40', place: 'Xyzzyville' })]);
    expect(bad.status).toBe(2);
    expect(bad.stderr).toMatch(/^match: bride: place: no place named "Xyzzyville"/m);
  });
});
