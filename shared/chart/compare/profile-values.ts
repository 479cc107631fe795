/**
 * What one settings profile makes of a birth: the sidereal longitudes of the lagna and the nine
 * grahas, the Vimshottari mahadasha/antardasha starts, the panchang at the birth instant and the
 * sunrise of the birth's civil day. Only the settings of `ProfileSettings` vary; everything else
 * is the chart engine's (the same series, the same ΔT), so two profiles differ exactly by their
 * settings and `attribution.ts` can vary one at a time.
 */
import { ascendantMc } from '../../astronomy/angles';
import { ayanamsaDeg } from '../../astronomy/ayanamsa';
import { grahaPosition, tropicalPositions } from '../../astronomy/positions';
import { sunriseSunset } from '../../astronomy/rise-set';
import { lunarDay, panchangNakshatra } from '../../jyotish/panchang';
import { vimshottari } from '../../jyotish/vimshottari';
import { VIMSHOTTARI_TOTAL_YEARS } from '../../jyotish/classical';
import { bracketedRoot } from '../../math/search';
import { normalizeDeg, wrap180 } from '../../math/angles';
import { GRAHAS, type Graha } from '../../vocabulary/graha';
import { DASHA_YEAR_DAYS } from '../../vocabulary/settings';
import { IsoFormatter } from '../iso';
import type { ProfileSettings } from '../profiles';
import { pyjhoraSiderealYearDays } from './pyjhora-year';

/** The points compared, lagna first. */
export const COMPARED_POINTS = ['Lagna', ...GRAHAS] as const;
/** One compared point. */
export type ComparedPoint = (typeof COMPARED_POINTS)[number];

/** The birth as the comparison needs it: the instant and the place. */
export interface BirthMoment {
  /** Julian day (UT) of the birth. */
  jdUt: number;
  /** Degrees, north positive. */
  lat: number;
  /** Degrees, east positive. */
  lon: number;
  /** The birth's UTC offset, minutes east (for the ISO strings and the civil day). */
  utcOffsetMinutes: number;
}

/** One antardasha start. */
export interface DashaStart {
  /** Mahadasha lord. */
  md: Graha;
  /** Antardasha lord. */
  ad: Graha;
  /** ISO 8601 at the birth's offset, to the second. */
  start: string;
  /** The same instant as a Julian day (UT). */
  startJdUt: number;
}

/** The panchang at the birth instant. */
export interface ProfilePanchang {
  /** 1–30 (1–15 Shukla). */
  tithi: number;
  /** 1–27 (Ashwini = 1), the Moon's. */
  nakshatra: number;
  /** 1–27. */
  yoga: number;
  /** 1–60. */
  karana: number;
  /** Sunrise of the birth's civil day (ISO 8601), null where the Sun does not rise. */
  sunrise: string | null;
  sunriseJdUt: number | null;
}

/** Everything one profile computes for a birth. */
export interface ProfileValues {
  /** Sidereal longitudes, degrees in [0, 360). */
  positions: Record<ComparedPoint, number>;
  /** Days in a dasha year as this profile counts them. */
  dashaYearDays: number;
  /** Vimshottari antardashas from the one running at birth to 120 dasha years after it. */
  dasha: DashaStart[];
  panchang: ProfilePanchang;
}

/** The ayanamsa to subtract from positions in a reduction: the true one from apparent places, the mean one from mean-equinox places. */
function bodyAyanamsaDeg(jdUt: number, settings: ProfileSettings): number {
  return ayanamsaDeg(jdUt, settings.ayanamsa, settings.positions === 'apparent' ? 'true' : 'mean');
}

/** The Sun's sidereal longitude under a profile's settings, degrees. */
function sunSiderealDeg(jdUt: number, settings: ProfileSettings): number {
  return normalizeDeg(grahaPosition(jdUt, 'Sun', settings.node, settings.positions).tropicalLongitudeDeg - bodyAyanamsaDeg(jdUt, settings));
}

/** The instant (JD UT) the Sun's sidereal longitude is 0° nearest `guessJdUt` (within 3 days of it). */
function sunAtAriesJdUt(guessJdUt: number, settings: ProfileSettings): number {
  const f = (jd: number) => wrap180(sunSiderealDeg(jd, settings));
  const a = guessJdUt - 3;
  const b = guessJdUt + 3;
  return bracketedRoot(f, a, f(a), b, f(b));
}

/** Mean sidereal motion of the Sun, degrees per day (to place the first guesses only). */
const SUN_DEG_PER_DAY = 360 / DASHA_YEAR_DAYS.sidereal;

/**
 * The true sidereal year around a birth, days: from the Sun's entry into sidereal Aries at or
 * before the birth to the next one (PyJHora's `true_sidereal_year`).
 */
export function trueSiderealYearDays(jdUt: number, settings: ProfileSettings): number {
  const sun = sunSiderealDeg(jdUt, settings);
  const previous = sunAtAriesJdUt(jdUt - sun / SUN_DEG_PER_DAY, settings);
  const next = sunAtAriesJdUt(previous + DASHA_YEAR_DAYS.sidereal, settings);
  return next - previous;
}

/** Days in a dasha year under a profile's settings. */
export function dashaYearDaysOf(birth: BirthMoment, settings: ProfileSettings): number {
  if (settings.dashaYear === 'true-sidereal') return trueSiderealYearDays(birth.jdUt, settings);
  if (settings.dashaYear === 'pyjhora-sidereal') return pyjhoraSiderealYearDays((jd) => sunSiderealDeg(jd, settings), birth.jdUt, birth);
  return DASHA_YEAR_DAYS[settings.dashaYear];
}

/** The sidereal longitudes of the lagna and the grahas under a profile's settings. */
export function profilePositions(birth: BirthMoment, settings: ProfileSettings): Record<ComparedPoint, number> {
  const { jdUt } = birth;
  const tropical = tropicalPositions(jdUt, settings.node, settings.positions);
  const bodyAyanamsa = bodyAyanamsaDeg(jdUt, settings);
  // The lagna is a point of the true equinox of date in every reduction (as Swiss Ephemeris' houses).
  const lagnaTropical = ascendantMc(jdUt, birth.lat, birth.lon).ascendantTropicalDeg;
  const out = { Lagna: normalizeDeg(lagnaTropical - ayanamsaDeg(jdUt, settings.ayanamsa, 'true')) } as Record<ComparedPoint, number>;
  for (const g of GRAHAS) out[g] = normalizeDeg(tropical[g].tropicalLongitudeDeg - bodyAyanamsa);
  return out;
}

/** Everything one profile computes for a birth (see module comment). */
export function profileValues(birth: BirthMoment, settings: ProfileSettings): ProfileValues {
  const positions = profilePositions(birth, settings);
  const iso = new IsoFormatter(birth.utcOffsetMinutes);
  const dashaYearDays = dashaYearDaysOf(birth, settings);
  // Birth to 120 dasha years on: the cycle running at birth, then the next one (the same tree 120 years later) up to that end.
  const cycleDays = VIMSHOTTARI_TOTAL_YEARS * dashaYearDays;
  const endJdUt = birth.jdUt + cycleDays;
  const dasha: DashaStart[] = [];
  for (const shift of [0, cycleDays])
    for (const md of vimshottari(positions.Moon, birth.jdUt + shift, dashaYearDays, (jd) => iso.format(jd)).mahadashas)
      for (const ad of md.antardashas)
        if (ad.endJdUt > birth.jdUt && ad.startJdUt < endJdUt)
          dasha.push({ md: md.lord, ad: ad.lord, start: ad.start, startJdUt: ad.startJdUt });
  const day = lunarDay(positions.Sun, positions.Moon);
  const localNoonJdUt = Math.floor(birth.jdUt + birth.utcOffsetMinutes / 1440 + 0.5) - birth.utcOffsetMinutes / 1440;
  const { sunriseJdUt } = sunriseSunset(localNoonJdUt, birth.lat, birth.lon, settings.sunrise);
  return {
    positions,
    dashaYearDays,
    dasha,
    panchang: {
      tithi: day.tithi.index,
      nakshatra: panchangNakshatra(positions.Moon).index + 1,
      yoga: day.yoga.index,
      karana: day.karana.index,
      sunrise: sunriseJdUt === null ? null : iso.format(sunriseJdUt),
      sunriseJdUt,
    },
  };
}
