/**
 * The committed places files are exactly what `scripts/build-places.ts` makes from the locked
 * package versions: rebuild into a temporary directory and compare bytes. If this fails after
 * a dependency update, run `npx tsx scripts/build-places.ts` and commit both files.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const out = mkdtempSync(join(tmpdir(), 'places-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

describe('scripts/build-places.ts', () => {
  it('reproduces the committed places.json and addresses.csv', () => {
    execFileSync(join(ROOT, 'node_modules/.bin/tsx'), ['scripts/build-places.ts', '--out-dir', out], { cwd: ROOT, stdio: 'pipe' });
    for (const file of ['shared/places/data/places.json', 'public/addresses.csv']) {
      const built = readFileSync(join(out, file));
      const committed = readFileSync(join(ROOT, file));
      expect(built.equals(committed), `${file} differs from a fresh build`).toBe(true);
    }
  });

  it('keeps the CSV contract: a header line, then the quoted address first', () => {
    const lines = readFileSync(join(ROOT, 'public/addresses.csv'), 'utf8').split('\n');
    expect(lines[0]).toBe('address,lat,lon,zone,population');
    expect(lines[1]).toMatch(/^"[^"]+",-?\d+(\.\d+)?,-?\d+(\.\d+)?,[A-Za-z_]+\/?[A-Za-z_/+-]*,\d+$/);
    expect(lines.filter((line) => line.startsWith('"Mumbai, Maharashtra, India",'))).toHaveLength(1);
  });
});
