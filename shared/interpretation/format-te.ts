/** format.ts in Telugu: the ordinals of the houses (ప్రథమ … ద్వాదశ, as they stand before భావం) and the list words. */
import type { ListWords } from './format-regional';

export const LIST_WORDS_TE: ListWords = {
  ordinals: ['ప్రథమ', 'ద్వితీయ', 'తృతీయ', 'చతుర్థ', 'పంచమ', 'షష్ఠ', 'సప్తమ', 'అష్టమ', 'నవమ', 'దశమ', 'ఏకాదశ', 'ద్వాదశ'],
  and: 'మరియు',
  none: 'ఏదీ లేదు',
};
