/**
 * What each whole-sign house signifies (its bhava karakatva), in plain words: the one table the
 * Kundali page, the PDF, the placement readings, the built-in reader and the chat prompt all
 * quote, so they cannot describe a house differently. Short original phrasing of common
 * Parashari usage.
 */

/** One house's significations. */
export interface HouseSignification {
  /** The matters of the house as a noun list for use inside sentences, e.g. `career, status, authority and public life`. */
  themes: string;
  /** A short gloss completing the themes on a house card. */
  gloss: string;
}

/** Houses 1–12 (index 0 = house 1). */
export const HOUSE_SIGNIFICATIONS: readonly HouseSignification[] = [
  { themes: 'self, body, health and temperament', gloss: 'how you meet the world and the vitality you bring to it' },
  { themes: 'wealth, family, speech and food', gloss: 'what you gather and how you voice it' },
  { themes: 'courage, effort, siblings and short journeys', gloss: 'the skills you practise with your hands and words' },
  { themes: 'home, mother, property, schooling and inner peace', gloss: 'the ground you stand on' },
  { themes: 'children, intelligence, creativity and romance', gloss: 'the merit you bring from the past' },
  { themes: 'daily work, service, health routines, debts and rivals', gloss: 'the routines and rivals you learn to handle' },
  { themes: 'marriage, partnerships and business dealings', gloss: 'the people you meet one to one and the contracts you make' },
  { themes: 'longevity, sudden change, shared resources and research', gloss: 'what is hidden, inherited or sudden' },
  { themes: 'fortune, father, teachers, faith and long journeys', gloss: 'the beliefs and mentors that widen your horizon' },
  { themes: 'career, status, authority and public life', gloss: 'the work you are known for in public' },
  { themes: 'gains, income, friends and fulfilled wishes', gloss: 'the networks through which wishes come true' },
  { themes: 'expenses, sleep, foreign lands, retreat and liberation', gloss: 'rest, distance and letting go' },
];

/** The themes of a house (1–12), e.g. `marriage, partnerships and business dealings`. */
export function houseThemes(house: number): string {
  const row = HOUSE_SIGNIFICATIONS[house - 1];
  if (!row) throw new RangeError(`houseThemes: house must be 1–12 (got ${house})`);
  return row.themes;
}

/** A house card's sentence: the themes, capitalised, then the gloss. */
export function houseMeaning(house: number): string {
  const themes = houseThemes(house);
  return `${themes[0]!.toUpperCase()}${themes.slice(1)}: ${HOUSE_SIGNIFICATIONS[house - 1]!.gloss}.`;
}
