/**
 * The import rules of .dependency-cruiser.cjs catch what they claim: a scratch tree with a
 * shared/ file importing site/, a lower layer importing a higher one (even for a type only), a
 * node: import and a cycle fails `depcruise` naming each rule, and the same tree without them
 * passes; so does a site file, a test among them, importing functions/. The layers are
 * allow-lists: an unlisted folder of shared/ may import nothing, and product code may not reach
 * a test helper through the tests' exemption.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const scratch = mkdtempSync(join(tmpdir(), 'import-rules-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function cruise(files: Record<string, string>): { status: number | null; output: string } {
  const dir = mkdtempSync(join(scratch, 'tree-'));
  writeFileSync(
    join(dir, 'tsconfig.json'),
    JSON.stringify({ compilerOptions: { module: 'ESNext', moduleResolution: 'Bundler', allowImportingTsExtensions: true, noEmit: true } }),
  );
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  const run = spawnSync(join(ROOT, 'node_modules/.bin/depcruise'), ['shared', 'site', '--config', join(ROOT, '.dependency-cruiser.cjs')], {
    cwd: dir,
    encoding: 'utf8',
  });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

const CLEAN = {
  'site/format.ts': 'export const label = (n: number) => `${n}`;\n',
  'shared/math/angles.ts': 'export const wrap = (x: number) => ((x % 360) + 360) % 360;\n',
  'shared/jyotish/houses.ts': "import { wrap } from '../math/angles';\nexport const house = (x: number) => Math.floor(wrap(x) / 30);\n",
};

describe('import rules (dependency-cruiser)', () => {
  it('pass a tree that keeps them', () => {
    const { status, output } = cruise(CLEAN);
    expect(output).toMatch(/no dependency violations/);
    expect(status).toBe(0);
  });

  it('fail a shared/ file importing site/, an upward import, a node: import and a cycle', () => {
    const { status, output } = cruise({
      ...CLEAN,
      'shared/jyotish/bad.ts': "import { label } from '../../site/format';\nexport const text = label(1);\n",
      'shared/astronomy/up.ts': "import { house } from '../jyotish/houses';\nexport const h = house(1);\n",
      'shared/time/io.ts': "import { readFileSync } from 'node:fs';\nexport const read = readFileSync;\n",
      'shared/math/a.ts': "import { b } from './b';\nexport const a = () => b();\n",
      'shared/math/b.ts': "import { a } from './a';\nexport const b = (): number => a();\n",
    });
    expect(status).not.toBe(0);
    expect(output).toMatch(/shared-is-pure: shared\/jyotish\/bad\.ts → site\/format\.ts/);
    expect(output).toMatch(/layer:astronomy: shared\/astronomy\/up\.ts → shared\/jyotish\/houses\.ts/);
    expect(output).toMatch(/shared-no-node: shared\/time\/io\.ts → (node:)?fs/);
    expect(output).toMatch(/no-cycles: shared\/math\/a\.ts → /);
  });

  it('fail a type-only upward import: jyotish reading a contracts type', () => {
    const { status, output } = cruise({
      ...CLEAN,
      'shared/contracts/request.ts': 'export interface ChartRequest { date: string }\n',
      'shared/jyotish/typed.ts':
        "import type { ChartRequest } from '../contracts/request';\nexport const dateOf = (r: ChartRequest) => r.date;\n",
    });
    expect(status).not.toBe(0);
    expect(output).toMatch(/layer:jyotish: shared\/jyotish\/typed\.ts → shared\/contracts\/request\.ts/);
  });

  it('keep the classical core below the rest of jyotish, and the model below jyotish', () => {
    const { status, output } = cruise({
      ...CLEAN,
      'shared/model/chart.ts': 'export interface House { rasiIndex: number }\n',
      'shared/jyotish/classical/count.ts': "import { house } from '../houses';\nexport const h = house(0);\n",
      'shared/model/up.ts': "import { house } from '../jyotish/houses';\nexport type H = ReturnType<typeof house>;\n",
      'shared/jyotish/ok.ts': "import type { House } from '../model/chart';\nexport const r = (h: House) => h.rasiIndex;\n",
    });
    expect(status).not.toBe(0);
    expect(output).toMatch(/layer:jyotish\/classical: shared\/jyotish\/classical\/count\.ts → shared\/jyotish\/houses\.ts/);
    expect(output).toMatch(/layer:model: shared\/model\/up\.ts → shared\/jyotish\/houses\.ts/);
    expect(output).not.toMatch(/shared\/jyotish\/ok\.ts/);
  });

  it('allow a new folder nothing until it is listed, and the listed new layers only what they name', () => {
    const { status, output } = cruise({
      ...CLEAN,
      'shared/newthing/x.ts': "import { wrap } from '../math/angles';\nexport const y = wrap(1);\n",
      'shared/panchang/day.ts': "import { house } from '../jyotish/houses';\nexport const tithi = house(1);\n",
      'shared/calendar/festivals.ts': "import { tithi } from '../panchang/day';\nexport const f = tithi;\n",
      'shared/kp/sub-lords.ts': "import { tithi } from '../panchang/day';\nexport const k = tithi;\n",
    });
    expect(status).not.toBe(0);
    expect(output).toMatch(/shared-unlisted-layer: shared\/newthing\/x\.ts → shared\/math\/angles\.ts/);
    expect(output).toMatch(/layer:kp: shared\/kp\/sub-lords\.ts → shared\/panchang\/day\.ts/);
    expect(output).not.toMatch(/shared\/calendar\/festivals\.ts/);
  });

  it('put i18n and product.ts under the rules', () => {
    const { status, output } = cruise({
      ...CLEAN,
      'shared/i18n/locale.ts': "import { house } from '../jyotish/houses';\nexport const l = house(1);\n",
      'shared/product.ts': "import { house } from './jyotish/houses';\nexport const p = house(2);\n",
    });
    expect(status).not.toBe(0);
    expect(output).toMatch(/layer:i18n: shared\/i18n\/locale\.ts → shared\/jyotish\/houses\.ts/);
    expect(output).toMatch(/layer:product: shared\/product\.ts → shared\/jyotish\/houses\.ts/);
  });

  it('let a test import upward, but not product code through a test helper', () => {
    const { status, output } = cruise({
      ...CLEAN,
      'shared/compose/chart.ts': "import { house } from '../jyotish/houses';\nexport const chart = house(3);\n",
      'shared/jyotish/houses.test.ts': "import { chart } from '../compose/chart';\nexport const t = chart;\n",
      'shared/jyotish/testing/builder.ts': "import { house } from '../houses';\nexport const built = house(4);\n",
      'shared/jyotish/uses-builder.ts': "import { built } from './testing/builder';\nexport const u = built;\n",
    });
    expect(status).not.toBe(0);
    expect(output).toMatch(/no-test-code-in-product: shared\/jyotish\/uses-builder\.ts → shared\/jyotish\/testing\/builder\.ts/);
    expect(output).not.toMatch(/houses\.test\.ts/);
  });

  it('fail site code or a site test importing functions/ (the site reaches the API over HTTP)', () => {
    const { status, output } = cruise({
      ...CLEAN,
      'functions/lib/handler.ts': 'export const handle = () => 1;\n',
      'site/page.ts': "import { handle } from '../functions/lib/handler';\nexport const x = handle();\n",
      'site/page.test.ts': "import { handle } from '../functions/lib/handler';\nexport const y = handle();\n",
    });
    expect(status).not.toBe(0);
    expect(output).toMatch(/site-not-functions: site\/page\.ts → functions\/lib\/handler\.ts/);
    expect(output).toMatch(/site-not-functions: site\/page\.test\.ts → functions\/lib\/handler\.ts/);
  });
});
