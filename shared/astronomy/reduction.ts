/**
 * The reduction chain shared by all bodies: the frame of date (IAU 2006 precession matrix,
 * nutation in longitude) and the apparent place of a body from its geocentric or heliocentric
 * state (light-time, solar light deflection, annual aberration), with analytic speeds.
 */
import { deltaTSeconds } from '../time/delta-t';
import { nutation, type Nutation } from './nutation';
import { eclipticPrecessionMatrix, generalPrecessionRateDegPerDay, type Matrix3 } from './precession';
import type { StateVector } from './vsop87';
import { normalizeDeg } from '../math/angles';

/** One body's apparent position: ecliptic of date with nutation, geocentric. */
export interface BodyPosition {
  /** Apparent tropical ecliptic longitude, true equinox of date, degrees in [0, 360). */
  tropicalLongitudeDeg: number;
  /** Rate of that longitude, degrees per day (negative when retrograde). */
  speedDegPerDay: number;
  /** Apparent ecliptic latitude, degrees (0 for the nodes). */
  latitudeDeg: number;
  /** Geocentric distance, AU (nodes: the Moon's distance; mean node: the Moon's mean distance). */
  distanceAu: number;
}

/**
 * How positions are reduced:
 * - `apparent` (default): Swiss Ephemeris' default, with light-time, solar deflection, annual
 *   aberration and nutation (what the sky shows).
 * - `geometric-mean-equinox`: geometric positions at the instant (no light-time, deflection or
 *   aberration) on the mean equinox of date (no nutation): Swiss Ephemeris' FLG_TRUEPOS|FLG_NONUT,
 *   the convention of PyJHora and the textbook examples. Pair it with the mean ayanamsa.
 */
export type PositionReduction = 'apparent' | 'geometric-mean-equinox';

/** Astronomical unit in km (IAU 2012). */
export const AU_KM = 149_597_870.7;
/** Light-time for one AU, days. */
export const LIGHT_DAYS_PER_AU = 499.004_783_836 / 86_400;
/** Gaussian gravitational constant squared: GM_sun in AU³/day². */
export const GM_SUN_AU3_DAY2 = 0.000_295_912_208_285_591_1;
/** 2·GM_sun/c² in AU (light deflection scale). */
const SUN_SCHWARZSCHILD_AU = 1.974_125_743_36e-8;
/** Mean Earth–Moon distance, AU (reported as the mean node's distance). */
export const MOON_MEAN_DISTANCE_AU = 384_400 / AU_KM;
/**
 * VSOP87's dynamical equinox lies 0.09033″ from the FK5/ICRS-based equinox Swiss Ephemeris
 * reports in (Meeus, Astronomical Algorithms, eq. 32.3: the "FK5 correction"); applied to the Sun and planets.
 */
const VSOP87_TO_FK5_DEG = -0.09033 / 3600;
const RAD = 180 / Math.PI;

/** TT, the frame of date and the nutation it was built from, for a Julian day (UT) and a reduction. */
export function frameAt(jdUt: number, reduction: PositionReduction): { jdTt: number; frame: Frame; nutation: Nutation } {
  if (!Number.isFinite(jdUt)) throw new RangeError(`jdUt: not a finite number: ${jdUt}`);
  if (reduction !== 'apparent' && reduction !== 'geometric-mean-equinox')
    throw new RangeError(`reduction: unknown ${JSON.stringify(reduction)}`);
  const jdTt = jdUt + deltaTSeconds(jdUt) / 86_400;
  const apparent = reduction === 'apparent';
  const nut = nutation(jdTt);
  return {
    jdTt,
    nutation: nut,
    frame: {
      matrix: eclipticPrecessionMatrix(jdTt),
      apparent,
      dpsiDeg: apparent ? nut.nutationLongitudeDeg : 0,
      rateDegPerDay: generalPrecessionRateDegPerDay(jdTt) + (apparent ? nut.nutationLongitudeRateDegPerDay : 0),
    },
  };
}

/** The ecliptic frame of date for one instant, and whether positions are apparent. */
export interface Frame {
  /** J2000 ecliptic → mean ecliptic and equinox of date. */
  matrix: Matrix3;
  /** False for geometric positions: no light-time, deflection or aberration (and dpsiDeg = 0). */
  apparent: boolean;
  /** Nutation in longitude added to every longitude, degrees (0 when not apparent). */
  dpsiDeg: number;
  /** Turning rate of the equinox (precession + nutation rate), degrees per day, added to every speed. */
  rateDegPerDay: number;
}

/** The Sun's own heliocentric state, for `apparentPlanet`. */
export const ORIGIN: StateVector = { x: 0, y: 0, z: 0, vx: 0, vy: 0, vz: 0 };

/** Apparent place of a heliocentric body (the Sun is the origin) seen from the Earth. */
export function apparentPlanet(body: StateVector, earth: StateVector, frame: Frame, deflect: boolean): BodyPosition {
  if (!frame.apparent) {
    const gx = body.x - earth.x,
      gy = body.y - earth.y,
      gz = body.z - earth.z;
    return toEclipticOfDate(
      gx,
      gy,
      gz,
      body.vx - earth.vx,
      body.vy - earth.vy,
      body.vz - earth.vz,
      Math.hypot(gx, gy, gz),
      frame,
      VSOP87_TO_FK5_DEG,
    );
  }
  const er = Math.hypot(earth.x, earth.y, earth.z);
  const earthAccel = -GM_SUN_AU3_DAY2 / (er * er * er);
  const br = Math.hypot(body.x, body.y, body.z);
  const bodyAccel = br > 0 ? -GM_SUN_AU3_DAY2 / (br * br * br) : 0;
  // Light-time by two fixed-point steps; the body is moved back along a Keplerian arc (2nd order),
  // which is good to < 0.02″ even for Mercury, instead of re-evaluating its series.
  let tau = Math.hypot(body.x - earth.x, body.y - earth.y, body.z - earth.z) * LIGHT_DAYS_PER_AU;
  let px = 0,
    py = 0,
    pz = 0,
    pvx = 0,
    pvy = 0,
    pvz = 0;
  for (let i = 0; i < 2; i++) {
    const h = 0.5 * tau * tau * bodyAccel;
    px = body.x - tau * body.vx + h * body.x;
    py = body.y - tau * body.vy + h * body.y;
    pz = body.z - tau * body.vz + h * body.z;
    tau = Math.hypot(px - earth.x, py - earth.y, pz - earth.z) * LIGHT_DAYS_PER_AU;
  }
  pvx = body.vx - tau * bodyAccel * body.x;
  pvy = body.vy - tau * bodyAccel * body.y;
  pvz = body.vz - tau * bodyAccel * body.z;
  let gx = px - earth.x,
    gy = py - earth.y,
    gz = pz - earth.z;
  const dist = Math.hypot(gx, gy, gz);
  let dvx = 0,
    dvy = 0,
    dvz = 0;
  if (deflect) {
    // Gravitational deflection by the Sun; its rate (large near conjunction) by a symmetric
    // difference over ±H days along the linear motions.
    const H = 0.01;
    const d0 = deflection(px, py, pz, earth.x, earth.y, earth.z);
    const dp = deflection(px + H * pvx, py + H * pvy, pz + H * pvz, earth.x + H * earth.vx, earth.y + H * earth.vy, earth.z + H * earth.vz);
    const dm = deflection(px - H * pvx, py - H * pvy, pz - H * pvz, earth.x - H * earth.vx, earth.y - H * earth.vy, earth.z - H * earth.vz);
    gx += d0[0];
    gy += d0[1];
    gz += d0[2];
    dvx = (dp[0] - dm[0]) / (2 * H);
    dvy = (dp[1] - dm[1]) / (2 * H);
    dvz = (dp[2] - dm[2]) / (2 * H);
  }
  // Annual aberration to first order: the direction shifts by v_earth/c, i.e. the vector by τ·v.
  gx += tau * earth.vx;
  gy += tau * earth.vy;
  gz += tau * earth.vz;
  // Velocity of the apparent vector, including the light-time rate and the aberration rate.
  let vx = pvx - earth.vx + dvx,
    vy = pvy - earth.vy + dvy,
    vz = pvz - earth.vz + dvz;
  const tauRate = ((gx * vx + gy * vy + gz * vz) / dist) * LIGHT_DAYS_PER_AU;
  vx += -tauRate * pvx + tau * earthAccel * earth.x + tauRate * earth.vx;
  vy += -tauRate * pvy + tau * earthAccel * earth.y + tauRate * earth.vy;
  vz += -tauRate * pvz + tau * earthAccel * earth.z + tauRate * earth.vz;
  return toEclipticOfDate(gx, gy, gz, vx, vy, vz, dist, frame, VSOP87_TO_FK5_DEG);
}

/**
 * Displacement (AU) of the geocentric vector of a body at heliocentric P seen from the Earth at E by the
 * Sun's gravitational light deflection (SOFA iauLd, unit vectors p, q, e; limited inside the solar disc).
 */
function deflection(px: number, py: number, pz: number, ex0: number, ey0: number, ez0: number): [number, number, number] {
  const gx = px - ex0,
    gy = py - ey0,
    gz = pz - ez0;
  const dist = Math.hypot(gx, gy, gz);
  const pr = Math.hypot(px, py, pz);
  const er = Math.hypot(ex0, ey0, ez0);
  const ux = gx / dist,
    uy = gy / dist,
    uz = gz / dist;
  const qx = px / pr,
    qy = py / pr,
    qz = pz / pr;
  const ex = ex0 / er,
    ey = ey0 / er,
    ez = ez0 / er;
  const qdqpe = qx * (qx + ex) + qy * (qy + ey) + qz * (qz + ez);
  const w = (dist * SUN_SCHWARZSCHILD_AU) / er / Math.max(qdqpe, 1e-9);
  const eqx = ey * qz - ez * qy,
    eqy = ez * qx - ex * qz,
    eqz = ex * qy - ey * qx;
  return [w * (uy * eqz - uz * eqy), w * (uz * eqx - ux * eqz), w * (ux * eqy - uy * eqx)];
}

/** Apparent Moon: light-time and aberration together amount to the geocentric position at t − τ. */
export function apparentMoon(moon: StateVector, frame: Frame): BodyPosition {
  const distKm = Math.hypot(moon.x, moon.y, moon.z);
  const tau = frame.apparent ? (distKm / AU_KM) * LIGHT_DAYS_PER_AU : 0;
  return toEclipticOfDate(
    moon.x - tau * moon.vx,
    moon.y - tau * moon.vy,
    moon.z - tau * moon.vz,
    moon.vx,
    moon.vy,
    moon.vz,
    distKm / AU_KM,
    frame,
  );
}

/** Ecliptic-of-date longitude, speed and latitude of a J2000-ecliptic vector and its velocity. */
export function toEclipticOfDate(
  x: number,
  y: number,
  z: number,
  vx: number,
  vy: number,
  vz: number,
  distAu: number,
  frame: Frame,
  lonOffsetDeg = 0,
): BodyPosition {
  const m = frame.matrix;
  const X = m[0] * x + m[1] * y + m[2] * z;
  const Y = m[3] * x + m[4] * y + m[5] * z;
  const Z = m[6] * x + m[7] * y + m[8] * z;
  const VX = m[0] * vx + m[1] * vy + m[2] * vz;
  const VY = m[3] * vx + m[4] * vy + m[5] * vz;
  const rho2 = X * X + Y * Y;
  return {
    tropicalLongitudeDeg: normalizeDeg(Math.atan2(Y, X) * RAD + frame.dpsiDeg + lonOffsetDeg),
    speedDegPerDay: ((X * VY - Y * VX) / rho2) * RAD + frame.rateDegPerDay,
    latitudeDeg: Math.atan2(Z, Math.sqrt(rho2)) * RAD,
    distanceAu: distAu,
  };
}
