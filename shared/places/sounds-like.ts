/**
 * Place names matched by sound, for names typed in Devanagari (मुंबई, दिल्ली, वाराणसी, romanised
 * by devanagari.ts) and for Latin spellings of Indian names that differ from GeoNames'
 * (Kolkatta, Lakhnau, Varanasee). Both sides are reduced to a consonant skeleton in which the
 * differences of Indian romanisation vanish: vowels and y, aspiration (every h), doubled
 * letters, m/n, ch/c, sh/s, ph/f/p, z/j, q/k, w/v; candidates with the query's skeleton are then
 * ranked by how close the spellings are and by population. Every place and alias in the index
 * has a skeleton, so this covers the index's places generally, not a hand list.
 */
/** Consonants folded into one class (the rest stand for themselves; vowels, y and h are dropped). */
const LETTER_CLASS: Readonly<Record<string, string>> = { m: 'n', q: 'k', z: 'j', f: 'p', w: 'v', x: 'ks' };
const VOWELS_Y_H = new Set(['a', 'e', 'i', 'o', 'u', 'y', 'h']);

/**
 * The consonant skeleton of folded Latin text (see the file comment): ck and a c before a, o, u
 * or a consonant are k, before e or i s, ch is c; a w after a vowel and not before one is a vowel
 * (Lucknow); word breaks vanish too (न्यूयॉर्क, New York). A loop, not a chain of regular
 * expressions: the whole index is keyed on the first Devanagari query (≈ 25,000 names).
 */
export function soundKey(folded: string): string {
  let key = '';
  const push = (letters: string) => {
    for (const ch of letters) if (key[key.length - 1] !== ch) key += ch;
  };
  for (let i = 0; i < folded.length; i++) {
    const ch = folded[i]!;
    const next = folded[i + 1];
    if (ch === ' ' || VOWELS_Y_H.has(ch)) continue;
    if (ch === 'c') {
      if (next === 'k') continue;
      push(next === 'h' ? 'c' : next === 'e' || next === 'i' ? 's' : 'k');
    } else if (ch === 'w' && i > 0 && 'aeiou'.includes(folded[i - 1]!) && (next === undefined || !'aeiou'.includes(next))) continue;
    else push(LETTER_CLASS[ch] ?? ch);
  }
  return key;
}

/**
 * A spelling with the differences that do not change the sound evened out, for
 * `spellingDistance`: ee/i, oo/u, au/o (औ spelt o: Indore), ai/e, y/i (Jaypur, Jaipur), ck/k,
 * w/v, a vowel-like w (Lucknow), h, spaces and doubled letters.
 */
export function looseSpelling(folded: string): string {
  return folded
    .replace(/ /g, '')
    .replace(/ck/g, 'k')
    .replace(/([aeiou])w(?![aeiou])/g, '$1u')
    .replace(/w/g, 'v')
    .replace(/h/g, '')
    .replace(/y/g, 'i')
    .replace(/ee/g, 'i')
    .replace(/oo/g, 'u')
    .replace(/au|ou/g, 'o')
    .replace(/ai/g, 'e')
    .replace(/(.)\1+/g, '$1');
}

const isVowel = (ch: string | undefined) => ch !== undefined && 'aeiou'.includes(ch);
/** Cost of a vowel for a vowel, or of a vowel added or left out: romanisations differ most in vowels. */
const VOWEL_COST = 0.5;

/** Edit distance between two `looseSpelling`s: one per consonant edit, VOWEL_COST per vowel edit. */
export function spellingDistance(s: string, t: string): number {
  const cost = (ch: string) => (isVowel(ch) ? VOWEL_COST : 1);
  let previous = [0];
  for (let j = 1; j <= t.length; j++) previous.push(previous[j - 1]! + cost(t[j - 1]!));
  for (let i = 1; i <= s.length; i++) {
    const row = [previous[0]! + cost(s[i - 1]!)];
    for (let j = 1; j <= t.length; j++) {
      const x = s[i - 1]!;
      const y = t[j - 1]!;
      const swap = x === y ? 0 : isVowel(x) && isVowel(y) ? VOWEL_COST : 1;
      row.push(Math.min(previous[j]! + cost(x), row[j - 1]! + cost(y), previous[j - 1]! + swap));
    }
    previous = row;
  }
  return previous[t.length]!;
}

/** A name's skeleton and folded spelling, for one place; its loose spelling is worked out when first compared. */
export interface SoundEntry {
  key: string;
  folded: string;
  loose?: string;
  place: number;
  alias?: string;
}

/** Sorted sound entries of folded names and aliases (built once, on the first query that needs them). */
export function soundEntries(names: readonly { place: number; folded: string; alias?: string }[]): SoundEntry[] {
  const entries: SoundEntry[] = names.map(({ place, folded, alias }) => ({
    key: soundKey(folded),
    folded,
    place,
    ...(alias === undefined ? {} : { alias }),
  }));
  return entries.filter((e) => e.key.length > 0).sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}

/** The entry's loose spelling (`looseSpelling`), kept once worked out: most entries are never compared. */
export function looseOf(entry: SoundEntry): string {
  return (entry.loose ??= looseSpelling(entry.folded));
}

/** Index of the first entry whose key is ≥ `key`. */
export function firstAtOrAfter(entries: readonly SoundEntry[], key: string): number {
  let lo = 0;
  let hi = entries.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (entries[mid]!.key < key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Rank of a sounds-like candidate, lower is better: spelling distance less half the population's
 * order of magnitude (a city of 10 million outranks a village one letter closer), less one for
 * the query's home countries (India and Nepal for Devanagari, where those names are written so).
 */
export function soundScore(distance: number, population: number, home: boolean): number {
  return distance - POPULATION_WEIGHT * Math.log10(Math.max(population, 1)) - (home ? 1 : 0);
}

/**
 * Largest spelling distance, per letter of the query's loose spelling, at which a query still
 * sounds like a name: Latin text is a near spelling or nothing ("qqqqzzzz"); a romanised
 * Devanagari name lands a little further from English spellings (न्यूयॉर्क, nyuyorka).
 */
export const MAX_DISTANCE_PER_LETTER = { latin: 0.3, devanagari: 0.4 } as const;

/** Score per tenfold population; 0.5 makes a tenfold larger place worth half a letter. */
export const POPULATION_WEIGHT = 0.5;
/** Score added when the query's skeleton only starts the name's (typing in progress). */
export const PREFIX_PENALTY = 1;
