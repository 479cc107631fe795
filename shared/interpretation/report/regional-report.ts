/**
 * What the Kundali report's Bengali, Marathi, Telugu and Tamil texts (report-text-bn.ts …) share:
 * the names of the chart's facts, read from the vocabulary and panchang books in the language, and
 * the small helpers every sentence builds on (ordinals, lists, dignity words, a yoga's name). A
 * language's file then holds only its own sentences and tables (grahas-bn.ts, houses-bn.ts,
 * signs-bn.ts, format-bn.ts …).
 */
import { fromDevanagari, type IndicScript } from '../../i18n/indic-script';
import type { RegionalLocale } from '../../i18n/locale';
import { PADA_SYLLABLE_NAMES } from '../../jyotish/avakhada';
import { panchangName } from '../../jyotish/panchang-names';
import { ayanamsaName } from '../../vocabulary/ayanamsa-names';
import type { Dignity } from '../../vocabulary/dignity';
import { grahaName, type Graha } from '../../vocabulary/graha';
import { sanskritNameIn } from '../../vocabulary/localized';
import { nakshatraNameOf } from '../../vocabulary/nakshatra';
import { rasiName, rasiNameOf } from '../../vocabulary/rasi';
import { attributeValueName, AVAKHADA_FIELD_NAMES, dignityName, termName, type JyotishTerm } from '../../vocabulary/terms';
import type { ListWords } from '../format-regional';
import { dignityStrength, type DignityStrength } from '../grahas';
import { houseTone, signDignity, type HouseTone, type SignDignity } from '../placement-kinds';
import type { ReportText } from './report-text';

/** The script of each regional language's Sanskrit names (Marathi writes Devanagari itself). */
const SCRIPT: Readonly<Record<RegionalLocale, IndicScript | null>> = { bn: 'bengali', mr: null, te: 'telugu', ta: 'tamil' };

/** A language's words the shared helpers need: its ordinals and list words, strength words, sunrise and sunset. */
export interface RegionalReportWords {
  locale: RegionalLocale;
  list: ListWords;
  strength: Readonly<Record<DignityStrength, string>>;
  sunrise: string;
  sunset: string;
  /** Said for a sunrise or sunset that does not happen that day (polar day or night). */
  noInstant: string;
}

/** The helpers a regional report text writes its sentences with. */
export function regionalReportHelpers(W: RegionalReportWords) {
  const locale = W.locale;
  const script = SCRIPT[locale];
  const G = (g: Graha) => grahaName(g, locale);
  const list = (items: readonly string[]) =>
    items.length === 0
      ? W.list.none
      : items.length === 1
        ? items[0]!
        : `${items.slice(0, -1).join(', ')} ${W.list.and} ${items[items.length - 1]}`;
  return {
    G,
    S: (rasi: string) => rasiNameOf(rasi, locale),
    /** A sign by its index (0 = Aries). */
    Si: (rasiIndex: number) => rasiName(rasiIndex, locale),
    N: (nakshatra: string) => nakshatraNameOf(nakshatra, locale),
    term: (t: JyotishTerm) => termName(t, locale),
    ord: (n: number) => W.list.ordinals[n - 1] ?? String(n),
    list,
    grahaList: (grahas: readonly Graha[]) => list(grahas.map(G)),
    /** A dignity in plain words, e.g. `অত্যন্ত বলবান (উচ্চ)`. */
    dignity: (d: Dignity) => `${W.strength[dignityStrength(d)]} (${dignityName(d, locale)})`,
    dignityName: (d: Dignity) => dignityName(d, locale),
    /** Houses with their sign and bindus, for the ashtakavarga reading: `দশম (সিংহ, 28)`. */
    bindusList: (items: readonly { house: number; sign: number; bindus: number }[]) =>
      list(items.map((h) => `${W.list.ordinals[h.house - 1] ?? h.house} (${rasiName(h.sign, locale)}, ${h.bindus})`)),
    /** A catalogue yoga's name: its Sanskrit (the catalogue's Devanagari) in the language's script. */
    yogaName: (p: { name: string; nameHi?: string }) => (p.nameHi ? (script ? fromDevanagari(p.nameHi, script) : p.nameHi) : p.name),
  };
}

/** The names of a chart's facts every regional report text gives alike (the fact lines, panchang and avakhada rows). */
export function regionalReportNames(
  W: RegionalReportWords,
): Pick<
  ReportText,
  | 'locale'
  | 'graha'
  | 'sign'
  | 'nakshatra'
  | 'ordinal'
  | 'list'
  | 'lagnaText'
  | 'ayanamsaText'
  | 'panchangLabels'
  | 'panchangName'
  | 'nakshatraWithPada'
  | 'instantTime'
  | 'avakhadaLabels'
  | 'attributeValue'
  | 'syllable'
> {
  const locale = W.locale;
  const h = regionalReportHelpers(W);
  const field = (name: keyof typeof AVAKHADA_FIELD_NAMES) => sanskritNameIn(AVAKHADA_FIELD_NAMES[name], locale);
  return {
    locale,
    graha: h.G,
    sign: h.S,
    nakshatra: h.N,
    ordinal: h.ord,
    list: h.list,
    lagnaText: (rasi, degrees) => `${h.S(rasi)} ${degrees}`,
    ayanamsaText: (ayanamsa, degrees) => `${ayanamsaName(ayanamsa, locale)} (${degrees})`,
    panchangLabels: {
      tithi: h.term('tithi'),
      vara: h.term('vara'),
      nakshatra: h.term('nakshatra'),
      yoga: h.term('yoga'),
      karana: h.term('karana'),
      sunrise: W.sunrise,
      sunset: W.sunset,
    },
    panchangName: (name) => panchangName(name, locale),
    nakshatraWithPada: (nakshatra, pada) => `${h.N(nakshatra)}, ${h.term('pada')} ${pada}`,
    instantTime: (time24) => time24 ?? W.noInstant,
    avakhadaLabels: {
      varna: field('varna'),
      vashya: field('vashya'),
      yoni: field('yoni'),
      gana: field('gana'),
      nadi: field('nadi'),
      rasiLord: field('rasiLord'),
      syllable: field('nakshatraPadaLetter'),
    },
    attributeValue: (value) => attributeValueName(value, locale),
    syllable: (letter) => {
      const entry = PADA_SYLLABLE_NAMES.find((n) => n.en === letter);
      return entry ? sanskritNameIn(entry, locale) : letter;
    },
  };
}

/** A placement reading: its name and its description. */
type Reading = { name: string; description: string };

/** The planet-card parts a regional text builds alike from its house and sign readings. */
export function placementParts(
  houseReading: (graha: Graha, house: number, tone: HouseTone) => Reading,
  signReading: (graha: Graha, rasiIndex: number, dignity: SignDignity) => Reading,
): Pick<ReportText, 'houseReading' | 'signReading' | 'reading'> {
  return {
    houseReading,
    signReading,
    reading: (prediction, p) =>
      prediction.kind === 'sign'
        ? signReading(p.graha, p.rasiIndex, signDignity(p.graha, p.rasiIndex, p.degreesInRasi)).description
        : houseReading(p.graha, p.house, houseTone(p.nature, p.house).tone).description,
  };
}
