/** The dignities of a graha in a sign, a closed vocabulary of the chart model (their names: terms.ts). */

/** Sign-level dignity, strongest first. */
export const DIGNITIES = [
  'exalted',
  'moolatrikona',
  'own',
  'great friend',
  'friend',
  'neutral',
  'enemy',
  'great enemy',
  'debilitated',
] as const;
/** One dignity. */
export type Dignity = (typeof DIGNITIES)[number];
