/**
 * The match's sentences in Bengali: the same `MatchText` as the English (text.ts), so no sentence can be
 * missing. Graha, rasi, nakshatra, koota and attribute names come from the vocabulary (the Bengali book and the
 * Sanskrit names written in Bengali script); sentences keep an inserted name in its nominative, or add the
 * genitive by the one rule below.
 */
import type { NaturalRelation } from '../../model/chart';
import type { Cancellation } from '../../chart/yoga-evidence';
import type { Koota } from '../../vocabulary/matching-keys';
import { grahaName, type Graha } from '../../vocabulary/graha';
import { sanskritNameIn } from '../../vocabulary/localized';
import { RAJJU_NAMES, kootaName, matchDoshaName, poruthamName, verdictName } from '../../vocabulary/matching-names';
import { matchPersonName, type MatchPerson } from '../../vocabulary/match-person';
import { nakshatraNameOf } from '../../vocabulary/nakshatra';
import { rasiNameOf } from '../../vocabulary/rasi';
import { attributeValueName, termName } from '../../vocabulary/terms';
import type { MatchText } from './text';

const A = (value: string) => attributeValueName(value, 'bn');
const S = (rasi: string) => rasiNameOf(rasi, 'bn');
const N = (nakshatra: string) => nakshatraNameOf(nakshatra, 'bn');
const G = (graha: Graha) => grahaName(graha, 'bn');
const person = (p: MatchPerson) => matchPersonName(p, 'bn');
const list = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ও ${items[items.length - 1]}`;
/** Bengali genitive: -র after a vowel sign, -এর (ের) after a consonant (শনির, সূর্যের), as the reader writes it. */
const of = (word: string) => (/[\u09BE-\u09CC]$/u.test(word) ? `${word}র` : `${word}ের`);
/** A house's ordinal in figures, with the Bengali ordinal ending (1ম, 2য়, 4র্থ, 6ষ্ঠ, 11শ). */
const ORDINAL_ENDINGS = ['ম', 'য়', 'য়', 'র্থ', 'ম', 'ষ্ঠ', 'ম', 'ম', 'ম', 'ম', 'শ', 'শ'];
const ord = (n: number) => `${n}${ORDINAL_ENDINGS[n - 1] ?? 'তম'}`;
// Looked up when a sentence is written, not at import: the command line and the API load the vocabulary books after this module.
const RAJJU = () => poruthamName('rajju', 'bn');
const R = (r: keyof typeof RAJJU_NAMES) => sanskritNameIn(RAJJU_NAMES[r], 'bn');
const LAGNA = () => termName('lagna', 'bn');
const MARS = () => G('Mars');
const KENDRA = () => `${LAGNA()} বা ${G('Moon')} থেকে কেন্দ্রে আছেন`;

const KOOTA_MEANING: Record<Koota, string> = {
  varna: 'দৃষ্টিভঙ্গি ও মূল্যবোধ',
  vashya: 'পারস্পরিক আকর্ষণ',
  tara: 'একসঙ্গে সুখ ও সৌভাগ্য',
  yoni: 'শারীরিক ও সহজাত মিল',
  grahaMaitri: 'মনের বন্ধুত্ব',
  gana: 'মৌলিক স্বভাব',
  bhakoot: 'পরিবারের মঙ্গল ও সমৃদ্ধি',
  nadi: 'স্বাস্থ্য ও সন্তান',
};

/** A koota in the summary: its name, then what it weighs (the meanings themselves hold an "and"). */
const named = (k: Koota) => `${kootaName(k, 'bn')} (${KOOTA_MEANING[k]})`;

const RELATION: Record<NaturalRelation, string> = { friend: 'মিত্র', neutral: 'সম', enemy: 'শত্রু' };

function cancellation(c: Cancellation): string {
  switch (c.code) {
    case 'mars-own-or-exalted':
      return `${MARS()} স্বক্ষেত্রে বা উচ্চ রাশিতে আছেন`;
    case 'mars-leo-aquarius':
      return `${MARS()} ${S('Leo')} বা ${S('Aquarius')} রাশিতে আছেন`;
    case 'mars-exempt-sign':
      return `${ord(c.house)} ভাবে ${MARS()} এমন রাশিতে আছেন যা দোষ থেকে মুক্তি দেয়`;
    case 'jupiter-with-mars':
      return `${G('Jupiter')} ${of(MARS())} সঙ্গে আছেন বা তাঁর ওপর দৃষ্টি দেন`;
    case 'moon-with-mars':
      return `${G('Moon')} ${of(MARS())} সঙ্গে আছেন`;
    case 'cancer-leo-lagna':
      return `${S('Cancer')} ও ${S('Leo')} ${LAGNA()}ের জন্য ${MARS()} যোগকারক`;
    case 'benefic-in-lagna':
      return `${G('Jupiter')} বা ${G('Venus')} ${LAGNA()}ে আছেন`;
    case 'mars-retrograde':
      return `${MARS()} ${termName('retrograde', 'bn')}`;
    case 'mars-combust':
      return `${MARS()} ${termName('combust', 'bn')}`;
    case 'dispositor-in-kendra':
      return `${of(G(c.graha))} রাশির অধিপতি ${G(c.by)} ${KENDRA()}`;
    case 'exaltation-lord-in-kendra':
      return `${of(G(c.graha))} উচ্চ রাশির অধিপতি ${G(c.by)} ${KENDRA()}`;
    case 'exalted-graha-in-kendra':
      return `${of(G(c.graha))} রাশিতে উচ্চ ${G(c.by)} ${KENDRA()}`;
    case 'dispositor-aspects':
      return `রাশির অধিপতি ${of(G(c.by))} দৃষ্টি ${of(G(c.graha))} ওপর আছে`;
    case 'exalted-navamsa':
      return `${G(c.graha)} নবাংশে উচ্চ`;
  }
}

/** The Bengali sentences. */
export const MATCH_TEXT_BN: MatchText = {
  kootaMeaning: (k) => KOOTA_MEANING[k],
  varna: (ok) => (ok ? 'বরের বর্ণ কনের বর্ণের সমান বা তার চেয়ে উঁচু।' : 'কনের বর্ণ বরের বর্ণের চেয়ে উঁচু।'),
  vashya: (wa, wb, points) =>
    wa === wb
      ? 'দুজনের বশ্য বর্গ একই: স্বাভাবিক পারস্পরিক আকর্ষণ।'
      : `${A(wa)} ও ${A(wb)}: ${points >= 1 ? 'একটি বর্গ অন্যটির প্রতি আকৃষ্ট হয়' : points > 0 ? 'একটি বর্গ অন্যটির ওপর প্রভাব খাটায়' : 'কোনো বর্গই অন্যটির বশে আসে না'}।`,
  tara: (toGroom, toBride, good) =>
    `নক্ষত্র থেকে নক্ষত্র গুনলে ${toGroom} (কনে থেকে বর) ও ${toBride} (বর থেকে কনে) আসে; ${good === 0 ? 'দুই দিকের কোনোটিই শুভ নয়' : good === 1 ? 'দুই দিকের একটি শুভ' : 'দুই দিকই শুভ'}।`,
  yoni: (ya, yb, points) =>
    ya === yb ? 'দুজনের যোনি (পশু) একই।' : `${A(ya)} ও ${A(yb)}: ${['পরম শত্রু', 'শত্রু', 'সম', 'মিত্র', 'মিত্র'][points]}।`,
  grahaMaitri: (la, lb, ab, ba) =>
    la === lb
      ? `দুটি চন্দ্ররাশিরই অধিপতি ${G(la)}।`
      : `${of(G(la))} কাছে ${G(lb)} ${RELATION[ab]}; ${of(G(lb))} কাছে ${G(la)} ${RELATION[ba]}।`,
  gana: (ga, gb, points) =>
    ga === gb
      ? `দুজনেই ${A(ga)} গণের: স্বভাবে মিল আছে।`
      : `${A(ga)} গণের বর ও ${A(gb)} গণের কনে: ${points >= 5 ? 'স্বভাবে মানিয়ে চলে' : 'স্বভাবে সংঘাত হয়'}।`,
  bhakoot: (pair, bad) => `চন্দ্ররাশি দুটি পরস্পরের থেকে ${pair} দূরত্বে আছে${bad ? ' — এটি প্রতিকূল দূরত্ব' : ''}।`,
  nadi: (na, nb) => (na === nb ? `দুজনেরই ${A(na)} নাড়ী, যা প্রথা অনুযায়ী স্বাস্থ্য ও সন্তানের পক্ষে প্রতিকূল।` : 'নাড়ী আলাদা।'),
  nadiException: (e) =>
    ({
      sameSignOtherStar: 'চন্দ্ররাশি এক, নক্ষত্র আলাদা',
      sameStarOtherSign: 'নক্ষত্র এক, চন্দ্ররাশি আলাদা',
      samePlaceOtherPada: 'নক্ষত্র ও রাশি এক, পাদ আলাদা',
    })[e],
  lordsFriendly: (la, lb) => (la === lb ? `দুটি চন্দ্ররাশিরই অধিপতি ${G(la)}` : `চন্দ্ররাশির অধিপতি ${G(la)} ও ${G(lb)} পরস্পরের মিত্র`),
  ganaStarCount: (count) => `বরের নক্ষত্র থেকে গুনলে কনের নক্ষত্র ${count} নম্বরে (14 বা তার পরে)`,
  nadiDosha: (present, nadi) => (present ? `দুজনের চন্দ্রই ${A(nadi)} নাড়ীর নক্ষত্রে।` : 'নাড়ী আলাদা।'),
  bhakootDosha: (pair, bad) => `চন্দ্ররাশি দুটি পরস্পরের থেকে ${pair} দূরত্বে আছে${bad ? '' : ' — এটি অনুকূল দূরত্ব'}।`,
  ganaDosha: (present, ga, gb) => (present ? `${A(ga)} ও ${A(gb)} গণে সংঘাত হয়।` : 'গণে মিল আছে।'),
  manglikReason: ({ fromLagna, fromMoon, fromVenus }, manglikHouses) => {
    const from = (h: number, reference: string) => `${reference} থেকে ${ord(h)} ভাবে${manglikHouses.includes(h) ? ' (মাঙ্গলিক ভাব)' : ''}`;
    const houses = [...(fromLagna === null ? [] : [from(fromLagna, LAGNA())]), from(fromMoon, G('Moon')), from(fromVenus, G('Venus'))];
    return `${MARS()} আছেন ${houses.join(', ')}। অবস্থা গোনা হয়েছে ${fromLagna !== null ? LAGNA() : `${G('Moon')} (জন্মসময় অজানা বলে)`} থেকে (মাঙ্গলিক ভাব ${manglikHouses.join(', ')})।`;
  },
  manglikCancellation: cancellation,
  manglikNote: (groom, bride, either) =>
    groom && bride
      ? 'দুজনেই মাঙ্গলিক; প্রথা অনুযায়ী এতে একে অপরের দোষ সমান হয়ে যায়।'
      : groom || bride
        ? `মাঙ্গলিক দোষ সক্রিয় কেবল একজনের কোষ্ঠীতে — ${person(groom ? 'groom' : 'bride')}; প্রথা একে অমিল বলে ধরে।`
        : either
          ? 'যেখানে মাঙ্গলিক দোষ আছে সেখানে তা খণ্ডিত, তাই মিলনে এর ভার পড়ে না।'
          : 'দুজনের কেউই মাঙ্গলিক নন।',
  summary: (f) => {
    const parts = [`36 গুণের মধ্যে ${f.total} গুণ মেলে (${verdictName(f.verdict, 'bn')})।`];
    if (f.full.length) parts.push(`পূর্ণ গুণ: ${list(f.full.map(named))}।`);
    if (f.none.length) parts.push(`শূন্য গুণ: ${list(f.none.map(named))}।`);
    for (const d of f.doshas)
      parts.push(`${matchDoshaName(d.name, 'bn')} আছে${d.cancelled ? `, তবে খণ্ডিত (${d.exceptions.join('; ')})` : ''}।`);
    parts.push(f.manglikNote);
    return parts.join(' ');
  },
  dina: (count) => `কনের নক্ষত্র থেকে গুনলে বরের নক্ষত্র ${count} নম্বরে।`,
  poruthamGana: (g, b) => `${A(g)} গণের বর, ${A(b)} গণের কনে।`,
  mahendra: (count, agrees) => `কনের নক্ষত্র থেকে গুনলে ${count} হয়; এটি 4, 7, 10 … 25-এর মধ্যে ${agrees ? 'পড়ে' : 'পড়ে না'}।`,
  streeDeergha: (count) => `কনের নক্ষত্র থেকে গুনলে বরের নক্ষত্র ${count} নম্বরে (13-এর পরে হলে সবচেয়ে ভালো)।`,
  poruthamYoni: (points) => `${kootaName('yoni', 'bn')}: 4-এর মধ্যে ${points} গুণ।`,
  poruthamRasi: (groomRasi, signCount, brideRasi) =>
    `কনের চন্দ্ররাশি ${S(brideRasi)} থেকে গুনলে বরের চন্দ্ররাশি ${S(groomRasi)} ${signCount} নম্বরে।`,
  rasiAdhipati: (m) => `${kootaName('grahaMaitri', 'bn')}: 5-এর মধ্যে ${m} গুণ।`,
  vasya: (points) => `${kootaName('vashya', 'bn')}: 2-এর মধ্যে ${points} গুণ।`,
  rajju: (ra, rb) => (ra === rb ? `দুটি নক্ষত্রের ${RAJJU()} একই: ${R(ra)}।` : `${RAJJU()} আলাদা: ${R(ra)} ও ${R(rb)}।`),
  vedha: (a, b, obstruct) => (obstruct ? `${N(a)} ও ${N(b)} নক্ষত্র পরস্পরকে বেধ করে।` : 'নক্ষত্র দুটির মধ্যে পারস্পরিক বেধ নেই।'),
  unknownTimeCaution: (p, nakshatra, rasi) =>
    `${person(p)}: জন্মসময় অজানা; সেদিন সারা দিন ${G('Moon')} ${S(rasi)} রাশিতে ${N(nakshatra)} নক্ষত্রে থাকেন, তাই সময় যা-ই হোক কূটগুলি একই থাকে (মাঙ্গলিক ${G('Moon')} থেকে গোনা হয়েছে)।`,
  timeNeeded: (p, date, move) => {
    const moved =
      move.kind === 'star'
        ? `${N(move.from.nakshatra)} (${S(move.from.rasi)}) ছেড়ে ${N(move.to.nakshatra)} (${S(move.to.rasi)}) নক্ষত্রে যান`
        : `${S(move.rasi)} রাশির 15° পেরিয়ে যান, যেখানে বশ্য বর্গ ${A(move.from)} থেকে ${A(move.to)} হয়ে যায়`;
    return `${person(p)}: জন্মসময়: প্রয়োজন — ${date} তারিখে ${G('Moon')} ${moved}, এতে কূট বদলে যায়; জন্মসময় লিখুন`;
  },
};
