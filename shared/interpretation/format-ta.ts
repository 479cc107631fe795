/** format.ts in Tamil: the ordinals of the houses (முதல் … பன்னிரண்டாம், as they stand before வீடு) and the list words. */
import type { ListWords } from './format-regional';

export const LIST_WORDS_TA: ListWords = {
  ordinals: ['முதல்', 'இரண்டாம்', 'மூன்றாம்', 'நான்காம்', 'ஐந்தாம்', 'ஆறாம்', 'ஏழாம்', 'எட்டாம்', 'ஒன்பதாம்', 'பத்தாம்', 'பதினொன்றாம்', 'பன்னிரண்டாம்'],
  and: 'மற்றும்',
  none: 'எதுவும் இல்லை',
};
