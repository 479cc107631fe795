/**
 * Import rules (npm run lint:deps). shared/ is layered, lowest first:
 *   math, lang, i18n, product.ts → errors, vocabulary → time → astronomy → timezone, places
 *   → model (the ChartModel's types) → jyotish/classical → jyotish → panchang, chart, kp, tajika
 *   → calendar, predictions → interpretation → contracts → compose
 * Each layer lists the layers it MAY import (ALLOWED below): an allow-list, so a new folder of
 * shared/ is allowed nothing until it is listed here, and an upward import fails even when it
 * imports types only. compose/ is the composition root above every layer: it assembles positions,
 * predictions and readings into the ChartModel (compose/chart.ts) and the match of two births
 * (compose/match.ts, compose/matching.ts). shared/ imports no site/, functions/, cli/, and no
 * node: module. Tests (`*.test.ts`) may import any layer and read fixtures with node:fs; test
 * helpers (`testing/`, `fixtures/` folders) follow their folder's layer, and product code never
 * imports a test or a test helper. docs/decisions/engine-layers.md says why this order.
 */
const LOWEST = ['math', 'lang', 'i18n', 'product'];
const BASE = [...LOWEST, 'errors', 'vocabulary'];
const UP_TO_TIMEZONE = [...BASE, 'time', 'astronomy', 'timezone', 'places'];
const UP_TO_JYOTISH = [...UP_TO_TIMEZONE, 'model', 'jyotish/classical', 'jyotish'];

/** [layer, the layers it may import besides itself]. The layer is a folder of shared/ (or product.ts). */
const ALLOWED = [
  ['math', []],
  ['lang', []],
  ['i18n', []],
  ['product', []],
  ['errors', LOWEST],
  ['vocabulary', LOWEST],
  ['time', BASE],
  ['astronomy', [...BASE, 'time']],
  ['timezone', [...BASE, 'time', 'astronomy']],
  ['places', [...BASE, 'time', 'astronomy']],
  ['model', UP_TO_TIMEZONE],
  ['jyotish/classical', [...BASE, 'model']],
  ['jyotish', UP_TO_JYOTISH],
  ['panchang', UP_TO_JYOTISH],
  ['chart', UP_TO_JYOTISH],
  // Astrologer depth: Krishnamurti Paddhati and the Tajika (annual) charts read positions, never panchang or predictions.
  ['kp', [...BASE, 'time', 'astronomy', 'model', 'jyotish/classical', 'jyotish']],
  ['tajika', [...BASE, 'time', 'astronomy', 'model', 'jyotish/classical', 'jyotish']],
  // Festivals, vrats and muhurta search: days of the calendar from the panchang.
  ['calendar', [...UP_TO_JYOTISH, 'panchang']],
  ['predictions', [...UP_TO_JYOTISH, 'chart']],
  ['interpretation', [...UP_TO_JYOTISH, 'panchang', 'chart', 'calendar', 'predictions']],
  ['contracts', [...UP_TO_JYOTISH, 'panchang', 'chart', 'kp', 'tajika', 'calendar', 'predictions', 'interpretation']],
  ['compose', [...UP_TO_JYOTISH, 'panchang', 'chart', 'kp', 'tajika', 'calendar', 'predictions', 'interpretation', 'contracts']],
];

/** `jyotish` → the regex of its files: a folder (jyotish/ without its classical/ core), or product.ts. */
const LAYER_NESTED = { jyotish: ['classical'] };
function layerPath(layer) {
  if (layer === 'product') return 'shared/product\\.ts$';
  const nested = LAYER_NESTED[layer];
  return nested ? `shared/${layer}/(?!(${nested.join('|')})/)` : `shared/${layer}/`;
}
const anyOf = (layers) => `^(${layers.map(layerPath).join('|')})`;
const TEST = '\\.test\\.ts$';
const TEST_CODE = '(\\.test\\.ts$|/testing/|/fixtures/)';

module.exports = {
  forbidden: [
    {
      name: 'shared-is-pure',
      comment: 'shared/ is the pure engine: it never imports the site, the Functions edge or the CLI.',
      severity: 'error',
      from: { path: '^shared/' },
      to: { path: '^(site|functions|cli|scripts|bench)/' },
    },
    {
      name: 'shared-no-node',
      comment: 'shared/ production code does no I/O: no node: modules (tests may read fixtures).',
      severity: 'error',
      from: { path: '^shared/', pathNot: TEST },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'shared-unlisted-layer',
      comment:
        'Every folder of shared/ is a layer listed in ALLOWED (.dependency-cruiser.cjs); an unlisted one may import nothing of shared/.',
      severity: 'error',
      from: { path: '^shared/', pathNot: `${anyOf(ALLOWED.map(([layer]) => layer))}|${TEST}` },
      to: { path: '^shared/' },
    },
    ...ALLOWED.map(([layer, allowed]) => ({
      name: `layer:${layer}`,
      comment: `shared/${layer} may import only itself and ${allowed.join(', ') || 'nothing else'} (types too).`,
      severity: 'error',
      from: { path: anyOf([layer]), pathNot: TEST },
      to: { path: '^shared/', pathNot: anyOf([layer, ...allowed]) },
    })),
    {
      name: 'no-test-code-in-product',
      comment: 'Product code never imports a test or a test helper (testing/, fixtures/): the tests exemption stays with the tests.',
      severity: 'error',
      from: { path: '^(shared|functions|site|cli)/', pathNot: TEST_CODE },
      to: { path: `^(shared|functions|site|cli|tests)/.*${TEST_CODE}` },
    },
    {
      name: 'site-not-functions',
      comment:
        'The site talks to the API over HTTP; shared contracts are the meeting point. Its tests too: a test of site code with the real API lives in tests/unit.',
      severity: 'error',
      from: { path: '^site/' },
      to: { path: '^(functions|cli)/' },
    },
    {
      name: 'no-cycles',
      comment: 'No import cycles (type-only imports excepted).',
      severity: 'error',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|dist|dist-api|functions/dist|\\.astro)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
    },
  },
};
