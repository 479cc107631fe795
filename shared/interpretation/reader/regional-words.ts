/**
 * What a regional language's reader (text-bn.ts, text-mr.ts, text-te.ts, text-ta.ts) writes in
 * words of its own, and the names it reads from the vocabulary and panchang books: one shape, so a
 * language's file holds only its words and sentences.
 */
import { fromDevanagari, type IndicScript } from '../../i18n/indic-script';
import type { RegionalLocale } from '../../i18n/locale';
import { GEMSTONES } from '../../jyotish/classical';
import { PANCHANG_BOOKS } from '../../jyotish/names';
import type { Dignity } from '../../vocabulary/dignity';
import { grahaName, type Graha } from '../../vocabulary/graha';
import { nakshatraNameOf } from '../../vocabulary/nakshatra';
import { rasiNameOf } from '../../vocabulary/rasi';
import { dignityName, sadeSatiPhaseName, termName, type JyotishTerm } from '../../vocabulary/terms';
import type { PredictionNature } from '../../model/chart';
import type { PeriodFact } from '../chart-digest';
import type { LifeAreaId } from '../life-areas';
import type { OtherTopic, ReaderText } from './text';
import { dignityStrength, type DignityStrength } from '../grahas';

/** A regional reader's own words. */
export interface RegionalReaderWords {
  locale: RegionalLocale;
  /** What each graha signifies, as a noun phrase. */
  grahaThemes: Readonly<Record<Graha, string>>;
  /** Houses 1–12 (index 0 = house 1): what each signifies. */
  houseThemes: readonly string[];
  /** Each graha's traditional remedies, one sentence without its full stop. */
  remedies: Readonly<Record<Graha, string>>;
  /** Strength words of the dignities. */
  strength: Readonly<Record<DignityStrength, string>>;
  /** Each graha's gemstone, its metal and the finger, as the language's shops and texts name them. */
  gems: Readonly<Record<Graha, { stone: string; metal: string; finger: string }>>;
  /** Ordinals 1–12 as they stand before the word for house. */
  ordinals: readonly string[];
  /** "and" joining the last two of a list. */
  and: string;
  /** An empty list. */
  none: string;
  /** "from … to …" of a period. */
  span(start: string, end: string): string;
}

/** The script of each regional language's names (Marathi writes Devanagari itself). */
const SCRIPT: Readonly<Record<RegionalLocale, IndicScript | null>> = { bn: 'bengali', mr: null, te: 'telugu', ta: 'tamil' };

/** Names and small helpers for a regional reader, from its words and the books. */
export function regionalWords(W: RegionalReaderWords) {
  const locale = W.locale;
  const script = SCRIPT[locale];
  const G = (g: Graha) => grahaName(g, locale);
  const list = (items: readonly string[]) =>
    items.length === 0 ? W.none : items.length === 1 ? items[0]! : `${items.slice(0, -1).join(', ')} ${W.and} ${items.at(-1)}`;
  const ord = (n: number) => W.ordinals[n - 1] ?? String(n);
  return {
    G,
    S: (sign: string) => rasiNameOf(sign, locale),
    N: (nakshatra: string) => nakshatraNameOf(nakshatra, locale),
    term: (t: JyotishTerm) => termName(t, locale),
    ord,
    list,
    grahaList: (grahas: readonly Graha[]) => list(grahas.map(G)),
    period: (p: PeriodFact) => `${G(p.lord)} (${W.span(p.start, p.end)})`,
    dignity: (d: Dignity) => `${W.strength[dignityStrength(d)]} (${dignityName(d, locale)})`,
    dignityName: (d: Dignity) => dignityName(d, locale),
    themes: (house: number) => W.houseThemes[house - 1] ?? '',
    phase: (p: string | null) => (p === 'rising' || p === 'peak' || p === 'setting' ? sadeSatiPhaseName(p, locale) : ''),
    /** A catalogue yoga's name: its Sanskrit (the catalogue's Devanagari) in the language's script. */
    yogaName: (p: { name: string; nameHi?: string }) => (p.nameHi ? (script ? fromDevanagari(p.nameHi, script) : p.nameHi) : p.name),
    /** The weekday a graha's gemstone is first worn on. */
    gemDay: (g: Graha) => PANCHANG_BOOKS[locale].varas[GEMSTONES[g].weekday]!,
  };
}

/** The names and words every regional ReaderText gives alike, from its words and titles. */
export function readerNames(
  W: RegionalReaderWords,
  areaTitles: Readonly<Record<LifeAreaId, string>>,
  otherTitles: Readonly<Record<OtherTopic, string>>,
  natures: Readonly<Record<PredictionNature, string>>,
): Pick<
  ReaderText,
  | 'locale'
  | 'graha'
  | 'sign'
  | 'nakshatra'
  | 'yogaName'
  | 'nature'
  | 'ordinal'
  | 'list'
  | 'dignity'
  | 'grahaThemes'
  | 'houseThemes'
  | 'remedies'
  | 'areaTitle'
  | 'otherTitle'
  | 'period'
  | 'subPeriod'
> {
  const w = regionalWords(W);
  return {
    locale: W.locale,
    graha: w.G,
    sign: w.S,
    nakshatra: w.N,
    yogaName: w.yogaName,
    nature: (n) => natures[n],
    ordinal: w.ord,
    list: w.list,
    dignity: w.dignity,
    grahaThemes: (g) => W.grahaThemes[g],
    houseThemes: w.themes,
    remedies: (g) => W.remedies[g],
    areaTitle: (a) => areaTitles[a],
    otherTitle: (t) => otherTitles[t],
    period: w.period,
    subPeriod: (md, ad) => `${w.G(md)}–${w.G(ad)}`,
  };
}
