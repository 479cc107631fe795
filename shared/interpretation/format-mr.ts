/** format.ts in Marathi: the ordinals of the houses (प्रथम … द्वादश, as Marathi jyotish counts sthanas) and the list words. */
import type { ListWords } from './format-regional';

export const LIST_WORDS_MR: ListWords = {
  ordinals: ['प्रथम', 'द्वितीय', 'तृतीय', 'चतुर्थ', 'पंचम', 'षष्ठ', 'सप्तम', 'अष्टम', 'नवम', 'दशम', 'एकादश', 'द्वादश'],
  and: 'आणि',
  none: 'एकही नाही',
};
