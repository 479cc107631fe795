/**
 * The repository files the chart picture (chart-image.ts) reads at run time: the page's chart
 * stylesheet and the fonts it is drawn with (the symbol subsets as the pages serve them, WOFF2, unpacked
 * by chart-image.ts). scripts/build-api.ts copies them flat into
 * `dist-api/chart-image/`, beside the bundle; from the repository they are read where they are.
 */

/** The files, by their path in the repository. */
export const CHART_IMAGE_ASSETS = [
  'site/components/chart/chart.css',
  'site/render/font/NotoSansDevanagari-Regular.ttf',
  'site/render/font/NotoSansDevanagari-Bold.ttf',
  'site/styles/symbols/kundali-symbols-400.woff2',
  'site/styles/symbols/kundali-symbols-700.woff2',
] as const;
/** The folder beside the bundle that holds them. */
export const CHART_IMAGE_ASSET_DIR = 'chart-image';
