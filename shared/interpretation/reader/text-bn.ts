/**
 * The built-in reader in Bengali: the same `ReaderText` as the English (text.ts), so no sentence
 * can be missing. Names come from the Bengali vocabulary and panchang books; the significations,
 * remedies and gem words below are the Bengali of grahas.ts, houses.ts and the gemstone table.
 * Yogas are named by the catalogue's Sanskrit name in Bengali script, with the rule and why it
 * holds here from the yoga section's Bengali (../yoga-text/yoga-text-bn.ts).
 */
import type { PredictionNature } from '../../model/chart';
import type { Dignity } from '../../vocabulary/dignity';
import { LIST_WORDS_BN } from '../format-bn';
import { DIGNITY_STRENGTH_BN, GRAHA_REMEDIES_BN, GRAHA_THEMES_BN } from '../grahas-bn';
import { HOUSE_SIGNIFICATIONS_BN } from '../houses-bn';
import { LIFE_AREA_TITLES_BN } from '../life-area-titles-bn';
import { readerNames, regionalWords, type RegionalReaderWords } from './regional-words';
import type { OtherTopic, ReaderText } from './text';

const W: RegionalReaderWords = {
  locale: 'bn',
  grahaThemes: GRAHA_THEMES_BN,
  houseThemes: HOUSE_SIGNIFICATIONS_BN.map((h) => h.themes),
  remedies: GRAHA_REMEDIES_BN,
  strength: DIGNITY_STRENGTH_BN,
  gems: {
    Sun: { stone: 'চুনি (মাণিক্য)', metal: 'সোনা', finger: 'অনামিকা' },
    Moon: { stone: 'মুক্তা', metal: 'রুপো', finger: 'কনিষ্ঠা' },
    Mars: { stone: 'প্রবাল', metal: 'সোনা বা তামা', finger: 'অনামিকা' },
    Mercury: { stone: 'পান্না', metal: 'সোনা', finger: 'কনিষ্ঠা' },
    Jupiter: { stone: 'পোখরাজ', metal: 'সোনা', finger: 'তর্জনী' },
    Venus: { stone: 'হীরা', metal: 'রুপো বা প্ল্যাটিনাম', finger: 'মধ্যমা' },
    Saturn: { stone: 'নীলা', metal: 'রুপো বা পঞ্চধাতু', finger: 'মধ্যমা' },
    Rahu: { stone: 'গোমেদ', metal: 'রুপো', finger: 'মধ্যমা' },
    Ketu: { stone: 'বৈদূর্যমণি', metal: 'রুপো', finger: 'কনিষ্ঠা' },
  },
  ...LIST_WORDS_BN,
  span: (start, end) => `${start} থেকে ${end}`,
};

const { G, S, N, term, ord, list, grahaList, period, dignity, dignityName, themes, phase, yogaName, gemDay } = regionalWords(W);
/** Bengali genitive: -র after a vowel, -এর (ের) after a consonant (সূর্যের, শনির). */
const of = (word: string) => (/[\u09BE-\u09CC]$/u.test(word) ? `${word}র` : `${word}ের`);
/** Bengali locative: -য় after আ/ও, -তে after the other vowels, -ে after a consonant (সোনায়, তর্জনীতে, রবিবারে). */
const at = (word: string) => (/[\u09BE\u09CB]$/u.test(word) ? `${word}য়` : /[\u09BF-\u09CC]$/u.test(word) ? `${word}তে` : `${word}ে`);
/** "দশম ভাব", "দশম ভাবে". */
const H = (n: number) => `${ord(n)} ভাব`;
const Hin = (n: number) => `${ord(n)} ভাবে`;
const Hs = (ns: readonly number[]) => `${list(ns.map(ord))} ভাব`;

const AREA_TITLES = LIFE_AREA_TITLES_BN;
const OTHER_TITLES: Record<OtherTopic, string> = {
  timing: 'সময় (বিংশোত্তরী দশা)',
  transits: 'বর্তমান গোচর',
  gemstone: 'রত্ন',
  remedies: 'প্রতিকার',
  offTopic: 'আপনার কোষ্ঠী প্রসঙ্গে',
  planet: 'গ্রহ',
  house: 'ভাব',
  general: 'এক নজরে আপনার কোষ্ঠী',
};
const NATURE: Record<PredictionNature, string> = { good: 'শুভ', mixed: 'মিশ্র', challenging: 'প্রতিকূল' };
const MD = term('mahadasha');
const AD = term('antardasha');
const roleWhy = (role: string) => (role === 'lagna-lord' ? 'আপনার লগ্নাধিপতি' : role === 'yogakaraka' ? 'আপনার যোগকারক' : 'ত্রিকোণের অধিপতি');
const flags = (retrograde: boolean, combust: boolean) =>
  [retrograde ? term('retrograde') : '', combust ? `${term('combust')} (সূর্যের কাছে)` : ''].filter(Boolean);

/** The reader in Bengali. */
export const READER_TEXT_BN: ReaderText = {
  ...readerNames(W, AREA_TITLES, OTHER_TITLES, NATURE),

  builtInNotice: '_অন্তর্নির্মিত পাঠক: কোনো এআই মডেল সেট করা নেই, তাই এই উত্তর সরাসরি আপনার গণনা করা কোষ্ঠী থেকে লেখা।_',
  noChart: 'আপনার কোষ্ঠী পড়তে আপনার জন্মের তথ্য (তারিখ, সময় ও স্থান) দরকার। অনুগ্রহ করে মূল পাতায় সেগুলি দিন।\n',
  headings: {
    houses: '**ভাব**',
    significators: '**কারক গ্রহ**',
    yogas: '**যোগ**',
    timing: '**সময়**',
    lifeAreas: '**জীবনের ক্ষেত্র**',
    dashaAndTransits: '**দশা ও গোচর**',
  },
  transitsIn: (year) => `**${year} সালের গোচর**`,
  signChangesIn: (year) => `**${year} সালে রাশি পরিবর্তন**`,
  titlePlanet: (graha, house) => `${graha ? G(graha) : 'গ্রহ'}${house ? ` ও আপনার ${H(house)}` : ''}`,
  titleHouse: (house) => `আপনার ${H(house)}`,
  titleGrahaPeriods: (graha) => `${of(G(graha))} দশা`,

  naturalSignificatorOf: (g) => `${of(W.grahaThemes[g])} নৈসর্গিক কারক`,
  significatorOf: (g) => `${of(W.grahaThemes[g])} কারক`,
  houseLord: (house) => `${of(H(house))} অধিপতি`,

  houseLine: (h) =>
    `- **${H(h.house)}** (${themes(h.house)}): ${S(h.sign)} রাশি, অধিপতি **${G(h.lord)}**, যিনি আপনার ${Hin(h.lordInHouse)} আছেন।` +
    ` এখানে থাকা গ্রহ: ${grahaList(h.occupants)}।${h.aspectedBy.length ? ` এর উপর দৃষ্টি: ${grahaList(h.aspectedBy)}।` : ''}`,
  lordInOwnHouse: (house) =>
    `  - ${of(H(house))} অধিপতি নিজের ভাবেই আছেন: ${themes(house)} আপনার নিজের হাতে থাকে — জীবনের এই ক্ষেত্র স্বনির্ভর ও সুরক্ষিত।`,
  lordLinks: (house, lordIn) =>
    `  - ${of(H(house))} অধিপতি ${Hin(lordIn)} আছেন: ইনি ${themes(house)}কে ${of(themes(lordIn))} সঙ্গে যুক্ত করেন।`,
  occupant: (graha, house) => `  - ${G(graha)} ${Hin(house)}: জীবনের এই ক্ষেত্রে ${W.grahaThemes[graha]} নিয়ে আসেন।`,
  grahaLine: (p) => {
    const f = flags(p.retrograde, p.combust);
    return (
      `- **${G(p.graha)}** (${p.role}) ${S(p.sign)} রাশিতে ${p.degree}-এ, আপনার ${Hin(p.house)}, ${dignity(p.dignity)}${f.length ? `, ${f.join(', ')}` : ''}` +
      `${p.ruled.length ? `; ইনি আপনার ${of(Hs(p.ruled))} অধিপতি` : ''}।`
    );
  },
  yogaLine: (y) =>
    `- **${yogaName(y)}** (${NATURE[y.nature]}): ${y.reason ? `${y.condition}। এখানে: ${y.reason}` : 'আপনার কোষ্ঠীতে এই যোগ আছে।'}`,
  noRunningDasha: '- চলতি দশা জানতে আজকের তারিখ দরকার, যা এই পাঠে দেওয়া হয়নি।',
  runningDasha: (md, ad) =>
    `- এখন চলছে: **${G(md.lord)} ${MD}** (${md.start} থেকে ${md.end}), **${G(ad.lord)} ${AD}** (${ad.start} থেকে ${ad.end})।`,
  transitOverHouse: (planet, sign, degree, house) =>
    `- ${G(planet)} ${S(sign)} রাশিতে ${degree}-এ গোচর করছেন, আপনার ${Hin(house)} (${themes(house)})।`,
  ingress: (date, planet, sign, retrograde) =>
    `- ${date}: ${G(planet)} ${S(sign)} রাশিতে প্রবেশ করছেন${retrograde ? ` (${term('retrograde')})` : ''}।`,

  manglik: (state, description) =>
    `- মাঙ্গলিক (কুজ) দোষ: ${state === 'absent' ? 'আপনার কোষ্ঠীতে নেই' : state === 'cancelled' ? 'আছে, তবে খণ্ডিত হয়েছে' : 'আছে'}${description ? ` — ${description}` : '।'}`,
  periodsToWatch: (house, lord, periods) =>
    `- যে সময়গুলি আপনার ${H(house)}কে সামনে আনে (এর অধিপতি ${G(lord)}, এখানে থাকা গ্রহ ও কারক): ` +
    periods.map((p) => `${p.label} ${p.start} থেকে ${p.end}`).join('; ') +
    '।',
  lordOwnMahadasha: (house, p) => `- ${of(H(house))} অধিপতির নিজের ${MD}: ${period(p)}।`,

  mahadashaRunning: (g, md, yearsLeft) =>
    `- আপনার **${G(g)} ${MD}** এখন চলছে: শুরু হয়েছে ${md.start} তারিখে, **শেষ হবে ${md.end} তারিখে** (আজ থেকে প্রায় ${yearsLeft} বছর)।`,
  mahadashaComing: (g, md) => `- আপনার **${G(g)} ${MD}** এখনও শুরু হয়নি: চলবে **${md.start} থেকে ${md.end}** পর্যন্ত।`,
  mahadashaOver: (g, md, todayKnown) =>
    `- আপনার **${G(g)} ${MD}** চলেছিল ${md.start} থেকে **${md.end}** পর্যন্ত${todayKnown ? ' (শেষ হয়ে গেছে)' : ''}।`,
  antardashaWithin: (mdLord, g, p, past) =>
    `- আপনার বর্তমান ${G(mdLord)} ${of(MD)} মধ্যে **${G(mdLord)}–${G(g)} ${AD}** ${p.start} থেকে ${p.end} পর্যন্ত ${past ? 'চলেছিল' : 'চলবে'}।`,
  sadeSatiTiming: (moonSign, active, p) =>
    `- ${term('sadeSati')} (আপনার চন্দ্ররাশি ${of(S(moonSign))} উপর শনির সাড়ে সাত বছরের গোচর): ${active ? `এখন সক্রিয়, ${phase(p)} পর্ব` : 'এখন সক্রিয় নয়'}।`,
  pratyantardasha: (p) => `- ${term('pratyantardasha')}: ${period(p)}।`,
  nextAntardashas: (items) => `- পরের ${AD}: ${items.map((a) => `${a.label} ${a.start} থেকে`).join('; ')}।`,
  comingMahadashas: (periods) => `- আসন্ন ${MD}: ${periods.map(period).join('; ')}।`,
  placementNote: (graha, house, asked) =>
    `- লক্ষ করুন: আপনার কোষ্ঠীতে ${G(graha)} আছেন আপনার **${Hin(house)}**, ${Hin(asked)} নয়। নিচে আপনার আসল অবস্থানের অর্থ।`,
  placementLine: (graha, house) => `- ${G(graha)} ${Hin(house)} (${themes(house)}): জীবনের এই ক্ষেত্রে ${W.grahaThemes[graha]} নিয়ে আসেন।`,
  signLine: (graha, sign) => `- ${G(graha)} ${S(sign)} রাশিতে আছেন।`,
  nakshatraLine: (nakshatra, pada, navamsa) =>
    `- ${term('nakshatra')}: ${N(nakshatra)} (${term('pada')} ${pada}); নবাংশ (D9) রাশি: ${S(navamsa)}।`,
  rulesInto: (ruled, house) => `- আপনার ${of(H(ruled))} অধিপতি হিসেবে ইনি ${themes(ruled)} ${Hin(house)} নিয়ে আসেন।`,
  aspects: (houses) => `- ইনি আপনার ${at(Hs(houses))} দৃষ্টি দেন এবং নিজের স্বভাবে ${houses.length > 1 ? 'সেগুলিকে' : 'সেটিকে'} রাঙান।`,
  transitToday: (graha, sign, degree, house) => `- আজ ${G(graha)} ${S(sign)} রাশিতে ${degree}-এ গোচর করছেন, আপনার ${Hin(house)}।`,
  noTransits: '- গোচরের জন্য আজকের তারিখ দরকার, যা এই পাঠে দেওয়া হয়নি।',
  positionsOn: (date) => `${date} তারিখে গ্রহের অবস্থান:`,
  transitPosition: (p) =>
    `- **${G(p.planet)}** ${S(p.sign)} ${p.degree}${p.retrograde ? ` (${term('retrograde')})` : ''}: আপনার ${H(p.houseFromLagna)} (${themes(p.houseFromLagna)}), চন্দ্র থেকে ${ord(p.houseFromMoon)}।`,
  noSignChanges: (year) => `- শনি, বৃহস্পতি, রাহু ও কেতু ${year} সাল জুড়ে নিজ নিজ রাশিতেই থাকবেন।`,
  sadeSatiTransits: (active, p) =>
    `- ${term('sadeSati')}: ${active ? `সক্রিয় (${phase(p)} পর্ব) — ধৈর্য ও নিয়মিত পরিশ্রম ফল দেয়` : 'সক্রিয় নয়'}।`,
  remedyReasonAsked: 'আপনি এ বিষয়ে জানতে চেয়েছেন',
  remedyReasonMahadasha: (end) => `আপনার চলতি ${of(MD)} অধিপতি (${end} পর্যন্ত)`,
  remedyReasonAntardasha: (end) => `আপনার চলতি ${of(AD)} অধিপতি (${end} পর্যন্ত)`,
  remedyReasonWeak: (d: Dignity, combust, sign) => `${S(sign)} রাশিতে ${dignityName(d)}${combust ? `, ${term('combust')}` : ''}`,
  remedyLine: (graha, why) => `- **${G(graha)}** (${why}): ${W.remedies[graha]}।`,
  gemstones: '- রত্ন শক্তিশালী প্রতিকার: যোগ্য জ্যোতিষীকে পুরো কোষ্ঠী দেখিয়ে তবেই রত্ন ধারণ করুন।',

  windowFirst: (w, area) => {
    const ad = G(w.antardasha);
    const why =
      w.role.kind === 'rules'
        ? `${ad} আপনার ${of(H(w.role.house))} অধিপতি`
        : w.role.kind === 'occupies'
          ? `${ad} আপনার ${Hin(w.role.house)} আছেন`
          : `${ad} ${of(AREA_TITLES[area])} নৈসর্গিক কারক`;
    const jupiter =
      w.jupiter && w.role.kind !== 'karaka'
        ? `, আর বৃহস্পতি ${S(w.jupiter.sign)} রাশিতে গোচর করে সেই ভাব${w.jupiter.how === 'occupies' ? 'ে থাকেন' : 'কে দেখেন'}`
        : ' — আজ থেকে এটিই প্রথম সময় যা একে সামনে আনে';
    return `**সবচেয়ে সম্ভাব্য সময় ${w.first} থেকে ${w.last}**, কারণ তখন ${G(w.mahadasha)}–${ad} দশা (${w.period.start} থেকে ${w.period.end}) চলে — ${why}${jupiter}। ভিত্তি নিচে দেওয়া হল।`;
  },
  noWindow: (area) =>
    `আগামী কয়েক দশকে ${of(AREA_TITLES[area])} কারক বা অধিপতি গ্রহের কোনো দশা নেই, তাই কোষ্ঠী কোনো স্পষ্ট সময় দেখায় না; ভিত্তি নিচে দেওয়া হল।`,

  gemOffered: (g, role, houses) => {
    const gem = W.gems[g];
    return `- **${gem.stone}** — **${of(G(g))}** জন্য, যিনি ${roleWhy(role)} (আপনার ${of(Hs(houses))} অধিপতি): ${at(gem.metal)} বসিয়ে ডান হাতের ${at(gem.finger)}, প্রথমবার ${at(gemDay(g))} পরবেন।`;
  },
  gemBarred: (g, role, barred) =>
    `- ${W.gems[g].stone} নয়: ${G(g)} ${roleWhy(role)}, কিন্তু আপনার ${of(Hs(barred))}ও অধিপতি, তাই এঁর রত্ন সেই ভাবগুলিকেও বল দেবে।`,
  gemAvoid: (items) =>
    `- এগুলি এড়িয়ে চলুন: ${list(items.map((i) => `${W.gems[i.graha].stone} (${G(i.graha)}, আপনার ${of(Hs(i.houses))} অধিপতি)`))} — ষষ্ঠ, অষ্টম ও দ্বাদশ ভাবের অধিপতিদের রত্ন।`,
  gemNone:
    '- আপনার লগ্নাধিপতি, যোগকারক বা ত্রিকোণাধিপতিদের কেউই ষষ্ঠ, অষ্টম বা দ্বাদশ ভাবের আধিপত্য থেকে মুক্ত নন: কোনো রত্ন সুপারিশ করা হচ্ছে না; নিচের মন্ত্র বেশি নিরাপদ।',
  gemCautions: [
    '- সতর্কতা: রত্ন তার গ্রহকে ভালো-মন্দ দুই দিকেই বল দেয়, তাই যোগ্য জ্যোতিষীকে পুরো কোষ্ঠী দেখিয়ে তবেই পরবেন, প্রাকৃতিক ও অপরিশোধিত রত্ন নেবেন, আর কয়েক সপ্তাহ পরখ করে তবেই ধারণ করে রাখবেন।',
    '- শত্রু গ্রহের রত্ন একসঙ্গে পরবেন না (চুনি বা প্রবালের সঙ্গে নীলা বা গোমেদ; হীরার সঙ্গে চুনি বা মুক্তা)।',
  ],
  gemNeedsTime:
    '- রত্ন বেছে নেওয়া হয় লগ্ন ও ভাবাধিপতিদের থেকে, যার জন্য জন্মসময় দরকার; তা ছাড়া কোনো রত্ন নিরাপদে সুপারিশ করা যায় না। নিচের প্রতিকারগুলি জন্মসময়ের উপর নির্ভর করে না।',

  moreHeading: (about) => `${about} — আরও এক স্তর গভীরে:`,
  moreNext: (done, next) => `${of(done)} কথা শেষ হল। এবার ${next}:`,
  navamsaLine: (g, role, navamsa, d9) =>
    `- নবাংশে (D9, অন্তর্নিহিত বল ও বিবাহের কোষ্ঠী) ${G(g)} (${role}) ${S(navamsa)} রাশিতে আছেন${d9 ? `, ${d9}` : ''}।`,
  nakshatraLordLine: (g, nakshatra, pada, lord) =>
    `- ${G(g)} ${N(nakshatra)} নক্ষত্রে (${term('pada')} ${pada}) আছেন, যার অধিপতি ${G(lord)}: ${of(G(lord))} দশা ${of(G(g))} ফলকে রাঙায়।`,
  laterPeriods: (about, periods) =>
    `- ${of(about)} জন্য পরের সময়গুলি: ${periods.map((p) => `${p.label} ${p.start} থেকে ${p.end}`).join('; ')}।`,

  offTopic:
    'আমি শুধু আপনার জন্মকোষ্ঠী সংক্রান্ত প্রশ্নের উত্তর দিই, তাই এ বিষয়ে সাহায্য করতে পারছি না। জিজ্ঞেস করতে পারেন: “আমার বিয়ে কবে হবে?”, “২০২৭ সালে আমার কর্মজীবন কেমন যাবে?”, “কোন রত্ন পরা উচিত?”, “আগামী বছর কি বাড়ি কিনব?” বা “শনির দশা কী দেবে?”',
  noBirthTime: (moonSign) =>
    `_আপনার জন্মসময় জানা নেই, তাই লগ্ন ও ভাব জানা যায় না: সেগুলি কয়েক মিনিটেই বদলায়। এই উত্তর কেবল সময়-নিরপেক্ষ তথ্যের উপর দাঁড়িয়ে: গ্রহের রাশি ও নক্ষত্র, গ্রহযোগ, দশা এবং আপনার চন্দ্ররাশি ${of(S(moonSign))} উপর গোচর।_`,
  lagnaUnknownLine: `- **${term('lagna')}**: অজানা — জন্মসময় দেওয়া হয়নি।`,
  manglikNeedsTime: '- মাঙ্গলিক (কুজ) দোষ লগ্ন থেকে দেখা হয়, যার জন্য জন্মসময় দরকার: এখানে তা বলা যাচ্ছে না।',
  grahaSignLine: (p) => {
    const f = flags(p.retrograde, p.combust);
    return `- **${G(p.graha)}** (${p.role}) ${S(p.sign)} রাশিতে ${p.degree}-এ, ${dignity(p.dignity)}${f.length ? `, ${f.join(', ')}` : ''}; নক্ষত্র ${N(p.nakshatra)} (${term('pada')} ${p.pada})।`;
  },
  planetSignTable: (rows) => [
    '| গ্রহ | রাশি | অংশ | নক্ষত্র |',
    '|---|---|---|---|',
    ...rows.map((p) => `| ${G(p.planet)} | ${S(p.sign)} | ${p.degree} | ${N(p.nakshatra)} |`),
  ],
  transitSign: (planet, sign, degree) => `- ${G(planet)} ${S(sign)} রাশিতে ${degree}-এ গোচর করছেন।`,

  lagnaLine: (sign, degree, lord, lordHouse) =>
    `- **${term('lagna')}**: ${S(sign)} ${degree}; লগ্নাধিপতি ${G(lord)} আপনার ${Hin(lordHouse)} আছেন।`,
  moonLine: (moonSign, nakshatra) => `- **চন্দ্ররাশি**: ${S(moonSign)}, জন্মনক্ষত্র ${N(nakshatra)}।`,
  planetTable: (rows) => [
    '| গ্রহ | রাশি | অংশ | ভাব |',
    '|---|---|---|---|',
    ...rows.map((p) => `| ${G(p.planet)} | ${S(p.sign)} | ${p.degree} | ${p.house} |`),
  ],
  areaLine: (area, h) =>
    `- ${AREA_TITLES[area]}: ${H(h.house)} ${S(h.sign)}, অধিপতি ${G(h.lord)} ${Hin(h.lordInHouse)}${h.occupants.length ? `, সঙ্গে ${h.occupants.map(G).join(', ')}` : ''}।`,
  transitOverview: (planet, house, year, sign, degree) =>
    `- ${year} সালে ${G(planet)} আপনার ${Hin(house)} গোচর করছেন (${S(sign)} ${degree})।`,
  sadeSatiOverview: (active, p) => `- ${term('sadeSati')}: ${active ? `সক্রিয় (${phase(p)} পর্ব)` : 'সক্রিয় নয়'}।`,
  askAbout:
    'কর্মজীবন, বিবাহ, স্বাস্থ্য, অর্থ, শিক্ষা, সন্তান, ভ্রমণ, আধ্যাত্মিক বিকাশ, দশার সময়, গোচর, প্রতিকার বা যেকোনো গ্রহ বা ভাব সম্পর্কে জিজ্ঞেস করুন।',
};
