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
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOCALE_NATIVE_NAME, intlLocale } from '../shared/i18n/locale';
import { LANGUAGE_NAME_FONT_WEIGHT, fontFaceRule, languageNameCodePoints, subsetFont, woffToSfnt } from './symbol-font';
import { TEXT_FACES, TEXT_FACE_WEIGHTS, faceLocales, scriptPatterns, textFaceFile, type TextFace } from './text-faces';
import { sfntToWoff2 } from './woff2';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The Devanagari face (Hindi and Marathi pages); every function below takes any of scripts/text-faces.ts. */
const HINDI_TEXT_FACE: TextFace = TEXT_FACES.find((face) => face.script === 'Devanagari')!;
/** The face's family name, first in `--font-text` (site/styles/global.css). */
export const HINDI_TEXT_FONT_FAMILY = HINDI_TEXT_FACE.family;
/** The weights the pages use: 400 for text, 700 for headings and bold (600 resolves to 700). */
export const HINDI_TEXT_FONT_WEIGHTS = TEXT_FACE_WEIGHTS;
/** The subset's file name for one weight, in site/styles/symbols/. */
export const hindiTextFontFile = (weight: number): string => textFaceFile(HINDI_TEXT_FACE, weight);

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

/** Every distinct run of `face`'s script the site writes (its sources, and `Intl`'s dates in the languages of that script), sorted. */
export function siteScriptRuns(face: TextFace): string[] {
  const { letter, runs: pattern } = scriptPatterns(face.script);
  const runs = new Set<string>();
  const add = (text: string) => {
    for (const [run] of text.matchAll(pattern)) if (letter.test(run)) runs.add(run);
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

/** Every distinct Devanagari run the site writes (Hindi and Marathi), sorted. */
export const siteHindiRuns = (): string[] => siteScriptRuns(HINDI_TEXT_FACE);

/** The whole face of `face`'s script of one weight, as TrueType (the face the subset is cut from and compared with). */
export function wholeTextFace(face: TextFace, weight: number): Uint8Array {
  return woffToSfnt(readFileSync(face.wholeFaceWoff(weight)));
}

/** The whole Devanagari face of one weight, as TrueType. */
export const wholeDevanagariFace = (weight: number): Uint8Array => wholeTextFace(HINDI_TEXT_FACE, weight);

/**
 * The code points of `runs` and every glyph the whole face's shaping passes through for them, both ascending:
 * the glyphs drawn and the ones a substitution makes on the way (a half form a later ligature consumes), so
 * each rule that fires for the site's words keeps all it reads and writes, and fires the same in the subset.
 */
export async function textGlyphs(
  face: TextFace,
  weight: number,
  runs: readonly string[],
): Promise<{ codePoints: number[]; glyphIds: number[] }> {
  const hb = await import('harfbuzzjs');
  const font = new hb.Font(new hb.Face(new hb.Blob(wholeTextFace(face, weight))));
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

/** textGlyphs of the Devanagari face. */
export const hindiTextGlyphs = (weight: number, runs: readonly string[]) => textGlyphs(HINDI_TEXT_FACE, weight, runs);

/** The characters of `runs`, ascending: the subset's cmap and its unicode-range. */
export function hindiTextCodePoints(runs: readonly string[]): number[] {
  return [...new Set(runs.flatMap((run) => [...run].map((char) => char.codePointAt(0)!)))].sort((a, b) => a - b);
}

/** The subset of `face` of one weight as TrueType (what the WOFF2 file holds). */
export async function buildTextSfnt(face: TextFace, weight: number, runs: readonly string[] = siteScriptRuns(face)): Promise<Uint8Array> {
  const { codePoints, glyphIds } = await textGlyphs(face, weight, runs);
  return subsetFont(wholeTextFace(face, weight), codePoints, glyphIds);
}

/** The Devanagari subset of one weight as TrueType. */
export const buildHindiTextSfnt = (weight: number, runs: readonly string[] = siteHindiRuns()): Promise<Uint8Array> =>
  buildTextSfnt(HINDI_TEXT_FACE, weight, runs);

/** The file served: the subset as WOFF2. */
export async function buildTextFont(face: TextFace, weight: number, runs: readonly string[] = siteScriptRuns(face)): Promise<Uint8Array> {
  return sfntToWoff2(await buildTextSfnt(face, weight, runs));
}

/** The generated stylesheet (site/styles/symbols/<stem>.css): one @font-face per weight, ranged to the subset's characters. */
export function textFontCss(face: TextFace, runs: readonly string[] = siteScriptRuns(face)): string {
  const codePoints = hindiTextCodePoints(runs);
  const faces = TEXT_FACE_WEIGHTS.map((weight) =>
    fontFaceRule({ family: face.family, weight, file: textFaceFile(face, weight), format: 'woff2', codePoints }),
  );
  return `/* Generated by \`npm run build:symbols\` (scripts/hindi-text-font.ts, scripts/text-faces.ts) from the site's own ${face.script} words: do not edit. */
/* Noto Sans (SIL Open Font License: LICENSE-NotoSans beside this file), ${face.script} reduced to the glyphs
   of the site's own text in that script. */
${faces.join('')}`;
}

/** The Devanagari stylesheet (site/styles/symbols/hindi-text.css). */
export const hindiTextFontCss = (runs: readonly string[] = siteHindiRuns()): string => textFontCss(HINDI_TEXT_FACE, runs);

/**
 * The language switch's names face of one script, cut from that script's Noto face at the switch's weight to the
 * glyphs its names shape through (as the text faces are): an English page loads a few kilobytes for the names,
 * not the whole faces, and a name's conjuncts (the reph of मराठी) keep only the forms it uses.
 */
export async function buildLanguageNameFont(face: TextFace = HINDI_TEXT_FACE): Promise<Uint8Array> {
  const { letter } = scriptPatterns(face.script);
  const names = Object.values(LOCALE_NATIVE_NAME).filter((name) => letter.test(name));
  const { glyphIds } = await textGlyphs(face, LANGUAGE_NAME_FONT_WEIGHT, names);
  return subsetFont(wholeTextFace(face, LANGUAGE_NAME_FONT_WEIGHT), languageNameCodePoints(face), glyphIds);
}
