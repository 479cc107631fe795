/**
 * The small words a regional rashifal file (words-bn.ts …) builds with: the graha's name from the
 * language's book, the house ordinals and list words of format-bn.ts …, and the house themes of
 * houses-bn.ts …, the same the reader and the report use.
 */
import type { RegionalLocale } from '../../i18n/locale';
import { grahaName, type Graha } from '../../vocabulary/graha';
import type { ListWords } from '../format-regional';

/** Names, ordinals, lists and house themes in `locale`. */
export function rashifalHelpers(locale: RegionalLocale, words: ListWords, houseThemes: (house: number) => string) {
  return {
    G: (g: Graha) => grahaName(g, locale),
    ord: (n: number) => words.ordinals[n - 1] ?? String(n),
    list: (items: readonly string[]) =>
      items.length === 0 ? words.none : items.length === 1 ? items[0]! : `${items.slice(0, -1).join(', ')} ${words.and} ${items.at(-1)}`,
    themes: houseThemes,
  };
}
