/**
 * The built-in reader's vocabulary: what each house and graha signifies, how to word a
 * dignity, and the traditional remedies per graha. Short, plain-language phrases drawn from
 * common Parashari usage; the reader combines them with the chart's own facts.
 */
import type { Dignity } from '../../chart/model';
import type { Graha } from '../../vocabulary/graha';

/** Themes of each whole-sign house, index 1–12 (index 0 unused). */
export const HOUSE_THEMES: readonly string[] = [
  '',
  'self, body, health and personality',
  'wealth, speech, food and family',
  'courage, siblings, communication and short trips',
  'home, mother, property, comfort and schooling',
  'children, intelligence, creativity and higher studies',
  'work, service, daily health, debts and rivals',
  'marriage, partnerships and business dealings',
  'longevity, sudden changes, research and inheritance',
  'fortune, father, teachers, faith and long journeys',
  'career, status, authority and public life',
  'gains, income, friends and wishes fulfilled',
  'expenses, foreign lands, sleep, retreat and liberation',
];

/** What each graha signifies (its karakatva), in plain words. */
export const GRAHA_THEMES: Record<Graha, string> = {
  Sun: 'self-confidence, father, authority and vitality',
  Moon: 'mind, emotions, mother and comfort',
  Mars: 'energy, courage, property, siblings and drive',
  Mercury: 'intellect, speech, trade, writing and learning',
  Jupiter: 'wisdom, teachers, children, wealth and good fortune',
  Venus: 'love, marriage, beauty, comforts and the arts',
  Saturn: 'discipline, hard work, delays, service and longevity',
  Rahu: 'ambition, foreign things, technology and unconventional paths',
  Ketu: 'detachment, spirituality, research and past-life skills',
};

/** A plain description of a dignity, e.g. "strong (exalted)". */
export const DIGNITY_WORDS: Record<Dignity, string> = {
  exalted: 'very strong (exalted)',
  moolatrikona: 'strong (moolatrikona)',
  own: 'strong (in its own sign)',
  'great friend': "comfortable (in a great friend's sign)",
  friend: "comfortable (in a friend's sign)",
  neutral: 'steady (in a neutral sign)',
  enemy: "strained (in an enemy's sign)",
  'great enemy': "strained (in a great enemy's sign)",
  debilitated: 'weak (debilitated)',
};

/** True for dignities where remedies are usually suggested. */
export function isWeakDignity(dignity: Dignity): boolean {
  return dignity === 'debilitated' || dignity === 'enemy' || dignity === 'great enemy';
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
