/** The remedies in Bengali (বাংলা): the shape is remedy-text.ts; stones and metals as the Bengali reader names them. */
import { grahaName, type Graha } from '../../vocabulary/graha';
import { joinWith, numberIn } from '../regional-numbers';
import type { RemedyText } from './remedy-text';

const num = numberIn('bn');
const houses = (hs: readonly number[]) => `${joinWith('ও', '')(hs.map(num))} ভাবের`;
/** A beeja mantra from its seed and the graha's dative ("ওঁ হ্রাং হ্রীং হ্রৌং সঃ সূর্যায় নমঃ"). */
const mantra = (seed: string, dative: string) => `ওঁ ${seed}াং ${seed}ীং ${seed}ৌং সঃ ${dative} নমঃ`;

/** The remedies' Bengali. */
export const REMEDY_TEXT_BN: RemedyText = {
  locale: 'bn',
  labels: { mantra: 'মন্ত্র', times: 'বার', daan: 'দান', fast: 'উপবাস', deity: 'পূজা', stone: 'রত্ন' },
  reasons: {
    mahadasha: 'চলতি মহাদশার অধিপতি',
    antardasha: 'চলতি অন্তর্দশার অধিপতি',
    debilitated: 'জন্মকুণ্ডলীতে নীচস্থ',
    combust: 'অস্ত (সূর্যের খুব কাছে)',
    weak: 'প্রয়োজনীয় ষড়বলের চেয়ে কম',
  },
  mantras: {
    Sun: mantra('হ্র', 'সূর্যায়'),
    Moon: mantra('শ্র', 'চন্দ্রায়'),
    Mars: mantra('ক্র', 'ভৌমায়'),
    Mercury: mantra('ব্র', 'বুধায়'),
    Jupiter: mantra('গ্র', 'গুরবে'),
    Venus: mantra('দ্র', 'শুক্রায়'),
    Saturn: mantra('প্র', 'শনয়ে'),
    Rahu: mantra('ভ্র', 'রাহবে'),
    Ketu: mantra('স্র', 'কেতবে'),
  },
  daan: {
    Sun: 'গম, গুড়, তামা বা লাল কাপড়, রবিবার সকালে',
    Moon: 'চাল, দুধ, দই, রুপো বা সাদা কাপড়, সোমবারে',
    Mars: 'মসুর ডাল, গুড়, তামা বা লাল কাপড়, মঙ্গলবারে',
    Mercury: 'সবুজ মুগ, সবুজ শাকসবজি বা সবুজ কাপড়, বুধবারে',
    Jupiter: 'ছোলার ডাল, হলুদ, হলুদ কাপড় বা ছাত্রছাত্রীদের বই, বৃহস্পতিবারে',
    Venus: 'সাদা চাল, চিনি, দই, আতর বা সাদা কাপড়, শুক্রবারে',
    Saturn: 'কালো তিল, সরষের তেল, কালো কলাই, লোহা বা অভাবী মানুষকে কম্বল, শনিবারে',
    Rahu: 'কালো তিল, কম্বল, সরষের তেল বা নারকেল, শনিবারে',
    Ketu: 'রঙিন কম্বল, তিল, বা কুকুর ও অভাবী মানুষকে খাবার, মঙ্গলবারে',
  },
  deities: {
    Sun: 'সূর্যদেব (আদিত্যহৃদয় স্তোত্র)',
    Moon: 'শিব ও পার্বতী',
    Mars: 'হনুমান বা কার্তিক',
    Mercury: 'বিষ্ণু (বিষ্ণুসহস্রনাম)',
    Jupiter: 'বৃহস্পতি বা দক্ষিণামূর্তি',
    Venus: 'লক্ষ্মী',
    Saturn: 'শনিদেব ও হনুমান',
    Rahu: 'দুর্গা',
    Ketu: 'গণেশ',
  },
  gems: {
    Sun: { stone: 'চুনি (মাণিক্য)', substitute: 'গার্নেট', setIn: 'সোনায়', wornOn: 'অনামিকায়' },
    Moon: { stone: 'মুক্তা', substitute: 'চন্দ্রকান্ত মণি', setIn: 'রুপোয়', wornOn: 'কনিষ্ঠায়' },
    Mars: { stone: 'প্রবাল', substitute: 'লাল আকিক', setIn: 'সোনা বা তামায়', wornOn: 'অনামিকায়' },
    Mercury: { stone: 'পান্না', substitute: 'পেরিডট', setIn: 'সোনায়', wornOn: 'কনিষ্ঠায়' },
    Jupiter: { stone: 'পোখরাজ', substitute: 'সুনেলা', setIn: 'সোনায়', wornOn: 'তর্জনীতে' },
    Venus: { stone: 'হীরা', substitute: 'সাদা পোখরাজ', setIn: 'রুপো বা প্ল্যাটিনামে', wornOn: 'মধ্যমায়' },
    Saturn: { stone: 'নীলা', substitute: 'কটেলা', setIn: 'রুপো বা পঞ্চধাতুতে', wornOn: 'মধ্যমায়' },
    Rahu: { stone: 'গোমেদ', substitute: 'কমলা জারকন', setIn: 'রুপো বা পঞ্চধাতুতে', wornOn: 'মধ্যমায়' },
    Ketu: { stone: 'বৈদূর্যমণি', substitute: 'টাইগার আই', setIn: 'রুপো বা পঞ্চধাতুতে', wornOn: 'কনিষ্ঠায়' },
  },
  gemLine: (g, weekday) => `${g.stone} (উপরত্ন ${g.substitute}), ${g.setIn} বসিয়ে ডান হাতের ${g.wornOn} পরবেন; প্রথম ধারণের দিন: ${weekday}।`,
  gemstoneNote: (graha: Graha, nature, hs) => {
    if (graha === 'Rahu' || graha === 'Ketu')
      return `${grahaName(graha, 'bn')} ছায়াগ্রহ, কোনো ভাবের অধিপতি নন: রত্নের পরামর্শ নেই; মন্ত্র ও দানই সাধারণ প্রতিকার।`;
    if (nature === 'malefic')
      return `${houses(hs)} অধিপতি, তার মধ্যে ষষ্ঠ, অষ্টম বা দ্বাদশ আছে: এঁর রত্নের পরামর্শ নেই; বাকি প্রতিকার এঁকে ধীরে বল দেয়।`;
    if (nature === 'neutral') return `${houses(hs)} অধিপতি, কোনো ত্রিকোণের (প্রথম, পঞ্চম, নবম) নন: এই লগ্নে এঁর রত্নের পরামর্শ নেই।`;
    return `${houses(hs)} অধিপতি, তার একটি ত্রিকোণ: এই লগ্নে ইনি শুভ, তাই জ্যোতিষী নিশ্চিত করলে এঁর রত্ন পরা যায়।`;
  },
  weightConvention:
    `ওজন আধুনিক প্রথা অনুযায়ী (কোনো শাস্ত্রে নির্দিষ্ট নেই): শরীরের প্রতি ${num(10)} কেজিতে প্রায় এক রতি (${num(0.91)} ক্যারেট); চুনি, পান্না, পোখরাজ, নীলা ও বৈদূর্যমণি অন্তত ${num(3)} ক্যারেট, ` +
    `মুক্তা, প্রবাল ও গোমেদ প্রায় ${num(5)} ক্যারেট। রত্ন যেন ত্বক ছুঁয়ে থাকে।`,
  note: 'প্রতিকার কোনো সময়ের জন্য প্রথাগত সহায়, চিকিৎসা বা নিশ্চয়তা নয়। মন্ত্র, দান ও উপবাস দিয়ে শুরু করুন; রত্ন কেবল কোনো জ্যোতিষী পুরো কোষ্ঠী দেখার পরেই পরবেন, আর কখনোই চিকিৎসা, আইনি বা আর্থিক পরামর্শের বদলে নয়।',
  stop: '।',
};
