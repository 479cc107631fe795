/**
 * Sanskrit words written in Devanagari, rewritten letter by letter in the Bengali, Telugu or Tamil
 * script, as those languages' almanacs write the same Sanskrit names (गजकेसरी → গজকেসরী,
 * గజకేసరీ, கஜகேசரீ). The Unicode blocks of the three scripts follow Devanagari's order (ISCII),
 * so a letter moves by its block's offset; the letters a script lacks take the letter its
 * writers use instead (Bengali ব for व; Tamil's one letter for each stop's voiced and aspirated
 * forms, ரு for the vowel ऋ, ம் for the anusvara). For names, not prose: the words of a sentence are
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
    'ं': 'ம்',
    'ँ': '',
    'ः': '',
    'ॉ': 'ோ',
    ऑ: 'ஆ',
    '\u093C': '',
  },
};

const DEVANAGARI_LETTER = /[\u0900-\u0963\u0966-\u097F]/u;
const UNASSIGNED = /\p{Cn}/u;

/** `text` with every Devanagari letter rewritten in `script`; other characters (spaces, dandas, Latin) kept. */
export function fromDevanagari(text: string, script: IndicScript): string {
  const offset = BLOCK_OFFSET[script];
  const substitutes = SUBSTITUTES[script];
  let out = '';
  for (const ch of text.normalize('NFC').replace(/[\u0958-\u095F\u0929\u0931\u0934]/gu, (c) => NUKTA_LETTERS[c]!)) {
    const substitute = substitutes[ch];
    if (substitute !== undefined) out += substitute;
    else if (DEVANAGARI_LETTER.test(ch)) {
      const moved = String.fromCodePoint(ch.codePointAt(0)! + offset);
      out += UNASSIGNED.test(moved) ? ch : moved;
    } else out += ch;
  }
  return out;
}
