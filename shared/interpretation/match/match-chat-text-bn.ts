/** The built-in match answers' words in Bengali (match-chat-text.ts). */
import { matchPersonName } from '../../vocabulary/match-person';
import { matchChatNames } from './match-chat-names';
import type { MatchChatText } from './match-chat-text';

export const MATCH_CHAT_BN: MatchChatText = {
  ...matchChatNames('bn'),
  builtIn: '_অন্তর্নির্মিত পাঠক: কোনো এআই মডেল সেট করা নেই, তাই এই উত্তর সরাসরি গণনা করা মিলন থেকে লেখা।_',
  side: (name, person) => (name ? `${name} (${matchPersonName(person, 'bn')})` : matchPersonName(person, 'bn')),
  manglikTitle: '**মাঙ্গলিক (মঙ্গল) দোষ**',
  notManglik: 'মাঙ্গলিক নন',
  manglikCancelled: (c) => `মাঙ্গলিক, তবে দোষ খণ্ডিত (${c})`,
  manglikActive: 'মাঙ্গলিক, দোষ খণ্ডিত নয়',
  statusAndReason: (status, reason) => `${status}। ${reason}`,
  doshaPresentCancelled: (e) => `আছে, তবে খণ্ডিত (${e})`,
  doshaPresent: 'আছে, খণ্ডিত নয়',
  doshaAbsent: 'নেই',
  kootaLine: (f) =>
    `- **${f.name}** (${f.meaning}): **${f.max}-এর মধ্যে ${f.points}** গুণ। কনে: ${f.bride}, বর: ${f.groom}। ${f.explanation}`,
  nadiZero: '- একই নাড়ীতে শূন্য গুণ: প্রথা একে স্বাস্থ্য ও সন্তানের পক্ষে প্রতিকূল বলে, যদি না কোনো শাস্ত্রীয় ব্যতিক্রম খাটে।',
  overviewHead: (total, max, verdict) => `**${max}-এর মধ্যে ${total} গুণ: ${verdict}।**`,
  manglikPair: (note) => `- মাঙ্গলিক: ${note}`,
  closing: '_মিলন শুধু দুজনের চন্দ্রকে বিচার করে; এটি প্রথাগত অনেক বিচারের একটি মাত্র।_',
  strengthsHead: '**এই মিলনকে যা ধরে রাখে** (পূর্ণ গুণের কূট)',
  weakHead: '**যা এর ওপর ভার হয়ে আছে** (অর্ধেক বা তার কম গুণের কূট)',
  moreDetailHead: '**আরও বিস্তারে**: দুজনের মাঙ্গলিক বিচার ও দক্ষিণ ভারতীয় পোরুত্তম',
  nothingNew:
    'এই জুটির বিষয়ে মিলনের সারণিগুলি এটুকুই বলে। নাম ধরে কোনো একটি কূটের কথা জিজ্ঞাসা করুন (যেমন “আমাদের জন্য নাড়ীর অর্থ কী?”), বা মাঙ্গলিকের কথা।',
};
