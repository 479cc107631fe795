/**
 * The rashifal, the day's outlook, the calendar feed and the weekly mails in Bengali: the same
 * shapes as the English (text.ts, outlook-reading.ts, feed-text.ts, digest-text.ts), so no sentence
 * can be missing. Names come from the Bengali books (সূর্য, মেষ, সাড়েসাতি); houses are counted from
 * the Moon sign as the reader and the report count them (ষষ্ঠ ভাবে); the reader is addressed as আপনি.
 */
import type { EclipseKind } from '../../panchang/eclipses';
import { BAD_TARAS, taraName } from '../../jyotish/classical/tara';
import { rasiName } from '../../vocabulary/rasi';
import { sadeSatiPhaseName, saturnSpellName, termName } from '../../vocabulary/terms';
import { PRODUCT_NAME } from '../../product';
import { LIST_WORDS_BN } from '../format-bn';
import { houseThemesBn } from '../houses-bn';
import { regionalDate, regionalNumber, regionalTime } from '../regional-dates';
import type { DigestWords } from './digest-text';
import { rashifalHelpers } from './regional-helpers';
import type { FeedText } from './feed-text';
import type { OutlookText } from './outlook-reading';
import type { RashifalText } from './text';

const { G, ord, list, themes } = rashifalHelpers('bn', LIST_WORDS_BN, houseThemesBn);
const date = (iso: string) => regionalDate(iso, 'bn');
const n = (x: number) => regionalNumber(x, 'bn');
/** An instant: `৮ ডিসেম্বর, ২০২৬, ১৪:০৫`. */
const when = (iso: string) => `${date(iso)}, ${regionalTime(iso, 'bn')}`;
const sadeSati = termName('sadeSati', 'bn');
const ECLIPSE: Record<EclipseKind, string> = {
  'solar-total': 'পূর্ণ সূর্যগ্রহণ',
  'solar-annular': 'বলয়গ্রাস সূর্যগ্রহণ',
  'solar-partial': 'খণ্ডগ্রাস সূর্যগ্রহণ',
  'lunar-total': 'পূর্ণ চন্দ্রগ্রহণ',
  'lunar-partial': 'খণ্ডগ্রাস চন্দ্রগ্রহণ',
  'lunar-penumbral': 'উপচ্ছায়া চন্দ্রগ্রহণ',
};

export const RASHIFAL_TEXT_BN: RashifalText = {
  good: (g, h) => `আপনার চন্দ্ররাশি থেকে ${ord(h)} ভাবে ${g} রয়েছেন: ${themes(h)} বিষয়ে সহায়তা পাবেন।`,
  obstructed: (g, h, by) =>
    `${ord(h)} ভাবে ${g} ${themes(h)} বিষয়ে সহায়তা করতেন, কিন্তু বেধ ভাবে ${list(by)} বাধা দিচ্ছে, তাই ফল প্রত্যাশার চেয়ে কিছু কম হবে।`,
  difficult: (g, h) => `আপনার চন্দ্ররাশি থেকে ${ord(h)} ভাবে ${g} রয়েছেন: ${themes(h)} বিষয়ে সাবধানে চলুন।`,
  enters: (g, h, at, r) =>
    `${when(at)}-এ ${g}${r ? ` (${termName('retrograde', 'bn')} অবস্থায়)` : ''} ${ord(h)} ভাবে প্রবেশ করছেন; ${themes(h)} বিষয়ে মনোযোগ বাড়বে।`,
  station: (g, t, h, at) =>
    `${when(at)}-এ ${g} ${ord(h)} ভাবে ${t === 'retrograde' ? 'বক্রী হচ্ছেন: ভেবে দেখা ও শুধরে নেওয়ার সময়' : 'মার্গী হচ্ছেন: আটকে থাকা কাজ আবার এগোবে'} (${themes(h)})।`,
  chandrashtama: (at, until) =>
    `${when(at)} থেকে ${when(until)} পর্যন্ত ${G('Moon')} আপনার রাশি থেকে অষ্টম রাশিতে (চন্দ্রাষ্টম): নতুন কাজের শুরু ও ঝুঁকির সিদ্ধান্ত অন্য দিনের জন্য রাখুন।`,
  saturn: (k, p) =>
    k === 'sadeSati'
      ? `আপনার রাশিতে ${sadeSati} চলছে, এখন ${sadeSatiPhaseName(p ?? 'peak', 'bn')} পর্যায়: ধৈর্য ধরে নিয়মিত পরিশ্রমের ফল মিলবে, তাড়াহুড়ো বা সহজ পথে নয়।`
      : `আপনার রাশির জন্য ${saturnSpellName(k, 'bn')} চলছে: দায়িত্ব শান্তভাবে পালন করুন, সাধ্যের বাইরে নিজেকে ছড়িয়ে দেবেন না।`,
  eclipse: (k, h, at) => `${when(at)}-এ আপনার রাশি থেকে ${ord(h)} ভাবে ${ECLIPSE[k]}: নতুন শুরুর চেয়ে থেমে ভাবার সময়।`,
  why: (g, sign, h, fav, by, r) =>
    `${g}${r ? ` (${termName('retrograde', 'bn')})` : ''} ${rasiName(sign, 'bn')} রাশিতে, আপনার রাশি থেকে ${ord(h)} ভাবে: ${fav ? (by.length ? `শুভ ভাব, তবে ${list(by)} বেধ দিচ্ছে` : `শুভ ভাব (ফলদীপিকা ${n(26)})`) : 'এই গ্রহের শুভ ভাবের মধ্যে পড়ে না'}।`,
  festival: (name, at) => `${date(at)}: ${name}।`,
  graha: G,
};

const TARA_MEANING = [
  'সংবেদনশীল দিন, বড় পদক্ষেপের চেয়ে রোজকার কাজের পক্ষে ভালো',
  'ধন ও লাভ — কাজে নামার ভালো দিন',
  'বাধা — নতুন উদ্যোগ ও ঝুঁকির সিদ্ধান্ত এড়িয়ে চলুন',
  'কুশল — নিরাপদ, স্থির দিন',
  'বিরোধ — বাধা আসতে পারে, পরিকল্পনা সংযত রাখুন',
  'সাফল্য — চেষ্টা সফল হবে',
  'পরিকল্পনায় বিপদ — জরুরি কাজ পিছিয়ে দিন',
  'বন্ধুভাবাপন্ন দিন — সহজেই সাহায্য মেলে',
  'পরম বন্ধু — অত্যন্ত শুভ দিন',
] as const;

export const OUTLOOK_TEXT_BN: OutlookText = {
  tara: (t) => `আজকের নক্ষত্র আপনার জন্মনক্ষত্র থেকে ${n(t)} নম্বর তারা (${taraName(t, 'bn')}): ${TARA_MEANING[t - 1]}।`,
  chandrashtama: `${G('Moon')} আপনার জন্মরাশি থেকে অষ্টম রাশিতে (চন্দ্রাষ্টম): আজ নতুন কাজের শুরু ও বড় সিদ্ধান্ত অন্য দিনের জন্য রাখুন।`,
  chandraBala: (h, strong) => `${G('Moon')} আপনার জন্মরাশি থেকে ${ord(h)} রাশিতে: ${strong ? 'আজ চন্দ্রবল আছে।' : 'আজ চন্দ্রবল দুর্বল।'}`,
  dasha: (md, ad, pd) =>
    `চলতি দশা: ${md} ${termName('mahadasha', 'bn')}, ${ad} ${termName('antardasha', 'bn')}, ${pd} ${termName('pratyantardasha', 'bn')}।`,
  birthTimeUnknown: 'জন্মসময় জানা নেই: জন্মের চন্দ্র দুপুরের হিসেবে নেওয়া হয়েছে, তাই তার নক্ষত্র ও তারা আলাদা হতে পারে।',
};

const SPELL_HOUSE: Record<'sadeSati' | 'kantaka' | 'ashtama', string> = {
  sadeSati: 'আপনার চন্দ্র থেকে দ্বাদশ, প্রথম বা দ্বিতীয় রাশিতে শনি',
  kantaka: 'আপনার চন্দ্র থেকে চতুর্থ রাশিতে শনি (আড়াই বছর)',
  ashtama: 'আপনার চন্দ্র থেকে অষ্টম রাশিতে শনি (আড়াই বছর)',
};
const spell = (k: 'sadeSati' | 'kantaka' | 'ashtama') => (k === 'sadeSati' ? sadeSati : saturnSpellName(k, 'bn'));
/** The spell's short name for a calendar line (the Dhaiya without its explanation). */
const SPELL_SHORT = { sadeSati, kantaka: 'কণ্টক শনি', ashtama: 'অষ্টম শনি' } as const;

export const FEED_TEXT_BN: FeedText = {
  mahadasha: (md) => ({
    summary: `${G(md)} ${termName('mahadasha', 'bn')} শুরু (${termName('vimshottari', 'bn')})`,
    description: `আপনার ${termName('vimshottari', 'bn')}তে ${G(md)} ${termName('mahadasha', 'bn')} শুরু হচ্ছে, প্রথমে তারই ${termName('antardasha', 'bn')}।`,
  }),
  antardasha: (md, ad) => ({
    summary: `${G(md)}–${G(ad)} ${termName('dasha', 'bn')} শুরু (${termName('antardasha', 'bn')})`,
    description: `আপনার ${G(md)} ${termName('mahadasha', 'bn')}র মধ্যে ${G(ad)} ${termName('antardasha', 'bn')} শুরু হচ্ছে (${termName('vimshottari', 'bn')})।`,
  }),
  saturnBegins: (kind, phase, sign, back) => ({
    summary: `${SPELL_SHORT[kind]}${phase ? `: ${sadeSatiPhaseName(phase, 'bn')} পর্যায় শুরু` : back ? ' আবার শুরু' : ' শুরু'}`,
    description: `${G('Saturn')} ${rasiName(sign, 'bn')} রাশিতে ${back ? 'ফিরে আসছেন' : 'প্রবেশ করছেন'}: ${SPELL_HOUSE[kind]}।`,
  }),
  saturnPauses: (kind) => ({
    summary: `${SPELL_SHORT[kind]}-এ বিরতি`,
    description: `${G('Saturn')} কিছু সময়ের জন্য ${spell(kind)}-এর রাশিগুলি ছেড়ে যাচ্ছেন; এই পর্ব শেষ হওয়ার আগে আবার ফিরবেন।`,
  }),
  saturnEnds: (kind) => ({
    summary: `${SPELL_SHORT[kind]} শেষ`,
    description: `${G('Saturn')} আপনার চন্দ্রের উপর ${spell(kind)}-এর শেষ রাশি ছেড়ে যাচ্ছেন।`,
  }),
  chandrashtama: (sign) => ({
    summary: 'চন্দ্রাষ্টম: আপনার চন্দ্র থেকে অষ্টম রাশিতে চন্দ্র',
    description: `${G('Moon')} ${rasiName(sign, 'bn')} রাশিতে, আপনার জন্মরাশি থেকে অষ্টম রাশি: নতুন কাজের শুরু ও ঝুঁকির সিদ্ধান্ত অন্য দিনের জন্য রাখুন।`,
  }),
  ingress: (g, sign, house, retrograde) => ({
    summary: `${G(g)} ${rasiName(sign, 'bn')} রাশিতে (আপনার চন্দ্র থেকে ${ord(house)})`,
    description: `${G(g)}${retrograde ? ` (${termName('retrograde', 'bn')})` : ''} ${rasiName(sign, 'bn')} রাশিতে প্রবেশ করছেন, আপনার জন্মরাশি থেকে ${ord(house)} রাশি।`,
  }),
  festival: (name) => ({ summary: name, description: `আপনার স্থানে ${name} (হিন্দু পঞ্জিকা অনুযায়ী)।` }),
  calendarName: (person) => `${person}: দশা, গোচর ও পার্বণ`,
};

export const DIGEST_WORDS_BN: DigestWords = {
  weeklySubject: (p, from) => `${p}: ${date(from)} থেকে শুরু সপ্তাহ`,
  weeklyIntro: (p) => `${p}-এর আসন্ন সপ্তাহ, জন্মের চন্দ্র থেকে দেখা।`,
  day: (d) =>
    `${date(d.day)}: তারা ${n(d.tara)} ${taraName(d.tara, 'bn')} (${BAD_TARAS.has(d.tara) ? 'প্রতিকূল' : 'অনুকূল'}), চন্দ্রবল ${d.chandraBala ? 'শুভ' : 'দুর্বল'}${d.chandrashtama ? ', চন্দ্রাষ্টম: নতুন কাজ অন্য দিনের জন্য রাখুন' : ''}।`,
  events: 'এই সপ্তাহের ঘটনা:',
  noEvents: 'এই সপ্তাহে দশা, শনি বা পার্বণের কোনো ঘটনা নেই।',
  alertSubject: (p) => `${p}: এক সপ্তাহ পরে একটি পরিবর্তন`,
  alertIntro: (p) => `আজ থেকে এক সপ্তাহ পরে, ${p}-এর জন্য:`,
  footer: (u, m) =>
    `এই মেল পাচ্ছেন কারণ ${PRODUCT_NAME}-এ এই ব্যক্তির সাপ্তাহিক সারাংশ চালু করেছেন। এক ক্লিকে বন্ধ করুন: ${u}\n‘আমার কোষ্ঠী’ পাতায় বদলান: ${m}`,
  date,
};
