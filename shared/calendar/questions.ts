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
  diwali: [
    'diwali',
    'deepavali',
    'divali',
    'deepawali',
    'lakshmi puja',
    'दिवाली',
    'दीपावली',
    'लक्ष्मी पूजा',
    'দীপাবলি',
    'দিওয়ালি',
    'কালীপুজো',
    'दिवाळी',
    'దీపావళి',
    'தீபாவளி',
  ],
  holi: ['holi', 'dhulandi', 'होली', 'হোলি', 'দোল', 'होळी', 'హోలీ', 'ஹோலி'],
  'holika-dahan': ['holika', 'होलिका'],
  'raksha-bandhan': [
    'raksha bandhan',
    'rakshabandhan',
    'rakhi',
    'राखी',
    'रक्षा बंधन',
    'रक्षाबंधन',
    'রাখি',
    'রাখী বন্ধন',
    'राखी पौर्णिमा',
    'రాఖీ',
    'రక్షాబంధన్',
    'ரக்ஷா பந்தன்',
  ],
  'krishna-janmashtami': [
    'janmashtami',
    'janmashtmi',
    'जन्माष्टमी',
    'জন্মাষ্টমী',
    'गोकुळाष्टमी',
    'कृष्ण जन्माष्टमी',
    'కృష్ణాష్టమి',
    'జన్మాష్టమి',
    'கிருஷ்ண ஜெயந்தி',
    'கோகுலாஷ்டமி',
  ],
  'ganesh-chaturthi': [
    'ganesh chaturthi',
    'ganesha chaturthi',
    'vinayaka chaturthi',
    'गणेश चतुर्थी',
    'গণেশ চতুর্থী',
    'गणेशोत्सव',
    'వినాయక చవితి',
    'விநாயகர் சதுர்த்தி',
    'விநாயக சதுர்த்தி',
  ],
  dussehra: [
    'dussehra',
    'dasara',
    'dussera',
    'vijayadashami',
    'दशहरा',
    'विजयादशमी',
    'দশেরা',
    'বিজয়া দশমী',
    'दसरा',
    'దసరా',
    'విజయదశమి',
    'தசரா',
    'விஜயதசமி',
  ],
  'karva-chauth': ['karva chauth', 'karwa chauth', 'करवा चौथ'],
  'maha-shivaratri': ['shivaratri', 'shivratri', 'शिवरात्रि', 'শিবরাত্রি', 'शिवरात्री', 'శివరాత్రి', 'சிவராத்திரி'],
  'makar-sankranti': [
    'makar sankranti',
    'makara sankranti',
    'sankranti',
    'मकर संक्रांति',
    'মকর সংক্রান্তি',
    'मकर संक्रांत',
    'మకర సంక్రాంతి',
    'மகர சங்கராந்தி',
  ],
  'chaitra-navratri': ['chaitra navratri', 'चैत्र नवरात्रि'],
  'sharad-navratri': ['navratri', 'navaratri', 'sharad navratri', 'नवरात्रि', 'नवरात्र', 'নবরাত্রি', 'నవరాత్రి', 'நவராத்திரி'],
  'ram-navami': ['ram navami', 'rama navami', 'राम नवमी', 'রাম নবমী', 'శ్రీరామ నవమి', 'ராம நவமி'],
  'hanuman-jayanti': ['hanuman jayanti', 'हनुमान जयंती'],
  'akshaya-tritiya': ['akshaya tritiya', 'akha teej', 'अक्षय तृतीया', 'অক্ষয় তৃতীয়া', 'अक्षय्य तृतीया', 'అక్షయ తృతీయ', 'அட்சய திருதியை'],
  'buddha-purnima': ['buddha purnima', 'बुद्ध पूर्णिमा'],
  'guru-purnima': ['guru purnima', 'गुरु पूर्णिमा', 'গুরু পূর্ণিমা', 'गुरुपौर्णिमा', 'గురు పౌర్ణమి', 'குரு பூர்ணிமா'],
  'vasant-panchami': ['vasant panchami', 'basant panchami', 'वसंत पंचमी', 'बसंत पंचमी', 'সরস্বতী পুজো', 'বসন্ত পঞ্চমী', 'వసంత పంచమి', 'வசந்த பஞ்சமி'],
  dhanteras: ['dhanteras', 'धनतेरस', 'ধনতেরাস', 'धनत्रयोदशी', 'ధన త్రయోదశి', 'தன திரயோதசி'],
  'govardhan-puja': ['govardhan', 'गोवर्धन'],
  'bhai-dooj': ['bhai dooj', 'bhaiya dooj', 'भाई दूज', 'ভাইফোঁটা', 'भाऊबीज', 'భగినీ హస్త భోజనం', 'பாய் தூஜ்'],
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
    'গৃহপ্রবেশ',
    'గృహప్రవేశ',
    'கிரகப் பிரவேச',
    'கிரகப்பிரவேச',
    'புதுமனை',
  ],
  marriage: [
    'marriage',
    'wedding',
    'vivah',
    'shaadi',
    'shadi',
    'विवाह',
    'शादी',
    'বিয়ে',
    'বিবাহ',
    'लग्नाचा मुहूर्त',
    'लग्नासाठी',
    'వివాహ',
    'పెళ్లి',
    'திருமண',
    'கல்யாண',
  ],
  vehicle: ['vehicle', 'new car', 'car', 'bike', 'scooter', 'वाहन', 'गाड़ी', 'गाडी', 'গাড়ি', 'যানবাহন', 'वाहन खरेदी', 'వాహన', 'வாகன'],
  property: [
    'property',
    'land',
    'plot',
    'flat',
    'संपत्ति',
    'ज़मीन',
    'जमीन',
    'प्लॉट',
    'জমি',
    'সম্পত্তি',
    'मालमत्ता',
    'భూమి',
    'ఆస్తి',
    'நிலம்',
    'சொத்து',
  ],
  naming: ['naming', 'namkaran', 'namakarana', 'नामकरण', 'নামকরণ', 'నామకరణ', 'பெயர் சூட்ட'],
  mundan: ['mundan', 'chudakarana', 'मुंडन', 'মুণ্ডন', 'जावळ', 'పుట్టు వెంట్రుక', 'முடி இறக்க'],
  business: [
    'business',
    'shop',
    'new venture',
    'opening',
    'व्यापार',
    'दुकान',
    'व्यवसाय',
    'ব্যবসা',
    'দোকান',
    'వ్యాపార',
    'దుకాణ',
    'வியாபார',
    'தொழில் தொடக்க',
    'கடை திறப்ப',
  ],
  travel: ['travel', 'journey', 'trip', 'yatra', 'यात्रा', 'যাত্রা', 'ভ্রমণ', 'प्रवास', 'ప్రయాణ', 'பயண'],
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

/** The Gregorian months in Bengali, Marathi, Telugu and Tamil, as Intl and the languages' calendars write them. */
const REGIONAL_MONTHS = [
  'জানুয়ারি|जानेवारी|జనవరి|ஜனவரி',
  'ফেব্রুয়ারি|फेब्रुवारी|ఫిబ్రవరి|பிப்ரவரி',
  'মার্চ|మార్చి|மார்ச்',
  'এপ্রিল|एप्रिल|ఏప్రిల్|ஏப்ரல்',
  'মে|मे|మే|மே',
  'জুন|జూన్|ஜூன்',
  'জুলাই|जुलै|జులై|జూలై|ஜூலை',
  'আগস্ট|ऑगस्ट|ఆగస్టు|ஆகஸ்ட்',
  'সেপ্টেম্বর|सप्टेंबर|సెప్టెంబర్|செப்டம்பர்',
  'অক্টোবর|ऑक्टोबर|అక్టోబర్|அக்டோபர்',
  'নভেম্বর|नोव्हेंबर|నవంబర్|நவம்பர்',
  'ডিসেম্বর|डिसेंबर|డిసెంబర్|டிசம்பர்',
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
  if (hindi >= 0) return hindi + 1;
  // A whole word: "মে" is May, not the "মে" inside another word.
  const regional = REGIONAL_MONTHS.findIndex((m) =>
    new RegExp(`(^|[\\s,.?!(])(${m})($|[\\s,.?!)\\-]|[\\p{L}\\p{M}]{0,3}($|\\s))`, 'u').test(text),
  );
  return regional >= 0 ? regional + 1 : null;
}

/** A year 1900–2100 named in a question, else `this year` + 1 for "next year", else null. */
export function yearNamedIn(text: string, thisYear: number): number | null {
  const y = /\b(19\d\d|20\d\d|2100)\b/.exec(text);
  if (y) return Number(y[1]);
  if (/\bnext year\b|अगले (साल|वर्ष)/i.test(text)) return thisYear + 1;
  return null;
}
