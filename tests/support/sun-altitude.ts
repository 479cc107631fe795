/**
 * The Sun's true (geometric, unrefracted) altitude at an instant and place, from the apparent
 * position the engine serves: what the rise/set tests check their instants against, independently
 * of how the instants were searched for.
 */
import { eclipticToEquatorial, greenwichApparentSiderealTimeDeg } from '../../shared/astronomy/angles';
import { nutation } from '../../shared/astronomy/nutation';
import { apparentSunPosition } from '../../shared/astronomy/positions';
import { deltaTSeconds } from '../../shared/time/delta-t';

const DEG = Math.PI / 180;

/** Altitude of the Sun's centre in degrees at `jdUt` for a place at `latDeg`, `lonDeg` (east positive). */
export function sunAltitudeDeg(jdUt: number, latDeg: number, lonDeg: number): number {
  const sun = apparentSunPosition(jdUt);
  const eps = nutation(jdUt + deltaTSeconds(jdUt) / 86_400).trueObliquityDeg;
  const { raDeg, decDeg } = eclipticToEquatorial(sun.tropicalLongitudeDeg, sun.latitudeDeg, eps);
  const h = (greenwichApparentSiderealTimeDeg(jdUt) + lonDeg - raDeg) * DEG;
  return Math.asin(Math.sin(latDeg * DEG) * Math.sin(decDeg * DEG) + Math.cos(latDeg * DEG) * Math.cos(decDeg * DEG) * Math.cos(h)) / DEG;
}
