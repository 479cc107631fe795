/**
 * Solar and lunar eclipses (grahan) in a window, found from the engine's own Sun and Moon: at
 * each new and full moon the Moon's least angular distance from the Sun's centre (solar) or from
 * the Earth's shadow axis (lunar) is compared with the sums of the apparent radii, as in Meeus,
 * "Astronomical Algorithms" 2nd ed., ch. 54, and the Explanatory Supplement (1992) §8.
 *
 * - Shadow radii (lunar): umbra = πm' + πs − ss, penumbra = πm' + πs + ss, with the Moon's
 *   parallax enlarged by 1/85 for the Earth's atmosphere (Danjon's rule, which NASA's canon uses).
 * - Solar: an eclipse somewhere on Earth when the distance < πm − πs + sm + ss; central (total or
 *   annular) when < πm − πs (the shadow axis meets the Earth); total when the Moon's disc seen
 *   from the sub-lunar point (sm enlarged by 1/(1 − sin πm)) exceeds the Sun's. Rare non-central
 *   total or annular eclipses (axis just missing the Earth) are reported as partial.
 * - The instant is the syzygy (conjunction or opposition in longitude), within about half an
 *   hour of greatest eclipse; the least distance is taken along the Moon's relative path.
 */
import { AU_KM, grahaPosition } from '../astronomy/positions';
import { wrap180 } from '../math/angles';
import { newMoonJd } from './lunar-month';
import { solveAngle } from './steps';

/** Kinds of eclipse, by body and by how deep. */
export type EclipseKind = 'solar-total' | 'solar-annular' | 'solar-partial' | 'lunar-total' | 'lunar-partial' | 'lunar-penumbral';

/** One eclipse: its kind and the Julian day (UT) of the syzygy. */
export interface Eclipse {
  kind: EclipseKind;
  jdUt: number;
  /** Least distance of the Moon's centre from the Sun's centre or the shadow axis, degrees. */
  leastDistanceDeg: number;
}

const EARTH_EQUATORIAL_RADIUS_KM = 6378.14;
/** Moon's radius in Earth equatorial radii (IAU). */
const MOON_RADIUS_EARTH_RADII = 0.2725076;
/** Sun's semi-diameter at 1 AU and its equatorial horizontal parallax at 1 AU, arcseconds. */
const SUN_SEMIDIAMETER_1AU_ARCSEC = 959.63;
const SUN_PARALLAX_1AU_ARCSEC = 8.794148;
/** Danjon: the Earth's radius enlarged by 1/85 for its atmosphere. */
const ATMOSPHERE_ENLARGEMENT = 1 + 1 / 85;
const SYNODIC_MONTH_DAYS = 29.530_588_861;
const LUNATION_0_JD = 2_451_550.097_66;
/** Step for the Moon's latitude rate, days. */
const RATE_STEP_DAYS = 1 / 24;

const DEG = Math.PI / 180;

/** Moon − Sun elongation, degrees in [0, 360). */
function elongationDeg(jdUt: number): number {
  const s = grahaPosition(jdUt, 'Sun', 'mean');
  const m = grahaPosition(jdUt, 'Moon', 'mean');
  return (((m.tropicalLongitudeDeg - s.tropicalLongitudeDeg) % 360) + 360) % 360;
}

/** The full moon of lunation `k` (the opposition after new moon k). */
function fullMoonJd(k: number): number {
  const guess = newMoonJd(k) + SYNODIC_MONTH_DAYS / 2;
  return solveAngle((t) => 180 + wrap180(elongationDeg(t) - 180), 180, guess);
}

/** Apparent radii at `jdUt`, degrees, and the Moon's least distance along its path relative to `targetLatDeg`. */
function geometry(jdUt: number, solar: boolean) {
  const sun = grahaPosition(jdUt, 'Sun', 'mean');
  const moon = grahaPosition(jdUt, 'Moon', 'mean');
  const later = grahaPosition(jdUt + RATE_STEP_DAYS, 'Moon', 'mean');
  const moonParallaxDeg = Math.asin(EARTH_EQUATORIAL_RADIUS_KM / (moon.distanceAu * AU_KM)) / DEG;
  const moonRadiusDeg = Math.asin(MOON_RADIUS_EARTH_RADII * Math.sin(moonParallaxDeg * DEG)) / DEG;
  const sunRadiusDeg = SUN_SEMIDIAMETER_1AU_ARCSEC / sun.distanceAu / 3600;
  const sunParallaxDeg = SUN_PARALLAX_1AU_ARCSEC / sun.distanceAu / 3600;
  // The shadow's centre is opposite the Sun (latitude −β☉ ≈ 0); the Sun's own latitude is < 1″.
  const targetLatDeg = solar ? sun.latitudeDeg : -sun.latitudeDeg;
  const betaDeg = moon.latitudeDeg - targetLatDeg;
  const latRate = (later.latitudeDeg - moon.latitudeDeg) / RATE_STEP_DAYS;
  const lonRate = moon.speedDegPerDay - sun.speedDegPerDay;
  const leastDistanceDeg = Math.abs(betaDeg) / Math.hypot(1, latRate / lonRate);
  return { moonParallaxDeg, moonRadiusDeg, sunRadiusDeg, sunParallaxDeg, leastDistanceDeg };
}

function solarKind(jdUt: number): Eclipse | null {
  const g = geometry(jdUt, true);
  const d = g.leastDistanceDeg;
  if (d >= g.moonParallaxDeg - g.sunParallaxDeg + g.moonRadiusDeg + g.sunRadiusDeg) return null;
  if (d >= g.moonParallaxDeg - g.sunParallaxDeg) return { kind: 'solar-partial', jdUt, leastDistanceDeg: d };
  const moonFromSurfaceDeg = g.moonRadiusDeg / (1 - Math.sin(g.moonParallaxDeg * DEG));
  return { kind: moonFromSurfaceDeg > g.sunRadiusDeg ? 'solar-total' : 'solar-annular', jdUt, leastDistanceDeg: d };
}

function lunarKind(jdUt: number): Eclipse | null {
  const g = geometry(jdUt, false);
  const d = g.leastDistanceDeg;
  const umbraDeg = ATMOSPHERE_ENLARGEMENT * g.moonParallaxDeg + g.sunParallaxDeg - g.sunRadiusDeg;
  const penumbraDeg = ATMOSPHERE_ENLARGEMENT * g.moonParallaxDeg + g.sunParallaxDeg + g.sunRadiusDeg;
  if (d + g.moonRadiusDeg < umbraDeg) return { kind: 'lunar-total', jdUt, leastDistanceDeg: d };
  if (d - g.moonRadiusDeg < umbraDeg) return { kind: 'lunar-partial', jdUt, leastDistanceDeg: d };
  if (d - g.moonRadiusDeg < penumbraDeg) return { kind: 'lunar-penumbral', jdUt, leastDistanceDeg: d };
  return null;
}

/** Eclipses with `fromJdUt <= jdUt < toJdUt`, in time order. */
export function eclipsesBetween(fromJdUt: number, toJdUt: number): Eclipse[] {
  if (!Number.isFinite(fromJdUt) || !Number.isFinite(toJdUt) || toJdUt < fromJdUt)
    throw new RangeError(`toJdUt: expected a finite window end not before fromJdUt, got ${fromJdUt}–${toJdUt}`);
  const out: Eclipse[] = [];
  const firstK = Math.floor((fromJdUt - LUNATION_0_JD) / SYNODIC_MONTH_DAYS) - 1;
  const lastK = Math.ceil((toJdUt - LUNATION_0_JD) / SYNODIC_MONTH_DAYS) + 1;
  for (let k = firstK; k <= lastK; k++) {
    const newMoon = newMoonJd(k);
    const solar = newMoon >= fromJdUt && newMoon < toJdUt ? solarKind(newMoon) : null;
    if (solar) out.push(solar);
    const fullMoon = fullMoonJd(k);
    const lunar = fullMoon >= fromJdUt && fullMoon < toJdUt ? lunarKind(fullMoon) : null;
    if (lunar) out.push(lunar);
  }
  return out;
}
