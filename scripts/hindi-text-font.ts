/**
 * The Hindi pages' own text face: the Devanagari of Noto Sans (the face the pages draw Hindi with,
 * @fontsource/noto-sans) cut down to the glyphs the site's own Hindi words are drawn with. The whole
 * face is 43–46 KB per weight, mostly conjuncts no page uses; a Hindi page preloads this subset
 * instead, and the whole face stays in the font stack for text the site did not write (a visitor's
 * name, a chat answer), which takes `--font-open-text` (site/styles/global.css).
 *
 * The words are every run of Devanagari in the product's source (site/, shared/, functions/ but not
 * their tests) and the Hindi month and weekday names `Intl` writes for the pages' date formats.
 * Each run is shaped with the whole face (HarfBuzz, as the browser does); the glyphs its shaping
 * passes through, and the cmap of the run's characters, are what the subset keeps, with only the
 * substitution and positioning rules among them. Made by `npm run build:symbols`; scripts/hindi-text-font.test.ts
 * rebuilds it, so a Hindi string added without rebuilding fails there.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEVANAGARI, DEVANAGARI_RUNS } from '../shared/i18n/devanagari';
import { intlLocale } from '../shared/i18n/locale';
import { fontFaceRule, subsetFont, woffToSfnt } from './symbol-font';
import { sfntToWoff2 } from './woff2';

const require = createRequire(import.meta.url);
const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The face's family name, first in `--font-text` (site/styles/global.css). */
export const HINDI_TEXT_FONT_FAMILY = 'Kundali Hindi Text';
/** The weights the pages use: 400 for text, 700 for headings and bold (600 resolves to 700). */
export const HINDI_TEXT_FONT_WEIGHTS = [400, 700] as const;
/** The subset's file name for one weight, in site/styles/symbols/. */
export const hindiTextFontFile = (weight: number): string => `hindi-text-${weight}.woff2`;

/** Where the product's words are: the pages, the engine's readings, the API's messages. */
const SOURCE_DIRS = ['site', 'shared', 'functions'];
const SOURCE_FILE = /\.(ts|tsx|astro|md|mdx|json|mjs)$/;
const NOT_PRODUCT = /(\.test\.|\.spec\.|(^|\/)node_modules\/|(^|\/)__baselines__\/)/;

/** The `Intl` date formats the Hindi pages use (site/lib/panchang-view.ts, post dates, saved charts). */
const DATE_FORMATS: readonly Intl.DateTimeFormatOptions[] = [
  { month: 'long' },
  { month: 'short' },
  { weekday: 'long' },
  { weekday: 'short' },
  { day: 'numeric', month: 'short' },
  { day: 'numeric', month: 'long', year: 'numeric' },
  { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
  { month: 'long', year: 'numeric' },
];

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .map((file) => join(dir, file).split('\\').join('/'))
    .filter((file) => SOURCE_FILE.test(file) && !NOT_PRODUCT.test(file))
    .sort();
}

/** Every distinct Devanagari run the site writes, sorted. */
export function siteHindiRuns(): string[] {
  const runs = new Set<string>();
  const add = (text: string) => {
    for (const [run] of text.matchAll(DEVANAGARI_RUNS)) if (DEVANAGARI.test(run)) runs.add(run);
  };
  for (const file of SOURCE_DIRS.flatMap(sourceFiles)) add(readFileSync(join(ROOT, file), 'utf8'));
  for (const options of DATE_FORMATS) {
    const format = new Intl.DateTimeFormat(intlLocale('hi'), { ...options, timeZone: 'UTC' });
    // Each month of 2026, on its first seven days: every month and every weekday name.
    for (let month = 0; month < 12; month += 1) for (let day = 1; day <= 7; day += 1) add(format.format(Date.UTC(2026, month, day, 12)));
  }
  return [...runs].sort();
}

/** The whole Devanagari face of one weight, as TrueType (the face the subset is cut from and compared with). */
export function wholeDevanagariFace(weight: number): Uint8Array {
  const woff = readFileSync(
    join(dirname(require.resolve('@fontsource/noto-sans/LICENSE')), `files/noto-sans-devanagari-${weight}-normal.woff`),
  );
  return woffToSfnt(woff);
}

/**
 * The code points of `runs` and every glyph the whole face's shaping passes through for them, both ascending:
 * the glyphs drawn and the ones a substitution makes on the way (a half form a later ligature consumes), so
 * each rule that fires for the site's words keeps all it reads and writes, and fires the same in the subset.
 */
export async function hindiTextGlyphs(weight: number, runs: readonly string[]): Promise<{ codePoints: number[]; glyphIds: number[] }> {
  const hb = await import('harfbuzzjs');
  const font = new hb.Font(new hb.Face(new hb.Blob(wholeDevanagariFace(weight))));
  const glyphIds = new Set<number>([0]); // .notdef, which every font keeps first
  for (const run of runs) {
    const buffer = new hb.Buffer();
    buffer.addText(run);
    buffer.guessSegmentProperties();
    for (const step of hb.shapeWithTrace(font, buffer, [], 0, hb.TracePhase.DONT_STOP)) {
      if (step.glyphs) for (const glyph of step.t as { g: number }[]) glyphIds.add(glyph.g);
    }
  }
  return { codePoints: hindiTextCodePoints(runs), glyphIds: [...glyphIds].sort((a, b) => a - b) };
}

/** The characters of `runs`, ascending: the subset's cmap and its unicode-range. */
export function hindiTextCodePoints(runs: readonly string[]): number[] {
  return [...new Set(runs.flatMap((run) => [...run].map((char) => char.codePointAt(0)!)))].sort((a, b) => a - b);
}

/** The subset of one weight as TrueType (what the WOFF2 file holds). */
export async function buildHindiTextSfnt(weight: number, runs: readonly string[] = siteHindiRuns()): Promise<Uint8Array> {
  const { codePoints, glyphIds } = await hindiTextGlyphs(weight, runs);
  return subsetFont(wholeDevanagariFace(weight), codePoints, glyphIds);
}

/** The file served: the subset as WOFF2. */
export async function buildHindiTextFont(weight: number): Promise<Uint8Array> {
  return sfntToWoff2(await buildHindiTextSfnt(weight));
}

/** The generated stylesheet (site/styles/symbols/hindi-text.css): one @font-face per weight, ranged to the subset's characters. */
export function hindiTextFontCss(runs: readonly string[] = siteHindiRuns()): string {
  const codePoints = hindiTextCodePoints(runs);
  const faces = HINDI_TEXT_FONT_WEIGHTS.map((weight) =>
    fontFaceRule({ family: HINDI_TEXT_FONT_FAMILY, weight, file: hindiTextFontFile(weight), format: 'woff2', codePoints }),
  );
  return `/* Generated by \`npm run build:symbols\` (scripts/hindi-text-font.ts) from the site's Hindi words: do not edit. */
/* Noto Sans (SIL Open Font License: LICENSE-NotoSans beside this file), Devanagari reduced to the glyphs
   of the site's own Hindi text. */
${faces.join('')}`;
}
