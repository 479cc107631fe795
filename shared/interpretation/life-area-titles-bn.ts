/** The life areas' headings in Bengali (life-areas.ts defines the areas; the English are their `title`). */
import type { LifeAreaId } from './life-areas';

export const LIFE_AREA_TITLES_BN: Readonly<Record<LifeAreaId, string>> = {
  career: 'কর্মজীবন',
  relationships: 'বিবাহ ও সম্পর্ক',
  health: 'স্বাস্থ্য',
  finances: 'অর্থ',
  property: 'সম্পত্তি ও বাড়ি',
  education: 'শিক্ষা',
  children: 'সন্তান',
  travel: 'ভ্রমণ ও বিদেশ',
  growth: 'আধ্যাত্মিক বিকাশ',
};
