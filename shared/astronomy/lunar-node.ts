/**
 * The Moon's ascending node. Mean: Meeus, Astronomical Algorithms 2nd ed., eq. 47.7, referred to
 * the mean equinox of date; adding nutation in longitude gives Swiss Ephemeris' apparent mean node
 * to ~0.1″ over 1900–2100. True: the osculating node from the Moon's state vector (see trueNode).
 */
import { AU_KM, GM_SUN_AU3_DAY2, LIGHT_DAYS_PER_AU, MOON_MEAN_DISTANCE_AU, type BodyPosition, type Frame } from './reduction';
import { normalizeDeg } from '../math/angles';
import { generalPrecessionRateDegPerDay } from './precession';
import type { StateVector } from './vsop87';

const DAYS_PER_CENTURY = 36_525;
const RAD = 180 / Math.PI;

/** Mean node longitude, degrees in [0, 360), mean equinox of date, at a Julian day TT. */
export function meanNodeLongitudeDeg(jdTt: number): number {
  const t = (jdTt - 2_451_545.0) / DAYS_PER_CENTURY;
  const deg = 125.0445479 + t * (-1934.1362891 + t * (0.0020754 + t * (1 / 467_441 - t / 60_616_000)));
  const r = deg % 360;
  return r < 0 ? r + 360 : r;
}

/** Rate of the mean node, degrees per day (≈ −0.05295), at a Julian day TT. */
export function meanNodeRateDegPerDay(jdTt: number): number {
  const t = (jdTt - 2_451_545.0) / DAYS_PER_CENTURY;
  return (-1934.1362891 + t * (2 * 0.0020754 + t * (3 / 467_441 - (4 * t) / 60_616_000))) / DAYS_PER_CENTURY;
}

/** Mean node as a position in the given frame (nutation added when apparent). */
export function meanNode(jdTt: number, frame: Frame): BodyPosition {
  return {
    tropicalLongitudeDeg: normalizeDeg(meanNodeLongitudeDeg(jdTt) + frame.dpsiDeg),
    speedDegPerDay: meanNodeRateDegPerDay(jdTt) + frame.rateDegPerDay - generalPrecessionRateDegPerDay(jdTt),
    latitudeDeg: 0,
    distanceAu: MOON_MEAN_DISTANCE_AU,
  };
}

/**
 * Osculating ascending node: the Moon's geometric geocentric position and velocity at t − τ,
 * h = r × v in the ecliptic of date, node = atan2(h_x, −h_y). Its rate comes from ḣ = r × a,
 * where only the Sun's tidal acceleration survives the cross product (the Earth's pull is central).
 */
export function trueNode(moon: StateVector, earth: StateVector, frame: Frame): BodyPosition {
  const distKm = Math.hypot(moon.x, moon.y, moon.z);
  const tau = frame.apparent ? (distKm / AU_KM) * LIGHT_DAYS_PER_AU : 0;
  const m = frame.matrix;
  const rx0 = moon.x - tau * moon.vx,
    ry0 = moon.y - tau * moon.vy,
    rz0 = moon.z - tau * moon.vz;
  const rx = m[0] * rx0 + m[1] * ry0 + m[2] * rz0;
  const ry = m[3] * rx0 + m[4] * ry0 + m[5] * rz0;
  const rz = m[6] * rx0 + m[7] * ry0 + m[8] * rz0;
  // The velocity is rotated with the frame at t only: Swiss Ephemeris' osculating node does not add
  // the frame's own turning (Ṙ·r); adding it moves the node by up to ~1″ in a sin 2u pattern.
  const vx = m[0] * moon.vx + m[1] * moon.vy + m[2] * moon.vz;
  const vy = m[3] * moon.vx + m[4] * moon.vy + m[5] * moon.vz;
  const vz = m[6] * moon.vx + m[7] * moon.vy + m[8] * moon.vz;
  const hx = ry * vz - rz * vy;
  const hy = rz * vx - rx * vz;
  // Geocentric Sun (km) in the frame of date, and the Sun's tidal acceleration on the Moon (km/day²).
  const sx0 = -earth.x * AU_KM,
    sy0 = -earth.y * AU_KM,
    sz0 = -earth.z * AU_KM;
  const sx = m[0] * sx0 + m[1] * sy0 + m[2] * sz0;
  const sy = m[3] * sx0 + m[4] * sy0 + m[5] * sz0;
  const sz = m[6] * sx0 + m[7] * sy0 + m[8] * sz0;
  const gmSunKm3Day2 = GM_SUN_AU3_DAY2 * AU_KM ** 3;
  const dx = sx - rx,
    dy = sy - ry,
    dz = sz - rz;
  const d3 = Math.hypot(dx, dy, dz) ** 3;
  const s3 = Math.hypot(sx, sy, sz) ** 3;
  const ax = gmSunKm3Day2 * (dx / d3 - sx / s3);
  const ay = gmSunKm3Day2 * (dy / d3 - sy / s3);
  const az = gmSunKm3Day2 * (dz / d3 - sz / s3);
  const hdx = ry * az - rz * ay;
  const hdy = rz * ax - rx * az;
  const nodeRad = Math.atan2(hx, -hy);
  const nodeRateRadPerDay = (hx * hdy - hy * hdx) / (hx * hx + hy * hy);
  return {
    tropicalLongitudeDeg: normalizeDeg(nodeRad * RAD + frame.dpsiDeg),
    speedDegPerDay: nodeRateRadPerDay * RAD + frame.rateDegPerDay,
    latitudeDeg: 0,
    distanceAu: distKm / AU_KM,
  };
}
