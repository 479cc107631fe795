/**
 * The Azure entry point must register every row of the route table with `app.http`. Outside the
 * Functions host the library runs in "test mode" and skips each registration with a warning that
 * names the function, so the warnings tell us exactly which rows reached `app.http`. The same
 * check runs on the deployable bundle (`npm run build:api`), so a bundling mistake fails here too.
 */
import { build } from 'esbuild';
import { mkdirSync, mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ROUTES } from './routes';
import { TIMERS } from './timers';

function registeredNames(warn: ReturnType<typeof vi.spyOn>): string[] {
  return warn.mock.calls
    .map((call: unknown[]) => /register function "([^"]+)"/.exec(String(call[0]))?.[1])
    .filter((name: string | undefined): name is string => Boolean(name));
}

describe('Azure entry point', () => {
  afterEach(() => vi.restoreAllMocks());

  it('has unique function names in the route and timer tables', () => {
    const names = [...ROUTES, ...TIMERS].map((row) => row.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('the deployable bundle registers every route with app.http', async () => {
    // Inside the repo so the bundle's external imports resolve from node_modules as they would on Azure.
    mkdirSync(join('node_modules', '.cache'), { recursive: true });
    const outdir = mkdtempSync(join('node_modules', '.cache', 'kundali-api-'));
    await build({
      entryPoints: ['functions/index.ts'],
      bundle: true,
      platform: 'node',
      target: 'node22',
      format: 'esm',
      packages: 'external',
      outfile: join(outdir, 'index.mjs'),
      logLevel: 'silent',
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await import(pathToFileURL(join(process.cwd(), outdir, 'index.mjs')).href);
    // Every route, and every timer (the outbox's mail, the weekly digest).
    expect(registeredNames(warn).sort()).toEqual([...ROUTES.map((row) => row.name), ...TIMERS.map((row) => row.name)].sort());
    expect(TIMERS.map((row) => row.name)).toEqual(expect.arrayContaining(['outbox', 'digest']));
  });
});
