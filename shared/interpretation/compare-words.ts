/**
 * Words about a comparison of programs (shared/chart/compare), written once for the /compare page
 * and the built-in reader: the names of the settings and their values, what a difference is about,
 * a value, and why it differs. English causes are the engine's own sentences; the other
 * languages' are worded from the same measurements (`effects`). English and Hindi are written
 * here; Bengali, Marathi, Telugu and Tamil in their books (compare-words-bn.ts …), registered by
 * compare-words-books.ts (the server, the build, the tests; a regional page loads its own with its pack).
 */
import type { Difference, SettingEffect } from '../chart/compare/differences';
import { formatAmount } from '../chart/compare/format-amount';
import { PROFILES, type ComparedSetting, type ProfileId } from '../chart/profiles';
import { byLocale, regionalLocale, type EngineLocale as Locale, type InlineLocale } from '../i18n/locale';
import { AYANAMSAS, type Ayanamsa } from '../vocabulary/settings';
import { GRAHAS, grahaName, type Graha } from '../vocabulary/graha';
import { sanskritNameIn, type Localized } from '../vocabulary/localized';
import { compareWordsBook, type CompareWordsBook } from './compare-words-registry';
import { nakshatraNameOf } from '../vocabulary/nakshatra';
import { rasiNameOf } from '../vocabulary/rasi';

/** The compared settings' names. */
export const SETTING_NAMES: Readonly<Record<ComparedSetting, Localized>> = {
  ayanamsa: { en: 'Ayanamsa', hi: 'अयनांश' },
  node: { en: 'Rahu/Ketu', hi: 'राहु/केतु' },
  positions: { en: 'Positions', hi: 'स्थिति' },
  dashaYear: { en: 'Dasha year', hi: 'दशा वर्ष' },
  sunrise: { en: 'Sunrise', hi: 'सूर्योदय' },
};

/** The settings' values in words (ayanamsa names are the vocabulary's). */
export const SETTING_VALUES = {
  mean: { en: 'mean node', hi: 'मध्यम पात' },
  true: { en: 'true node', hi: 'स्पष्ट पात' },
  apparent: { en: 'apparent', hi: 'दृश्य' },
  'geometric-mean-equinox': { en: 'geometric, mean equinox', hi: 'ज्यामितीय, मध्यम विषुव' },
  sidereal: { en: '365.256364 days', hi: '365.256364 दिन' },
  julian: { en: '365.25 days', hi: '365.25 दिन' },
  savana: { en: '360 days', hi: '360 दिन' },
  'true-sidereal': { en: 'true sidereal year', hi: 'वास्तविक नाक्षत्र वर्ष' },
  'pyjhora-sidereal': { en: 'true sidereal year (PyJHora’s reckoning)', hi: 'वास्तविक नाक्षत्र वर्ष (पाई-जेहोरा की गणना)' },
  'upper-limb-refraction': { en: 'upper limb, refraction', hi: 'ऊपरी किनारा, अपवर्तन सहित' },
  'disc-centre-no-refraction': { en: 'disc centre, no refraction', hi: 'बिंब का केंद्र, अपवर्तन रहित' },
} as const satisfies Record<string, Localized>;
/** A setting value with words. */
export type SettingValue = keyof typeof SETTING_VALUES;

/** A compared setting's name in `locale`. */
export function settingName(setting: ComparedSetting, locale: Locale): string {
  return byLocale(
    locale,
    (l) => SETTING_NAMES[setting][l],
    (l) => compareWordsBook(l).settings[setting],
  );
}

/** The house system a profile records (not compared: the chart's positions do not depend on it). */
const HOUSES: Localized = { en: 'House system', hi: 'भाव पद्धति' };

/** Any of a profile's settings by name in `locale` (the compared ones, and its house system). */
export function profileSettingName(setting: ComparedSetting | 'houses', locale: Locale): string {
  if (setting !== 'houses') return settingName(setting, locale);
  return byLocale(
    locale,
    (l) => HOUSES[l],
    (l) => compareWordsBook(l).houses,
  );
}

/** A word of these tables in `locale`: the inline column, or the regional book's entry. */
const inBook = (locale: Locale, inline: (l: InlineLocale) => string | undefined, regional: (b: CompareWordsBook) => string | undefined) =>
  byLocale(locale, inline, (l) => regional(compareWordsBook(l)));

/** A setting's value in words (an ayanamsa keeps its name). */
export function settingValueText(value: string, locale: Locale): string {
  if (!(value in SETTING_VALUES)) {
    // An ayanamsa keeps its id in English and Hindi (as the programs' settings name it); a regional language names it.
    const regional = regionalLocale(locale);
    return regional && (AYANAMSAS as readonly string[]).includes(value) ? compareWordsBook(regional).ayanamsa(value as Ayanamsa) : value;
  }
  const v = value as SettingValue;
  return inBook(
    locale,
    (l) => SETTING_VALUES[v][l],
    (b) => b.values[v],
  )!;
}

const LAGNA: Localized = { en: 'Lagna', hi: 'लग्न' };
/** The divisions a point's difference is counted in. */
export const COMPARED_KINDS = ['longitude', 'sign', 'nakshatra'] as const;
export type ComparedKind = (typeof COMPARED_KINDS)[number];
const KINDS: Readonly<Record<ComparedKind, Localized>> = {
  longitude: { en: 'longitude', hi: 'भोगांश' },
  sign: { en: 'sign', hi: 'राशि' },
  nakshatra: { en: 'nakshatra', hi: 'नक्षत्र' },
};
const isKind = (k: string): k is ComparedKind => (COMPARED_KINDS as readonly string[]).includes(k);
/** The other quantities a comparison names. */
export const WHATS = {
  'Mahadasha at birth': { en: 'Mahadasha at birth', hi: 'जन्म की महादशा' },
  'Next mahadasha start': { en: 'Next mahadasha start', hi: 'अगली महादशा का आरंभ' },
  'Last mahadasha start': { en: 'Last mahadasha start', hi: 'अंतिम महादशा का आरंभ' },
  Tithi: { en: 'Tithi', hi: 'तिथि' },
  Yoga: { en: 'Yoga', hi: 'योग' },
  Karana: { en: 'Karana', hi: 'करण' },
  Sunrise: { en: 'Sunrise', hi: 'सूर्योदय' },
} as const satisfies Record<string, Localized>;
/** One of those quantities. */
export type ComparedWhat = keyof typeof WHATS;

/** A compared point's name ("Lagna" or a graha). */
export function pointName(point: string, locale: Locale): string {
  if ((GRAHAS as readonly string[]).includes(point)) return grahaName(point as Graha, locale);
  return inBook(
    locale,
    (l) => LAGNA[l],
    (b) => b.lagna,
  )!;
}

/** A division's name: "sign" or "nakshatra". */
export function kindName(kind: string, locale: Locale): string {
  if (!isKind(kind)) return kind;
  return inBook(
    locale,
    (l) => KINDS[kind][l],
    (b) => b.kinds[kind],
  )!;
}

/** What a difference is about ("Moon nakshatra"), in words. */
export function whatText(what: string, locale: Locale): string {
  const parts = what.split(' ');
  if (parts.length === 2 && isKind(parts[1]!)) return `${pointName(parts[0]!, locale)} ${kindName(parts[1]!, locale)}`;
  if (!(what in WHATS)) return what;
  const w = what as ComparedWhat;
  return inBook(
    locale,
    (l) => WHATS[w][l],
    (b) => b.whats[w],
  )!;
}

/** One value of a difference: names in words, degrees as degrees. */
export function valueText(d: Difference, value: string | number | null | undefined, locale: Locale): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'number') return d.unit === 'deg' ? `${value.toFixed(4)}°` : String(value);
  if (d.what.endsWith(' sign')) return rasiNameOf(value, locale);
  if (d.what.endsWith(' nakshatra')) return nakshatraNameOf(value, locale);
  if (d.what === 'Mahadasha at birth' && (GRAHAS as readonly string[]).includes(value)) return grahaName(value as Graha, locale);
  return value;
}

/** The words a cause is built of, in a language other than English. */
interface CauseWords {
  /** One setting's effect: "Ayanamsa Lahiri versus Raman (+0.012°), this alone makes the difference". */
  effect(setting: string, to: string, from: string, amount: string | null, flips: boolean): string;
  /** One program's effects, joined, as a sentence. */
  program(name: string, effects: string[]): string;
  /** An amount's unit words (the English formatter writes `s`, `min`, `h`, `days`). */
  units?: { s: string; min: string; h: string; days: string };
}

const CAUSE_HI: CauseWords = {
  effect: (setting, to, from, amount, flips) =>
    `${setting} ${to} बनाम ${from}${amount ? ` (${amount})` : ''}${flips ? ', अकेले यही अंतर देती है' : ''}`,
  program: (name, effects) => `${name}: ${effects.join('; ')}।`,
};

/** An amount in `words`' units. */
function amountIn(unit: 'deg' | 'min' | 's', x: number, words: CauseWords): string {
  const text = formatAmount(unit, x);
  const u = words.units;
  return u ? text.replace(/ (s|min|h|days)$/, (_, k: keyof typeof u) => ` ${u[k]}`) : text;
}

/** Why a difference exists, in words (English: the engine's sentence). */
export function causeText(d: Difference, locale: Locale): string {
  if (locale === 'en') return d.cause;
  const words: CauseWords = locale === 'hi' ? CAUSE_HI : compareWordsBook(locale).cause;
  const byProfile = new Map<ProfileId, SettingEffect[]>();
  for (const e of d.effects) byProfile.set(e.profile, [...(byProfile.get(e.profile) ?? []), e]);
  const moved = d.what.endsWith(' sign') || d.what.endsWith(' nakshatra') || d.what === 'Mahadasha at birth' ? 'deg' : undefined;
  const unit = d.unit ?? moved;
  const effect = (e: SettingEffect) =>
    words.effect(
      settingName(e.setting, locale),
      settingValueText(e.to, locale),
      settingValueText(e.from, locale),
      e.change !== null && unit ? amountIn(unit, e.change, words) : null,
      e.flips === true,
    );
  return [...byProfile].map(([id, effects]) => words.program(sanskritNameIn(PROFILES[id].name, locale), effects.map(effect))).join(' ');
}

export type { CauseWords };
