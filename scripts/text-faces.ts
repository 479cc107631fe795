/**
 * The site's own text faces, one per script other than Latin, as data: each is its Noto face cut down
 * to the glyphs the site's own words in that script are drawn with (scripts/hindi-text-font.ts says
 * how, for Devanagari, the first of them). A page preloads the face of its language's script
 * (site/layouts/Base.astro) and no other, so English pages load none of them. Adding a script is a
 * row here, its @fontsource package, and `npm run build:symbols`.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { DEVANAGARI, DEVANAGARI_RUNS } from '../shared/i18n/devanagari';
import { LOCALES, LOCALE_SCRIPT, REGIONAL_LOCALES, type EngineLocale, type LocaleScript } from '../shared/i18n/locale';

const require = createRequire(import.meta.url);

/** One script's text face. */
export interface TextFace {
  /** The Unicode script its words are in (`\p{Script=…}`). */
  script: Exclude<LocaleScript, 'Latin'>;
  /** Its family name in the stylesheet, in `--font-text` (site/styles/global.css). */
  family: string;
  /** Its files' stem in site/styles/symbols/: `<stem>-400.woff2`, `<stem>-700.woff2`, `<stem>.css`. */
  stem: string;
  /** The whole face it is cut from, of one weight, as a WOFF file of an installed @fontsource package. */
  wholeFaceWoff: (weight: number) => string;
}

/** The text faces, one per script (Marathi shares Devanagari's with Hindi). */
export const TEXT_FACES: readonly TextFace[] = [
  {
    script: 'Devanagari',
    family: 'Kundali Hindi Text',
    stem: 'hindi-text',
    wholeFaceWoff: (weight) =>
      join(dirname(require.resolve('@fontsource/noto-sans/LICENSE')), `files/noto-sans-devanagari-${weight}-normal.woff`),
  },
  {
    script: 'Bengali',
    family: 'Kundali Bengali Text',
    stem: 'bengali-text',
    wholeFaceWoff: (weight) =>
      join(dirname(require.resolve('@fontsource/noto-sans-bengali/LICENSE')), `files/noto-sans-bengali-bengali-${weight}-normal.woff`),
  },
  {
    script: 'Telugu',
    family: 'Kundali Telugu Text',
    stem: 'telugu-text',
    wholeFaceWoff: (weight) =>
      join(dirname(require.resolve('@fontsource/noto-sans-telugu/LICENSE')), `files/noto-sans-telugu-telugu-${weight}-normal.woff`),
  },
  {
    script: 'Tamil',
    family: 'Kundali Tamil Text',
    stem: 'tamil-text',
    wholeFaceWoff: (weight) =>
      join(dirname(require.resolve('@fontsource/noto-sans-tamil/LICENSE')), `files/noto-sans-tamil-tamil-${weight}-normal.woff`),
  },
];

/** The weights every text face has: 400 for text, 700 for headings and bold (600 resolves to 700). */
export const TEXT_FACE_WEIGHTS = [400, 700] as const;

/** A face's file of one weight, in site/styles/symbols/. */
export const textFaceFile = (face: TextFace, weight: number): string => `${face.stem}-${weight}.woff2`;

/** The languages written in `face`'s script, the site's and the regional ones (their `Intl` dates are part of its words). */
export const faceLocales = (face: TextFace): EngineLocale[] =>
  [...new Set<EngineLocale>([...LOCALES, ...REGIONAL_LOCALES])].filter((locale) => LOCALE_SCRIPT[locale] === face.script);

/**
 * A character of `script`, and runs of it with the joiners (ZWNJ, ZWJ) that steer its conjuncts and the
 * dandas (U+0964–U+0965, shared by the Brahmic scripts) that end its sentences (for matchAll).
 */
export function scriptPatterns(script: TextFace['script']): { letter: RegExp; runs: RegExp } {
  if (script === 'Devanagari') return { letter: DEVANAGARI, runs: DEVANAGARI_RUNS };
  const inScript = `\\p{Script=${script}}`;
  return { letter: new RegExp(inScript, 'u'), runs: new RegExp(`[${inScript}\\u200C\\u200D\\u0964\\u0965]+`, 'gu') };
}
