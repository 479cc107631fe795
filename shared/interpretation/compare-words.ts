/**
 * Words about a comparison of programs (shared/chart/compare), written once for the /compare page
 * and the built-in reader: the names of the settings and their values, what a difference is about,
 * a value, and why it differs. English causes are the engine's own sentences; Hindi ones are
 * worded here from the same measurements (`effects`).
 */
import type { Difference, SettingEffect } from '../chart/compare/differences';
import { formatAmount } from '../chart/compare/format-amount';
import { PROFILES, type ComparedSetting, type ProfileId } from '../chart/profiles';
// Written in English and Hindi so far: a regional language reads these in English (proseLocale).
import type { InlineLocale as Locale } from '../i18n/locale';
import { GRAHAS, grahaName, type Graha } from '../vocabulary/graha';
import type { Localized } from '../vocabulary/localized';
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
const SETTING_VALUES: Readonly<Record<string, Localized>> = {
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
};

/** A setting's value in words (an ayanamsa keeps its name). */
export function settingValueText(value: string, locale: Locale): string {
  return SETTING_VALUES[value]?.[locale] ?? value;
}

const LAGNA: Localized = { en: 'Lagna', hi: 'लग्न' };
const KINDS: Readonly<Record<string, Localized>> = {
  longitude: { en: 'longitude', hi: 'भोगांश' },
  sign: { en: 'sign', hi: 'राशि' },
  nakshatra: { en: 'nakshatra', hi: 'नक्षत्र' },
};
const WHATS: Readonly<Record<string, Localized>> = {
  'Mahadasha at birth': { en: 'Mahadasha at birth', hi: 'जन्म की महादशा' },
  'Next mahadasha start': { en: 'Next mahadasha start', hi: 'अगली महादशा का आरंभ' },
  'Last mahadasha start': { en: 'Last mahadasha start', hi: 'अंतिम महादशा का आरंभ' },
  Tithi: { en: 'Tithi', hi: 'तिथि' },
  Yoga: { en: 'Yoga', hi: 'योग' },
  Karana: { en: 'Karana', hi: 'करण' },
  Sunrise: { en: 'Sunrise', hi: 'सूर्योदय' },
};

/** A compared point's name ("Lagna" or a graha). */
export function pointName(point: string, locale: Locale): string {
  return (GRAHAS as readonly string[]).includes(point) ? grahaName(point as Graha, locale) : LAGNA[locale];
}

/** A division's name: "sign" or "nakshatra". */
export function kindName(kind: string, locale: Locale): string {
  return KINDS[kind]?.[locale] ?? kind;
}

/** What a difference is about ("Moon nakshatra"), in words. */
export function whatText(what: string, locale: Locale): string {
  const parts = what.split(' ');
  if (parts.length === 2 && KINDS[parts[1]!]) return `${pointName(parts[0]!, locale)} ${kindName(parts[1]!, locale)}`;
  return WHATS[what]?.[locale] ?? what;
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

function effectHi(e: SettingEffect, unit: Difference['unit'] | 'deg' | undefined): string {
  const amount = e.change !== null && unit ? ` (${formatAmount(unit, e.change)})` : '';
  const alone = e.flips ? ', अकेले यही अंतर देती है' : '';
  return `${SETTING_NAMES[e.setting].hi} ${settingValueText(e.to, 'hi')} बनाम ${settingValueText(e.from, 'hi')}${amount}${alone}`;
}

/** Why a difference exists, in words (English: the engine's sentence). */
export function causeText(d: Difference, locale: Locale): string {
  if (locale === 'en') return d.cause;
  const byProfile = new Map<ProfileId, SettingEffect[]>();
  for (const e of d.effects) byProfile.set(e.profile, [...(byProfile.get(e.profile) ?? []), e]);
  const moved = d.what.endsWith(' sign') || d.what.endsWith(' nakshatra') || d.what === 'Mahadasha at birth' ? 'deg' : undefined;
  const unit = d.unit ?? moved;
  return [...byProfile].map(([id, effects]) => `${PROFILES[id].name.hi}: ${effects.map((e) => effectHi(e, unit)).join('; ')}।`).join(' ');
}
