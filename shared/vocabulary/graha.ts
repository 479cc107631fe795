/** The nine grahas of Vedic astrology, in the traditional weekday-derived order used everywhere in the ChartModel. */
export const GRAHAS = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn', 'Rahu', 'Ketu'] as const;
/** One of the nine grahas. */
export type Graha = (typeof GRAHAS)[number];

/** The seven visible grahas (Sun–Saturn): the ones with shadbala and ashtakavarga. */
export const SAPTA_GRAHAS = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn'] as const;
/** One of the seven visible grahas. */
export type SaptaGraha = (typeof SAPTA_GRAHAS)[number];

/** Two-letter abbreviations used in chart drawings (as in Jagannatha Hora). */
export const GRAHA_ABBREVIATION: Record<Graha, string> = {
  Sun: 'Su',
  Moon: 'Mo',
  Mars: 'Ma',
  Mercury: 'Me',
  Jupiter: 'Ju',
  Venus: 'Ve',
  Saturn: 'Sa',
  Rahu: 'Ra',
  Ketu: 'Ke',
};

/** Astronomical/astrological symbols for display. */
export const GRAHA_SYMBOL: Record<Graha, string> = {
  Sun: '☉',
  Moon: '☽',
  Mars: '♂',
  Mercury: '☿',
  Jupiter: '♃',
  Venus: '♀',
  Saturn: '♄',
  Rahu: '☊',
  Ketu: '☋',
};

/** Sanskrit names, for display beside the English ones. */
export const GRAHA_SANSKRIT: Record<Graha, string> = {
  Sun: 'Surya',
  Moon: 'Chandra',
  Mars: 'Mangala',
  Mercury: 'Budha',
  Jupiter: 'Guru',
  Venus: 'Shukra',
  Saturn: 'Shani',
  Rahu: 'Rahu',
  Ketu: 'Ketu',
};

/** True when the string names a graha (exact, case-sensitive). */
export function isGraha(value: string): value is Graha {
  return (GRAHAS as readonly string[]).includes(value);
}
