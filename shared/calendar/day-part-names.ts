/** The parts of the Hindu day a calendar rule reads its tithi at (karmakala), with their Hindi names: data only, so the pages can name them without the engine. */

/** The parts a rule can name, with one line each. */
export const DAY_PARTS = [
  /** four ghatis (96 minutes) before sunrise: the Vaishnava Ekadashi's test for Dashami */
  'arunodaya',
  /** the instant of sunrise (udaya tithi) */
  'sunrise',
  /** sunrise to midday, the forenoon half */
  'purvahna',
  /** the third fifth of the daytime */
  'madhyahna',
  /** the fourth fifth of the daytime */
  'aparahna',
  /** the instant of sunset */
  'sunset',
  /** the first three of the night's fifteen muhurtas (a fifth of the night) */
  'pradosh',
  /** the eighth night muhurta, around local midnight */
  'nishita',
  /** the instant the Moon rises in the Hindu day */
  'moonrise',
] as const;
export type DayPart = (typeof DAY_PARTS)[number];

/** Hindi names of the parts (the English names are the keys, as almanacs print them). */
export const DAY_PART_HINDI: Record<DayPart, string> = {
  arunodaya: 'अरुणोदय',
  sunrise: 'सूर्योदय',
  purvahna: 'पूर्वाह्न',
  madhyahna: 'मध्याह्न',
  aparahna: 'अपराह्न',
  sunset: 'सूर्यास्त',
  pradosh: 'प्रदोष',
  nishita: 'निशीथ',
  moonrise: 'चंद्रोदय',
};
