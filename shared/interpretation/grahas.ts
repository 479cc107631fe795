/**
 * What each graha signifies (its karakatva), how to word its dignity, and its traditional
 * remedies: the one set of graha texts the page, the PDF, the placement readings and the
 * built-in reader share. Short original phrasing of common Parashari usage.
 */
import type { Dignity } from '../vocabulary/dignity';
import type { Graha } from '../vocabulary/graha';

/** What each graha signifies, as a noun list for use inside sentences. */
export const GRAHA_THEMES: Record<Graha, string> = {
  Sun: 'self-confidence, authority, father and vitality',
  Moon: 'mind, emotions, mother and comfort',
  Mars: 'energy, courage, siblings, land and drive',
  Mercury: 'intellect, speech, trade, writing and learning',
  Jupiter: 'wisdom, teachers, children, wealth and good fortune',
  Venus: 'love, marriage, beauty, comforts and the arts',
  Saturn: 'discipline, hard work, delay, endurance and longevity',
  Rahu: 'ambition, foreign things, technology and unconventional paths',
  Ketu: 'detachment, spirituality, research and past-life skills',
};

/** How well a graha can deliver in a dignity, in one word or two. */
export type DignityStrength = 'very strong' | 'strong' | 'comfortable' | 'steady' | 'strained' | 'weak';

/** Strength word of each dignity (exalted best, debilitated worst). */
const DIGNITY_STRENGTH: Record<Dignity, DignityStrength> = {
  exalted: 'very strong',
  moolatrikona: 'strong',
  own: 'strong',
  'great friend': 'comfortable',
  friend: 'comfortable',
  neutral: 'steady',
  enemy: 'strained',
  'great enemy': 'strained',
  debilitated: 'weak',
};

const DIGNITY_PLACE: Record<Dignity, string> = {
  exalted: 'exalted',
  moolatrikona: 'moolatrikona',
  own: 'in its own sign',
  'great friend': "in a great friend's sign",
  friend: "in a friend's sign",
  neutral: 'in a neutral sign',
  enemy: "in an enemy's sign",
  'great enemy': "in a great enemy's sign",
  debilitated: 'debilitated',
};

/** A dignity in plain words, e.g. `very strong (exalted)`, `strained (in an enemy's sign)`. */
export function dignityWords(dignity: Dignity): string {
  return `${DIGNITY_STRENGTH[dignity]} (${DIGNITY_PLACE[dignity]})`;
}

/** How well a graha can deliver in `dignity` (the English word; text-hi.ts names it in Hindi). */
export function dignityStrength(dignity: Dignity): DignityStrength {
  return DIGNITY_STRENGTH[dignity];
}

/** True for dignities where remedies are usually suggested (strained or weak). */
export function isWeakDignity(dignity: Dignity): boolean {
  const strength = DIGNITY_STRENGTH[dignity];
  return strength === 'strained' || strength === 'weak';
}

/** Traditional, low-cost remedies per graha: a mantra, a day, a kind of charity, a habit. */
export const GRAHA_REMEDIES: Record<Graha, string> = {
  Sun: 'offer water to the rising Sun, recite the Aditya Hridayam or "Om Suryaya Namah" on Sundays, respect your father and elders',
  Moon: 'recite "Om Chandraya Namah" on Mondays, keep a regular sleep routine, give milk or rice in charity, care for your mother',
  Mars: 'recite the Hanuman Chalisa on Tuesdays, channel energy into exercise, donate red lentils, avoid rash decisions',
  Mercury: 'recite "Om Budhaya Namah" on Wednesdays, feed green fodder to cows, keep your word in writing and trade',
  Jupiter: 'recite "Om Gurave Namah" on Thursdays, respect teachers, donate turmeric, books or yellow lentils',
  Venus: 'recite "Om Shukraya Namah" on Fridays, keep relationships honest, donate white clothes or sweets',
  Saturn:
    'recite "Om Shanaischaraya Namah" on Saturdays, serve the elderly and workers, donate black sesame or mustard oil, be patient and punctual',
  Rahu: 'recite "Om Rahave Namah", meditate to calm restlessness, donate to the underprivileged on Saturdays',
  Ketu: 'recite "Om Ketave Namah", worship Lord Ganesha, give blankets to the needy, keep a spiritual practice',
};
