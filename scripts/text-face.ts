/**
 * The site's own text faces: for a language whose script's whole face is large (Hindi: Noto Sans
 * Devanagari, 43–46 KB per weight, mostly conjuncts no page uses), a face cut down to the glyphs the
 * site's own words in that script are drawn with. Its pages preload it instead of the whole face; the
 * whole face stays in the font stack for text the site did not write (a visitor's name, a chat answer),
 * which takes `--font-open-text` (site/styles/global.css).
 *
 * Generic over scripts: a face is a row of TEXT_FACES (the script's letters and runs, the language whose
 * `Intl` dates it must draw, the whole face it is cut from, its family and files). The words are every run
 * of the script in the product's source (site/, shared/, functions/ but not their tests) and the month and
 * weekday names `Intl` writes for the pages' date formats in that language. Each run is shaped with the
 * whole face (HarfBuzz, as the browser does); the glyphs its shaping passes through, and the cmap of the
 * run's characters, are what the subset keeps, with only the substitution and positioning rules among them
 * (scripts/font-files.ts). Made by `npm run build:symbols`; scripts/text-face.test.ts rebuilds it, so text
 * added without rebuilding fails there.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEVANAGARI, DEVANAGARI_RUNS } from '../shared/i18n/devanagari';
import { intlLocale, type Locale } from '../shared/i18n/locale';
import { convertFont, subsetToGlyphs } from './font-files';
import { fontFaceRule } from './symbol-font';

const require = createRequire(import.meta.url);
const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

/** One site text face: which words it draws, what it is cut from, what it is called and where it is written. */
export interface TextFace {
  /** The family name, first in `--font-text` (site/styles/global.css). */
  family: string;
  /** One letter of the script (a run counts when it has one). */
  letter: RegExp;
  /** Runs of the script with the joiners that steer it (global, for matchAll). */
  runs: RegExp;
  /** The language whose `Intl` month and weekday names the face must draw. */
  locale: Locale;
  /** The weights the pages use: 400 for text, 700 for headings and bold (600 resolves to 700). */
  weights: readonly number[];
  /** The whole face of a weight (WOFF2 or WOFF, from an installed @fontsource package): package and file. */
  source: (weight: number) => { package: string; file: string };
  /** The subset's file name for one weight, in site/styles/symbols/. */
  file: (weight: number) => string;
  /** Its generated stylesheet, in site/styles/symbols/ (imported by site/styles/fonts.css). */
  stylesheet: string;
  /** The licence line the stylesheet carries. */
  credit: string;
}

/** The Hindi pages' own words, cut from Noto Sans's Devanagari (the face those pages draw Hindi with). */
export const HINDI_TEXT_FACE: TextFace = {
  family: 'Kundali Hindi Text',
  letter: DEVANAGARI,
  runs: DEVANAGARI_RUNS,
  locale: 'hi',
  weights: [400, 700],
  source: (weight) => ({ package: '@fontsource/noto-sans', file: `noto-sans-devanagari-${weight}-normal.woff2` }),
  file: (weight) => `hindi-text-${weight}.woff2`,
  stylesheet: 'hindi-text.css',
  credit:
    "Noto Sans (SIL Open Font License: LICENSE-NotoSans beside this file), Devanagari reduced to the glyphs\n   of the site's own Hindi text.",
};

/** Every site text face `npm run build:symbols` writes. */
export const TEXT_FACES: readonly TextFace[] = [HINDI_TEXT_FACE];

/** Where the product's words are: the pages, the engine's readings, the API's messages. */
const SOURCE_DIRS = ['site', 'shared', 'functions'];
const SOURCE_FILE = /\.(ts|tsx|astro|md|mdx|json|mjs)$/;
const NOT_PRODUCT = /(\.test\.|\.spec\.|(^|\/)node_modules\/|(^|\/)__baselines__\/)/;

/** The `Intl` date formats the pages use (site/lib/panchang-view.ts, post dates, saved charts). */
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

/** Every distinct run of the face's script the site writes, sorted. */
export function siteRuns(face: TextFace): string[] {
  const runs = new Set<string>();
  const add = (text: string) => {
    for (const [run] of text.matchAll(face.runs)) if (face.letter.test(run)) runs.add(run);
  };
  for (const file of SOURCE_DIRS.flatMap(sourceFiles)) add(readFileSync(join(ROOT, file), 'utf8'));
  for (const options of DATE_FORMATS) {
    const format = new Intl.DateTimeFormat(intlLocale(face.locale), { ...options, timeZone: 'UTC' });
    // Each month of 2026, on its first seven days: every month and every weekday name.
    for (let month = 0; month < 12; month += 1) for (let day = 1; day <= 7; day += 1) add(format.format(Date.UTC(2026, month, day, 12)));
  }
  return [...runs].sort();
}

/** The whole face of one weight, as TrueType (the face the subset is cut from and compared with). */
export async function wholeFace(face: TextFace, weight: number): Promise<Uint8Array> {
  const { package: name, file } = face.source(weight);
  return convertFont(readFileSync(join(dirname(require.resolve(`${name}/LICENSE`)), 'files', file)), 'sfnt');
}

/**
 * The code points of `runs` and every glyph the whole face's shaping passes through for them, both ascending:
 * the glyphs drawn and the ones a substitution makes on the way (a half form a later ligature consumes), so
 * each rule that fires for the site's words keeps all it reads and writes, and fires the same in the subset.
 */
export async function textGlyphs(whole: Uint8Array, runs: readonly string[]): Promise<{ codePoints: number[]; glyphIds: number[] }> {
  const hb = await import('harfbuzzjs');
  const font = new hb.Font(new hb.Face(new hb.Blob(whole)));
  const glyphIds = new Set<number>([0]); // .notdef, which every font keeps first
  for (const run of runs) {
    const buffer = new hb.Buffer();
    buffer.addText(run);
    buffer.guessSegmentProperties();
    for (const step of hb.shapeWithTrace(font, buffer, [], 0, hb.TracePhase.DONT_STOP)) {
      if (step.glyphs) for (const glyph of step.t as { g: number }[]) glyphIds.add(glyph.g);
    }
  }
  return { codePoints: textCodePoints(runs), glyphIds: [...glyphIds].sort((a, b) => a - b) };
}

/** The characters of `runs`, ascending: the subset's cmap and its unicode-range. */
export function textCodePoints(runs: readonly string[]): number[] {
  return [...new Set(runs.flatMap((run) => [...run].map((char) => char.codePointAt(0)!)))].sort((a, b) => a - b);
}

/** The file served for one weight: the subset as WOFF2. */
export async function buildTextFace(face: TextFace, weight: number, runs: readonly string[] = siteRuns(face)): Promise<Uint8Array> {
  const whole = await wholeFace(face, weight);
  const { codePoints, glyphIds } = await textGlyphs(whole, runs);
  return subsetToGlyphs(whole, codePoints, glyphIds, 'woff2');
}

/** The generated stylesheet: one @font-face per weight, ranged to the subset's characters. */
export function textFaceCss(face: TextFace, runs: readonly string[] = siteRuns(face)): string {
  const codePoints = textCodePoints(runs);
  const rules = face.weights.map((weight) =>
    fontFaceRule({ family: face.family, weight, file: face.file(weight), format: 'woff2', codePoints }),
  );
  return `/* Generated by \`npm run build:symbols\` (scripts/text-face.ts) from the site's words: do not edit. */
/* ${face.credit} */
${rules.join('')}`;
}
