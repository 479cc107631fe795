/**
 * The festival and vrat rules: which tithi of which month, read at which part of the day, and
 * which day wins a tie, each with its source. The sources are the two nibandhas Indian almanacs
 * follow, Kamalakara Bhatta's Nirnayasindhu (1612) and Kashinath Upadhyaya's Dharmasindhu
 * (1790), both arranged by month in their second chapter, as published almanacs (Drik Panchang's
 * festival pages, the Rashtriya Panchang) explain them. Months are amanta (0 = Chaitra), tithis
 * 1–15 Shukla and 16–30 Krishna; a Krishna-paksha festival's purnimanta month is the next one.
 * Rules the table cannot say (Holika Dahan and Raksha Bandhan with Bhadra, Diwali's ghati, the
 * sankrantis, Navratri's days, Ekadashis) live in their own files and cite there.
 */
import type { Localized } from '../vocabulary/localized';
import type { DayPart } from './day-part-names';
import type { TieBreak } from './observe';

/** What an entry is. */
export const FESTIVAL_KINDS = [
  /** a festival day */
  'festival',
  /** a fast or monthly observance (Pradosh, Sankashti, Masik Shivaratri, Purnima, Amavasya) */
  'vrat',
  /** an Ekadashi fast */
  'ekadashi',
  /** the Sun entering a sidereal sign */
  'sankranti',
] as const;
export type FestivalKind = (typeof FESTIVAL_KINDS)[number];

/** One tithi rule of the table. */
export interface TithiRule {
  key: string;
  name: Localized;
  kind: FestivalKind;
  /** Amanta month (0 = Chaitra), or 'every' for a monthly observance (adhika months included). */
  month: number | 'every';
  /** Tithi 1–30. */
  tithi: number;
  part: DayPart;
  /** Day taken when the tithi touches the part on both days. */
  tie: TieBreak;
  source: string;
}

const NS = 'Nirnayasindhu II';
const DS = 'Dharmasindhu II';

/** The table. Keys are the API's stable kebab-case keys. */
export const TITHI_RULES: readonly TithiRule[] = [
  {
    key: 'vasant-panchami',
    name: { en: 'Vasant Panchami', hi: 'वसंत पंचमी' },
    kind: 'festival',
    month: 10,
    tithi: 5,
    part: 'purvahna',
    tie: 'first',
    source: `${NS}, Magha: Shri Panchami is the Panchami pervading the forenoon (purvahna-vyapini); ${DS}, Magha`,
  },
  {
    key: 'maha-shivaratri',
    name: { en: 'Maha Shivaratri', hi: 'महाशिवरात्रि' },
    kind: 'festival',
    month: 10,
    tithi: 29,
    part: 'nishita',
    tie: 'first',
    source: `${NS}, Phalguna (purnimanta; Magha amanta) Krishna Chaturdashi: the one pervading nishita, midnight's muhurta; ${DS}, Magha`,
  },
  {
    key: 'ram-navami',
    name: { en: 'Ram Navami', hi: 'राम नवमी' },
    kind: 'festival',
    month: 0,
    tithi: 9,
    part: 'madhyahna',
    tie: 'greater',
    source: `${NS}, Chaitra: Rama's birth Navami is madhyahna-vyapini (he was born at midday); ${DS}, Chaitra`,
  },
  {
    key: 'hanuman-jayanti',
    name: { en: 'Hanuman Jayanti', hi: 'हनुमान जयंती' },
    kind: 'festival',
    month: 0,
    tithi: 15,
    part: 'sunrise',
    tie: 'first',
    source: 'Chaitra Purnima at sunrise (udaya tithi), as North Indian almanacs keep it; South Indian traditions keep other dates',
  },
  {
    key: 'akshaya-tritiya',
    name: { en: 'Akshaya Tritiya', hi: 'अक्षय तृतीया' },
    kind: 'festival',
    month: 1,
    tithi: 3,
    part: 'purvahna',
    tie: 'greater',
    source: `${NS}, Vaishakha: Akshaya Tritiya pervading the forenoon (purvahna-vyapini); ${DS}, Vaishakha`,
  },
  {
    key: 'buddha-purnima',
    name: { en: 'Buddha Purnima', hi: 'बुद्ध पूर्णिमा' },
    kind: 'festival',
    month: 1,
    tithi: 15,
    part: 'sunrise',
    tie: 'first',
    source: 'Vaishakha Purnima at sunrise (udaya tithi), as almanacs list it',
  },
  {
    key: 'guru-purnima',
    name: { en: 'Guru Purnima', hi: 'गुरु पूर्णिमा' },
    kind: 'festival',
    month: 3,
    tithi: 15,
    part: 'sunrise',
    tie: 'first',
    source: `${DS}, Ashadha: Vyasa Puja on the Purnima in force at sunrise (udaya tithi)`,
  },
  {
    key: 'ganesh-chaturthi',
    name: { en: 'Ganesh Chaturthi', hi: 'गणेश चतुर्थी' },
    kind: 'festival',
    month: 5,
    tithi: 4,
    part: 'madhyahna',
    tie: 'first',
    source: `${NS}, Bhadrapada: Siddhivinayaka Chaturthi is madhyahna-vyapini, the earlier (Tritiya-joined) day when both; ${DS}, Bhadrapada`,
  },
  {
    key: 'pitru-paksha',
    name: { en: 'Pitru Paksha begins (Purnima Shraddha)', hi: 'पितृ पक्ष आरंभ (पूर्णिमा श्राद्ध)' },
    kind: 'vrat',
    month: 5,
    tithi: 15,
    part: 'aparahna',
    tie: 'greater',
    source: `${NS}, Bhadrapada (Mahalaya): shraddha tithis are aparahna-vyapini; ${DS}, Bhadrapada`,
  },
  {
    key: 'sarva-pitru-amavasya',
    name: { en: 'Sarva Pitru Amavasya (Pitru Paksha ends)', hi: 'सर्व पितृ अमावस्या (पितृ पक्ष समाप्त)' },
    kind: 'vrat',
    month: 5,
    tithi: 30,
    part: 'aparahna',
    tie: 'greater',
    source: `${NS}, Bhadrapada (Mahalaya): the Amavasya shraddha is aparahna-vyapini; ${DS}, Bhadrapada`,
  },
  {
    key: 'dussehra',
    name: { en: 'Dussehra (Vijayadashami)', hi: 'दशहरा (विजयादशमी)' },
    kind: 'festival',
    month: 6,
    tithi: 10,
    part: 'aparahna',
    tie: 'first',
    source: `${NS}, Ashwin: Vijayadashami is aparahna-vyapini; ${DS}, Ashwin`,
  },
  {
    key: 'karva-chauth',
    name: { en: 'Karva Chauth', hi: 'करवा चौथ' },
    kind: 'vrat',
    month: 6,
    tithi: 19,
    part: 'moonrise',
    tie: 'first',
    source: `${DS}, Kartika (purnimanta) Krishna Chaturthi: the Chaturthi in force at moonrise (chandrodaya-vyapini), the fast broken on seeing the Moon`,
  },
  {
    key: 'dhanteras',
    name: { en: 'Dhanteras (Dhanatrayodashi)', hi: 'धनतेरस' },
    kind: 'festival',
    month: 6,
    tithi: 28,
    part: 'pradosh',
    tie: 'first',
    source: `${DS}, Ashwin (amanta) Krishna Trayodashi: Yama-deepa and Dhanvantari puja in pradosh (pradosh-vyapini)`,
  },
  {
    key: 'govardhan-puja',
    name: { en: 'Govardhan Puja', hi: 'गोवर्धन पूजा' },
    kind: 'festival',
    month: 7,
    tithi: 1,
    part: 'sunrise',
    tie: 'first',
    source: `${NS}, Kartika: Annakuta on Pratipada in force in the morning (pratahkala); ${DS}, Kartika`,
  },
  {
    key: 'bhai-dooj',
    name: { en: 'Bhai Dooj', hi: 'भाई दूज' },
    kind: 'festival',
    month: 7,
    tithi: 2,
    part: 'aparahna',
    tie: 'greater',
    source: `${NS}, Kartika: Yama Dwitiya is aparahna-vyapini; ${DS}, Kartika`,
  },
  {
    key: 'chhath-puja',
    name: { en: 'Chhath Puja (evening arghya)', hi: 'छठ पूजा (संध्या अर्घ्य)' },
    kind: 'festival',
    month: 7,
    tithi: 6,
    part: 'sunset',
    tie: 'first',
    source: 'Kartika Shukla Shashthi in force at sunset, when the evening arghya is offered (Surya Shashthi, as Bihar almanacs keep it)',
  },
  // One rule, kept on the Trayodashi of each paksha (Shukla 13, Krishna 28).
  ...[13, 28].map((tithi): TithiRule => ({
    key: 'pradosh-vrat',
    name: { en: 'Pradosh Vrat', hi: 'प्रदोष व्रत' },
    kind: 'vrat',
    month: 'every',
    tithi,
    part: 'pradosh',
    tie: 'first',
    source: `${NS}, Trayodashi of either paksha pervading pradosh (pradosh-vyapini); ${DS}, Trayodashi-nirnaya`,
  })),
  {
    key: 'sankashti-chaturthi',
    name: { en: 'Sankashti Chaturthi', hi: 'संकष्टी चतुर्थी' },
    kind: 'vrat',
    month: 'every',
    tithi: 19,
    part: 'moonrise',
    tie: 'first',
    source: `${DS}, Chaturthi-nirnaya: Krishna Chaturthi in force at moonrise (chandrodaya-vyapini), the fast broken on seeing the Moon`,
  },
  {
    key: 'masik-shivaratri',
    name: { en: 'Masik Shivaratri', hi: 'मासिक शिवरात्रि' },
    kind: 'vrat',
    month: 'every',
    tithi: 29,
    part: 'nishita',
    tie: 'first',
    source: `${NS}, Krishna Chaturdashi pervading nishita, midnight's muhurta (as for Maha Shivaratri)`,
  },
  {
    key: 'purnima',
    name: { en: 'Purnima', hi: 'पूर्णिमा' },
    kind: 'vrat',
    month: 'every',
    tithi: 15,
    part: 'sunrise',
    tie: 'first',
    source:
      'The full-moon tithi in force at sunrise (udaya tithi); a Purnima fast may be kept the day before, when the tithi is in force at moonrise',
  },
  {
    key: 'amavasya',
    name: { en: 'Amavasya', hi: 'अमावस्या' },
    kind: 'vrat',
    month: 'every',
    tithi: 30,
    part: 'sunrise',
    tie: 'first',
    source: 'The new-moon tithi in force at sunrise (udaya tithi); its shraddha is kept on the day it pervades aparahna',
  },
];
