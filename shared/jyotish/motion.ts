/**
 * Direction of apparent motion: direct, retrograde or stationary.
 *
 * Stationary threshold: a planet (Mars … Saturn, Mercury, Venus) is "stationary" while the
 * magnitude of its geocentric speed is below 2 % of its mean daily motion in longitude —
 * Mercury and Venus 0.9856°/day (their mean geocentric motion is the Sun's), Mars 0.5240,
 * Jupiter 0.0831, Saturn 0.0335°/day. Measured over 2019–2021 (noon samples) that flags about
 * one day per station for Mars, Venus, Jupiter and Saturn, and only a few hours around each of
 * Mercury's stations (its speed changes fastest): a strict reading of "stationary". Sun and Moon never stop or turn back. Mean nodes always
 * move backwards (retrograde); true nodes follow the sign of their speed (they can briefly
 * move forward) and are never called stationary.
 */
import type { Motion } from '../model/chart';
import type { Graha } from '../vocabulary/graha';

/** Mean daily motion in longitude, degrees/day, for the planets that station. */
export const MEAN_DAILY_MOTION_DEG: Partial<Record<Graha, number>> = {
  Mercury: 0.9856,
  Venus: 0.9856,
  Mars: 0.524,
  Jupiter: 0.0831,
  Saturn: 0.0335,
};

/** Fraction of the mean daily motion below which a planet counts as stationary. */
export const STATIONARY_FRACTION = 0.02;

/**
 * Motion of a graha from its speed in longitude (degrees/day, negative = retrograde) and the
 * node model; `retrograde` is true whenever the longitude decreases (and always for mean nodes).
 */
export function motionOf(graha: Graha, speedDegPerDay: number, meanNodes: boolean): { motion: Motion; retrograde: boolean } {
  if (graha === 'Rahu' || graha === 'Ketu') {
    const retrograde = meanNodes || speedDegPerDay < 0;
    return { motion: retrograde ? 'retrograde' : 'direct', retrograde };
  }
  const mean = MEAN_DAILY_MOTION_DEG[graha];
  const retrograde = mean !== undefined && speedDegPerDay < 0;
  if (mean !== undefined && Math.abs(speedDegPerDay) < STATIONARY_FRACTION * mean) return { motion: 'stationary', retrograde };
  return { motion: retrograde ? 'retrograde' : 'direct', retrograde };
}
