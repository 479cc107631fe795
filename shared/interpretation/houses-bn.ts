/**
 * houses.ts in Bengali: what each house signifies (bhava karakatva), the same twelve rows in the
 * same shape, for the Bengali report, PDF and reader.
 */
import type { HouseSignification } from './houses';

/** Houses 1–12 (index 0 = house 1), HOUSE_SIGNIFICATIONS in Bengali. */
export const HOUSE_SIGNIFICATIONS_BN: readonly HouseSignification[] = [
  { themes: 'নিজ, দেহ, স্বাস্থ্য ও স্বভাব', gloss: 'আপনি জগতের সামনে কীভাবে আসেন আর কতটা প্রাণশক্তি নিয়ে' },
  { themes: 'ধন, পরিবার, বাক্য ও আহার', gloss: 'আপনি কী সঞ্চয় করেন আর কীভাবে তা প্রকাশ করেন' },
  { themes: 'সাহস, প্রচেষ্টা, ছোট যাত্রা ও ভাইবোন', gloss: 'হাতে ও কথায় যে দক্ষতা আপনি শানিয়ে তোলেন' },
  { themes: 'গৃহ, মাতা, সম্পত্তি, শিক্ষা ও মনের শান্তি', gloss: 'যে মাটির উপর আপনি দাঁড়িয়ে আছেন' },
  { themes: 'সন্তান, বুদ্ধি, সৃজনশীলতা ও প্রেম', gloss: 'পূর্বজন্ম থেকে সঙ্গে আনা পুণ্য' },
  { themes: 'দৈনন্দিন কাজ, সেবা, ঋণ, শত্রু ও রোগ', gloss: 'যে দৈনন্দিন নিয়ম আর প্রতিদ্বন্দ্বীদের সামলাতে আপনি শেখেন' },
  { themes: 'বিবাহ, অংশীদারি ও ব্যবসায়িক লেনদেন', gloss: 'যাঁদের সঙ্গে আপনি মুখোমুখি যুক্ত হন আর যে চুক্তি আপনি করেন' },
  { themes: 'আয়ু, আকস্মিক পরিবর্তন, যৌথ সম্পদ ও গবেষণা', gloss: 'যা গোপন, উত্তরাধিকারে পাওয়া বা হঠাৎ ঘটে' },
  { themes: 'ভাগ্য, পিতা, গুরু, দূরযাত্রা ও ধর্মবিশ্বাস', gloss: 'যে বিশ্বাস আর গুরু আপনার দিগন্ত প্রসারিত করেন' },
  { themes: 'কর্মজীবন, প্রতিষ্ঠা, কর্তৃত্ব ও সামাজিক জীবন', gloss: 'যে কাজের জন্য মানুষ আপনাকে চেনে' },
  { themes: 'লাভ, আয়, বন্ধু ও ইচ্ছাপূরণ', gloss: 'যে যোগাযোগের সূত্রে ইচ্ছা পূরণ হয়' },
  { themes: 'ব্যয়, নিদ্রা, বিদেশ, নির্জনতা ও মোক্ষ', gloss: 'বিশ্রাম, দূরত্ব আর ছেড়ে দেওয়ার শিল্প' },
];

/** The themes of a house (1–12) in Bengali. */
export function houseThemesBn(house: number): string {
  const row = HOUSE_SIGNIFICATIONS_BN[house - 1];
  if (!row) throw new RangeError(`houseThemesBn: house must be 1–12 (got ${house})`);
  return row.themes;
}

/** A house card's sentence in Bengali: the themes, then the gloss. */
export function houseMeaningBn(house: number): string {
  return `${houseThemesBn(house)}: ${HOUSE_SIGNIFICATIONS_BN[house - 1]!.gloss}।`;
}
