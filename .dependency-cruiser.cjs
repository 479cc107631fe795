/**
 * Import rules (npm run lint:deps). The layers of shared/, lowest first:
 *   math, vocabulary, errors, lang, time → astronomy → timezone, places → jyotish (classical core
 *   first) → panchang, chart → predictions → interpretation → contracts → compose
 * A layer may import its own and lower layers only (type-only imports excepted), with no
 * exceptions. compose/ is the composition root above every layer: it assembles positions,
 * predictions and readings into the ChartModel (compose/chart.ts) and the match of two births
 * (compose/match.ts, compose/matching.ts). shared/ imports no site/, functions/, cli/,
 * and no node: module (tests excepted: they may read fixtures with node:fs).
 */
const SHARED_LAYERS = [
  // [layer folder, folders it must not import]
  [
    'shared/(math|vocabulary|errors|lang)',
    'shared/(astronomy|time|timezone|places|jyotish|panchang|chart|predictions|interpretation|contracts|compose)',
  ],
  ['shared/time', 'shared/(astronomy|timezone|places|jyotish|panchang|chart|predictions|interpretation|contracts|compose)'],
  ['shared/astronomy', 'shared/(timezone|places|jyotish|panchang|chart|predictions|interpretation|contracts|compose)'],
  ['shared/(timezone|places)', 'shared/(jyotish|panchang|chart|predictions|interpretation|contracts|compose)'],
  ['shared/jyotish/classical', 'shared/(jyotish/(?!classical)|panchang|chart|predictions|interpretation|contracts|compose)'],
  ['shared/jyotish', 'shared/(panchang|chart|predictions|interpretation|contracts|compose)'],
  ['shared/panchang', 'shared/(predictions|interpretation|contracts|compose)'],
  ['shared/chart', 'shared/(predictions|interpretation|contracts|compose)'],
  ['shared/predictions', 'shared/(interpretation|contracts|compose)'],
  ['shared/interpretation', 'shared/(contracts|compose)'],
  ['shared/contracts', 'shared/compose'],
];

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
      from: { path: '^shared/', pathNot: '\\.test\\.ts$' },
      to: { dependencyTypes: ['core'] },
    },
    ...SHARED_LAYERS.map(([from, to]) => ({
      name: `layer:${from.replace('shared/', '')}`,
      comment: `${from} is a lower layer than ${to}: lower layers never import higher ones.`,
      severity: 'error',
      from: { path: `^${from}/`, pathNot: '\\.test\\.ts$' },
      // Type-only imports (the ChartModel's types) carry no code and are allowed.
      to: { path: `^${to}`, dependencyTypesNot: ['type-only'] },
    })),
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
