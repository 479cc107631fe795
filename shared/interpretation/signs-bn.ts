/**
 * signs.ts in Bengali: the nature of each sign and how it colours the house it falls in, the same
 * twelve rows in the same shape, for the Bengali report and PDF. Sign names come from the vocabulary.
 */
import { rasiName } from '../vocabulary/rasi';
import type { SignNature } from './signs';

const R = (rasiIndex: number) => rasiName(rasiIndex, 'bn');

/** Signs মেষ–মীন (index 0 = Aries), SIGN_NATURES in Bengali. */
export const SIGN_NATURES_BN: readonly SignNature[] = [
  { nature: 'সাহসী, স্পষ্টবাদী ও অগ্রণী', influence: `${R(0)} রাশি এখানে উদ্যোগ ও গতি আনে: আপনি প্রথম পা ফেলেন আর করতে করতে শেখেন।` },
  { nature: 'ধৈর্যশীল, স্থির ও আরামপ্রিয়', influence: `${R(1)} রাশি স্থিতি ও স্বাচ্ছন্দ্যের টান আনে: অগ্রগতি ধীর, কিন্তু টেকসই।` },
  { nature: 'কৌতূহলী, বাকপটু ও পরিবর্তনশীল', influence: `${R(2)} রাশি কৌতূহল ও নানা বিকল্প আনে: এখানে কথাবার্তা, লেখা ও বৈচিত্র্যের গুরুত্ব বেশি।` },
  {
    nature: 'স্নেহশীল, আগলে রাখা স্বভাবের ও আবেগপ্রবণ',
    influence: `${R(3)} রাশি যত্ন ও সংবেদনশীলতা আনে: এই বিষয়ে অনুভূতি আর আপনজনের টান পথ দেখায়।`,
  },
  { nature: 'আত্মবিশ্বাসী, উদার ও আত্মমর্যাদাসম্পন্ন', influence: `${R(4)} রাশি আত্মমর্যাদা ও উষ্ণতা আনে: এখানে আপনি উজ্জ্বল হতে ও নেতৃত্ব দিতে চান।` },
  { nature: 'বাস্তববাদী, নিখুঁত ও বিশ্লেষণী', influence: `${R(5)} রাশি নিখুঁত কাজ ও সেবার মনোভাব আনে: এখানে খুঁটিনাটি, বিশ্লেষণ ও উন্নতি আগে আসে।` },
  { nature: 'কূটনৈতিক, ন্যায়পরায়ণ ও মিশুকে', influence: `${R(6)} রাশি ভারসাম্য ও ন্যায় আনে: অংশীদারি ও সমন্বয়ই ফল ঠিক করে।` },
  { nature: 'গভীর, অন্তর্মুখী ও দৃঢ়সংকল্প', influence: `${R(7)} রাশি তীব্রতা ও গভীরতা আনে: আপনি নীরবে, নিষ্ঠার সঙ্গে শেষ পর্যন্ত যান।` },
  { nature: 'আশাবাদী, আদর্শনিষ্ঠ ও দুঃসাহসী', influence: `${R(8)} রাশি আশা ও আদর্শ আনে: এখানে বড় দিগন্ত আর জীবনের অর্থ আপনাকে এগিয়ে নিয়ে যায়।` },
  { nature: 'শৃঙ্খলাপরায়ণ, উচ্চাকাঙ্ক্ষী ও সংযমী', influence: `${R(9)} রাশি শৃঙ্খলা ও ধৈর্য আনে: ফল আসে নিয়ম আর সময়ের হাত ধরে।` },
  {
    nature: 'স্বাধীনচেতা, মানবতাবাদী ও মৌলিক',
    influence: `${R(10)} রাশি স্বাধীনতা ও আদর্শ আনে: দল, নতুন ভাবনা ও প্রথাভাঙা বিষয় এখানে ভূমিকা নেয়।`,
  },
  {
    nature: 'কল্পনাপ্রবণ, কোমল ও অন্তর্দৃষ্টিসম্পন্ন',
    influence: `${R(11)} রাশি কল্পনা ও করুণা আনে: এখানে জোরজবরদস্তির চেয়ে অন্তর্দৃষ্টি ও সমর্পণ বেশি কাজে আসে।`,
  },
];

/** The adjectives of a sign (0 = Aries) in Bengali. */
export function signNatureBn(rasiIndex: number): string {
  const row = SIGN_NATURES_BN[rasiIndex];
  if (!row) throw new RangeError(`signNatureBn: rasiIndex must be 0–11 (got ${rasiIndex})`);
  return row.nature;
}
