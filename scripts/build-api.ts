/**
 * `npm run build:api`: the deployable Azure Functions app in `dist-api/`, self-contained:
 * - `index.js` (+ `index.js.map`): functions/index.ts bundled by esbuild with everything except
 *   the runtime packages of the root `dependencies` (@azure/functions, openai, zod, storage/email);
 * - `places.json`: the places index, which functions/lib/places.ts finds beside the bundle;
 * - `chart-image/`: the chart stylesheet and the fonts of the chart picture (functions/lib/chart-image.ts),
 *   and `harfbuzz.wasm`, the shaper that outlines its text (bundled into index.js, loading this beside it);
 * - `host.json`, a `package.json` naming only those runtime packages (so `npm install --omit=dev`
 *   there installs what the API needs and nothing of the site), and a `.funcignore`.
 * Deploy that folder (Static Web Apps `api_location: dist-api`), or run `func start` in it.
 */
import { build } from 'esbuild';
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHART_IMAGE_ASSET_DIR, CHART_IMAGE_ASSETS } from '../functions/lib/chart-image-assets';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const OUT = join(ROOT, process.argv[2] ?? 'dist-api');
const root = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
  version: string;
  engines: Record<string, string>;
  dependencies: Record<string, string>;
};

rmSync(OUT, { recursive: true, force: true });
mkdirSync(OUT, { recursive: true });
await build({
  entryPoints: [join(ROOT, 'functions/index.ts')],
  bundle: true,
  platform: 'node',
  target: 'node22',
  format: 'esm',
  external: Object.keys(root.dependencies),
  sourcemap: true,
  outfile: join(OUT, 'index.js'),
  logLevel: 'warning',
});
copyFileSync(join(ROOT, 'shared/places/data/places.json'), join(OUT, 'places.json'));
copyFileSync(join(ROOT, 'host.json'), join(OUT, 'host.json'));
mkdirSync(join(OUT, CHART_IMAGE_ASSET_DIR));
for (const asset of CHART_IMAGE_ASSETS) copyFileSync(join(ROOT, asset), join(OUT, CHART_IMAGE_ASSET_DIR, basename(asset)));
// HarfBuzz (bundled into index.js) finds its WebAssembly beside the module that loads it.
copyFileSync(join(ROOT, 'node_modules/harfbuzzjs/dist/harfbuzz.wasm'), join(OUT, 'harfbuzz.wasm'));
writeFileSync(
  join(OUT, 'package.json'),
  `${JSON.stringify({ name: 'kundali-ai-api', version: root.version, private: true, type: 'module', main: 'index.js', engines: root.engines, dependencies: root.dependencies }, null, 2)}\n`,
);
writeFileSync(join(OUT, '.funcignore'), ['*.map.tmp', '.git*', '.vscode', 'local.settings.json', 'test', '*.test.js', ''].join('\n'));
console.log(`build:api → ${OUT} (runtime packages: ${Object.keys(root.dependencies).join(', ')})`);
