/**
 * Cautions about the lagna itself: where the ascendant is ill-defined (the poles) or races
 * (the ecliptic near the horizon, at high latitudes), a small error in the birth time or place
 * moves it by whole degrees or rasis.
 */
import { ascendantRateDegPerMinute } from '../astronomy/angles';

/** Above this speed (ecliptic degrees per minute of birth time, ~4× the mean 0.25) the lagna gets a caution. */
export const FAST_LAGNA_DEG_PER_MINUTE = 1;

/** The lagna cautions for a birth with a known time (empty when the lagna is ordinary). */
export function lagnaCautions(jdUt: number, latDeg: number, lonDeg: number): string[] {
  if (Math.abs(latDeg) === 90) {
    return [
      `At the ${latDeg > 0 ? 'North' : 'South'} Pole the horizon is the celestial equator, so no ecliptic point rises in the east: ` +
        'the lagna is ill-defined (shown as the equinox point on the side of the given longitude). Read the chart from the Moon instead.',
    ];
  }
  const rate = ascendantRateDegPerMinute(jdUt, latDeg, lonDeg);
  if (rate <= FAST_LAGNA_DEG_PER_MINUTE) return [];
  if (rate * 2 >= 90) {
    return [
      'The ecliptic lies almost along the horizon at this moment and place, so the rising point jumps across the sky within a ' +
        'couple of minutes: the lagna and the houses are ill-defined here. Read the chart from the Moon, or check the birth time to the minute.',
    ];
  }
  return [
    `The lagna is moving fast at this moment and place (about ${Math.round(rate)}° per minute of birth time, ` +
      `against 0.25° on average): a birth time a few minutes off changes its degree, and possibly its rasi.`,
  ];
}
