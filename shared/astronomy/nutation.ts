/**
 * Nutation (IAU 1980 theory, the 63 terms of Meeus, Astronomical Algorithms ch. 22, table as
 * in the MIT `astronomia` package; it differs from the IAU 2000A nutation used by Swiss
 * Ephemeris by a few hundredths of an arcsecond) and the IAU 2006 mean obliquity.
 * Results are cached for the last Julian day, since one chart asks many times for the same instant.
 */
import { sinCosRad } from './trig';

/** Nutation and obliquity at one instant; angles in degrees, rates in degrees per day. */
export interface Nutation {
  /** Nutation in longitude Δψ, degrees. */
  nutationLongitudeDeg: number;
  /** Nutation in obliquity Δε, degrees. */
  nutationObliquityDeg: number;
  /** Rate of Δψ, degrees per day. */
  nutationLongitudeRateDegPerDay: number;
  /** Mean obliquity of the ecliptic ε0 (IAU 2006), degrees. */
  meanObliquityDeg: number;
  /** True obliquity ε = ε0 + Δε, degrees. */
  trueObliquityDeg: number;
}

// Rows: multiples of D, M, M', F, Ω; Δψ = (s0 + s1·T)·sin, Δε = (c0 + c1·T)·cos, unit 0.0001″.
const TABLE: readonly (readonly number[])[] = [
  [0, 0, 0, 0, 1, -171996, -174.2, 92025, 8.9],
  [-2, 0, 0, 2, 2, -13187, -1.6, 5736, -3.1],
  [0, 0, 0, 2, 2, -2274, -0.2, 977, -0.5],
  [0, 0, 0, 0, 2, 2062, 0.2, -895, 0.5],
  [0, 1, 0, 0, 0, 1426, -3.4, 54, -0.1],
  [0, 0, 1, 0, 0, 712, 0.1, -7, 0],
  [-2, 1, 0, 2, 2, -517, 1.2, 224, -0.6],
  [0, 0, 0, 2, 1, -386, -0.4, 200, 0],
  [0, 0, 1, 2, 2, -301, 0, 129, -0.1],
  [-2, -1, 0, 2, 2, 217, -0.5, -95, 0.3],
  [-2, 0, 1, 0, 0, -158, 0, 0, 0],
  [-2, 0, 0, 2, 1, 129, 0.1, -70, 0],
  [0, 0, -1, 2, 2, 123, 0, -53, 0],
  [2, 0, 0, 0, 0, 63, 0, 0, 0],
  [0, 0, 1, 0, 1, 63, 0.1, -33, 0],
  [2, 0, -1, 2, 2, -59, 0, 26, 0],
  [0, 0, -1, 0, 1, -58, -0.1, 32, 0],
  [0, 0, 1, 2, 1, -51, 0, 27, 0],
  [-2, 0, 2, 0, 0, 48, 0, 0, 0],
  [0, 0, -2, 2, 1, 46, 0, -24, 0],
  [2, 0, 0, 2, 2, -38, 0, 16, 0],
  [0, 0, 2, 2, 2, -31, 0, 13, 0],
  [0, 0, 2, 0, 0, 29, 0, 0, 0],
  [-2, 0, 1, 2, 2, 29, 0, -12, 0],
  [0, 0, 0, 2, 0, 26, 0, 0, 0],
  [-2, 0, 0, 2, 0, -22, 0, 0, 0],
  [0, 0, -1, 2, 1, 21, 0, -10, 0],
  [0, 2, 0, 0, 0, 17, -0.1, 0, 0],
  [2, 0, -1, 0, 1, 16, 0, -8, 0],
  [-2, 2, 0, 2, 2, -16, 0.1, 7, 0],
  [0, 1, 0, 0, 1, -15, 0, 9, 0],
  [-2, 0, 1, 0, 1, -13, 0, 7, 0],
  [0, -1, 0, 0, 1, -12, 0, 6, 0],
  [0, 0, 2, -2, 0, 11, 0, 0, 0],
  [2, 0, -1, 2, 1, -10, 0, 5, 0],
  [2, 0, 1, 2, 2, -8, 0, 3, 0],
  [0, 1, 0, 2, 2, 7, 0, -3, 0],
  [-2, 1, 1, 0, 0, -7, 0, 0, 0],
  [0, -1, 0, 2, 2, -7, 0, 3, 0],
  [2, 0, 0, 2, 1, -7, 0, 3, 0],
  [2, 0, 1, 0, 0, 6, 0, 0, 0],
  [-2, 0, 2, 2, 2, 6, 0, -3, 0],
  [-2, 0, 1, 2, 1, 6, 0, -3, 0],
  [2, 0, -2, 0, 1, -6, 0, 3, 0],
  [2, 0, 0, 0, 1, -6, 0, 3, 0],
  [0, -1, 1, 0, 0, 5, 0, 0, 0],
  [-2, -1, 0, 2, 1, -5, 0, 3, 0],
  [-2, 0, 0, 0, 1, -5, 0, 3, 0],
  [0, 0, 2, 2, 1, -5, 0, 3, 0],
  [-2, 0, 2, 0, 1, 4, 0, 0, 0],
  [-2, 1, 0, 2, 1, 4, 0, 0, 0],
  [0, 0, 1, -2, 0, 4, 0, 0, 0],
  [-1, 0, 1, 0, 0, -4, 0, 0, 0],
  [-2, 1, 0, 0, 0, -4, 0, 0, 0],
  [1, 0, 0, 0, 0, -4, 0, 0, 0],
  [0, 0, 1, 2, 0, 3, 0, 0, 0],
  [0, 0, -2, 2, 2, -3, 0, 0, 0],
  [-1, -1, 1, 0, 0, -3, 0, 0, 0],
  [0, 1, 1, 0, 0, -3, 0, 0, 0],
  [0, -1, 1, 2, 2, -3, 0, 0, 0],
  [2, -1, -1, 2, 2, -3, 0, 0, 0],
  [0, 0, 3, 2, 2, -3, 0, 0, 0],
  [2, -1, 0, 2, 2, -3, 0, 0, 0],
];

const DEG = Math.PI / 180;
const DAYS_PER_CENTURY = 36_525;
const sinCos = new Float64Array(2);
let cacheJd = Number.NaN;
let cacheValue: Nutation | undefined;

/** Nutation and obliquity at a Julian day TT (valid for a few millennia around J2000). */
export function nutation(jdTt: number): Nutation {
  if (jdTt === cacheJd && cacheValue) return cacheValue;
  const t = (jdTt - 2_451_545.0) / DAYS_PER_CENTURY;
  // Fundamental arguments (degrees) and their rates (degrees per century).
  const d = 297.85036 + t * (445267.11148 + t * (-0.0019142 + t / 189474));
  const m = 357.52772 + t * (35999.05034 + t * (-0.0001603 - t / 300000));
  const mp = 134.96298 + t * (477198.867398 + t * (0.0086972 + t / 56250));
  const f = 93.27191 + t * (483202.017538 + t * (-0.0036825 + t / 327270));
  const om = 125.04452 + t * (-1934.136261 + t * (0.0020708 + t / 450000));
  const dd = 445267.11148;
  const dm = 35999.05034;
  const dmp = 477198.867398;
  const df = 483202.017538;
  const dom = -1934.136261;
  let dpsi = 0;
  let deps = 0;
  let dpsiRate = 0;
  for (let i = TABLE.length - 1; i >= 0; i--) {
    const r = TABLE[i] as readonly number[];
    const arg = ((r[0] as number) * d + (r[1] as number) * m + (r[2] as number) * mp + (r[3] as number) * f + (r[4] as number) * om) * DEG;
    const argRate =
      ((r[0] as number) * dd + (r[1] as number) * dm + (r[2] as number) * dmp + (r[3] as number) * df + (r[4] as number) * dom) * DEG;
    sinCosRad(arg, sinCos);
    const cos = sinCos[1] as number;
    const amp = (r[5] as number) + (r[6] as number) * t;
    dpsi += amp * (sinCos[0] as number);
    dpsiRate += amp * cos * argRate;
    deps += ((r[7] as number) + (r[8] as number) * t) * cos;
  }
  const unit = 0.0001 / 3600;
  const meanObliquityDeg = meanObliquityIau2006Deg(jdTt);
  cacheValue = {
    nutationLongitudeDeg: dpsi * unit,
    nutationObliquityDeg: deps * unit,
    nutationLongitudeRateDegPerDay: (dpsiRate * unit) / DAYS_PER_CENTURY,
    meanObliquityDeg,
    trueObliquityDeg: meanObliquityDeg + deps * unit,
  };
  cacheJd = jdTt;
  return cacheValue;
}

/** Mean obliquity of the ecliptic, IAU 2006 (Hilton et al. 2006), degrees, at a Julian day TT. */
export function meanObliquityIau2006Deg(jdTt: number): number {
  const t = (jdTt - 2_451_545.0) / DAYS_PER_CENTURY;
  const arcsec = 84381.406 + t * (-46.836769 + t * (-0.0001831 + t * (0.0020034 + t * (-0.000000576 - t * 0.0000000434))));
  return arcsec / 3600;
}
