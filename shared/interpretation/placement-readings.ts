/**
 * "Planet in house" (9 × 12) and "planet in sign" (9 × 12) readings, written by us in plain
 * words. Each reading has its own sentence (placement-house-notes.ts, placement-sign-notes.ts)
 * plus composed parts; each reading is built from hand-written parts: what the graha stands for,
 * what the house (or sign) governs, and how that kind of graha fares in that kind of house
 * (or with that dignity), following the classical principles that natural benefics thrive in
 * kendras and trikonas, malefics in upachayas, and that dignity decides how well a graha
 * can deliver.
 */
import type { ChartBase, Prediction, PredictionNature } from '../chart/model';
import type { Graha } from '../vocabulary/graha';
import { RASI_LORD, RASIS } from '../vocabulary/rasi';
import { naturalRelation, specialDignity } from '../jyotish/classical';
import { ordinal } from './format';
import { GRAHA_THEMES } from './grahas';
import { houseThemes } from './houses';
import { HOUSE_NOTES } from './placement-house-notes';
import { SIGN_NOTES } from './placement-sign-notes';
import { signNature } from './signs';

const NATURAL_BENEFIC: readonly Graha[] = ['Moon', 'Mercury', 'Jupiter', 'Venus'];

/** Reading for `graha` in whole-sign house `house` (1–12). */
export function houseReading(graha: Graha, house: number): { name: string; description: string; nature: PredictionNature } {
  const benefic = NATURAL_BENEFIC.includes(graha);
  let tone: string;
  let nature: PredictionNature;
  if (benefic && [1, 4, 5, 7, 9, 10].includes(house)) {
    tone = 'A gentle planet in a strong house: this area of life tends to flourish, and what the planet gives comes easily here.';
    nature = 'good';
  } else if (benefic && [6, 8, 12].includes(house)) {
    tone =
      'A gentle planet in a difficult house: it softens the troubles of this area, though its own gifts are partly spent on solving problems.';
    nature = 'mixed';
  } else if (benefic) {
    tone = 'A gentle planet in a house of resources and effort: steady, quiet gains through its qualities.';
    nature = 'good';
  } else if ([3, 6, 11].includes(house)) {
    tone = 'A forceful planet in a house of growth: effort, persistence and healthy competition pay off here over time.';
    nature = 'good';
  } else if (house === 10) {
    tone = 'A forceful planet at the top of the chart: drive and visibility in work, with pressure and responsibility to match.';
    nature = 'mixed';
  } else if ([8, 12].includes(house)) {
    tone =
      'A forceful planet in a house of hidden or draining matters: guard against strain, loss and rash choices; depth and resilience are the reward.';
    nature = 'challenging';
  } else {
    tone =
      'A forceful planet in a personal house: it brings strength and intensity here, and some friction that asks for patience with people close to you.';
    nature = 'mixed';
  }
  return {
    name: `${graha} in the ${ordinal(house)} house`,
    description: `${graha} brings ${GRAHA_THEMES[graha]} to the house of ${houseThemes(house)}. ${HOUSE_NOTES[graha][house - 1]} ${tone}`,
    nature,
  };
}

/**
 * Sign-level dignity used by the sign readings: the classical core's exaltation, moolatrikona,
 * own sign and debilitation (the same as the chart's `dignity`), otherwise the natural relation
 * to the sign lord (a sign reading is permanent, so the temporal part is left out); nodes
 * outside their special signs are neutral.
 */
export function signDignity(
  graha: Graha,
  rasiIndex: number,
  degreesInRasi: number,
): 'exalted' | 'debilitated' | 'moolatrikona' | 'own' | 'friend' | 'neutral' | 'enemy' {
  const special = specialDignity(graha, rasiIndex, degreesInRasi);
  if (special !== null) return special;
  if (graha === 'Rahu' || graha === 'Ketu') return 'neutral';
  return naturalRelation(graha, RASI_LORD[rasiIndex]!);
}

const DIGNITY_TEXT: Record<ReturnType<typeof signDignity>, [string, PredictionNature]> = {
  exalted: ['It is exalted here, at its very best: its qualities come out clearly and generously.', 'good'],
  moolatrikona: ['This is its moolatrikona, its office sign: it works here with authority and purpose.', 'good'],
  own: ['It is in its own sign, at home: reliable, confident and true to its nature.', 'good'],
  friend: ['It sits in a friendly sign and cooperates well with what the sign asks of it.', 'good'],
  neutral: ['The sign is neutral ground for it: results depend on the rest of the chart.', 'mixed'],
  enemy: ['It is in an unfriendly sign: its gifts come through with some effort or discomfort.', 'mixed'],
  debilitated: ['It is debilitated here, at its weakest: its themes need conscious care, and other factors may repair it.', 'challenging'],
};

/** Reading for `graha` in sign `rasiIndex` (0 = Aries) at `degreesInRasi`. */
export function signReading(
  graha: Graha,
  rasiIndex: number,
  degreesInRasi: number,
): { name: string; description: string; nature: PredictionNature } {
  const dignity = signDignity(graha, rasiIndex, degreesInRasi);
  const [dignityText, nature] = DIGNITY_TEXT[dignity];
  const adjectives = signNature(rasiIndex);
  return {
    name: `${graha} in ${RASIS[rasiIndex]}`,
    description: `${graha}'s ${GRAHA_THEMES[graha]} take ${/^[aeiou]/.test(adjectives) ? 'an' : 'a'} ${adjectives} form in ${RASIS[rasiIndex]}. ${SIGN_NOTES[graha][rasiIndex]} ${dignityText}`,
    nature,
  };
}

/**
 * The planet-in-house then planet-in-sign readings for a chart's actual placements (one of each
 * per graha), as predictions of kind 'placement' and 'sign' following the engine's yogas.
 */
export function placementPredictions(chart: Pick<ChartBase, 'grahas'>): Prediction[] {
  const out: Prediction[] = [];
  for (const p of chart.grahas) {
    out.push({
      id: `${p.graha.toLowerCase()}-in-house-${p.house}`,
      kind: 'placement',
      ...houseReading(p.graha, p.house),
      relatedBody: { grahas: [p.graha], houses: [p.house], rasis: [p.rasi] },
    });
  }
  for (const p of chart.grahas) {
    out.push({
      id: `${p.graha.toLowerCase()}-in-${p.rasi.toLowerCase()}`,
      kind: 'sign',
      ...signReading(p.graha, p.rasiIndex, p.degreesInRasi),
      relatedBody: { grahas: [p.graha], houses: [p.house], rasis: [p.rasi] },
    });
  }
  return out;
}
