/**
 * grahas.ts in Bengali: what each graha signifies, its strength words by dignity and its traditional
 * remedies, in the same order and of the same shape, for the Bengali report, PDF and reader.
 */
import type { Graha } from '../vocabulary/graha';
import type { DignityStrength } from './grahas';

/** What each graha signifies (GRAHA_THEMES), as a noun phrase. */
export const GRAHA_THEMES_BN: Readonly<Record<Graha, string>> = {
  Sun: 'আত্মবিশ্বাস, কর্তৃত্ব, পিতা ও প্রাণশক্তি',
  Moon: 'মন, আবেগ, মাতা ও মানসিক শান্তি',
  Mars: 'উদ্যম, সাহস, ভাইবোন, জমি ও উৎসাহ',
  Mercury: 'বুদ্ধি, বাক্য, ব্যবসা, লেখা ও শিক্ষা',
  Jupiter: 'জ্ঞান, গুরুজন, সন্তান, ধন ও সৌভাগ্য',
  Venus: 'প্রেম, বিবাহ, সৌন্দর্য, সুখস্বাচ্ছন্দ্য ও শিল্পকলা',
  Saturn: 'শৃঙ্খলা, পরিশ্রম, বিলম্ব, ধৈর্য ও দীর্ঘায়ু',
  Rahu: 'উচ্চাকাঙ্ক্ষা, বিদেশ, প্রযুক্তি ও অপ্রচলিত পথ',
  Ketu: 'বৈরাগ্য, আধ্যাত্মিকতা, গবেষণা ও পূর্বজন্মের দক্ষতা',
};

/** Strength words (DignityStrength). */
export const DIGNITY_STRENGTH_BN: Readonly<Record<DignityStrength, string>> = {
  'very strong': 'অত্যন্ত বলবান',
  strong: 'বলবান',
  comfortable: 'স্বচ্ছন্দ',
  steady: 'স্থির',
  strained: 'চাপে',
  weak: 'দুর্বল',
};

/** Traditional remedies per graha (GRAHA_REMEDIES), one sentence without its full stop. */
export const GRAHA_REMEDIES_BN: Readonly<Record<Graha, string>> = {
  Sun: 'উদীয়মান সূর্যকে জল অর্পণ করুন, রবিবার আদিত্যহৃদয় স্তোত্র বা "ওঁ সূর্যায় নমঃ" পাঠ করুন, পিতা ও গুরুজনদের সম্মান করুন',
  Moon: 'সোমবার "ওঁ চন্দ্রায় নমঃ" জপ করুন, ঘুমের সময় নিয়মিত রাখুন, দুধ বা চাল দান করুন, মায়ের যত্ন নিন',
  Mars: 'মঙ্গলবার হনুমান চালিসা পাঠ করুন, উদ্যম ব্যায়ামে লাগান, মসুর ডাল দান করুন, তাড়াহুড়োর সিদ্ধান্ত এড়িয়ে চলুন',
  Mercury: 'বুধবার "ওঁ বুধায় নমঃ" জপ করুন, গরুকে সবুজ ঘাস খাওয়ান, লেখায় ও ব্যবসায় কথা রাখুন',
  Jupiter: 'বৃহস্পতিবার "ওঁ গুরবে নমঃ" জপ করুন, গুরুজনদের সম্মান করুন, হলুদ, বই বা ছোলার ডাল দান করুন',
  Venus: 'শুক্রবার "ওঁ শুক্রায় নমঃ" জপ করুন, সম্পর্কে সততা রাখুন, সাদা বস্ত্র বা মিষ্টি দান করুন',
  Saturn: 'শনিবার "ওঁ শনৈশ্চরায় নমঃ" জপ করুন, বয়স্ক ও শ্রমজীবী মানুষের সেবা করুন, কালো তিল বা সরষের তেল দান করুন',
  Rahu: '"ওঁ রাহবে নমঃ" জপ করুন, অস্থিরতা শান্ত করতে ধ্যান করুন, শনিবার অভাবী মানুষকে দান করুন',
  Ketu: '"ওঁ কেতবে নমঃ" জপ করুন, গণেশের পূজা করুন, অভাবী মানুষকে কম্বল দিন, নিয়মিত আধ্যাত্মিক অভ্যাস রাখুন',
};
