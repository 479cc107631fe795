/**
 * Cautions about the lagna itself: where the ascendant is ill-defined (the poles) or races
 * (the ecliptic near the horizon, at high latitudes), a small error in the birth time or place
 * moves it by whole degrees or rasis. Each is a stable code with the figures it quotes beside
 * its English `text`, as the tz-database cautions (shared/timezone/cautions.ts): the chart's
 * `input.cautions` keeps the text, `input.cautionCodes` the code, and other languages word the
 * code (shared/interpretation/cautions-hi.ts, and cautions/ for Bengali, Marathi, Telugu and Tamil).
 */
import { ascendantPathDeg, ascendantRateDegPerMinute } from '../astronomy/angles';
import type { LagnaCaution } from '../model/lagna-caution';

/** Above this speed (ecliptic degrees per minute of birth time, ~4× the mean 0.25) the lagna gets a caution. */
export const FAST_LAGNA_DEG_PER_MINUTE = 1;

/** The mean speed of the lagna the fast-lagna caution compares with (degrees per minute of time). */
export const MEAN_LAGNA_DEG_PER_MINUTE = 0.25;

/** Birth-time uncertainty the unsteady-lagna caution looks across, minutes either side of the given time. */
export const UNSTEADY_LAGNA_WINDOW_MINUTES = 30;
/** Above this travel within the window (degrees; 15° on average, 3 rasis here) the lagna gets a caution. */
const UNSTEADY_LAGNA_PATH_DEG = 90;
/** Below this latitude (degrees, either hemisphere) the lagna cannot travel that far within the window: the check is skipped. */
const UNSTEADY_LAGNA_MIN_LATITUDE_DEG = 60;

/** The lagna cautions for a birth with a known time (empty when the lagna is ordinary). */
export function lagnaCautions(jdUt: number, latDeg: number, lonDeg: number): LagnaCaution[] {
  if (Math.abs(latDeg) === 90) {
    const pole = latDeg > 0 ? 'north' : 'south';
    const text =
      `At the ${latDeg > 0 ? 'North' : 'South'} Pole the horizon is the celestial equator, so no ecliptic point rises in the east: ` +
      'the lagna is ill-defined (shown as the equinox point on the side of the given longitude). Read the chart from the Moon instead.';
    return [{ code: 'lagnaAtPole', params: { pole }, text }];
  }
  const rate = ascendantRateDegPerMinute(jdUt, latDeg, lonDeg);
  if (rate <= FAST_LAGNA_DEG_PER_MINUTE) return unsteadyLagna(jdUt, latDeg, lonDeg);
  if (rate * 2 >= 90) {
    const text =
      'The ecliptic lies almost along the horizon at this moment and place, so the rising point jumps across the sky within a ' +
      'couple of minutes: the lagna and the houses are ill-defined here. Read the chart from the Moon, or check the birth time to the minute.';
    return [{ code: 'lagnaAlongHorizon', params: {}, text }];
  }
  const degPerMinute = Math.round(rate);
  const text =
    `The lagna is moving fast at this moment and place (about ${degPerMinute}° per minute of birth time, ` +
    `against ${MEAN_LAGNA_DEG_PER_MINUTE}° on average): a birth time a few minutes off changes its degree, and possibly its rasi.`;
  return [{ code: 'lagnaFast', params: { degPerMinute }, text }];
}

/** The unsteady-lagna caution (see LAGNA_CAUTION_CODES), or none. */
function unsteadyLagna(jdUt: number, latDeg: number, lonDeg: number): LagnaCaution[] {
  if (Math.abs(latDeg) < UNSTEADY_LAGNA_MIN_LATITUDE_DEG) return [];
  const minutes = UNSTEADY_LAGNA_WINDOW_MINUTES;
  const path = ascendantPathDeg(jdUt, latDeg, lonDeg, minutes, 1);
  if (path <= UNSTEADY_LAGNA_PATH_DEG) return [];
  const degrees = Math.round(path);
  const text =
    `The lagna is steady at this minute, but within ${minutes} minutes either side of it the rising point travels about ${degrees}° ` +
    `(against ${MEAN_LAGNA_DEG_PER_MINUTE * 2 * minutes}° on average), as the ecliptic sweeps through the horizon nearby: ` +
    'a birth time off by that much gives another rasi. Check the birth time, or read the chart from the Moon.';
  return [{ code: 'lagnaUnsteady', params: { degrees }, text }];
}
