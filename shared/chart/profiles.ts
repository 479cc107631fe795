/**
 * Settings profiles: the conventions of the programs people compare their chart with, each
 * setting with the source it was read from. Where a program does not document a setting, the
 * profile says so (`undocumented`, with the reason) and is computed with ours for that setting,
 * rather than with a guess. The settings are the ones that move the values /api/compare shows
 * (positions, Vimshottari dates, panchang, sunrise); `houses` is recorded for completeness but
 * moves none of them (the lagna is the same point in every house system).
 */
import type { PositionReduction } from '../astronomy/reduction';
import type { SunriseConvention } from '../astronomy/rise-set';
import type { Ayanamsa, DashaYear, NodeType } from '../vocabulary/settings';
import { DASHA_YEAR_DAYS, DEFAULT_AYANAMSA } from '../vocabulary/settings';
import { sanskritNameIn, type Localized } from '../vocabulary/localized';
import { vocabularyBook } from '../vocabulary/books/registry';
import { regionalLocale, type EngineLocale } from '../i18n/locale';

/** The profiles, ours first. */
export const PROFILE_IDS = ['default', 'pyjhora', 'jhora', 'astrosage', 'drik', 'vedastro', 'kp', 'raman'] as const;
/** One profile id. */
export type ProfileId = (typeof PROFILE_IDS)[number];

/** Dasha year lengths a profile can name: the fixed ones of the chart engine, or the true sidereal year around the birth. */
export const PROFILE_DASHA_YEARS = [...(Object.keys(DASHA_YEAR_DAYS) as DashaYear[]), 'true-sidereal', 'pyjhora-sidereal'] as const;
/**
 * A dasha year: a fixed length (`sidereal` 365.256364 d, `julian`, `savana`) or `true-sidereal`,
 * the interval between the Sun's entries into sidereal Aries before and after the birth (with
 * the profile's own ayanamsa and positions), or `pyjhora-sidereal`, that year as PyJHora 4.8.5
 * reckons it (compare/pyjhora-year.ts: up to ~3 minutes a year off the exact interval).
 */
export type ProfileDashaYear = (typeof PROFILE_DASHA_YEARS)[number];

/** House systems a profile can name (recorded; none of them moves a compared value). */
export const PROFILE_HOUSE_SYSTEMS = ['whole-sign', 'sripati', 'placidus'] as const;
/** One house system. */
export type ProfileHouseSystem = (typeof PROFILE_HOUSE_SYSTEMS)[number];

/** The settings of one profile. */
export interface ProfileSettings {
  /** Ayanamsa subtracted from tropical longitudes. */
  ayanamsa: Ayanamsa;
  /** Mean or true (osculating) lunar node for Rahu/Ketu. */
  node: NodeType;
  /** Apparent positions (light-time, aberration, nutation) or geometric ones on the mean equinox. */
  positions: PositionReduction;
  /** Length of a Vimshottari year. */
  dashaYear: ProfileDashaYear;
  /** When the Sun rises: upper limb with refraction, or disc centre without it. */
  sunrise: SunriseConvention;
  /** House system (recorded only). */
  houses: ProfileHouseSystem;
}

/** The settings that can move a compared value, in the order differences are attributed. */
export const COMPARED_SETTINGS = ['ayanamsa', 'node', 'positions', 'dashaYear', 'sunrise'] as const;
/** One of the settings that can move a compared value. */
export type ComparedSetting = (typeof COMPARED_SETTINGS)[number];
/** Every setting of a profile. */
export type ProfileSetting = keyof ProfileSettings;

/** A setting the program does not document, with why and what is computed instead. */
export interface UndocumentedSetting {
  setting: ProfileSetting;
  reason: string;
}

/** One profile: the program, its settings and the source of each. */
export interface Profile {
  id: ProfileId;
  /** The program or author, in the site's languages. */
  name: Localized;
  /** Version or edition the settings were read from. */
  version: string;
  settings: ProfileSettings;
  /** Where each documented setting was read (undocumented ones say "undocumented" and are listed below). */
  sources: Readonly<Record<ProfileSetting, string>>;
  undocumented: readonly UndocumentedSetting[];
}

/** Our own settings: what /api/chart computes without parameters. */
const OURS: ProfileSettings = {
  ayanamsa: DEFAULT_AYANAMSA,
  node: 'mean',
  positions: 'apparent',
  dashaYear: 'sidereal',
  sunrise: 'upper-limb-refraction',
  houses: 'whole-sign',
};

const UNDOCUMENTED = 'undocumented';

/** A setting the program leaves unsaid: why, and its source entry ("undocumented", or the part it does say). */
interface Unsaid {
  why: string;
  source: string;
}

/** See `Unsaid`. */
const unsaid = (why: string, source: string = UNDOCUMENTED): Unsaid => ({ why, source });

/**
 * A profile from one entry per setting, its source or `unsaid(why)`: `sources` and the list of
 * undocumented settings (each "…; computed with ours (…)") both come from it, so they cannot disagree.
 */
function profile({
  sources,
  ...rest
}: Omit<Profile, 'sources' | 'undocumented'> & { sources: Record<ProfileSetting, string | Unsaid> }): Profile {
  const entries = Object.entries(sources) as [ProfileSetting, string | Unsaid][];
  const sourceOf = (entry: string | Unsaid) => (typeof entry === 'string' ? entry : entry.source);
  return {
    ...rest,
    sources: Object.fromEntries(entries.map(([setting, entry]) => [setting, sourceOf(entry)])) as Record<ProfileSetting, string>,
    undocumented: entries.flatMap(([setting, entry]): UndocumentedSetting[] =>
      typeof entry === 'string' ? [] : [{ setting, reason: `${entry.why}; computed with ours (${String(OURS[setting])}).` }],
    ),
  };
}

/** PyJHora 4.8.5's defaults, each read in its source (below). */
const PYJHORA_SETTINGS: ProfileSettings = {
  ayanamsa: 'TRUE_PUSHYA',
  node: 'true',
  positions: 'geometric-mean-equinox',
  dashaYear: 'pyjhora-sidereal',
  sunrise: 'disc-centre-no-refraction',
  houses: 'whole-sign',
};

/** PyJHora 4.8.5 (naturalstupid/PyJHora, commit e20943c): every setting read in its source. */
const PYJHORA_SOURCES: Record<ProfileSetting, string> = {
  ayanamsa:
    "src/jhora/const.py:265 _DEFAULT_AYANAMSA_MODE = TRUE_PUSHYA (README, V4.7.0 notes); applied by drik.set_ayanamsa_mode() without argument, as its UI does — a script that never calls it gets Swiss Ephemeris' own default, Fagan/Bradley",
  node: 'src/jhora/const.py:97 _use_true_nodes_for_rahu_ketu = True',
  positions:
    'src/jhora/panchanga/drik.py:119 PLANET_FLAGS = utils.set_flags_for_planet_positions() (utils.py:1684: FLG_TRUEPOS, FLG_NONUT: geometric, mean equinox); the ascendant from sidereal houses of date (drik.py:1640)',
  dashaYear:
    "src/jhora/const.py:1604 dhasa_year_duration_default = JHORA_DEFAULT = TRUE_SIDEREAL_YEAR; drik.py:3852 true_sidereal_year: the Sun's previous to next entry into sidereal Aries",
  sunrise: 'src/jhora/utils.py:1708 set_flags_for_rise_set defaults: disc centre, no refraction (BIT_HINDU_RISING); drik.py:405 sunrise',
  houses: 'src/jhora/horoscope/chart/charts.py rasi_chart: signs from the lagna',
};

/** Every profile (see module comment). */
export const PROFILES: Readonly<Record<ProfileId, Profile>> = {
  default: profile({
    id: 'default',
    name: { en: 'Kundali AI (ours)', hi: 'कुंडली एआई (हमारा)' },
    version: 'this site',
    settings: OURS,
    sources: {
      ayanamsa: "shared/vocabulary/settings.ts DEFAULT_AYANAMSA (the API default; the site's forms send LAHIRI)",
      node: 'shared/chart/input.ts (node defaults to mean)',
      positions: 'shared/chart/CONVENTIONS.md, Positions: apparent geocentric, true equinox of date',
      dashaYear: 'shared/vocabulary/settings.ts DASHA_YEAR_DAYS.sidereal = 365.256364 days',
      sunrise: 'shared/model/chart.ts ChartOptions.sunriseConvention default upper-limb-refraction',
      houses: 'shared/chart/CONVENTIONS.md: whole-sign houses, Sripati bhavas beside them',
    },
  }),
  pyjhora: profile({
    id: 'pyjhora',
    name: { en: 'PyJHora', hi: 'पाई-जेहोरा' },
    version: '4.8.5 (commit e20943c)',
    settings: PYJHORA_SETTINGS,
    sources: PYJHORA_SOURCES,
  }),
  jhora: profile({
    id: 'jhora',
    name: { en: 'Jagannatha Hora', hi: 'जगन्नाथ होरा' },
    version: '8.0 (as PyJHora 4.8.5 states it)',
    // PyJHora's defaults are JHora's, as its author states (the sources below), but for the year PyJHora reckons.
    settings: { ...PYJHORA_SETTINGS, dashaYear: 'true-sidereal' },
    sources: {
      ayanamsa: 'PyJHora 4.8.5 README, V4.7.0 notes: TRUE_PUSHYA and true nodes chosen "to match with JHora software"',
      node: 'PyJHora 4.8.5 README, V4.7.0 notes: with true nodes "Rahu/Ketu planet positions match with JHora software"',
      positions: 'PyJHora 4.8.5 README, V4.7.0 notes: the ephemeris flags (nutation, aberration) set "as in JHora software"',
      dashaYear: 'PyJHora 4.8.5 src/jhora/const.py:1603 JHORA_DEFAULT = TRUE_SIDEREAL_YEAR',
      sunrise: 'PyJHora 4.8.5 README, V4.7.0 notes: set_flags_for_rise_set "sets the default as in JHora software"',
      houses: unsaid("JHora's own manual is not available here; every other setting is as PyJHora's author states JHora's defaults"),
    },
  }),
  astrosage: profile({
    id: 'astrosage',
    name: { en: 'AstroSage', hi: 'एस्ट्रोसेज' },
    version: 'astrosage.com kundli',
    settings: { ...OURS, ayanamsa: 'LAHIRI' },
    sources: {
      ayanamsa: "its chart pages name the ayanamsa used, N.C. Lahiri (a statement on the vendor's pages; not checkable offline)",
      node: unsaid('AstroSage does not state whether Rahu is the mean or the true node'),
      positions: unsaid('AstroSage does not state apparent or geometric positions'),
      dashaYear: unsaid('AstroSage does not state its dasha year length'),
      sunrise: unsaid('AstroSage does not state its sunrise definition'),
      houses: 'its chart pages: signs from the lagna (North and South Indian charts)',
    },
  }),
  drik: profile({
    id: 'drik',
    name: { en: 'Drik Panchang', hi: 'द्रिक पंचांग' },
    version: 'drikpanchang.com',
    settings: { ...OURS, ayanamsa: 'LAHIRI' },
    sources: {
      ayanamsa: "its panchang pages name Lahiri (Chitra Paksha) ayanamsha (a statement on the vendor's pages; not checkable offline)",
      node: unsaid('Drik Panchang does not state mean or true node for its default'),
      positions: unsaid(
        'Drik Panchang does not state apparent or geometric positions',
        'Drik (modern astronomical) rather than Vakya computation, as its name says; apparent or geometric is not stated',
      ),
      dashaYear: unsaid('Drik Panchang does not state its dasha year length'),
      sunrise: unsaid('Drik Panchang does not state its sunrise definition'),
      houses: unsaid('Drik Panchang does not state a house system for its kundali'),
    },
  }),
  vedastro: profile({
    id: 'vedastro',
    name: { en: 'VedAstro', hi: 'वेदएस्ट्रो' },
    version: 'vedastro.org API',
    settings: { ...OURS, ayanamsa: 'RAMAN' },
    sources: {
      ayanamsa: 'VedAstro FAQ: the API path defaults to RAMAN (/work/shared/notes/findings/vedastro-client-compat.md:271)',
      node: unsaid('VedAstro does not document mean or true node'),
      positions: unsaid('VedAstro does not document apparent or geometric positions'),
      dashaYear: unsaid('VedAstro does not document its dasha year length'),
      sunrise: unsaid('VedAstro does not document its sunrise definition'),
      houses: unsaid('VedAstro does not document its house system'),
    },
  }),
  kp: profile({
    id: 'kp',
    name: { en: 'Krishnamurti Paddhati (KP)', hi: 'कृष्णमूर्ति पद्धति (केपी)' },
    version: "K.S. Krishnamurti's readers",
    settings: { ...OURS, ayanamsa: 'KRISHNAMURTI', houses: 'placidus' },
    sources: {
      ayanamsa: 'Krishnamurti ayanamsa (Newcomb precession), as KP charts are cast; shared/kp (issue 41)',
      node: unsaid('the KP readers available here do not fix mean or true node'),
      positions: unsaid('the KP readers predate the distinction (printed ephemerides)'),
      dashaYear: unsaid('the KP readers available here do not fix the dasha year length'),
      sunrise: unsaid('the KP readers available here do not define sunrise'),
      houses: 'Placidus cusps less the ayanamsa (KP readers; shared/kp/placidus.ts)',
    },
  }),
  raman: profile({
    id: 'raman',
    name: { en: 'B.V. Raman', hi: 'बी.वी. रमन' },
    version: 'A Manual of Hindu Astrology; Hindu Predictive Astrology',
    settings: { ...OURS, ayanamsa: 'RAMAN', houses: 'sripati' },
    sources: {
      ayanamsa: "B.V. Raman's ayanamsa (zero year 397 CE), A Manual of Hindu Astrology, ch. on ayanamsa",
      node: unsaid('the books available here do not state mean or true node'),
      positions: unsaid('printed ephemerides; the books do not separate apparent from geometric positions'),
      dashaYear: unsaid('the books give dasha balances in years, months and days without fixing the year length'),
      sunrise: unsaid('the books do not fix the limb or refraction'),
      houses: 'Sripati bhavas (A Manual of Hindu Astrology, bhava chapter; shared/jyotish/houses.ts)',
    },
  }),
};

/** True when `value` names a profile. */
export function isProfileId(value: unknown): value is ProfileId {
  return typeof value === 'string' && (PROFILE_IDS as readonly string[]).includes(value);
}

/** A program's name in `locale`: the others' names written in the language's script, ours in the language's own words. */
export function programName(id: ProfileId, locale: EngineLocale): string {
  const regional = regionalLocale(locale);
  if (id === 'default' && regional) return vocabularyBook(regional).ourProgram;
  return sanskritNameIn(PROFILES[id].name, locale);
}
