/**
 * The classical cases the placement readings are written for: how a natural benefic or malefic
 * (the chart's own `nature` of the graha, jyotish/nature.ts: a waning Moon and an afflicted
 * Mercury are malefic) fares by kind of house (kendra, trikona, dusthana, upachaya), and a graha's sign-level dignity.
 * The readings' words in each language (report-text.ts, report-text-hi.ts) are chosen by these.
 */
import type { PredictionNature } from '../model/chart';
import { DUSTHANA, KENDRA, TRIKONA, naturalRelation, specialDignity } from '../jyotish/classical';
import type { Nature } from '../jyotish/nature';
import type { Graha } from '../vocabulary/graha';
import { RASI_LORD } from '../jyotish/classical';

/** Which classical case a graha-in-house reading falls under (benefic or malefic, by kind of house). */
export type HouseTone =
  | 'benefic in kendra or trikona'
  | 'benefic in dusthana'
  | 'benefic elsewhere'
  | 'malefic in upachaya'
  | 'malefic in 10th'
  | 'malefic in 8th or 12th'
  | 'malefic elsewhere';

/** The tone of a graha of natural `nature` (the chart's) in whole-sign house `house` (1–12), and the nature it gives the reading. */
export function houseTone(nature: Nature, house: number): { tone: HouseTone; nature: PredictionNature } {
  const benefic = nature === 'benefic';
  if (benefic && (KENDRA.has(house) || TRIKONA.has(house))) return { tone: 'benefic in kendra or trikona', nature: 'good' };
  if (benefic && DUSTHANA.has(house)) return { tone: 'benefic in dusthana', nature: 'mixed' };
  if (benefic) return { tone: 'benefic elsewhere', nature: 'good' };
  if ([3, 6, 11].includes(house)) return { tone: 'malefic in upachaya', nature: 'good' };
  if (house === 10) return { tone: 'malefic in 10th', nature: 'mixed' };
  if ([8, 12].includes(house)) return { tone: 'malefic in 8th or 12th', nature: 'challenging' };
  return { tone: 'malefic elsewhere', nature: 'mixed' };
}

/** A sign reading's dignity: the classical special dignities, else the natural relation to the sign lord. */
export type SignDignity = 'exalted' | 'debilitated' | 'moolatrikona' | 'own' | 'friend' | 'neutral' | 'enemy';

/**
 * Sign-level dignity used by the sign readings: the classical core's exaltation, moolatrikona,
 * own sign and debilitation (the same as the chart's `dignity`), otherwise the natural relation
 * to the sign lord (a sign reading is permanent, so the temporal part is left out); nodes
 * outside their special signs are neutral.
 */
export function signDignity(graha: Graha, rasiIndex: number, degreesInRasi: number): SignDignity {
  const special = specialDignity(graha, rasiIndex, degreesInRasi);
  if (special !== null) return special;
  if (graha === 'Rahu' || graha === 'Ketu') return 'neutral';
  return naturalRelation(graha, RASI_LORD[rasiIndex]!);
}

/** Nature of a sign reading by its dignity. */
export const SIGN_DIGNITY_NATURE: Record<SignDignity, PredictionNature> = {
  exalted: 'good',
  moolatrikona: 'good',
  own: 'good',
  friend: 'good',
  neutral: 'mixed',
  enemy: 'mixed',
  debilitated: 'challenging',
};
