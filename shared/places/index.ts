/**
 * In-memory place search over the places file: prefix and diacritic-insensitive matching on
 * names, aliases and the words inside names, "City, Region, Country" qualifiers, ranked by
 * match kind and then population. Text as people write it ("London, UK", "Austin, TX",
 * "mumbai india", "New York") is tried in the forms rewrite.ts lists, as typed first. Pure: the
 * caller hands in the parsed file.
 */
import { hasDevanagari, romanizeDevanagari } from './devanagari';
import { foldForSearch } from './fold';
import { innerWords, MAX_PLACE_QUERY_LENGTH, splitQuery, startsAtWord } from './query';
import { isKnownShortQualifier, placeTextForms } from './rewrite';
import { createPlaceGrid, type NearbyZone, type PlaceGrid } from './nearby';
import {
  firstAtOrAfter,
  MAX_DISTANCE_PER_LETTER,
  looseOf,
  looseSpelling,
  POPULATION_WEIGHT,
  PREFIX_PENALTY,
  soundEntries,
  soundKey,
  soundScore,
  spellingDistance,
  type SoundEntry,
} from './sounds-like';
import { MATCH_KINDS, placeLabel, type MatchKind, type Place, type PlaceMatch, type PlacesFile } from './types';

export { MAX_PLACE_QUERY_LENGTH } from './query';
/** Most results one search returns. */
export const MAX_PLACE_RESULTS = 50;

/** Entry kinds in the sorted key table; order matches their MatchKind rank. */
const NAME = 0;
const ALIAS = 1;
const WORD = 2;

/** Outcome of resolving a free-text place to exactly one place. */
export type PlaceResolution = { kind: 'found'; place: Place } | { kind: 'ambiguous'; candidates: Place[] } | { kind: 'not-found' };

/** A searchable index of places. */
export interface PlaceIndex {
  /** Number of places. */
  readonly size: number;
  /** Best matches for a query typed by a person (see module comment); `limit` is clamped to 1…50. */
  search(query: string, limit?: number): PlaceMatch[];
  /**
   * Resolves a label ("Mumbai, Maharashtra, India"), a name ("Bombay"), a name with a country or
   * state ("Mumbai, India", "London, UK", "Austin, TX", "mumbai india") or a GeoNames id to one
   * place. Only whole names count (no prefixes); a bare name shared by several places resolves
   * only when the largest is at least `DOMINANCE_RATIO` times the next, otherwise it is ambiguous.
   * The forms of the text (rewrite.ts) are tried in turn: the first that finds one place wins.
   */
  resolve(text: string): PlaceResolution;
  /** The place with this GeoNames id, if present. */
  byId(id: number): Place | undefined;
  /** The zone at a point when the nearby places agree on it (see nearby.ts), else null. */
  zoneAt(lat: number, lon: number): NearbyZone | null;
}

/** Queries of at most this many folded characters (and no qualifiers) are memoised by the index. */
const SHORT_PREFIX_LENGTH = 2;
/** Bound on the memo (36² ASCII two-character keys fit many times over). */
const MAX_MEMOISED_PREFIXES = 10_000;

/** How much larger the biggest same-named place must be to stand for a bare name (London, Paris). */
export const DOMINANCE_RATIO = 10;

/** One searchable key: a folded name, alias or inner-word suffix of a place. */
interface KeyEntry {
  key: string;
  place: number;
  kind: number;
  alias?: string;
}

/** Country names written in Hindi that do not sound like their English names → country code. */
const HINDI_COUNTRY_NAMES: Readonly<Record<string, string>> = { भारत: 'IN', हिंदुस्तान: 'IN', हिन्दुस्तान: 'IN', अमेरिका: 'US', ब्रिटेन: 'GB' };
/** Countries whose places a Devanagari query means first. */
const DEVANAGARI_HOME = new Set(['IN', 'NP']);
/** How much better (in soundScore units) the best sounds-like place must be to resolve alone: DOMINANCE_RATIO's tenfold population. */
const SOUND_RESOLVE_MARGIN = POPULATION_WEIGHT * Math.log10(10);

/** Ranking tier by KIND_ORDER position: whole names first (an alias counts as a name), then prefixes, then inner words. */
const TIER_OF_KIND_ORDER = [0, 0, 1, 1, 2] as const;

interface Qualifiable {
  region: string;
  country: string;
  code: string;
}

/** Builds the index (≈ 30 ms for 25k places). */
export function createPlaceIndex(file: PlacesFile): PlaceIndex {
  const places: Place[] = [];
  const folded: Qualifiable[] = [];
  const keys: KeyEntry[] = [];
  const ids = new Map<number, Place>();
  const foldedCountries = new Map<string, string>();
  const qualifierWords = new Set<string>();
  /** Folded names and aliases, for the sounds-like entries built on the first query that needs them. */
  const foldedNames: { place: number; folded: string; alias?: string }[] = [];
  for (const [id, name, regionIndex, countryCode, lat, lon, population, zoneIndex, aliasText] of file.places) {
    const region = regionIndex >= 0 ? (file.regions[regionIndex] ?? '') : '';
    const country = file.countries[countryCode] ?? countryCode;
    const aliases = aliasText ? aliasText.split('|') : [];
    const place: Place = {
      id,
      name,
      region,
      countryCode,
      country,
      lat,
      lon,
      population,
      zone: file.zones[zoneIndex] ?? 'UTC',
      aliases,
      label: placeLabel(name, region, country),
    };
    const index = places.length;
    places.push(place);
    ids.set(id, place);
    let countryFolded = foldedCountries.get(countryCode);
    if (countryFolded === undefined) {
      countryFolded = foldForSearch(country);
      foldedCountries.set(countryCode, countryFolded);
    }
    folded.push({ region: foldForSearch(region), country: countryFolded, code: countryCode.toLowerCase() });
    qualifierWords.add(countryFolded).add(countryCode.toLowerCase());
    const nameKey = foldForSearch(name);
    keys.push({ key: nameKey, place: index, kind: NAME });
    foldedNames.push({ place: index, folded: nameKey });
    for (const word of innerWords(nameKey)) keys.push({ key: word, place: index, kind: WORD });
    for (const alias of aliases) {
      const aliasKey = foldForSearch(alias);
      keys.push({ key: aliasKey, place: index, kind: ALIAS, alias });
      foldedNames.push({ place: index, folded: aliasKey, alias });
      for (const word of innerWords(aliasKey)) keys.push({ key: word, place: index, kind: WORD, alias });
    }
  }
  const populations = Float64Array.from(places, (p) => p.population);
  keys.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.kind - b.kind));
  const sortedKeys = keys.map((k) => k.key);

  /** Index of the first key ≥ prefix. */
  function lowerBound(prefix: string): number {
    let lo = 0;
    let hi = sortedKeys.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (sortedKeys[mid]! < prefix) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  function qualifiersMatch(index: number, qualifiers: string[]): boolean {
    const q = folded[index]!;
    return qualifiers.every((qualifier) => qualifier === q.code || startsAtWord(q.region, qualifier) || startsAtWord(q.country, qualifier));
  }

  /** Matches of a folded city key with their best kind, unsorted. */
  function collect(cityKey: string, qualifiers: string[], exactOnly: boolean): Map<number, { kind: MatchKind; alias?: string }> {
    const found = new Map<number, { kind: MatchKind; alias?: string }>();
    for (let i = lowerBound(cityKey); i < keys.length; i++) {
      const entry = keys[i]!;
      if (!entry.key.startsWith(cityKey)) break;
      const exact = entry.key.length === cityKey.length;
      // Keys equal to cityKey sort first in its range: past them only longer keys follow.
      if (exactOnly && !exact) break;
      if (exactOnly && entry.kind === WORD) continue;
      const kind: MatchKind =
        entry.kind === NAME
          ? exact
            ? 'exact'
            : 'prefix'
          : entry.kind === ALIAS
            ? exact
              ? 'alias-exact'
              : 'alias-prefix'
            : 'word-prefix';
      const previous = found.get(entry.place);
      if (previous && KIND_ORDER.indexOf(previous.kind) <= KIND_ORDER.indexOf(kind)) continue;
      if (qualifiers.length > 0 && !qualifiersMatch(entry.place, qualifiers)) continue;
      found.set(entry.place, entry.alias === undefined ? { kind } : { kind, alias: entry.alias });
    }
    return found;
  }

  /** Top `count` matches of a folded city key under folded qualifiers (see search). */
  function searchKeys(city: string, qualifiers: string[], count: number): PlaceMatch[] {
    // Streaming top-k: a short prefix ("a") spans thousands of keys, and sorting them all
    // would cost more than the 1 ms budget. Each kept place holds its best match so far;
    // nothing is allocated for entries that cannot enter the list.
    const top: { index: number; tier: number; population: number; kindOrder: number; entry: KeyEntry }[] = [];
    for (let i = lowerBound(city); i < keys.length; i++) {
      const entry = keys[i]!;
      if (!entry.key.startsWith(city)) break;
      const exact = entry.key.length === city.length;
      const kindOrder = entry.kind === NAME ? (exact ? 0 : 2) : entry.kind === ALIAS ? (exact ? 1 : 3) : 4;
      const tier = TIER_OF_KIND_ORDER[kindOrder]!;
      const population = populations[entry.place]!;
      let at = -1;
      for (let j = 0; j < top.length; j++)
        if (top[j]!.index === entry.place) {
          at = j;
          break;
        }
      if (at >= 0) {
        if (kindOrder >= top[at]!.kindOrder) continue;
        top.splice(at, 1);
      } else if (top.length === count) {
        const last = top[count - 1]!;
        if (
          last.tier < tier ||
          (last.tier === tier && (last.population > population || (last.population === population && last.index < entry.place)))
        )
          continue;
      }
      if (qualifiers.length > 0 && !qualifiersMatch(entry.place, qualifiers)) continue;
      let position = top.length;
      while (position > 0) {
        const prev = top[position - 1]!;
        if (
          prev.tier < tier ||
          (prev.tier === tier && (prev.population > population || (prev.population === population && prev.index < entry.place)))
        )
          break;
        position -= 1;
      }
      top.splice(position, 0, { index: entry.place, tier, population, kindOrder, entry });
      if (top.length > count) top.pop();
    }
    return top.map((t) => {
      const match = KIND_ORDER[t.kindOrder]!;
      return t.entry.alias === undefined || t.entry.kind === NAME
        ? { place: places[t.index]!, match }
        : { place: places[t.index]!, match, alias: t.entry.alias };
    });
  }

  const shortPrefixResults = new Map<string, PlaceMatch[]>();
  let grid: PlaceGrid | undefined;
  const isQualifier = (word: string) => qualifierWords.has(word) || isKnownShortQualifier(word);

  /** Top `count` matches of one form of the query. */
  function searchForm(query: string, count: number): PlaceMatch[] {
    const { city, qualifiers } = splitQuery(query);
    if (!city) return [];
    // One- and two-letter prefixes span thousands of keys: answer them once at full length, then from memory.
    const memoisable = qualifiers.length === 0 && city.length <= SHORT_PREFIX_LENGTH;
    if (memoisable) {
      let full = shortPrefixResults.get(city);
      if (!full) {
        full = searchKeys(city, qualifiers, MAX_PLACE_RESULTS);
        // Unicode allows many two-character keys; a bound keeps a hostile client from growing the memo.
        if (shortPrefixResults.size >= MAX_MEMOISED_PREFIXES) shortPrefixResults.clear();
        shortPrefixResults.set(city, full);
      }
      return full.slice(0, count);
    }
    return searchKeys(city, qualifiers, count);
  }

  let sounds: SoundEntry[] | undefined;
  const soundOfQualifier = new Map<string, string>();
  const soundOf = (text: string) => {
    let key = soundOfQualifier.get(text);
    if (key === undefined) soundOfQualifier.set(text, (key = soundKey(text)));
    return key;
  };

  /**
   * Places whose name or alias sounds like the query's city (sounds-like.ts), best first by
   * soundScore (plus PREFIX_PENALTY where the query's skeleton only starts the name's). Devanagari is romanised
   * first, its qualifiers too (भारत and a few other country names by table); a qualifier matches
   * as written or by sound.
   */
  function soundMatches(query: string, count: number, exactOnly: boolean): { match: PlaceMatch; score: number }[] {
    const devanagari = hasDevanagari(query);
    const [head = '', ...rest] = query.slice(0, MAX_PLACE_QUERY_LENGTH * 2).split(/[,،]/);
    const codes: string[] = [];
    const qualifiers: string[] = [];
    for (const part of rest) {
      const code = HINDI_COUNTRY_NAMES[part.trim()];
      if (code) codes.push(code);
      else {
        const folded = foldForSearch(devanagari ? romanizeDevanagari(part)[0]! : part);
        if (folded) qualifiers.push(folded);
      }
    }
    sounds ??= soundEntries(foldedNames);
    // The best `count` places so far, by score; a place that cannot beat the last even at distance 0 is not measured.
    const top: { score: number; entry: SoundEntry }[] = [];
    const keep = (score: number, entry: SoundEntry) => {
      const at = top.findIndex((t) => t.entry.place === entry.place);
      if (at >= 0) {
        if (top[at]!.score <= score) return;
        top.splice(at, 1);
      }
      let position = top.length;
      while (position > 0 && top[position - 1]!.score > score) position -= 1;
      top.splice(position, 0, { score, entry });
      if (top.length > count) top.pop();
    };
    for (const spelling of devanagari ? romanizeDevanagari(head) : [head]) {
      const city = foldForSearch(spelling);
      const key = soundKey(city);
      if (!key) continue;
      const cityLoose = looseSpelling(city);
      for (let i = firstAtOrAfter(sounds, key); i < sounds.length; i++) {
        const entry = sounds[i]!;
        if (!entry.key.startsWith(key)) break;
        const exact = entry.key.length === key.length;
        if (exactOnly && !exact) break;
        const place = places[entry.place]!;
        const home = devanagari && DEVANAGARI_HOME.has(place.countryCode);
        const penalty = exact ? 0 : PREFIX_PENALTY;
        if (top.length === count && soundScore(0, place.population, home) + penalty >= top[count - 1]!.score) continue;
        if (codes.length > 0 && !codes.includes(place.countryCode)) continue;
        const q = folded[entry.place]!;
        const qualified = qualifiers.every(
          (w) => qualifiersMatch(entry.place, [w]) || soundOf(q.region).startsWith(soundOf(w)) || soundOf(q.country).startsWith(soundOf(w)),
        );
        if (!qualified) continue;
        const loose = looseOf(entry);
        const distance = spellingDistance(cityLoose, exact ? loose : loose.slice(0, cityLoose.length));
        if (distance > MAX_DISTANCE_PER_LETTER[devanagari ? 'devanagari' : 'latin'] * cityLoose.length) continue;
        keep(soundScore(distance, place.population, home) + penalty, entry);
      }
    }
    return top.map(({ score, entry }) => ({
      score,
      match: {
        place: places[entry.place]!,
        match: 'sounds-like' as const,
        ...(entry.alias === undefined ? {} : { alias: entry.alias }),
      },
    }));
  }

  /** A Devanagari name resolved by sound: the best place when it stands clear of the next (SOUND_RESOLVE_MARGIN). */
  function resolveBySound(text: string): PlaceResolution {
    // One consonant (मुं, a name half typed) is too little to stand for a place: search offers candidates instead.
    const head = text.split(/[,،]/)[0]!;
    if (romanizeDevanagari(head).every((spelling) => soundKey(foldForSearch(spelling)).length < 2)) return { kind: 'not-found' };
    const found = soundMatches(text, 5, true);
    const [first, second] = found;
    if (!first) return { kind: 'not-found' };
    if (!second || second.score - first.score >= SOUND_RESOLVE_MARGIN) return { kind: 'found', place: first.match.place };
    return { kind: 'ambiguous', candidates: found.map((f) => f.match.place) };
  }

  /** One form of the text resolved (see PlaceIndex.resolve). */
  function resolveForm(text: string): PlaceResolution {
    const { city, qualifiers } = splitQuery(text);
    if (!city) return { kind: 'not-found' };
    const found = collect(city, qualifiers, true);
    const byName = [...found.entries()].filter(([, how]) => how.kind === 'exact');
    // A real town's own name beats another town's former name (Canton, Ohio over Guangzhou).
    const pool = (byName.length > 0 ? byName : [...found.entries()])
      .map(([index]) => places[index]!)
      .sort((a, b) => b.population - a.population);
    const [first, second] = pool;
    if (!first) return { kind: 'not-found' };
    if (!second || first.population >= DOMINANCE_RATIO * second.population) return { kind: 'found', place: first };
    return { kind: 'ambiguous', candidates: pool.slice(0, 5) };
  }

  return {
    size: places.length,
    search(query, limit = 10) {
      const count = Math.max(1, Math.min(MAX_PLACE_RESULTS, Math.floor(limit) || 1));
      if (hasDevanagari(query)) return soundMatches(query, count, false).map((m) => m.match);
      // As typed first (the picker's prefix search); other forms only when it finds nothing, then by sound.
      const first = searchForm(query, count);
      if (first.length > 0 || !splitQuery(query).city) return first;
      for (const form of placeTextForms(query, isQualifier).slice(1)) {
        const matches = searchForm(form, count);
        if (matches.length > 0) return matches;
      }
      return soundMatches(query, count, false).map((m) => m.match);
    },
    resolve(text) {
      const trimmed = text.trim();
      if (/^\d{1,12}$/.test(trimmed)) {
        const place = ids.get(Number(trimmed));
        return place ? { kind: 'found', place } : { kind: 'not-found' };
      }
      if (hasDevanagari(trimmed)) return resolveBySound(trimmed);
      let ambiguous: PlaceResolution | undefined;
      for (const form of placeTextForms(trimmed, isQualifier)) {
        const resolution = resolveForm(form);
        if (resolution.kind === 'found') return resolution;
        if (resolution.kind === 'ambiguous') ambiguous ??= resolution;
      }
      return ambiguous ?? { kind: 'not-found' };
    },
    byId: (id) => ids.get(id),
    zoneAt(lat, lon) {
      grid ??= createPlaceGrid(places);
      return grid.zoneAt(lat, lon);
    },
  };
}

/** Match kinds best first, to keep the best way a place matched. */
const KIND_ORDER: readonly MatchKind[] = MATCH_KINDS;
