/**
 * The site's own text faces: for a language whose script's whole face is large (Hindi: Noto Sans
 * Devanagari, 43–46 KB per weight, mostly conjuncts no page uses), a face cut down to the glyphs the
 * site's own words in that script are drawn with. Its pages preload it instead of the whole face; the
 * whole face stays in the font stack for text the site did not write (a visitor's name, a chat answer),
 * which takes `--font-open-text` (site/styles/global.css).
 *
 * Generic over scripts: a face is a row of TEXT_FACES (the script, its letters and runs, the whole face it is
 * cut from, its family and files); the languages whose `Intl` dates it must draw are those written in its
 * script (LOCALE_SCRIPT: Hindi and Marathi for Devanagari). Adding a script is a row here, its @fontsource
 * package, and `npm run build:symbols`. The words are every run
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
import { ENGINE_LOCALES, LOCALE_NATIVE_NAME, LOCALE_SCRIPT, intlLocale, type EngineLocale, type LocaleScript } from '../shared/i18n/locale';
import { LANGUAGE_NAME_FONT_FAMILY } from '../site/styles/symbols/characters';
import { convertFont, subsetToCharacters, subsetToGlyphs } from './font-files';
import { fontFaceRule } from './symbol-font';

const require = createRequire(import.meta.url);
const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

/** One site text face: which words it draws, what it is cut from, what it is called and where it is written. */
export interface TextFace {
  /** The Unicode script its words are in. */
  script: Exclude<LocaleScript, 'Latin'>;
  /** The family name, first in `--font-text` (site/styles/global.css). */
  family: string;
  /** One letter of the script (a run counts when it has one). */
  letter: RegExp;
  /** Runs of the script with the joiners that steer it (global, for matchAll). */
  runs: RegExp;
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

/** The Hindi and Marathi pages' own words, cut from Noto Sans's Devanagari (the face those pages draw them with). */
export const HINDI_TEXT_FACE: TextFace = {
  script: 'Devanagari',
  family: 'Kundali Hindi Text',
  letter: DEVANAGARI,
  runs: DEVANAGARI_RUNS,
  weights: [400, 700],
  source: (weight) => ({ package: '@fontsource/noto-sans', file: `noto-sans-devanagari-${weight}-normal.woff2` }),
  file: (weight) => `hindi-text-${weight}.woff2`,
  stylesheet: 'hindi-text.css',
  credit:
    "Noto Sans (SIL Open Font License: LICENSE-NotoSans beside this file), Devanagari reduced to the glyphs\n   of the site's own Hindi text.",
};

/**
 * A Brahmic script other than Devanagari: its letters, and runs of them with the joiners (ZWNJ, ZWJ) that steer its
 * conjuncts and the dandas (U+0964–U+0965, shared by these scripts) that end its sentences.
 */
function brahmicFace(script: 'Bengali' | 'Telugu' | 'Tamil'): TextFace {
  const name = script.toLowerCase();
  const inScript = `\\p{Script=${script}}`;
  return {
    script,
    family: `Kundali ${script} Text`,
    letter: new RegExp(inScript, 'u'),
    runs: new RegExp(`[${inScript}\\u200C\\u200D\\u0964\\u0965]+`, 'gu'),
    weights: [400, 700],
    source: (weight) => ({ package: `@fontsource/noto-sans-${name}`, file: `noto-sans-${name}-${name}-${weight}-normal.woff2` }),
    file: (weight) => `${name}-text-${weight}.woff2`,
    stylesheet: `${name}-text.css`,
    credit: `Noto Sans ${script} (SIL Open Font License: LICENSE-NotoSans beside this file), reduced to the glyphs\n   of the site's own ${script} text.`,
  };
}

/** Every site text face `npm run build:symbols` writes: Devanagari (Hindi, Marathi), Bengali, Telugu, Tamil. */
export const TEXT_FACES: readonly TextFace[] = [HINDI_TEXT_FACE, brahmicFace('Bengali'), brahmicFace('Telugu'), brahmicFace('Tamil')];

/** The languages written in the face's script: their `Intl` dates are among its words, their names in the language switch. */
export const faceLocales = (face: TextFace): EngineLocale[] => ENGINE_LOCALES.filter((locale) => LOCALE_SCRIPT[locale] === face.script);

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
  for (const locale of faceLocales(face)) {
    for (const options of DATE_FORMATS) {
      const format = new Intl.DateTimeFormat(intlLocale(locale), { ...options, timeZone: 'UTC' });
      // Each month of 2026, on its first seven days: every month and every weekday name.
      for (let month = 0; month < 12; month += 1) for (let day = 1; day <= 7; day += 1) add(format.format(Date.UTC(2026, month, day, 12)));
    }
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
  // One buffer and one message function for every run: harfbuzzjs keeps each message function it is given for
  // good (shapeWithTrace's per call held every trace, gigabytes for four scripts' words).
  const buffer = new hb.Buffer();
  buffer.setMessageFunc((step) => {
    if (step.getContentType() === hb.BufferContentType.GLYPHS) for (const info of step.getGlyphInfos()) glyphIds.add(info.codepoint);
    return true;
  });
  for (const run of runs) {
    buffer.reset();
    buffer.addText(run);
    buffer.guessSegmentProperties();
    hb.shape(font, buffer);
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

/** The language switch is bold (600, drawn at 700): its names face has that weight alone. */
export const LANGUAGE_NAME_FONT_WEIGHT = 700;

/** The language switch's names in the face's script ("हिन्दी", "मराठी" for Devanagari). */
export const languageNames = (face: TextFace): string[] => faceLocales(face).map((locale) => LOCALE_NATIVE_NAME[locale]);

/** The names face's file, in site/styles/symbols/. */
export const languageNameFile = (face: TextFace): string =>
  `language-names-${face.script.toLowerCase()}-${LANGUAGE_NAME_FONT_WEIGHT}.woff2`;

/**
 * The language switch names each language in its own script on every page: those letters get a face of their
 * own per script, cut from the script's whole face at the switch's weight, so an English page loads a few
 * kilobytes for the names instead of four whole faces.
 */
export async function buildLanguageNameFace(face: TextFace): Promise<Uint8Array> {
  return subsetToCharacters(await wholeFace(face, LANGUAGE_NAME_FONT_WEIGHT), textCodePoints(languageNames(face)), 'woff2');
}

/** The generated stylesheet: one @font-face per weight, ranged to the subset's characters, and the names face. */
export function textFaceCss(face: TextFace, runs: readonly string[] = siteRuns(face)): string {
  const codePoints = textCodePoints(runs);
  const rules = face.weights.map((weight) =>
    fontFaceRule({ family: face.family, weight, file: face.file(weight), format: 'woff2', codePoints }),
  );
  const names = fontFaceRule({
    family: LANGUAGE_NAME_FONT_FAMILY,
    weight: LANGUAGE_NAME_FONT_WEIGHT,
    file: languageNameFile(face),
    format: 'woff2',
    codePoints: textCodePoints(languageNames(face)),
  });
  return `/* Generated by \`npm run build:symbols\` (scripts/text-face.ts) from the site's words: do not edit. */
/* ${face.credit} */
${rules.join('')}/* The language switch's names in this script, from the same whole face at its weight. */
${names}`;
}
