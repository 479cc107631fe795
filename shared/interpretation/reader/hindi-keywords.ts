/**
 * What the reader's classifier listens for in Hindi: per topic, the words a question typed in
 * Devanagari or in romanised Hindi ("meri shaadi kab hogi", "naukri", "सेहत") uses. Matching is on
 * whole words of either script (JavaScript's `\b` does not see Devanagari letters), after
 * `normalizeHindi` folds the spelling variants people type: nukta (ज़ = ज), chandrabindu (ँ = ं)
 * and Devanagari digits (१० = 10). A word ending in `*` is a stem (बच्च* matches बच्चे, बच्चा).
 */
import { GRAHA_NAMES, GRAHAS, type Graha } from '../../vocabulary/graha';

/** Folds Devanagari spelling variants and digits; Latin text is only lower-cased. */
export function normalizeHindi(text: string): string {
  return text
    .normalize('NFC')
    .toLowerCase()
    .replace(/\u093C/g, '')
    .replace(/\u0901/g, '\u0902')
    .replace(/[०-९]/g, (d) => String(d.charCodeAt(0) - 0x0966));
}

const LETTER = '[\\p{L}\\p{M}]';

/** `words` as one regex alternation, normalised and escaped (`*` = stem, a space = any spacing). */
export function alternation(words: readonly string[]): string {
  return words
    .map((w) => {
      const normal = normalizeHindi(w);
      const stem = normal.endsWith('*');
      const body = (stem ? normal.slice(0, -1) : normal).replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s*');
      return stem ? `${body}${LETTER}*` : body;
    })
    .join('|');
}

/** A pattern matching any of `words` as whole words of any script (`*` = stem). */
export function wordsPattern(words: readonly string[]): RegExp {
  return new RegExp(`(?<!${LETTER})(?:${alternation(words)})(?!${LETTER})`, 'u');
}

/** Hindi words per topic, in the classifier's order of precedence (classify.ts). */
export const HINDI_TOPIC_WORDS = {
  gemstone: [
    'ratna',
    'ratn',
    'nag',
    'nagina',
    'pukhraj',
    'neelam',
    'panna',
    'moti',
    'moonga',
    'gomed',
    'heera',
    'lehsunia',
    'रत्न',
    'नग',
    'नगीना',
    'पुखराज',
    'नीलम',
    'पन्ना',
    'मोती',
    'मूंगा',
    'गोमेद',
    'हीरा',
    'माणिक*',
    'लहसुनिया',
  ],
  property: [
    'makaan',
    'makan',
    'zameen',
    'jameen',
    'zamin',
    'sampatti',
    'property',
    'plot',
    'flat',
    'gaadi',
    'gadi',
    'vahan',
    'ghar kharid*',
    'ghar le*',
    'मकान',
    'ज़मीन',
    'जमीन',
    'संपत्ति',
    'सम्पत्ति',
    'प्रॉपर्टी',
    'प्लॉट',
    'फ्लैट',
    'वाहन',
    'गाड़ी',
    'घर खरीद*',
    'घर ले*',
    'भूमि',
  ],
  remedies: ['upay', 'upaay', 'upaya', 'upaye', 'totka', 'totke', 'daan', 'उपाय', 'टोटक*', 'मंत्र', 'पूजा', 'दान', 'निवारण'],
  transits: [
    'gochar',
    'sadesati',
    'sade saati',
    'sadhe sati',
    'sadhe saati',
    'saadhe saati',
    'dhaiya',
    'dhaiyya',
    'गोचर',
    'साढ़ेसाती',
    'साढ़े साती',
    'साढेसाती',
    'ढैय्या',
    'ढैया',
  ],
  relationships: [
    'shaadi',
    'shadi',
    'vivah',
    'vivaah',
    'byah',
    'biyah',
    'patni',
    'pati',
    'jeevansathi',
    'jivansathi',
    'pyar',
    'pyaar',
    'prem',
    'rishta',
    'rishte',
    'mangalik',
    'talaq',
    'शादी',
    'विवाह',
    'ब्याह',
    'पत्नी',
    'पति',
    'जीवनसाथी',
    'प्रेम',
    'प्यार',
    'रिश्त*',
    'मांगलिक',
    'मंगली',
    'तलाक',
    'दांपत्य',
    'दाम्पत्य',
    'वैवाहिक',
  ],
  children: [
    'santan',
    'santaan',
    'bachche',
    'bachcha',
    'bacche',
    'baccha',
    'beta',
    'beti',
    'aulad',
    'aulaad',
    'संतान',
    'सन्तान',
    'बच्च*',
    'बेटा',
    'बेटी',
    'औलाद',
    'पुत्र',
    'गर्भ*',
  ],
  health: [
    'sehat',
    'swasthya',
    'swasthy',
    'bimari',
    'beemari',
    'bimaar',
    'rog',
    'ilaj',
    'ilaaj',
    'tabiyat',
    'tabiyat',
    'सेहत',
    'स्वास्थ्य',
    'बीमार*',
    'रोग',
    'इलाज',
    'तबीयत',
    'तबियत',
    'शरीर',
  ],
  finances: [
    'paisa',
    'paise',
    'dhan',
    'daulat',
    'kamai',
    'aamdani',
    'amdani',
    'karz',
    'karza',
    'karj',
    'nivesh',
    'पैसा',
    'पैसे',
    'धन',
    'दौलत',
    'कमाई',
    'आमदनी',
    'आय',
    'कर्ज',
    'कर्जा',
    'निवेश',
    'आर्थिक',
  ],
  education: [
    'padhai',
    'parhai',
    'padhaai',
    'shiksha',
    'pariksha',
    'vidya',
    'पढ़ाई',
    'पढाई',
    'शिक्षा',
    'परीक्षा',
    'विद्या',
    'कॉलेज',
    'स्कूल',
    'डिग्री',
  ],
  travel: ['videsh', 'vides', 'yatra', 'safar', 'pardes', 'विदेश', 'यात्रा', 'सफर', 'परदेस', 'वीजा'],
  growth: ['adhyatm', 'adhyatmik', 'moksh', 'bhakti', 'अध्यात्म*', 'आध्यात्म*', 'मोक्ष', 'भक्ति', 'धर्म', 'साधना'],
  career: [
    'naukri',
    'nokri',
    'naukari',
    'kaam',
    'karobar',
    'vyapar',
    'vyapaar',
    'vyavsay',
    'dhandha',
    'rozgar',
    'rojgar',
    'tarakki',
    'taraki',
    'pesha',
    'नौकरी',
    'काम',
    'कारोबार',
    'व्यापार',
    'व्यवसाय',
    'धंधा',
    'रोजगार',
    'पदोन्नति',
    'तरक्की',
    'करियर',
    'कैरियर',
    'पेशा',
  ],
  /** A time frame alone ("इस साल क्या होगा") asks about transits, as in English. */
  timeFrame: ['is saal', 'iss saal', 'agle saal', 'is varsh', 'इस साल', 'अगले साल', 'इस वर्ष', 'अगले वर्ष'],
} as const;

/** Words that ask "when" or "how long" (the classifier's timing cue). */
/** Words asking "when" an event comes (a window, not the running dasha). */
export const HINDI_WHEN_WORDS = ['kab', 'kis saal', 'kis umar', 'kis umr', 'कब', 'किस साल', 'किस वर्ष', 'किस उम्र', 'कितने साल में'];
/** Asking for more on the same subject ("और बताइए"). */
export const HINDI_MORE_WORDS = [
  'aur batao',
  'aur bataiye',
  'aur bataen',
  'vistar se',
  'और बताइए',
  'और बताइये',
  'और बताओ',
  'और बताएं',
  'और बताएँ',
  'विस्तार से',
  'और विस्तार',
  'आगे बताइए',
  'आगे बताओ',
];
/** Words that tie a question to the visitor or the chart (a question without them and without a topic is off-topic). */
export const HINDI_PERSONAL_WORDS = [
  'main',
  'mera',
  'meri',
  'mere',
  'mujhe',
  'mujhko',
  'hum',
  'hamara',
  'kundli',
  'kundali',
  'bhavishya',
  'namaste',
  'मैं',
  'मेरा',
  'मेरी',
  'मेरे',
  'मुझे',
  'मुझको',
  'हम',
  'हमारा',
  'कुंडली',
  'कुण्डली',
  'जन्मपत्री',
  'भविष्य',
  'नमस्ते',
  'राशि',
  'लग्न',
  'ग्रह',
  'ज्योतिष',
  'भाग्य',
  'किस्मत',
];

export const HINDI_TIMING_WORDS = ['kab', 'kab tak', 'kitne', 'samay', 'कब', 'कब तक', 'कितने', 'समय', 'अवधि', 'चल रही', 'खत्म', 'समाप्त'];
/** Words that name a dasha period. */
export const HINDI_DASHA_WORDS = ['dasha', 'mahadasha', 'antardasha', 'दशा', 'महादशा', 'अंतर्दशा', 'अन्तर्दशा', 'प्रत्यंतर*'];

/** Other names people type for each graha, beside its Hindi name in the vocabulary. */
const GRAHA_HINDI_ALIASES: Record<Graha, readonly string[]> = {
  Sun: ['surya', 'suraj', 'ravi', 'सूरज', 'रवि'],
  Moon: ['chandra', 'chand', 'chandrama', 'चन्द्र', 'चांद', 'चंद्रमा'],
  Mars: ['mangal', 'मंगल'],
  Mercury: ['budh', 'बुध'],
  Jupiter: ['guru', 'brihaspati', 'brahaspati', 'बृहस्पति'],
  Venus: ['shukra', 'shukr', 'शुक्र'],
  Saturn: ['shani', 'sani', 'शनि', 'शनिदेव'],
  Rahu: ['rahu', 'राहु'],
  Ketu: ['ketu', 'केतु'],
};

/** Each graha's Hindi pattern: its vocabulary name and the aliases. */
export const HINDI_GRAHA_PATTERNS: readonly [Graha, RegExp][] = GRAHAS.map((g) => [
  g,
  wordsPattern([GRAHA_NAMES[g].name.hi, ...GRAHA_HINDI_ALIASES[g]]),
]);

/** House ordinals 1–12 as Hindi speakers write them before भाव/घर (direct, oblique and Sanskrit forms). */
const HOUSE_ORDINALS: readonly (readonly string[])[] = [
  ['पहला', 'पहले', 'प्रथम', 'pehla', 'pahla', 'pehle'],
  ['दूसरा', 'दूसरे', 'द्वितीय', 'doosra', 'dusra', 'dusre'],
  ['तीसरा', 'तीसरे', 'तृतीय', 'teesra', 'tisra', 'tisre'],
  ['चौथा', 'चौथे', 'चतुर्थ', 'chautha', 'chauthe'],
  ['पांचवां', 'पांचवें', 'पांचवे', 'पंचम', 'panchva', 'panchve', 'panchven'],
  ['छठा', 'छठे', 'षष्ठ', 'chhatha', 'chhathe', 'chhate'],
  ['सातवां', 'सातवें', 'सातवे', 'सप्तम', 'saatva', 'satve', 'satven', 'saatven'],
  ['आठवां', 'आठवें', 'आठवे', 'अष्टम', 'aathva', 'athve', 'aathven'],
  ['नौवां', 'नौवें', 'नौवे', 'नवम', 'nauva', 'nauve', 'nauven'],
  ['दसवां', 'दसवें', 'दसवे', 'दशम', 'dasva', 'dasve', 'dasven'],
  ['ग्यारहवां', 'ग्यारहवें', 'ग्यारहवे', 'एकादश', 'gyarahva', 'gyarahve', 'gyarahven'],
  ['बारहवां', 'बारहवें', 'बारहवे', 'द्वादश', 'barahva', 'barahve', 'barahven'],
];
const HOUSE_WORD = '(?:भाव|घर|bhav|bhaav|ghar)';
const HOUSE_ORDINAL_PATTERNS = HOUSE_ORDINALS.map(
  (words) => new RegExp(`(?<!${LETTER})(?:${alternation(words)})\\s*${HOUSE_WORD}(?!${LETTER})`, 'u'),
);

/** The house (1–12) named in a Hindi question ("दसवें भाव", "10वें घर", "7 bhav", "dasven ghar"), or null. */
export function hindiHouseNamedIn(normalized: string): number | null {
  const numeric = new RegExp(`(?<![0-9])(1[0-2]|[1-9])\\s*(?:वें|वां|वा|वे|ve|va|th|st|nd|rd)?\\s*${HOUSE_WORD}(?!${LETTER})`, 'u').exec(
    normalized,
  );
  if (numeric) return Number(numeric[1]);
  const index = HOUSE_ORDINAL_PATTERNS.findIndex((pattern) => pattern.test(normalized));
  return index < 0 ? null : index + 1;
}
