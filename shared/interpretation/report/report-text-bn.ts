/**
 * The Kundali report in Bengali: the same `ReportText` as the English (report-text.ts), so no
 * sentence can be missing. Written for a Bengali reader in the words of the panjikas and of the
 * built-in reader (লগ্ন, ভাব, রাশি, অধিপতি, উচ্চ, নীচ, দৃষ্টি, যুতি, কারক, মহাদশা), with the grahas
 * spoken of respectfully (ইনি, আছেন), as Bengali jyotish writes; not translated word for word.
 * Names come from the vocabulary books (regional-report.ts); the significations, sign natures and
 * placement notes from the Bengali tables (grahas-bn.ts, houses-bn.ts, signs-bn.ts, the -bn notes).
 */
import type { Graha } from '../../vocabulary/graha';
import { formatDegreesDms, isoDatePart } from '../format';
import { LIST_WORDS_BN } from '../format-bn';
import { DIGNITY_STRENGTH_BN, GRAHA_THEMES_BN } from '../grahas-bn';
import { houseMeaningBn, houseThemesBn } from '../houses-bn';
import type { LifeAreaId } from '../life-areas';
import { HOUSE_NOTES_BN } from '../placement-house-notes-bn';
import type { HouseTone, SignDignity } from '../placement-kinds';
import { SIGN_NOTES_BN } from '../placement-sign-notes-bn';
import { SIGN_NATURES_BN, signNatureBn } from '../signs-bn';
import { placementParts, regionalReportHelpers, regionalReportNames, type RegionalReportWords } from './regional-report';
import type { ReportText } from './report-text';

const W: RegionalReportWords = {
  locale: 'bn',
  list: LIST_WORDS_BN,
  strength: DIGNITY_STRENGTH_BN,
  sunrise: 'সূর্যোদয়',
  sunset: 'সূর্যাস্ত',
  noInstant: 'সেদিন হয় না (মেরু অঞ্চলের একটানা দিন বা রাত)',
};
const { G, S, Si, N, term, ord, list, grahaList, dignity, dignityName, yogaName, bindusList } = regionalReportHelpers(W);
const MD = term('mahadasha');
/** Bengali genitive: -র after a vowel sign, -এর (ের) after a consonant (শনির, চন্দ্রের, দশম ভাবের). */
const of = (word: string) => (/[\u09BE-\u09CC]$/u.test(word) ? `${word}র` : `${word}ের`);
/** "দশম ভাব", "দশম ভাবে". */
const H = (n: number) => `${ord(n)} ভাব`;
const Hin = (n: number) => `${ord(n)} ভাবে`;
const Hs = (ns: readonly number[]) => `${list(ns.map(ord))} ভাব`;

const HOUSE_TONE_BN: Record<HouseTone, string> = {
  'benefic in kendra or trikona': 'কেন্দ্র বা ত্রিকোণ ভাবে শুভ গ্রহ: জীবনের এই ক্ষেত্রটি বিকশিত হয়, আর গ্রহ যা দেন তা এখানে সহজেই আসে।',
  'benefic in dusthana':
    'দুঃস্থানে (ষষ্ঠ, অষ্টম বা দ্বাদশ ভাবে) শুভ গ্রহ: এই ক্ষেত্রের সমস্যাগুলিকে ইনি নরম করেন, তবে এঁর নিজের দানের কিছুটা সমস্যা মেটাতেই খরচ হয়ে যায়।',
  'benefic elsewhere': 'ধন, পরাক্রম বা লাভের ভাবে শুভ গ্রহ: এঁর গুণে শান্ত, স্থির লাভ আসে।',
  'malefic in upachaya': 'উপচয় ভাবে পাপগ্রহ: এখানে পরিশ্রম, অধ্যবসায় আর সুস্থ প্রতিযোগিতা সময়ের সঙ্গে ফল দেয়।',
  'malefic in 10th': 'কোষ্ঠীর শীর্ষে, দশম ভাবে পাপগ্রহ: কাজে উদ্যম ও পরিচিতি, সঙ্গে সমান চাপ ও দায়িত্ব।',
  'malefic in 8th or 12th': 'গোপন বা ক্ষয়ের ভাবে পাপগ্রহ: চাপ, ক্ষতি আর হঠকারী সিদ্ধান্ত থেকে সাবধান থাকুন; গভীরতা ও সহনশক্তি এর পুরস্কার।',
  'malefic elsewhere': 'ব্যক্তিজীবনের ভাবে পাপগ্রহ: এখানে ইনি শক্তি ও তীব্রতা আনেন, সঙ্গে কিছু সংঘাতও, যা কাছের মানুষদের সঙ্গে ধৈর্য চায়।',
};

const SIGN_DIGNITY_BN: Record<SignDignity, string> = {
  exalted: 'এখানে ইনি উচ্চস্থ, নিজের সেরা অবস্থায়: এঁর গুণ স্পষ্ট ও অকৃপণভাবে প্রকাশ পায়।',
  moolatrikona: 'এটি এঁর মূলত্রিকোণ রাশি, যেন এঁর নিজের কার্যালয়: এখানে ইনি কর্তৃত্ব ও উদ্দেশ্য নিয়ে কাজ করেন।',
  own: 'ইনি স্বক্ষেত্রে, নিজের ঘরে আছেন: নির্ভরযোগ্য, আত্মবিশ্বাসী ও নিজের স্বভাবে অটল।',
  friend: 'ইনি মিত্র রাশিতে আছেন এবং রাশির চাহিদার সঙ্গে ভালোভাবে তাল মেলান।',
  neutral: 'এই রাশি এঁর কাছে সম: ফল নির্ভর করে কোষ্ঠীর বাকি বিষয়ের উপর।',
  enemy: 'ইনি শত্রু রাশিতে আছেন: এঁর দান কিছুটা চেষ্টা বা অস্বস্তির মধ্যে দিয়ে আসে।',
  debilitated:
    'এখানে ইনি নীচস্থ, সবচেয়ে দুর্বল অবস্থায়: এঁর বিষয়গুলিতে সচেতন যত্ন দরকার, আর কোষ্ঠীর অন্য বিষয় (যেমন নীচভঙ্গ) এই দুর্বলতা শুধরে দিতে পারে।',
};

/** Life areas as a sentence names them ("আপনার কর্মজীবন বিষয়ে"). */
const AREA_SUBJECT_BN: Record<LifeAreaId, string> = {
  career: 'আপনার কর্মজীবন',
  relationships: 'আপনার বিবাহ ও সম্পর্ক',
  health: 'আপনার স্বাস্থ্য',
  finances: 'আপনার আর্থিক অবস্থা',
  property: 'আপনার সম্পত্তি ও বাড়ি',
  education: 'আপনার শিক্ষা',
  children: 'সন্তান',
  travel: 'ভ্রমণ ও বিদেশ',
  growth: 'আপনার আত্মিক বিকাশ',
};

const NATURE_BN = { good: 'শুভ', mixed: 'মিশ্র', challenging: 'প্রতিকূল' } as const;

const houseReadingBn = (graha: Graha, house: number, tone: HouseTone) => ({
  name: `${G(graha)} ${Hin(house)}`,
  description: `${G(graha)} নিয়ে আসেন ${GRAHA_THEMES_BN[graha]}; ${Hin(house)} তা মেশে এই ভাবের বিষয়ের সঙ্গে: ${houseThemesBn(house)}। ${HOUSE_NOTES_BN[graha][house - 1]} ${HOUSE_TONE_BN[tone]}`,
});

const signReadingBn = (graha: Graha, rasiIndex: number, dignity: SignDignity) => ({
  name: `${G(graha)} ${Si(rasiIndex)} রাশিতে`,
  description: `${Si(rasiIndex)} রাশিতে ${G(graha)} গ্রহের বিষয় (${GRAHA_THEMES_BN[graha]}) প্রকাশ পায় ${signNatureBn(rasiIndex)} রূপে। ${SIGN_NOTES_BN[graha][rasiIndex]} ${SIGN_DIGNITY_BN[dignity]}`,
});

/** The report in Bengali. */
export const REPORT_TEXT_BN: ReportText = {
  ...regionalReportNames(W),

  lagnaUnknown: 'অজ্ঞাত (জন্মসময় দেওয়া হয়নি)',
  disclaimer:
    'এই প্রতিবেদন গ্রহের জ্যোতির্বৈজ্ঞানিক অবস্থান আর প্রথাগত বৈদিক নিয়ম থেকে গণনা করে তৈরি। এটি আত্মচিন্তা ও বিনোদনের জন্য, পেশাদার পরামর্শের বিকল্প নয়; গুরুত্বপূর্ণ সিদ্ধান্তের আগে কোনো যোগ্য জ্যোতিষী এবং সংশ্লিষ্ট বিশেষজ্ঞের (চিকিৎসা, আইন বা অর্থ) পরামর্শ নিন।',
  houseMeaning: houseMeaningBn,
  signInfluence: (rasiIndex) => SIGN_NATURES_BN[rasiIndex]!.influence,
  composedInterpretation: (p) =>
    `${G(p.graha)} কারক: ${GRAHA_THEMES_BN[p.graha]}। ${S(p.rasi)} রাশিতে (${dignityName(p.dignity)}) আপনার ${Hin(p.house)} বসে ইনি রাঙিয়ে দেন এই বিষয়গুলি: ${houseThemesBn(p.house)}।`,
  ...placementParts(houseReadingBn, signReadingBn),

  sunInsight: (sun) => ({
    value: `${S(sun.rasi)} ${formatDegreesDms(sun.degreesInRasi)}`,
    text: `মূল ব্যক্তিত্ব: ${signNatureBn(sun.rasiIndex)}। ${G('Sun')} আছেন আপনার ${Hin(sun.house)}, তাই আপনার জীবনের লক্ষ্য প্রকাশ পায় এই বিষয়গুলিতে: ${houseThemesBn(sun.house)}।`,
  }),
  moonInsight: (moon, birthLord) => ({
    value: `${S(moon.rasi)}, ${N(moon.nakshatra)} ${term('nakshatra')}, ${term('pada')} ${moon.pada}`,
    text: `মন ও আবেগ: ${signNatureBn(moon.rasiIndex)}। আপনার জন্মনক্ষত্র ${N(moon.nakshatra)} বিংশোত্তরী দশার ক্রম ঠিক করে, যা শুরু হয় ${G(birthLord)} ${MD} দিয়ে।`,
  }),
  ascendantInsight: (lagna, lord, lordAt) => ({
    value: `${S(lagna.rasi)} ${formatDegreesDms(lagna.degreesInRasi)}`,
    text: `বাইরের ব্যক্তিত্ব ও জীবনের প্রতি দৃষ্টিভঙ্গি: ${signNatureBn(lagna.rasiIndex)}।${lordAt ? ` লগ্নাধিপতি ${G(lord)} আছেন আপনার ${Hin(lordAt.house)} (${S(lordAt.rasi)} রাশিতে)।` : ''}`,
  }),
  ascendantUnknown: {
    value: 'অজ্ঞাত',
    text: 'জন্মসময় ছাড়া লগ্ন আর ভাব জানা যায় না, তাই এখানে ভাব গোনা হয়েছে চন্দ্র থেকে (চন্দ্রলগ্নের কোষ্ঠী)।',
  },
  notableValue: 'বাধা ও সুযোগ',
  conjunction: (grahas, rasi, house) =>
    `${S(rasi)} রাশিতে (${Hin(house)}) ${grahaList(grahas)} একসঙ্গে আছেন: এই যুতিতে এঁদের ফল মিশে যায়, ভালো আর কঠিন দুই দিকেই।`,
  jupiterOnMoon: `আপনার ${of(G('Moon'))} উপর ${of(G('Jupiter'))} দৃষ্টি: মনের উপর রক্ষাকারী, আশা-জাগানো প্রভাব।`,
  saturnOnMoon: `আপনার ${of(G('Moon'))} উপর ${of(G('Saturn'))} দৃষ্টি: গাম্ভীর্য ও সহনশক্তি; নিয়মিত দিনচর্যায় মন ভালো থাকে।`,
  jupiterOnLagna: `আপনার লগ্নের উপর ${of(G('Jupiter'))} দৃষ্টি: ভালো বিচারবুদ্ধি আর গুরুজনের সাহায্য।`,
  marsOnLagna: `আপনার লগ্নের উপর ${of(G('Mars'))} দৃষ্টি: উদ্যম ও উৎসাহ, তবে তাড়াহুড়োয় লাগাম টানা দরকার।`,
  saturnOnLagna: `আপনার লগ্নের উপর ${of(G('Saturn'))} দৃষ্টি: জীবনের শুরুতেই দায়িত্ব, যা সহনশক্তি গড়ে তোলে।`,
  marsOnSeventh: `আপনার ${of(H(7))} উপর ${of(G('Mars'))} দৃষ্টি: অংশীদারিতে আবেগের জোর; ধৈর্য থাকলে তা গঠনমূলক থাকে।`,
  noNotableAspects: `${of(G('Moon'))} বা লগ্নের উপর কোনো ঘনিষ্ঠ যুতি বা বড় দৃষ্টি নেই: কোষ্ঠীর প্রভাবগুলি ছড়িয়ে আছে।`,

  areaSubject: (area) => AREA_SUBJECT_BN[area],
  moonChartNote: 'জন্মসময় জানা নেই বলে ভাব গোনা হয়েছে চন্দ্র থেকে; ভাবভিত্তিক কথাগুলি ইঙ্গিত হিসেবেই নিন।',
  areaLord: (house, lord, at, link, subject) => {
    const how =
      link === 'own house'
        ? `${subject} বিষয়ে স্বনির্ভর ও জোরালো ইঙ্গিত`
        : link === 'dusthana'
          ? `${subject} বিষয়ে সুফল আসে পরিশ্রম আর বাধা পেরিয়ে, এই পথে: ${houseThemesBn(at.house)}`
          : `ইনি ${subject} বিষয়টিকে যুক্ত করেন এগুলির সঙ্গে: ${houseThemesBn(at.house)}`;
    return `${of(H(house))} অধিপতি ${G(lord)} ${S(at.rasi)} রাশিতে আপনার ${Hin(at.house)} আছেন, ${dignity(at.dignity)}: ${how}।`;
  },
  noOccupants: (house, rasi, aspectedBy, subject) =>
    `আপনার ${Hin(house)} (${S(rasi)}) কোনো গ্রহ নেই: এর অধিপতি আর এর উপর দৃষ্টি দেওয়া গ্রহেরা${aspectedBy.length > 0 ? ` (${grahaList(aspectedBy)})` : ''} ${subject} বিষয়ের সুর বেঁধে দেন।`,
  occupants: (house, rasi, grahas, subject) =>
    `আপনার ${Hin(house)} (${S(rasi)}) ${grahaList(grahas)} সরাসরি ${subject} বিষয়টিকে গড়ে তোলেন।`,
  otherHouses: (houses, seats, subject) =>
    `আপনার ${Hs(houses)}ও ${subject} বিষয়ের সঙ্গে জড়িত: ${list(
      seats.map((s) => `${of(H(s.house))} অধিপতি ${G(s.lord)} আছেন আপনার ${Hin(s.lordHouse)}`),
    )}।`,
  karaka: (at, subject) =>
    `${subject} বিষয়ের একজন কারক ${G(at.graha)} ${S(at.rasi)} রাশিতে আপনার ${Hin(at.house)} আছেন, ${dignity(at.dignity)}${at.retrograde ? `; ইনি ${term('retrograde')}, তাই এঁর ফল আসে ভাবনাচিন্তার পরে` : ''}।`,
  areaYoga: (p) => {
    const kind = p.kind === 'dosha' ? term('dosha') : term('yoga');
    const grahas = p.relatedBody.grahas;
    const houses = p.relatedBody.houses;
    const made = grahas.length > 0 ? `${grahaList(grahas)} দিয়ে গঠিত এই ${kind}` : `এই ${kind}`;
    return `${yogaName(p)} (${NATURE_BN[p.nature]}): ${made} ${houses.length > 0 ? `আপনার ${of(Hs(houses))} সঙ্গে যুক্ত` : 'আপনার কোষ্ঠীতে আছে'}।`;
  },
  areaDasha: (lord, endIso, houses, subject) =>
    `আপনার চলতি ${G(lord)} ${MD} (${isoDatePart(endIso)} পর্যন্ত) আপনার ${of(Hs(houses))} সঙ্গে যুক্ত: এই সময় ${subject} বিষয়টিকে কেন্দ্রে নিয়ে আসে।`,

  sarvaReading: (strong, weak, strongMin, weakBelow) =>
    `বলবান ভাব (${strongMin} বা তার বেশি বিন্দু): ${bindusList(strong)}। দুর্বল ভাব (${weakBelow} বিন্দুর কম): ${bindusList(weak)}।`,
  shadbalaReading: (strong, weak) =>
    `নিজের ফল দিতে সক্ষম (প্রয়োজনীয় বলের সমান বা বেশি): ${grahaList(strong)}। প্রয়োজনীয় বলের চেয়ে কম, তাই এঁদের ফল আসে বেশি চেষ্টায়: ${grahaList(weak)}।`,
  bhavaBalaReading: (strongest, weakest) =>
    `ভাববল অনুযায়ী সবচেয়ে বলবান ভাব: ${list(strongest.map(ord))}। সবচেয়ে দুর্বল: ${list(weakest.map(ord))}।`,
  shadbalaParts: ['স্থানবল', 'দিগ্বল', 'কালবল', 'চেষ্টাবল', 'নৈসর্গিক বল', 'দৃক্‌বল'],
};
