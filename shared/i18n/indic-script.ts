/**
 * Sanskrit words written in Devanagari, rewritten letter by letter in the Bengali, Telugu or Tamil
 * script, as those languages' almanacs write the same Sanskrit names (गजकेसरी → গজকেসরী,
 * గజకేసరీ, கஜகேசரீ). The Unicode blocks of the three scripts follow Devanagari's order (ISCII),
 * so a letter moves by its block's offset; the letters a script lacks take the letter its
 * writers use instead (Bengali ব for व; Tamil's one letter for each stop's voiced and aspirated
 * forms, ரு for the vowel ऋ). Then each script's own spelling of such words (tested word by word
 * against the spellings of those languages' almanacs): an anusvara before a stop is the stop's own
 * nasal in Bengali and Tamil (অন্ত্য, কণ্ঠ; அந்த்ய, கண்ட), Bengali writes ড়/ঢ় for ड़/ढ़ and য় for a
 * य between vowels (নাড়ী, বিজয়), Tamil ன for a न inside a word but before த (யோனி, மனுஷ்ய) and,
 * with Telugu, a short final i (நாடி, గజకేసరి) and the neuter ending of योग and दोष (யோகம், దోషం). For names, not prose: the words of a sentence are
 * each language's own.
 */

/** The scripts a Devanagari name can be rewritten in. */
export const INDIC_SCRIPTS = ['bengali', 'telugu', 'tamil'] as const;
/** One of them. */
export type IndicScript = (typeof INDIC_SCRIPTS)[number];

const BLOCK_OFFSET: Readonly<Record<IndicScript, number>> = { bengali: 0x80, telugu: 0x300, tamil: 0x280 };

/** Devanagari letters with a nukta, as their base letter and the nukta (the other scripts spell them so, or drop the nukta). */
const NUKTA_LETTERS: Readonly<Record<string, string>> = {
  '\u0958': '\u0915\u093C',
  '\u0959': '\u0916\u093C',
  '\u095A': '\u0917\u093C',
  '\u095B': '\u091C\u093C',
  '\u095C': '\u0921\u093C',
  '\u095D': '\u0922\u093C',
  '\u095E': '\u092B\u093C',
  '\u095F': '\u092F\u093C',
  '\u0929': '\u0928\u093C',
  '\u0931': '\u0930\u093C',
  '\u0934': '\u0933\u093C',
};

/** Letters each script writes otherwise than by the block offset (Devanagari letter → the script's text). */
const SUBSTITUTES: Readonly<Record<IndicScript, Readonly<Record<string, string>>>> = {
  bengali: { व: 'ব', ळ: 'ল', ऎ: 'এ', 'ॆ': 'ে', ऒ: 'ও', 'ॊ': 'ো', 'ॉ': 'ো', ऑ: 'ও', '\u093C': '' },
  telugu: { 'ॉ': 'ో', ऑ: 'ఆ', ऍ: 'ఎ', 'ॅ': 'ె', '\u093C': '' },
  tamil: {
    ख: 'க',
    ग: 'க',
    घ: 'க',
    छ: 'ச',
    झ: 'ஜ',
    ठ: 'ட',
    ड: 'ட',
    ढ: 'ட',
    थ: 'த',
    द: 'த',
    ध: 'த',
    फ: 'ப',
    ब: 'ப',
    भ: 'ப',
    श: 'ச',
    ऋ: 'ரு',
    ॠ: 'ரூ',
    'ृ': 'ிரு',
    'ॄ': 'ிரூ',
    'ँ': '',
    'ः': '',
    'ॉ': 'ோ',
    ऑ: 'ஆ',
    '\u093C': '',
  },
};

const DEVANAGARI_LETTER = /[\u0900-\u0963\u0966-\u097F]/u;
const UNASSIGNED = /\p{Cn}/u;

/** The nasal letter (Devanagari) of each stop's row: an anusvara before the stop is written with it where the script does. */
const STOP_ROW_NASAL: readonly (readonly [RegExp, string])[] = [
  [/[कखगघ]/u, 'ङ'],
  [/[चछजझ]/u, 'ञ'],
  [/[टठडढ]/u, 'ण'],
  [/[तथदध]/u, 'न'],
  [/[पफबभ]/u, 'म'],
];
const VIRAMA = '\u094D';
const NUKTA = '\u093C';
const CONSONANT = /[\u0915-\u0939]/u;
const DEVANAGARI_VOWEL_OR_SIGN = /[\u0904-\u0914\u093E-\u094C]/u;

/** The nasal to write for an anusvara before `next` (Bengali and Tamil), or null to keep the script's own anusvara (Tamil: ம்). */
function anusvaraBefore(next: string | undefined, script: IndicScript): string | null {
  const row = next ? STOP_ROW_NASAL.find(([stops]) => stops.test(next)) : undefined;
  if (row) return row[1] + VIRAMA;
  return script === 'tamil' ? 'म' + VIRAMA : null;
}

/** The members a name's compound often starts with य (राजयोग, रथयात्रा): Bengali keeps য there, as at a word's start. */
const YA_COMPOUND_MEMBERS = ['योग', 'यात्रा'];
const startsCompoundWord = (chars: readonly string[], at: number): boolean =>
  YA_COMPOUND_MEMBERS.some((member) => chars.slice(at, at + [...member].length).join('') === member);

/** The nouns a name ends with that Telugu and Tamil write with their neuter ending (యోగం, దోషం; யோகம், தோஷம்). */
const NEUTER_NOUNS = /(योग|दोष)(?![\p{L}\p{M}])/gu;
const neuterEndings = (text: string, script: IndicScript): string =>
  script === 'telugu' ? text.replace(NEUTER_NOUNS, '$1ं') : script === 'tamil' ? text.replace(NEUTER_NOUNS, '$1म्') : text;

/** The Devanagari spelled as `script` writes these words, before the letters move to its block. */
function respell(text: string, script: IndicScript): string {
  const chars = [...neuterEndings(text, script)];
  let out = '';
  for (let i = 0; i < chars.length; i++) {
    const ch = chars[i]!;
    const prev = chars[i - 1];
    const next = chars[i + 1];
    const startsWord = prev === undefined || !/\p{L}|\p{M}/u.test(prev);
    const endsWord = next === undefined || !/\p{L}|\p{M}/u.test(next);
    if (ch === '\u0902' && script !== 'telugu') {
      out += anusvaraBefore(next, script) ?? ch;
    } else if (script === 'tamil' && ch === 'न' && !startsWord && next !== VIRAMA + 'त' && !(next === VIRAMA && chars[i + 2] === 'त')) {
      out += 'ऩ'; // ன: moves to the Tamil block by the offset like any letter
    } else if (
      script === 'bengali' &&
      ch === 'य' &&
      next !== NUKTA &&
      prev !== undefined &&
      !startsWord &&
      prev !== VIRAMA &&
      (CONSONANT.test(prev) || DEVANAGARI_VOWEL_OR_SIGN.test(prev)) &&
      !startsCompoundWord(chars, i)
    ) {
      out += 'य' + NUKTA; // য়
    } else if (ch === 'ी' && endsWord && script !== 'bengali') {
      out += 'ि';
    } else out += ch;
  }
  return out;
}

/** Bengali's letters written with a nukta (ড়, ঢ়, য়); the other scripts, and Bengali elsewhere, drop it. */
const BENGALI_NUKTA_BASES = ['ड', 'ढ', 'य'];

/** `text` with every Devanagari letter rewritten in `script`; other characters (spaces, dandas, Latin) kept. */
export function fromDevanagari(text: string, script: IndicScript): string {
  const offset = BLOCK_OFFSET[script];
  const substitutes = SUBSTITUTES[script];
  const chars = [
    ...respell(
      text.normalize('NFC').replace(/[\u0958-\u095F\u0929\u0931\u0934]/gu, (c) => NUKTA_LETTERS[c]!),
      script,
    ),
  ];
  let out = '';
  for (let i = 0; i < chars.length; i++) {
    const ch = chars[i]!;
    if (ch === 'ऩ' && script === 'tamil') {
      out += 'ன';
      continue;
    }
    if (script === 'bengali' && ch === NUKTA && BENGALI_NUKTA_BASES.includes(chars[i - 1]!)) {
      out += '\u09BC'; // ড়, ঢ়, য় in their normal form (base and nukta)
      continue;
    }
    const substitute = substitutes[ch];
    if (substitute !== undefined) out += substitute;
    else if (DEVANAGARI_LETTER.test(ch)) {
      const moved = String.fromCodePoint(ch.codePointAt(0)! + offset);
      out += UNASSIGNED.test(moved) ? ch : moved;
    } else out += ch;
  }
  return out;
}

/** A Hindi spelling as Marathi writes it: Marathi has no ड़ or ढ़ (नाड़ी → नाडी). */
export function marathiFromHindi(text: string): string {
  return text
    .normalize('NFC')
    .replace(/[\u095C\u095D]/gu, (c) => NUKTA_LETTERS[c]!)
    .replace(/([डढ])\u093C/gu, '$1');
}
