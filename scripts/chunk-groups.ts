/**
 * How the site's client JavaScript is cut into files: rolldown's `output.codeSplitting.groups`
 * (astro.config.mjs). Left to itself the bundler makes a file of every set of modules shared by the
 * same entries, so /chat loaded 28 files and /detailed-kundali 41, most under 1.5 KB gzipped. Over
 * HTTP/1.1 (the local host; Lighthouse's simulation gives an origin six connections) each file is a
 * round trip in one of six queues: the islands hydrated some six round trips (150 ms each on its
 * mobile profile) after their first module was asked for. Grouped, /chat loads 10 files and the
 * report 22; over HTTP/2 the fewer, larger files cost nothing more.
 *
 * A group takes its modules out of every other chunk, so only modules that the pages import
 * statically belong here (a lazily loaded module put in a group would load with the group).
 */

/** A path test for module ids, on either separator. */
function pathTest(...patterns: string[]): RegExp {
  return new RegExp(patterns.map((pattern) => pattern.replaceAll('/', '[\\\\/]')).join('|'));
}

/**
 * React and ReactDOM: every island needs all of it before it can render. The site's core, which /chat
 * loads too: the stores (with nanostores' atom), the chart API client, birth queries and places, the
 * vocabulary names, paths, the catalogue helper, the session hint and the open-text mark (each ≤ 2 KB gzipped).
 */
export const CHUNK_GROUPS = [
  // Vite's helper for dynamic imports, which nearly every page's first script uses: a file of its own, as the bundler
  // makes it, kept out of the groups below (a group takes what its modules import: 'chart-actions' took it, and with it
  // / and /chat loaded React and the chart pages' code up front).
  { name: 'preload-helper', test: pathTest('vite/preload-helper'), priority: 30 },
  { name: 'react', test: pathTest('/node_modules/(react|react-dom|scheduler)/'), priority: 20 },
  {
    name: 'core',
    test: pathTest(
      '/node_modules/nanostores/(index\\.js|atom/|clean-stores/)',
      '/site/stores/',
      '/site/lib/(api|api-client|account-hint|place|birth-query|open-text)\\.ts$',
      '/shared/i18n/devanagari\\.ts$',
      '/site/i18n/(paths|catalogue)\\.ts$',
      '/shared/vocabulary/(settings|graha|rasi|localized|spellings|match-person)\\.ts$',
      '/shared/contracts/(account|account-limits)\\.ts$',
      '/shared/interpretation/degrees-decimal\\.ts$',
      '/shared/product\\.ts$',
    ),
    priority: 10,
  },
  // What the chart pages (forms, report, panchang) and the account's chart list add to 'core': dates and the calendar,
  // nakshatra and varga names, the text formats, the stores' React hook (nanostores' key listeners), the islands'
  // data-loading hook (site/islands/kit/load.ts with @nanostores/query). Apart so that
  // /chat does not load them: with 'core' it loaded 8.0 KB gzipped of which it used about half (/chat 91,950 →
  // 89,201 bytes with this group). The chart pages load the same number of files as before (varga-names was a file
  // of its own). Lower than 'core', so a module both need stays in 'core' (a group takes what its modules import).
  {
    name: 'forms',
    test: pathTest(
      '/node_modules/nanostores/',
      // The stores' React hook (useStore): the chart pages, the chart's ways on and the account list all read a store.
      '/node_modules/@nanostores/react/',
      // The islands' one data-loading hook and its library: every chart page and form loads with it (the address picker too).
      '/node_modules/(@nanostores/query|nanoevents)/',
      '/site/islands/kit/load\\.ts$',
      '/site/lib/(saved-birth|day|intl-format|date-input)\\.ts$',
      '/shared/vocabulary/(nakshatra|varga-names)\\.ts$',
      // The report's birth facts (the Moon sign's lord and its rashifal link) and the kit's status views: each a file of its own otherwise.
      '/shared/jyotish/classical/(index|own-signs|exaltation)\\.ts$',
      '/shared/vocabulary/rasi-slugs\\.ts$',
      '/site/islands/kit/StatusView\\.tsx$',
      '/shared/time/julian\\.ts$',
      '/shared/interpretation/format\\.ts$',
      '/site/islands/kundali/report-dates\\.ts$',
    ),
    priority: 8,
  },
  // A chart's ways on (site/islands/kit/ChartActions.tsx: ask, report, quick chart, PDF, Save, Share), on the report,
  // the quick chart, a match, the panchang day and My charts, with the words they and the recent births use: one file
  // (with Save's words) instead of five (the report loaded 29 files with them, its limit is 24). /chat loads it late,
  // with its own chart's links.
  {
    name: 'chart-actions',
    test: pathTest(
      '/site/islands/kit/(ChartActions|ShareButton)\\.tsx$',
      '/site/islands/account/SaveChartButton\\.tsx$',
      '/site/lib/chart-links\\.ts$',
      '/site/i18n/journey\\.ts$',
    ),
    priority: 6,
  },
  /** The fixed-sign charts' cells (South and East Indian), which the chart drawings and the PDF share: one file with the South chart. */
  {
    name: 'sign-charts',
    test: pathTest('/site/components/chart/SouthIndianChart\\.tsx$', '/site/render/(south|east)-indian-geometry\\.ts$'),
    priority: 6,
  },
  // The account client, out of 'core' for the same reason (/chat 89,201 → 88,647 bytes): the account pages load it
  // with their island, a chart page's Save button when it is pressed, /chat only for a visitor whose hint cookie says
  // they may be signed in, after it has drawn (site/lib/account-hint.ts).
  { name: 'account-client', test: pathTest('/site/lib/account-api\\.ts$', '/site/i18n/account-client\\.ts$'), priority: 10 },
  // A group takes the modules its modules import too: this keeps the locale list (which / needs alone) out of
  // 'core', else / would load the whole group (measured 2.6 → 9.8 KB gzipped).
  { name: 'locale', test: pathTest('/shared/i18n/locale\\.ts$'), priority: 15 },
  // The chat's small modules that its first load needs anyway, and the subject names its lazily loaded match
  // code shares with the island (else a file of their own): one file instead of three. Nothing here may import
  // React: the page's early script loads this group, and React would then be preloaded before the first paint.
  {
    name: 'chat',
    test: pathTest('/site/islands/chat/(chat-limits|history)\\.ts$', '/site/i18n/chat(-subjects)?\\.ts$'),
    priority: 5,
  },
];
