/**
 * Every sentence of the Kundali report (the /detailed-kundali page and its PDF), as one
 * dictionary per site language: the English here, the Hindi in report-text-hi.ts, both of the
 * `ReportText` interface, so the compiler refuses a language that lacks a sentence. The composing
 * code (report.ts, insights.ts, life-area-sections.ts, whole-chart.ts, placement-readings.ts)
 * chooses which facts to say and calls these. Chart facts arrive as the chart gives them (English
 * graha and sign names, `YYYY-MM-DD` dates, `d° mm′ ss″` degrees); each dictionary names them in
 * its language. The English reads the same tables as the reader and the chat (grahas.ts,
 * houses.ts, signs.ts, the placement notes), so its text is unchanged by going through here.
 */
import type { Prediction } from '../../model/chart';
import type { GrahaView } from '../../chart/view';
import type { Locale } from '../../i18n/locale';
import type { Graha } from '../../vocabulary/graha';
import { RASIS } from '../../vocabulary/rasi';
import type { Ayanamsa } from '../../vocabulary/settings';
import { AYANAMSA_LABEL } from '../../vocabulary/ayanamsa-names';
import { formatDegreesDms, formatTime12, isoDatePart, listProse, ordinal } from '../format';
import { dignityWords, GRAHA_THEMES } from '../grahas';
import { houseMeaning, houseThemes } from '../houses';
import { LIFE_AREAS, type LifeAreaId } from '../life-areas';
import { HOUSE_NOTES } from '../placement-house-notes';
import type { HouseTone, SignDignity } from '../placement-kinds';
import { SIGN_NOTES } from '../placement-sign-notes';
import { signNature, SIGN_NATURES } from '../signs';

/** A sentence's facts about a placed graha (what GrahaView carries). */
export type Placed = Pick<GrahaView, 'graha' | 'rasi' | 'rasiIndex' | 'house' | 'dignity' | 'retrograde'>;

/** An insight's computed value and its explanation. */
export interface InsightWords {
  value: string;
  text: string;
}

/** How a life area's main-house lord relates its area to where it sits (life-area-sections.ts). */
export type LordLink = 'own house' | 'dusthana' | 'other house';

/** The report's sentences in one language. */
export interface ReportText {
  /** The language these sentences are in (the report records it). */
  locale: Locale;
  // Names and small words.
  graha(graha: Graha): string;
  /** A sign by the chart's (English) name. */
  sign(rasi: string): string;
  nakshatra(nakshatra: string): string;
  /** "10th" in running text. */
  ordinal(n: number): string;
  list(items: readonly string[]): string;

  // Report header and cards (report.ts).
  lagnaText(rasi: string, degrees: string): string;
  lagnaUnknown: string;
  ayanamsaText(ayanamsa: Ayanamsa, degrees: string): string;
  disclaimer: string;
  houseMeaning(house: number): string;
  signInfluence(rasiIndex: number): string;
  /** The planet card's text when the chart carries no placement readings. */
  composedInterpretation(p: Placed): string;
  /** A placement or sign reading of the chart, in this language (the English is the engine's own text). */
  reading(prediction: Prediction, p: Placed & Pick<GrahaView, 'degreesInRasi' | 'nature'>): string;

  // Placement readings (placement-readings.ts).
  houseReading(graha: Graha, house: number, tone: HouseTone): { name: string; description: string };
  signReading(graha: Graha, rasiIndex: number, dignity: SignDignity): { name: string; description: string };

  // Key insights (insights.ts).
  sunInsight(sun: Placed & { degreesInRasi: number }): InsightWords;
  moonInsight(moon: Placed & { nakshatra: string; pada: number }, birthLord: Graha): InsightWords;
  ascendantInsight(
    lagna: { rasi: string; rasiIndex: number; degreesInRasi: number },
    lord: Graha,
    lordAt: Placed | undefined,
  ): InsightWords;
  ascendantUnknown: InsightWords;
  notableValue: string;
  conjunction(grahas: readonly Graha[], rasi: string, house: number): string;
  jupiterOnMoon: string;
  saturnOnMoon: string;
  jupiterOnLagna: string;
  marsOnLagna: string;
  saturnOnLagna: string;
  marsOnSeventh: string;
  noNotableAspects: string;

  // Life areas (life-area-sections.ts). `subject` is the area as the object of a sentence.
  areaSubject(area: LifeAreaId): string;
  moonChartNote: string;
  areaLord(house: number, lord: Graha, at: Placed, link: LordLink, subject: string): string;
  noOccupants(house: number, rasi: string, aspectedBy: readonly Graha[], subject: string): string;
  occupants(house: number, rasi: string, grahas: readonly Graha[], subject: string): string;
  otherHouses(houses: readonly number[], seats: readonly { house: number; lord: Graha; lordHouse: number }[], subject: string): string;
  karaka(at: Placed, subject: string): string;
  areaYoga(prediction: Prediction): string;
  areaDasha(lord: Graha, endIso: string, houses: readonly number[], subject: string): string;

  // Whole chart (whole-chart.ts).
  panchangLabels: { tithi: string; vara: string; nakshatra: string; yoga: string; karana: string; sunrise: string; sunset: string };
  /** A panchang name (tithi, paksha, vara, yoga, karana) as the engine gives it. */
  panchangName(name: string): string;
  nakshatraWithPada(nakshatra: string, pada: number): string;
  /** `HH:MM` of a sunrise or sunset at the birth offset; null when there is none that day. */
  instantTime(time24: string | null): string;
  avakhadaLabels: { varna: string; vashya: string; yoni: string; gana: string; nadi: string; rasiLord: string; syllable: string };
  /** An avakhada value (varna, vashya, yoni, gana, nadi) as the engine gives it. */
  attributeValue(value: string): string;
  /** A naming syllable as the engine gives it (English transliteration). */
  syllable(letter: string): string;
  sarvaReading(
    strong: readonly { house: number; sign: number; bindus: number }[],
    weak: readonly { house: number; sign: number; bindus: number }[],
    strongMin: number,
    weakBelow: number,
  ): string;
  shadbalaReading(strong: readonly Graha[], weak: readonly Graha[]): string;
  bhavaBalaReading(strongest: readonly number[], weakest: readonly number[]): string;
  /** Display names of the six shadbala components (whole-chart.ts SHADBALA_PART_KEYS order). */
  shadbalaParts: readonly [string, string, string, string, string, string];
}

const HOUSE_TONE: Record<HouseTone, string> = {
  'benefic in kendra or trikona':
    'A gentle planet in a strong house: this area of life tends to flourish, and what the planet gives comes easily here.',
  'benefic in dusthana':
    'A gentle planet in a difficult house: it softens the troubles of this area, though its own gifts are partly spent on solving problems.',
  'benefic elsewhere': 'A gentle planet in a house of resources and effort: steady, quiet gains through its qualities.',
  'malefic in upachaya': 'A forceful planet in a house of growth: effort, persistence and healthy competition pay off here over time.',
  'malefic in 10th': 'A forceful planet at the top of the chart: drive and visibility in work, with pressure and responsibility to match.',
  'malefic in 8th or 12th':
    'A forceful planet in a house of hidden or draining matters: guard against strain, loss and rash choices; depth and resilience are the reward.',
  'malefic elsewhere':
    'A forceful planet in a personal house: it brings strength and intensity here, and some friction that asks for patience with people close to you.',
};

const SIGN_DIGNITY: Record<SignDignity, string> = {
  exalted: 'It is exalted here, at its very best: its qualities come out clearly and generously.',
  moolatrikona: 'This is its moolatrikona, its office sign: it works here with authority and purpose.',
  own: 'It is in its own sign, at home: reliable, confident and true to its nature.',
  friend: 'It sits in a friendly sign and cooperates well with what the sign asks of it.',
  neutral: 'The sign is neutral ground for it: results depend on the rest of the chart.',
  enemy: 'It is in an unfriendly sign: its gifts come through with some effort or discomfort.',
  debilitated: 'It is debilitated here, at its weakest: its themes need conscious care, and other factors may repair it.',
};

const describeHouses = (list: readonly { house: number; sign: number; bindus: number }[]) =>
  listProse(list.map((h) => `${ordinal(h.house)} (${RASIS[h.sign]}, ${h.bindus})`));

/** The report in English. */
export const REPORT_TEXT_EN: ReportText = {
  locale: 'en',
  graha: (g) => g,
  sign: (rasi) => rasi,
  nakshatra: (n) => n,
  ordinal,
  list: (items) => listProse(items),

  lagnaText: (rasi, degrees) => `${rasi} ${degrees}`,
  lagnaUnknown: 'Unknown (birth time not given)',
  ayanamsaText: (ayanamsa, degrees) => `${AYANAMSA_LABEL[ayanamsa]} (${degrees})`,
  disclaimer:
    'This report is computed from astronomical positions and traditional Vedic rules. It is for reflection and entertainment, not a substitute for professional advice; for important decisions consult a qualified astrologer and the relevant professional (medical, legal or financial).',
  houseMeaning,
  signInfluence: (rasiIndex) => SIGN_NATURES[rasiIndex]!.influence,
  composedInterpretation: (p) =>
    `${p.graha} signifies ${GRAHA_THEMES[p.graha]}. In ${p.rasi} (${p.dignity}) in your ${ordinal(p.house)} house it colours ${houseThemes(p.house)}.`,
  reading: (prediction) => prediction.description,

  houseReading: (graha, house, tone) => ({
    name: `${graha} in the ${ordinal(house)} house`,
    description: `${graha} brings ${GRAHA_THEMES[graha]} to the house of ${houseThemes(house)}. ${HOUSE_NOTES[graha][house - 1]} ${HOUSE_TONE[tone]}`,
  }),
  signReading: (graha, rasiIndex, dignity) => {
    const adjectives = signNature(rasiIndex);
    return {
      name: `${graha} in ${RASIS[rasiIndex]}`,
      description: `${graha}'s ${GRAHA_THEMES[graha]} take ${/^[aeiou]/.test(adjectives) ? 'an' : 'a'} ${adjectives} form in ${RASIS[rasiIndex]}. ${SIGN_NOTES[graha][rasiIndex]} ${SIGN_DIGNITY[dignity]}`,
    };
  },

  sunInsight: (sun) => ({
    value: `${sun.rasi} ${formatDegreesDms(sun.degreesInRasi)}`,
    text: `Core personality: ${signNature(sun.rasiIndex)}. The Sun in your ${ordinal(sun.house)} house puts your sense of purpose into ${houseThemes(sun.house)}.`,
  }),
  moonInsight: (moon, birthLord) => ({
    value: `${moon.rasi}, ${moon.nakshatra} pada ${moon.pada}`,
    text: `Emotions and inner self: ${signNature(moon.rasiIndex)}. Your birth star ${moon.nakshatra} sets the Vimshottari dasha sequence, starting with ${birthLord}.`,
  }),
  ascendantInsight: (lagna, lord, lordAt) => ({
    value: `${lagna.rasi} ${formatDegreesDms(lagna.degreesInRasi)}`,
    text: `Outward appearance and approach to life: ${signNature(lagna.rasiIndex)}.${lordAt ? ` Its lord ${lord} sits in your ${ordinal(lordAt.house)} house (${lordAt.rasi}).` : ''}`,
  }),
  ascendantUnknown: {
    value: 'Unknown',
    text: 'Without a birth time the ascendant and houses cannot be known, so houses here are counted from the Moon (a Moon-based chart).',
  },
  notableValue: 'Challenges and opportunities',
  conjunction: (grahas, rasi, house) =>
    `${listProse(grahas)} together in ${rasi} (${ordinal(house)} house): their themes blend, for better and worse.`,
  jupiterOnMoon: 'Jupiter aspects your Moon: a protective, hopeful influence on the mind.',
  saturnOnMoon: 'Saturn aspects your Moon: seriousness and endurance; moods improve with routine.',
  jupiterOnLagna: 'Jupiter aspects your ascendant: good judgement and help from mentors.',
  marsOnLagna: 'Mars aspects your ascendant: energy and drive, with a need to manage haste.',
  saturnOnLagna: 'Saturn aspects your ascendant: responsibility early in life that builds resilience.',
  marsOnSeventh: 'Mars aspects your 7th house: passion in partnership; patience keeps it constructive.',
  noNotableAspects: "No close conjunctions or major aspects on the Moon or ascendant: the chart's influences are spread out.",

  areaSubject: (area) => LIFE_AREAS[area].subject,
  moonChartNote: 'Houses are counted from the Moon because the birth time is unknown; treat house-based points as indicative.',
  areaLord: (house, lord, at, link, subject) => {
    const how =
      link === 'own house'
        ? `a self-reliant, prominent signature for ${subject}`
        : link === 'dusthana'
          ? `for ${subject}, gains come through effort and obstacles overcome, by way of ${houseThemes(at.house)}`
          : `linking ${subject} with ${houseThemes(at.house)}`;
    return `The ${ordinal(house)} lord ${lord} sits in ${at.rasi} in your ${ordinal(at.house)} house, ${dignityWords(at.dignity)}: ${how}.`;
  },
  noOccupants: (house, rasi, aspectedBy, subject) => {
    const aspects = aspectedBy.length > 0 ? ` (${aspectedBy.join(', ')})` : '';
    return `No planet occupies your ${ordinal(house)} house (${rasi}): its lord and the planets aspecting it${aspects} set the tone for ${subject}.`;
  },
  occupants: (house, rasi, grahas, subject) =>
    `${listProse(grahas)} in your ${ordinal(house)} house (${rasi}) ${grahas.length === 1 ? 'shapes' : 'shape'} ${subject} directly.`,
  otherHouses: (houses, seats, subject) =>
    `Your ${listProse(houses.map(ordinal))} house${houses.length > 1 ? 's' : ''} also bear${houses.length > 1 ? '' : 's'} on ${subject}: ${listProse(
      seats.map((s) => `the ${ordinal(s.house)} lord ${s.lord} is in your ${ordinal(s.lordHouse)} house`),
    )}.`,
  karaka: (at, subject) =>
    `${at.graha}, a significator of ${subject}, sits in ${at.rasi} in your ${ordinal(at.house)} house, ${dignityWords(at.dignity)}${at.retrograde ? ', retrograde, so its results come after reflection' : ''}.`,
  areaYoga: (p) => `${p.name} (${p.nature}): ${p.description}`,
  areaDasha: (lord, endIso, houses, subject) =>
    `Your running ${lord} mahadasha (until ${isoDatePart(endIso)}) involves your ${listProse(houses.map(ordinal))} house${houses.length > 1 ? 's' : ''}: this period brings ${subject} into focus.`,

  panchangLabels: {
    tithi: 'Tithi',
    vara: 'Vara (weekday)',
    nakshatra: 'Nakshatra',
    yoga: 'Yoga',
    karana: 'Karana',
    sunrise: 'Sunrise',
    sunset: 'Sunset',
  },
  panchangName: (name) => name,
  nakshatraWithPada: (nakshatra, pada) => `${nakshatra}, pada ${pada}`,
  instantTime: (time24) => (time24 ? formatTime12(time24) : 'none that day (polar day or night)'),
  avakhadaLabels: {
    varna: 'Varna',
    vashya: 'Vashya',
    yoni: 'Yoni',
    gana: 'Gana',
    nadi: 'Nadi',
    rasiLord: 'Moon sign lord',
    syllable: 'Name syllable',
  },
  attributeValue: (value) => value,
  syllable: (letter) => letter,
  sarvaReading: (strong, weak, strongMin, weakBelow) =>
    `Strong houses (${strongMin} bindus or more): ${describeHouses(strong)}. Weak houses (fewer than ${weakBelow}): ${describeHouses(weak)}.`,
  shadbalaReading: (strong, weak) =>
    `Strong enough to give their results (at or above the required strength): ${listProse(strong)}. Below the required strength, so their results come with more effort: ${listProse(weak)}.`,
  bhavaBalaReading: (strongest, weakest) =>
    `Strongest houses by bhava bala: ${listProse(strongest.map(ordinal))}. Weakest: ${listProse(weakest.map(ordinal))}.`,
  shadbalaParts: ['Sthana (position)', 'Dig (direction)', 'Kala (time)', 'Cheshta (motion)', 'Naisargika (natural)', 'Drik (aspect)'],
};
