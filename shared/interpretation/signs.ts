/**
 * The nature of each sign: what it says of a person (Sun, Moon or lagna there), how it colours a
 * graha placed in it, and how it colours the matters of the house it falls in. One table for the
 * page, the PDF and the placement readings.
 */

/** One sign's texts. */
export interface SignNature {
  /** Three adjectives, e.g. `bold, direct and pioneering`. */
  nature: string;
  /** How the sign colours the matters of the house it falls in, as a sentence. */
  influence: string;
}

/** Signs Aries–Pisces (index 0 = Aries). */
export const SIGN_NATURES: readonly SignNature[] = [
  { nature: 'bold, direct and pioneering', influence: 'Aries brings initiative and speed: you act first here and learn by doing.' },
  {
    nature: 'patient, steady and comfort-loving',
    influence: 'Taurus brings steadiness and a wish for comfort: progress is slow but lasting.',
  },
  {
    nature: 'curious, talkative and adaptable',
    influence: 'Gemini brings curiosity and many options: talking, writing and variety matter here.',
  },
  {
    nature: 'caring, protective and emotional',
    influence: 'Cancer brings care and sensitivity: feelings and belonging guide these matters.',
  },
  { nature: 'confident, warm and proud', influence: 'Leo brings pride and warmth: you want to shine and to lead here.' },
  {
    nature: 'practical, precise and analytical',
    influence: 'Virgo brings precision and service: details, analysis and improvement come first.',
  },
  {
    nature: 'diplomatic, fair-minded and sociable',
    influence: 'Libra brings balance and fairness: partnership and harmony shape the outcome.',
  },
  {
    nature: 'intense, private and determined',
    influence: 'Scorpio brings intensity and depth: you go all the way, privately and persistently.',
  },
  {
    nature: 'optimistic, principled and adventurous',
    influence: 'Sagittarius brings optimism and principle: wider horizons and meaning drive you here.',
  },
  {
    nature: 'disciplined, ambitious and reserved',
    influence: 'Capricorn brings discipline and patience: results come through structure and time.',
  },
  {
    nature: 'independent, humane and original',
    influence: 'Aquarius brings independence and ideals: groups, ideas and the unusual play a part.',
  },
  {
    nature: 'imaginative, gentle and intuitive',
    influence: 'Pisces brings imagination and compassion: intuition and surrender work better than force.',
  },
];

/** The adjectives of a sign (0 = Aries). */
export function signNature(rasiIndex: number): string {
  const row = SIGN_NATURES[rasiIndex];
  if (!row) throw new RangeError(`signNature: rasiIndex must be 0–11 (got ${rasiIndex})`);
  return row.nature;
}
