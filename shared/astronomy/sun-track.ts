/**
 * The apparent Sun over about a day from one evaluation of the Earth's series, for sunrise and
 * sunset, which need the Sun at several instants of one day (the hour-angle iterations).
 *
 * The Earth's heliocentric state at the reference instant (VSOP87B, as for the chart's positions)
 * is split into the Earth–Moon barycentre and the Earth's offset from it (−r_moon/82.3, up to
 * 4,700 km, turning once a month). The barycentre is carried to nearby instants by its Taylor
 * series with the Sun's pull (position, velocity, the Keplerian acceleration −GM·r/r³ and its
 * derivative); the offset comes from a few-term lunar theory at each instant (Meeus ch. 47's
 * largest terms, ~0.1° and ~300 km), whose own error cancels to first order between the
 * reference and the instant. What is left (the theory's error curving over the interval, the
 * planets' pulls, the fourth Taylor term) is measured in sun-track.test.ts against the full
 * evaluation: ≤ 0.0014″ within 0.75 day (SUN_TRACK_LIMIT_ARCSEC there). Sunrise and sunset from
 * one track cost one evaluation of the Earth's series instead of three, and three of the nutation
 * series instead of about ten.
 * The frame (precession, nutation) is computed at each instant as for `tropicalPositions`; the
 * hour-angle iterations may instead take nutation in longitude as linear from the reference
 * (`nutationFromReference`), saving the 63-term series at every step.
 */
import { deltaTSeconds } from '../time/delta-t';
import { nutation, meanObliquityIau2006Deg } from './nutation';
import { eclipticPrecessionMatrix } from './precession';
import { apparentPlanet, AU_KM, GM_SUN_AU3_DAY2, ORIGIN } from './reduction';
import { EARTH_VSOP87B } from './series/vsop87b-earth';
import { sinCosRad } from './trig';
import { sphericalState, vsopState, type StateVector } from './vsop87';

/** The apparent Sun and the nutation it was reduced with, at one instant. */
export interface SunOnTrack {
  /** Apparent ecliptic longitude of the Sun, true equinox of date, degrees in [0, 360) (as `apparentSunPosition`). */
  longitudeDeg: number;
  /** Apparent ecliptic latitude of the Sun, degrees. */
  latitudeDeg: number;
  /** Nutation in longitude Δψ used, degrees. */
  nutationLongitudeDeg: number;
  /** True obliquity used, degrees. */
  trueObliquityDeg: number;
  /** The Julian day TT of the instant. */
  jdTt: number;
}

/** The apparent Sun near one reference instant; see the module comment. */
export class SunTrack {
  /** Julian day (UT) of the reference instant. */
  readonly jdUt: number;
  private readonly jdTt: number;
  /** The Earth–Moon barycentre (heliocentric, J2000 ecliptic, AU and AU/day) at the reference. */
  private readonly barycentre: StateVector;
  private readonly accel: readonly [number, number, number];
  private readonly jerk: readonly [number, number, number];
  private readonly dpsiDeg: number;
  private readonly dpsiRateDegPerDay: number;
  private readonly nutationObliquityDeg: number;

  /** The track around `jdUt` (a Julian day, UT): one evaluation of the Earth's series. */
  constructor(jdUt: number) {
    const jdTt = jdUt + deltaTSeconds(jdUt) / 86_400;
    // Every term's rate: the series' truncated rate (~0.03″/day off) would grow linearly along the track.
    const earth = vsopState(EARTH_VSOP87B, jdTt, true);
    const nut = nutation(jdTt);
    this.jdUt = jdUt;
    this.jdTt = jdTt;
    // The barycentre's state: the Earth's less its offset.
    const o = earthOffset(jdTt);
    const x = earth.x - o.x,
      y = earth.y - o.y,
      z = earth.z - o.z;
    const vx = earth.vx - o.vx,
      vy = earth.vy - o.vy,
      vz = earth.vz - o.vz;
    this.barycentre = { x, y, z, vx, vy, vz };
    const r2 = x * x + y * y + z * z;
    const k = -GM_SUN_AU3_DAY2 / (r2 * Math.sqrt(r2));
    const rv = (3 * (x * vx + y * vy + z * vz)) / r2;
    this.accel = [k * x, k * y, k * z];
    this.jerk = [k * (vx - rv * x), k * (vy - rv * y), k * (vz - rv * z)];
    this.dpsiDeg = nut.nutationLongitudeDeg;
    this.dpsiRateDegPerDay = nut.nutationLongitudeRateDegPerDay;
    this.nutationObliquityDeg = nut.nutationObliquityDeg;
  }

  /**
   * The apparent Sun at `jdUt` (within about a day of the reference). With `nutationFromReference`,
   * Δψ is carried linearly from the reference and Δε held (changes of ≲ 0.02″ and 0.06″ over
   * half a day) instead of evaluating the nutation series at `jdUt`.
   */
  at(jdUt: number, nutationFromReference: boolean): SunOnTrack {
    const jdTt = jdUt + deltaTSeconds(jdUt) / 86_400;
    const dt = jdTt - this.jdTt;
    const e = this.barycentre;
    const a = this.accel;
    const j = this.jerk;
    const h2 = 0.5 * dt * dt;
    const h3 = (h2 * dt) / 3;
    const o = earthOffset(jdTt);
    const earth: StateVector = {
      x: e.x + e.vx * dt + a[0] * h2 + j[0] * h3 + o.x,
      y: e.y + e.vy * dt + a[1] * h2 + j[1] * h3 + o.y,
      z: e.z + e.vz * dt + a[2] * h2 + j[2] * h3 + o.z,
      vx: e.vx + a[0] * dt + j[0] * h2 + o.vx,
      vy: e.vy + a[1] * dt + j[1] * h2 + o.vy,
      vz: e.vz + a[2] * dt + j[2] * h2 + o.vz,
    };
    let dpsiDeg: number;
    let trueObliquityDeg: number;
    if (nutationFromReference) {
      dpsiDeg = this.dpsiDeg + this.dpsiRateDegPerDay * dt;
      trueObliquityDeg = meanObliquityIau2006Deg(jdTt) + this.nutationObliquityDeg;
    } else {
      const nut = nutation(jdTt);
      dpsiDeg = nut.nutationLongitudeDeg;
      trueObliquityDeg = nut.trueObliquityDeg;
    }
    const frame = { matrix: eclipticPrecessionMatrix(jdTt), apparent: true, dpsiDeg, rateDegPerDay: 0 };
    const sun = apparentPlanet(ORIGIN, earth, frame, false);
    return { longitudeDeg: sun.tropicalLongitudeDeg, latitudeDeg: sun.latitudeDeg, nutationLongitudeDeg: dpsiDeg, trueObliquityDeg, jdTt };
  }
}

/** Moon/Earth mass ratio's complement: the Earth sits r_moon/(1 + 81.3006) from the barycentre (IAU 2009 mass ratio). */
const EARTH_OFFSET_FRACTION = 1 / (1 + 81.300_568);
const DEG = Math.PI / 180;
const sinCos = new Float64Array(2);
/** Longitude, its rate, latitude, its rate, distance, its rate (degrees, km, per day) being summed by `lunarTerm`. */
const sums = new Float64Array(6);

/**
 * The Earth's offset from the Earth–Moon barycentre and its rate at a Julian day TT: −r_moon·m/(M + m),
 * AU and AU/day, J2000 ecliptic (to ~0.1°), with the Moon from the largest terms of Meeus, Astronomical
 * Algorithms ch. 47 (mean equinox of date, turned to J2000 by the general precession in longitude,
 * 1.397° a century). Its rate (~1,100 km/day) matters through the aberration (up to 0.01″).
 */
function earthOffset(jdTt: number): StateVector {
  const t = (jdTt - 2_451_545.0) / 36_525;
  // Arguments (radians) and their rates (radians per day).
  const d = (297.8501921 + 445267.1114034 * t) * DEG;
  const m = (357.5291092 + 35999.0502909 * t) * DEG;
  const mp = (134.9633964 + 477198.8675055 * t) * DEG;
  const f = (93.272095 + 483202.0175233 * t) * DEG;
  const dd = (445267.1114034 * DEG) / 36_525;
  const dm = (35999.0502909 * DEG) / 36_525;
  const dmp = (477198.8675055 * DEG) / 36_525;
  const df = (483202.0175233 * DEG) / 36_525;
  // Longitude (degrees), latitude and distance (km), each with its rate, summed into `sums`.
  sums[0] = 218.3164477 + (481267.88123421 - 1.3969713) * t;
  sums[1] = (481267.88123421 - 1.3969713) / 36_525;
  sums[2] = sums[3] = sums[5] = 0;
  sums[4] = 385_000.56;
  lunarTerm(mp, dmp, 6.288774, 0, -20_905.355);
  lunarTerm(2 * d - mp, 2 * dd - dmp, 1.274027, 0, -3_699.111);
  lunarTerm(2 * d, 2 * dd, 0.658314, 0, -2_955.968);
  lunarTerm(2 * mp, 2 * dmp, 0.213618, 0, 0);
  lunarTerm(m, dm, -0.185116, 0, 0);
  lunarTerm(2 * f, 2 * df, -0.114332, 0, 0);
  lunarTerm(f, df, 0, 5.128122, 0);
  lunarTerm(mp + f, dmp + df, 0, 0.280602, 0);
  lunarTerm(mp - f, dmp - df, 0, 0.277693, 0);
  lunarTerm(2 * d - f, 2 * dd - df, 0, 0.173237, 0);
  const scale = -EARTH_OFFSET_FRACTION / AU_KM;
  return sphericalState(
    (sums[0] as number) * DEG,
    (sums[2] as number) * DEG,
    scale * (sums[4] as number),
    (sums[1] as number) * DEG,
    (sums[3] as number) * DEG,
    scale * (sums[5] as number),
  );
}

/** Adds one term of the lunar theory to `sums`: A·sin(arg) to longitude and latitude (degrees), A·cos(arg) to distance (km), and their rates. */
function lunarTerm(arg: number, argRate: number, lonDeg: number, latDeg: number, distKm: number): void {
  sinCosRad(arg, sinCos);
  const sin = sinCos[0] as number;
  const cos = sinCos[1] as number;
  sums[0] = (sums[0] as number) + lonDeg * sin;
  sums[1] = (sums[1] as number) + lonDeg * cos * argRate;
  sums[2] = (sums[2] as number) + latDeg * sin;
  sums[3] = (sums[3] as number) + latDeg * cos * argRate;
  sums[4] = (sums[4] as number) + distKm * cos;
  sums[5] = (sums[5] as number) - distKm * sin * argRate;
}
