/** format.ts in Bengali: the ordinals of the houses (প্রথম … দ্বাদশ, as the panjikas count bhavas) and the list words. */
import type { ListWords } from './format-regional';

export const LIST_WORDS_BN: ListWords = {
  ordinals: ['প্রথম', 'দ্বিতীয়', 'তৃতীয়', 'চতুর্থ', 'পঞ্চম', 'ষষ্ঠ', 'সপ্তম', 'অষ্টম', 'নবম', 'দশম', 'একাদশ', 'দ্বাদশ'],
  and: 'ও',
  none: 'কোনোটি নয়',
};
