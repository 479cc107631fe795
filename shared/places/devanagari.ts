/**
 * Devanagari place names in Latin letters, as Indian place names are usually spelt (Hunterian
 * style, without diacritics): मुंबई → mumbai, वाराणसी → varanasi, कानपुर → kanpur. The inherent
 * vowel is dropped at the end of a word and between a vowel–consonant and a consonant–vowel
 * (the usual Hindi schwa deletion: कानपुर is kānpur, not kānapura); the anusvara and
 * chandrabindu become n (m before p, b, m). The result is folded text for sounds-like.ts, not a
 * scholarly transliteration: it only has to land near the spelling GeoNames uses.
 */

/** Consonants (nukta forms included, keys NFC: a base letter and the nukta sign) → Latin. */
const CONSONANTS: Record<string, string> = nfcKeys({
  क: 'k', ख: 'kh', ग: 'g', घ: 'gh', ङ: 'n',
  च: 'ch', छ: 'chh', ज: 'j', झ: 'jh', ञ: 'n',
  ट: 't', ठ: 'th', ड: 'd', ढ: 'dh', ण: 'n',
  त: 't', थ: 'th', द: 'd', ध: 'dh', न: 'n',
  प: 'p', फ: 'ph', ब: 'b', भ: 'bh', म: 'm',
  य: 'y', र: 'r', ल: 'l', ळ: 'l', व: 'v',
  श: 'sh', ष: 'sh', स: 's', ह: 'h',
  क़: 'q', ख़: 'kh', ग़: 'gh', ज़: 'z', ड़: 'ṛ', ढ़: 'ṛh', फ़: 'f', य़: 'y', ऱ: 'r', ऩ: 'n',
}); // prettier-ignore

/** The table with its keys in NFC, the form text is read in (क़ and क + ़ are one key). */
function nfcKeys(table: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(table).map(([k, v]) => [k.normalize('NFC'), v]));
}

/** Independent vowels → Latin. */
const VOWELS: Record<string, string> = {
  अ: 'a', आ: 'a', इ: 'i', ई: 'i', उ: 'u', ऊ: 'u', ऋ: 'ri', ए: 'e', ऐ: 'ai', ओ: 'o', औ: 'au', ऑ: 'o', ऍ: 'e',
}; // prettier-ignore

/** Dependent vowel signs (matras) → Latin. */
const MATRAS: Record<string, string> = {
  'ा': 'a', 'ि': 'i', 'ी': 'i', 'ु': 'u', 'ू': 'u', 'ृ': 'ri', 'े': 'e', 'ै': 'ai', 'ो': 'o', 'ौ': 'au', 'ॉ': 'o', 'ॅ': 'e',
}; // prettier-ignore

const VIRAMA = '्';
const NUKTA = '़';
const NASALS = new Set(['ं', 'ँ']);
const VISARGA = 'ः';
/** Devanagari digits → ASCII. */
const DIGITS = '०१२३४५६७८९';

/** True when the text holds any Devanagari letter. */
export function hasDevanagari(text: string): boolean {
  return /[\u0900-\u097F]/.test(text);
}

/** One written syllable unit: a consonant (or none) and its vowel, `null` for the inherent one, `''` for none (virama). */
interface Unit {
  consonant: string;
  vowel: string | null;
  nasal: boolean;
}

/** Splits one Devanagari word into consonant–vowel units. */
function units(word: string): Unit[] {
  const out: Unit[] = [];
  const chars = [...word.normalize('NFC')];
  for (let i = 0; i < chars.length; i++) {
    let ch = chars[i]!;
    if (chars[i + 1] === NUKTA) ch += chars[++i]!;
    const last = out[out.length - 1];
    const consonant = CONSONANTS[ch];
    const vowel = VOWELS[ch];
    const matra = MATRAS[ch];
    if (consonant !== undefined) out.push({ consonant, vowel: null, nasal: false });
    else if (vowel !== undefined) out.push({ consonant: '', vowel, nasal: false });
    else if (matra !== undefined && last) last.vowel = matra;
    else if (ch === VIRAMA && last) last.vowel = '';
    else if (NASALS.has(ch) && last) last.nasal = true;
    else if (ch === VISARGA && last) last.vowel = `${last.vowel ?? 'a'}h`;
    else if (DIGITS.includes(ch)) out.push({ consonant: String(DIGITS.indexOf(ch)), vowel: '', nasal: false });
    else if (/[a-z0-9]/i.test(ch)) out.push({ consonant: ch.toLowerCase(), vowel: '', nasal: false });
  }
  return out;
}

/**
 * Which units' inherent vowels are silent: the last (unless it ends a conjunct), and, from the
 * right, one between a vowel–consonant and a consonant–vowel whose vowel is still sounded
 * (अमृतसर: amrit-sar, not amri-tsar).
 */
function silentSchwas(u: Unit[]): boolean[] {
  const silent = u.map(() => false);
  for (let i = u.length - 1; i > 0; i--) {
    const unit = u[i]!;
    if (unit.vowel !== null || !unit.consonant || unit.nasal) continue;
    if (i === u.length - 1) {
      // A final conjunct keeps its vowel: महाराष्ट्र is Maharashtra, मित्र mitra.
      silent[i] = u[i - 1]!.vowel !== '';
      continue;
    }
    const before = u[i - 1]!;
    const after = u[i + 1]!;
    const vowelBefore = before.vowel !== '' && !before.nasal;
    const soundedAfter = after.consonant !== '' && after.vowel !== '' && !silent[i + 1];
    silent[i] = vowelBefore && soundedAfter;
  }
  return silent;
}

/** One Devanagari word in Latin letters (see the file comment). */
function romanizeWord(word: string): string {
  const u = units(word);
  const silent = silentSchwas(u);
  let out = '';
  u.forEach((unit, i) => {
    out += unit.consonant;
    out += unit.vowel ?? (silent[i] ? '' : 'a');
    if (unit.nasal) out += /^[pbm]/.test(u[i + 1]?.consonant ?? '') ? 'm' : 'n';
  });
  return out;
}

/**
 * Text with every Devanagari word in Latin letters (other characters kept), lower case: one
 * spelling, or two when the text has ड़/ढ़, which names spell with r (Chandigarh) or d (Vijayawada).
 */
export function romanizeDevanagari(text: string): string[] {
  const latin = text.replace(/[\u0900-\u097F]+/g, (word) => romanizeWord(word)).toLowerCase();
  return latin.includes('ṛ') ? [latin.replaceAll('ṛ', 'r'), latin.replaceAll('ṛ', 'd')] : [latin];
}
