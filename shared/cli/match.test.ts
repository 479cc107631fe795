import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const A = JSON.stringify({ date: '1990-05-17', time: '08:15', utcOffset: '+05:30', lat: 28.6, lon: 77.2 });
const B = JSON.stringify({ date: '1992-11-02', time: '21:40', utcOffset: '+05:30', lat: 19.07, lon: 72.88 });

function run(args: string[]) {
  const r = spawnSync('npx', ['tsx', 'shared/cli/match.ts', ...args], { cwd: ROOT, encoding: 'utf8', timeout: 60_000 });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe('npm run match (spawned with npx tsx)', () => {
  it('prints the matching as JSON', () => {
    const r = run(['--a', A, '--b', B]);
    expect(r.status).toBe(0);
    const m = JSON.parse(r.stdout);
    expect(m.kootas).toHaveLength(8);
    expect(m.totalPoints).toBeLessThanOrEqual(36);
  });

  it('exits 2 naming the side and field on bad input', () => {
    const r = run(['--a', A, '--b', JSON.stringify({ ...JSON.parse(B), utcOffset: '+25:00' })]);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/^match: b\.utcOffset: /m);
    expect(r.stdout).toBe('');
    const missing = run(['--a', A]);
    expect(missing.status).toBe(2);
    expect(missing.stderr).toMatch(/^match: b: missing/m);
  });
});
