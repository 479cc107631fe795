/**
 * The import rules of .dependency-cruiser.cjs catch what they claim: a scratch tree with a
 * shared/ file importing site/, a lower layer importing a higher one, a node: import and a cycle
 * fails `depcruise` naming each rule, and the same tree without them passes; so does a site file,
 * a test among them, importing functions/.
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
