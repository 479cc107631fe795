/**
 * Other spellings people and language models write for the grahas, rasis and nakshatras
 * (transliteration variants, short forms, Hindi colloquial forms), keyed by the names the
 * ChartModel uses. Used to read free text (the chat's claim check); display always uses the
 * names in graha.ts, rasi.ts and nakshatra.ts.
 */
import type { Graha } from './graha';
import type { Nakshatra } from './nakshatra';
import type { Rasi } from './rasi';

/** Alternative spellings of the grahas (the English and Sanskrit names are in graha.ts). */
export const GRAHA_SPELLINGS: Readonly<Record<Graha, readonly string[]>> = {
  Sun: ['Ravi', 'Soorya', 'रवि'],
  Moon: ['Chandrama', 'Soma', 'चन्द्र', 'चंद्रमा', 'चन्द्रमा'],
  Mars: ['Mangal', 'Kuja', 'Angaraka'],
  Mercury: ['Budh'],
  Jupiter: ['Brihaspati', 'Brhaspati', 'बृहस्पति'],
  Venus: ['Sukra'],
  Saturn: ['Sani'],
  Rahu: [],
  Ketu: [],
};

/** Alternative spellings of the rasis (the English and Sanskrit names are in rasi.ts). */
export const RASI_SPELLINGS: Readonly<Record<Rasi, readonly string[]>> = {
  Aries: ['Mesh'],
  Taurus: ['Vrishabh', 'Vrushabha', 'Rishabha', 'वृष'],
  Gemini: ['Mithun'],
  Cancer: ['Kark', 'Karkata', 'Karkataka'],
  Leo: ['Simh', 'Singh'],
  Virgo: [],
  Libra: ['Thula'],
  Scorpio: ['Vrischika', 'Vrishchik'],
  Sagittarius: ['Dhanus', 'Dhanush'],
  Capricorn: ['Makar'],
  Aquarius: ['Kumbh', 'कुम्भ'],
  Pisces: ['Meen'],
};

/** Alternative spellings of the nakshatras (the names in nakshatra.ts are the first spelling). */
export const NAKSHATRA_SPELLINGS: Readonly<Record<Nakshatra, readonly string[]>> = {
  Ashwini: ['Ashvini', 'Aswini'],
  Bharani: [],
  Krittika: ['Kritika', 'Krittica', 'Kruttika'],
  Rohini: [],
  Mrigashira: ['Mrigashirsha', 'Mrigasira', 'Mrigasirsha', 'Mrigshira', 'मृगशिर'],
  Ardra: ['Arudra', 'Aardra', 'Ardhra'],
  Punarvasu: ['Punarvasu'],
  Pushya: ['Pushyami', 'Pusya', 'Poosam'],
  Ashlesha: ['Aslesha', 'Ashlesa', 'अश्लेषा'],
  Magha: ['Makha'],
  'Purva Phalguni': ['Purvaphalguni', 'Poorva Phalguni', 'Purva Falguni', 'पूर्वाफाल्गुनी'],
  'Uttara Phalguni': ['Uttaraphalguni', 'Uttara Falguni', 'उत्तराफाल्गुनी'],
  Hasta: ['Hastha'],
  Chitra: ['Chithra', 'Chitta'],
  Swati: ['Svati', 'Swathi'],
  Vishakha: ['Visakha', 'Vishaka'],
  Anuradha: ['Anuradh'],
  Jyeshtha: ['Jyeshta', 'Jyestha', 'Jyeshth'],
  Mula: ['Moola', 'Mool'],
  'Purva Ashadha': ['Purvashadha', 'Poorvashada', 'Purva Shadha', 'पूर्वाषाढा'],
  'Uttara Ashadha': ['Uttarashadha', 'Uttarashada', 'Uttara Shadha', 'उत्तराषाढा'],
  Shravana: ['Sravana', 'Shravan', 'Thiruvonam'],
  Dhanishta: ['Dhanishtha', 'Shravishtha'],
  Shatabhisha: ['Shatabhishak', 'Satabhisha'],
  'Purva Bhadrapada': ['Purvabhadra', 'Purva Bhadra', 'Poorvabhadrapada', 'पूर्वाभाद्रपद'],
  'Uttara Bhadrapada': ['Uttarabhadra', 'Uttara Bhadra', 'उत्तराभाद्रपद'],
  Revati: ['Revathi'],
};
