/**
 * What a chat question names: festivals (by key, from their English and Hindi names and the
 * spellings people type: "Deepavali", "Rakhi", "करवा चौथ"), a muhurta event ("griha pravesh",
 * "wedding", "नई गाड़ी"), a month and a year. Shared by the built-in reader and the model's tools,
 * so both answer the same question from the same functions.
 */
import { LUNAR_MONTH_NAMES } from '../jyotish/panchang-names';
import type { MuhurtaEvent } from './muhurta-rules';

/** Spellings of festivals people type, by key (the entries' own English and Hindi names are matched too). */
const FESTIVAL_WORDS: Readonly<Record<string, readonly string[]>> = {
  diwali: ['diwali', 'deepavali', 'divali', 'deepawali', 'lakshmi puja', 'दिवाली', 'दीपावली', 'लक्ष्मी पूजा'],
  holi: ['holi', 'dhulandi', 'होली'],
  'holika-dahan': ['holika', 'होलिका'],
  'raksha-bandhan': ['raksha bandhan', 'rakshabandhan', 'rakhi', 'राखी', 'रक्षा बंधन', 'रक्षाबंधन'],
  'krishna-janmashtami': ['janmashtami', 'janmashtmi', 'जन्माष्टमी'],
  'ganesh-chaturthi': ['ganesh chaturthi', 'ganesha chaturthi', 'vinayaka chaturthi', 'गणेश चतुर्थी'],
  dussehra: ['dussehra', 'dasara', 'dussera', 'vijayadashami', 'दशहरा', 'विजयादशमी'],
  'karva-chauth': ['karva chauth', 'karwa chauth', 'करवा चौथ'],
  'maha-shivaratri': ['shivaratri', 'shivratri', 'शिवरात्रि'],
  'makar-sankranti': ['makar sankranti', 'makara sankranti', 'sankranti', 'मकर संक्रांति'],
  'chaitra-navratri': ['chaitra navratri', 'चैत्र नवरात्रि'],
  'sharad-navratri': ['navratri', 'navaratri', 'sharad navratri', 'नवरात्रि', 'नवरात्र'],
  'ram-navami': ['ram navami', 'rama navami', 'राम नवमी'],
  'hanuman-jayanti': ['hanuman jayanti', 'हनुमान जयंती'],
  'akshaya-tritiya': ['akshaya tritiya', 'akha teej', 'अक्षय तृतीया'],
  'buddha-purnima': ['buddha purnima', 'बुद्ध पूर्णिमा'],
  'guru-purnima': ['guru purnima', 'गुरु पूर्णिमा'],
  'vasant-panchami': ['vasant panchami', 'basant panchami', 'वसंत पंचमी', 'बसंत पंचमी'],
  dhanteras: ['dhanteras', 'धनतेरस'],
  'govardhan-puja': ['govardhan', 'गोवर्धन'],
  'bhai-dooj': ['bhai dooj', 'bhaiya dooj', 'भाई दूज'],
  'chhath-puja': ['chhath', 'छठ'],
  'dev-uthani-ekadashi': ['dev uthani', 'devutthana', 'prabodhini', 'देवउठनी'],
  'pitru-paksha': ['pitru paksha', 'shraddh', 'पितृ पक्ष', 'श्राद्ध'],
};

/** Words naming each muhurta event. */
const EVENT_WORDS: Readonly<Record<MuhurtaEvent, readonly string[]>> = {
  'griha-pravesh': [
    'griha pravesh',
    'grih pravesh',
    'griha-pravesh',
    'housewarming',
    'house warming',
    'new house',
    'new home',
    'गृह प्रवेश',
    'गृहप्रवेश',
  ],
  marriage: ['marriage', 'wedding', 'vivah', 'shaadi', 'shadi', 'विवाह', 'शादी'],
  vehicle: ['vehicle', 'new car', 'car', 'bike', 'scooter', 'वाहन', 'गाड़ी', 'गाडी'],
  property: ['property', 'land', 'plot', 'flat', 'संपत्ति', 'ज़मीन', 'जमीन', 'प्लॉट'],
  naming: ['naming', 'namkaran', 'namakarana', 'नामकरण'],
  mundan: ['mundan', 'chudakarana', 'मुंडन'],
  business: ['business', 'shop', 'new venture', 'opening', 'व्यापार', 'दुकान', 'व्यवसाय'],
  travel: ['travel', 'journey', 'trip', 'yatra', 'यात्रा'],
};

const ENGLISH_MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];
const HINDI_MONTHS = [
  'जनवरी',
  'फ़रवरी|फरवरी',
  'मार्च',
  'अप्रैल',
  'मई',
  'जून',
  'जुलाई',
  'अगस्त',
  'सितंबर|सितम्बर',
  'अक्टूबर',
  'नवंबर|नवम्बर',
  'दिसंबर|दिसम्बर',
];

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A word or phrase as a whole word in Latin text, or anywhere in Devanagari (no \b there). */
const phrase = (word: string) => (/^[\x20-\x7e]+$/.test(word) ? new RegExp(`\\b${escape(word)}\\b`, 'i') : new RegExp(escape(word)));

/** Festival keys a question names, most specific first (a named "holika" before "holi"). */
export function festivalKeysNamedIn(text: string, names: readonly { key: string; name: { en: string; hi: string } }[] = []): string[] {
  const found = new Set<string>();
  for (const [key, words] of Object.entries(FESTIVAL_WORDS)) if (words.some((w) => phrase(w).test(text))) found.add(key);
  for (const n of names) if (phrase(n.name.en).test(text) || text.includes(n.name.hi)) found.add(n.key);
  if (found.has('holika-dahan')) found.delete('holi');
  if (found.has('chaitra-navratri')) found.delete('sharad-navratri');
  return [...found];
}

/** The muhurta event a question names, or null. */
export function muhurtaEventNamedIn(text: string): MuhurtaEvent | null {
  for (const [event, words] of Object.entries(EVENT_WORDS) as [MuhurtaEvent, readonly string[]][])
    if (words.some((w) => phrase(w).test(text))) return event;
  return null;
}

/** The Gregorian month (1–12) a question names ("in March", "मार्च में"), or null. A lunar month name is not a Gregorian month. */
export function monthNamedIn(text: string): number | null {
  const lower = text.toLowerCase();
  const english = ENGLISH_MONTHS.findIndex(
    (m) => new RegExp(`\\b${m}\\b`).test(lower) || (m.length > 4 && new RegExp(`\\b${m.slice(0, 3)}\\b`).test(lower)),
  );
  if (english >= 0 && !(english === 4 && /\bmay (i|we|you|be)\b/.test(lower))) return english + 1;
  const hindi = HINDI_MONTHS.findIndex((m) => new RegExp(m).test(text) && !LUNAR_MONTH_NAMES.some((l) => l.hi === m));
  return hindi >= 0 ? hindi + 1 : null;
}

/** A year 1900–2100 named in a question, else `this year` + 1 for "next year", else null. */
export function yearNamedIn(text: string, thisYear: number): number | null {
  const y = /\b(19\d\d|20\d\d|2100)\b/.exec(text);
  if (y) return Number(y[1]);
  if (/\bnext year\b|अगले (साल|वर्ष)/i.test(text)) return thisYear + 1;
  return null;
}
