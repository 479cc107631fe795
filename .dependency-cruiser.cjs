/**
 * Import rules (npm run lint:deps). The layers of shared/, lowest first:
 *   math, vocabulary, errors, time → astronomy → timezone, places → jyotish (classical core
 *   first) → panchang, chart → predictions → interpretation → contracts
 * A layer may import its own and lower layers only (type-only imports excepted). shared/ imports no site/, functions/, cli/,
 * and no node: module (tests excepted: they may read fixtures with node:fs).
 */
/**
 * Value imports that point upwards today, each a known debt rather than a pattern to copy:
 * chart/compute.ts is the composition root (it assembles positions, predictions and readings
 * into the ChartModel, so it sits above every layer); matching composes doshas, chart facts and
 * the formatter and takes the contract's parsed fields. New upward imports fail.
 */
const KNOWN_UPWARD = ['^shared/chart/compute\\.ts$', '^shared/jyotish/match(ing|-compute)\\.ts$'];

const SHARED_LAYERS = [
  // [layer folder, folders it must not import]
  [
    'shared/(math|vocabulary|errors)',
    'shared/(astronomy|time|timezone|places|jyotish|panchang|chart|predictions|interpretation|contracts)',
  ],
  ['shared/astronomy', 'shared/(timezone|places|jyotish|panchang|chart|predictions|interpretation|contracts)'],
  ['shared/jyotish/classical', 'shared/(jyotish/(?!classical)|panchang|chart|predictions|interpretation|contracts)'],
  ['shared/jyotish', 'shared/(predictions|interpretation|contracts)'],
  ['shared/panchang', 'shared/(predictions|interpretation|contracts)'],
  ['shared/chart', 'shared/(predictions|interpretation|contracts)'],
  ['shared/predictions', 'shared/(interpretation|contracts)'],
  ['shared/interpretation', 'shared/contracts'],
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
      from: { path: `^${from}/`, pathNot: ['\\.test\\.ts$', ...KNOWN_UPWARD] },
      // Type-only imports (the ChartModel's types) carry no code and are allowed.
      to: { path: `^${to}`, dependencyTypesNot: ['type-only'] },
    })),
    {
      name: 'site-not-functions',
      comment: 'The site talks to the API over HTTP; shared contracts are the meeting point.',
      severity: 'error',
      from: { path: '^site/', pathNot: '\\.test\\.ts$' },
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
