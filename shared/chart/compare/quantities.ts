/**
 * The quantities a comparison looks at, each read off a profile's values: the longitude, sign
 * and nakshatra of every compared point, the mahadasha at birth and the dasha dates, the
 * panchang's four limbs and the sunrise. A numeric quantity has a unit and a tolerance below
 * which two profiles count as agreeing; a categorical one (a sign, a nakshatra, a tithi) agrees
 * only when equal.
 */
import { NAKSHATRAS, NAKSHATRA_SPAN_DEG } from '../../vocabulary/nakshatra';
import { RASIS, RASI_SPAN_DEG } from '../../vocabulary/rasi';
import { COMPARED_POINTS, type ComparedPoint, type ProfileValues } from './profile-values';

/** Longitudes closer than this agree (arc seconds; below any program's printed precision). */
export const LONGITUDE_TOLERANCE_ARCSEC = 0.5;
/** Dasha dates closer than this agree (minutes). */
export const DASHA_TOLERANCE_MINUTES = 1;
/** Sunrises closer than this agree (seconds; almanacs print to the minute). */
export const SUNRISE_TOLERANCE_SECONDS = 5;

/** A quantity measured in a unit. */
export interface NumericQuantity {
  kind: 'numeric';
  /** What it is, in English ("Moon longitude"). */
  what: string;
  /** Unit of `read` and of the differences ('deg', 'min', 's'). */
  unit: 'deg' | 'min' | 's';
  /** Differences below this count as agreement (in `unit`). */
  tolerance: number;
  /** The value, or null where it does not exist (no sunrise; another mahadasha lord). */
  read: (v: ProfileValues) => number | null;
  /** A longitude wraps at 360°: differences are taken the short way round. */
  angular: boolean;
  /** Shown to the reader (ISO for instants, degrees for longitudes). */
  show: (v: ProfileValues) => string | number | null;
  /** Compared only between profiles that agree on this (dates of the same mahadasha lords). */
  sameAs?: CategoricalQuantity;
}

/** A quantity with a name per value (a sign, a nakshatra, a lord, a tithi number). */
export interface CategoricalQuantity {
  kind: 'categorical';
  what: string;
  read: (v: ProfileValues) => string | number | null;
  /** The numeric quantity whose change moves this one (the Moon's longitude for its nakshatra), if any. */
  driver?: NumericQuantity;
  /** Name of the boundary between two values ("Rohini/Mrigashira"), for a driver-moved category. */
  boundary?: (a: string | number, b: string | number) => string;
}

/** One quantity. */
export type Quantity = NumericQuantity | CategoricalQuantity;

const DEG_TO_ARCSEC = 3600;

function longitude(point: ComparedPoint): NumericQuantity {
  return {
    kind: 'numeric',
    what: `${point} longitude`,
    unit: 'deg',
    tolerance: LONGITUDE_TOLERANCE_ARCSEC / DEG_TO_ARCSEC,
    read: (v) => v.positions[point],
    angular: true,
    show: (v) => Math.round(v.positions[point] * 1e6) / 1e6,
  };
}

function between(a: string | number, b: string | number): string {
  return `${a}/${b}`;
}

function sign(point: ComparedPoint, driver: NumericQuantity): CategoricalQuantity {
  return {
    kind: 'categorical',
    what: `${point} sign`,
    read: (v) => RASIS[Math.floor(v.positions[point] / RASI_SPAN_DEG)]!,
    driver,
    boundary: between,
  };
}

function nakshatra(point: ComparedPoint, driver: NumericQuantity): CategoricalQuantity {
  return {
    kind: 'categorical',
    what: `${point} nakshatra`,
    read: (v) => NAKSHATRAS[Math.min(26, Math.floor(v.positions[point] / NAKSHATRA_SPAN_DEG))]!,
    driver,
    boundary: between,
  };
}

/** The mahadasha running at birth. */
const BIRTH_MAHADASHA: CategoricalQuantity = { kind: 'categorical', what: 'Mahadasha at birth', read: (v) => v.dasha[0]?.md ?? null };

/** The start of the n-th mahadasha from the one at birth (1 = the next), or null. */
function mahadashaStart(v: ProfileValues, n: number): { jd: number; iso: string } | null {
  let seen = 0;
  for (let i = 1; i < v.dasha.length; i++)
    if (v.dasha[i]!.md !== v.dasha[i - 1]!.md && ++seen === n) return { jd: v.dasha[i]!.startJdUt, iso: v.dasha[i]!.start };
  return null;
}

const MINUTES_PER_DAY = 1440;

/** The start of a mahadasha after birth (n-th from the running one), in minutes of JD. */
function mahadashaDate(what: string, n: number): NumericQuantity {
  return {
    kind: 'numeric',
    what,
    unit: 'min',
    tolerance: DASHA_TOLERANCE_MINUTES,
    read: (v) => {
      const s = mahadashaStart(v, n);
      return s ? s.jd * MINUTES_PER_DAY : null;
    },
    angular: false,
    show: (v) => mahadashaStart(v, n)?.iso ?? null,
    sameAs: BIRTH_MAHADASHA,
  };
}

/** The quantities compared, in the order differences are listed. */
export function comparedQuantities(): Quantity[] {
  const out: Quantity[] = [];
  for (const point of COMPARED_POINTS) {
    const lon = longitude(point);
    out.push(lon, sign(point, lon), nakshatra(point, lon));
  }
  const moon = out[COMPARED_POINTS.indexOf('Moon') * 3] as NumericQuantity;
  out.push(
    { ...BIRTH_MAHADASHA, driver: moon },
    mahadashaDate('Next mahadasha start', 1),
    mahadashaDate('Last mahadasha start', 8),
    { kind: 'categorical', what: 'Tithi', read: (v) => v.panchang.tithi },
    { kind: 'categorical', what: 'Yoga', read: (v) => v.panchang.yoga },
    { kind: 'categorical', what: 'Karana', read: (v) => v.panchang.karana },
    {
      kind: 'numeric',
      what: 'Sunrise',
      unit: 's',
      tolerance: SUNRISE_TOLERANCE_SECONDS,
      read: (v) => (v.panchang.sunriseJdUt === null ? null : v.panchang.sunriseJdUt * 86_400),
      angular: false,
      show: (v) => v.panchang.sunrise,
    },
  );
  return out;
}

/** Difference b − a of a numeric quantity in its unit (the short way round for angles). */
export function numericDelta(q: NumericQuantity, a: number, b: number): number {
  if (!q.angular) return b - a;
  const d = (((b - a) % 360) + 540) % 360;
  return d - 180;
}
