/**
 * The host with parts missing: no built site and a places file that is absent, truncated or
 * empty. Health says what is wrong (503, status "degraded"), charts from coordinates and a zone
 * still work, and what needs a place by name is a 503 naming `place`, never a 500 and never a
 * 400 that blames the visitor. PLACES_FILE points the API at the broken copy (set before the
 * modules load; vitest gives each test file its own modules).
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

const dir = mkdtempSync(join(tmpdir(), 'kundali-degraded-'));
// Fresh modules, so the cached index of another test file (when workers are shared) is not reused.
vi.resetModules();
process.env.PLACES_FILE = join(dir, 'places.json');
writeFileSync(process.env.PLACES_FILE, readFileSync('shared/places/data/places.json', 'utf8').slice(0, 5000));

const { startTestHost } = await import('../../tests/support/test-host');
const { ROUTES } = await import('../routes');
const { reportProblem, clearProblem } = await import('../lib/health-report');
const { loadPlaceIndex } = await import('../lib/places');

let base = '';
let close: () => Promise<void> = async () => undefined;
beforeAll(async () => {
  ({ base, close } = await startTestHost({ routes: ROUTES, staticDir: join(dir, 'no-dist') }));
});
afterAll(async () => {
  await close();
  delete process.env.PLACES_FILE;
  vi.resetModules();
});

const BIRTH = 'date=1990-05-15&time=14:30';

describe('a broken places file', () => {
  it('is reported by /api/health as degraded, naming the file and the fault', async () => {
    reportProblem('site', 'dist/ has no built site (index.html missing): run npm run build; the API still answers');
    const response = await fetch(`${base}/api/health`);
    expect(response.status).toBe(503);
    const body = (await response.json()) as { status: string; problems: { component: string; problem: string }[] };
    expect(body.status).toBe('degraded');
    expect(body.problems.map((p) => p.component)).toEqual(['places', 'site']);
    expect(body.problems[0]!.problem).toMatch(/^the places file could not be read: /);
    expect(JSON.stringify(body)).not.toContain(dir);
    clearProblem('site');
  });

  it('still gives charts from coordinates with a zone or a UTC offset', async () => {
    for (const where of [
      'lat=19.076&lon=72.8777&tz=Asia/Kolkata',
      'lat=19.076&lon=72.8777&utcOffset=%2B05:30',
      'lat=19.076&lon=72.8777&tz=Asia/Kolkata&place=Mumbai',
    ]) {
      const response = await fetch(`${base}/api/chart?${BIRTH}&${where}`);
      expect(response.status, where).toBe(200);
      const chart = ((await response.json()) as { chart: { input: { utcOffset: string } } }).chart;
      expect(chart.input.utcOffset).toBe('+05:30');
    }
  });

  it('answers a place by name with a 503 naming place, and coordinates without a zone with a 400 asking for tz', async () => {
    for (const path of [`/api/chart?${BIRTH}&place=Mumbai`, '/api/places?q=Mum', `/api/panchang?date=2024-01-01&place=Pune`]) {
      const response = await fetch(`${base}${path}`);
      expect(response.status, path).toBe(503);
      expect(await response.json()).toMatchObject({ status: 503, field: 'place' });
    }
    const noZone = await fetch(`${base}/api/chart?${BIRTH}&lat=19.076&lon=72.8777`);
    expect(noZone.status).toBe(400);
    expect(await noZone.json()).toMatchObject({ field: 'tz' });
  });

  it('is told apart from a missing, empty or foreign file', () => {
    const problem = (text: string | null) => {
      const path = text === null ? join(dir, 'absent.json') : join(dir, `p${Math.random()}.json`);
      if (text !== null) writeFileSync(path, text);
      const loaded = loadPlaceIndex(path);
      return 'problem' in loaded ? loaded.problem : 'ok';
    };
    expect(problem(null)).toBe('the places file could not be read: ENOENT');
    expect(problem('{}')).toMatch(/is not a places file/);
    expect(problem('{"format":1,"countries":{},"regions":[],"zones":[],"places":[]}')).toMatch(/lists no places/);
    expect(problem('{"places": [')).toMatch(/could not be read: Unexpected end/);
    expect(loadPlaceIndex(null)).toEqual({ problem: 'shared/places/data/places.json not found; run npm run build:data' });
  });
});
