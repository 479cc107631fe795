/**
 * Blog posts and guides per language. Each collection keeps its English Markdown under
 * `site/content/<collection>/en/<slug>.md` and each translation under its language code with the
 * same file name, so an entry's id is `<language>/<slug>` and a slug names the same text in
 * every language (site/content/translations.test.ts checks every English entry has all its translations).
 */
import { getCollection, type CollectionEntry } from 'astro:content';
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from '../../shared/i18n/locale';

/** The localised collections. */
export type LocalizedCollection = 'blog' | 'guides';

/** Language and slug of a content entry id (`hi/what-is-a-kundali`); throws for an id outside a language folder. */
export function splitEntryId(id: string): { locale: Locale; slug: string } {
  const [locale, slug, ...rest] = id.split('/');
  if (!isLocale(locale) || !slug || rest.length > 0) {
    throw new Error(`Content entry "${id}" must sit in a language folder: <collection>/<${LOCALES.join('|')}>/<slug>.md`);
  }
  return { locale, slug };
}

/** The entries of `collection` written in `locale`, each with its slug. */
export async function entriesIn<C extends LocalizedCollection>(
  collection: C,
  locale: Locale,
): Promise<{ slug: string; entry: CollectionEntry<C> }[]> {
  const entries = await getCollection(collection);
  return entries.flatMap((entry) => {
    const split = splitEntryId(entry.id);
    return split.locale === locale ? [{ slug: split.slug, entry }] : [];
  });
}

/**
 * getStaticPaths for `[...locale]/<collection>/[slug]`: one page per entry and language, with the
 * entry as a prop. Every entry's language follows its folder; English pages stay unprefixed.
 */
export async function localizedEntryPaths<C extends LocalizedCollection>(collection: C) {
  const entries = await getCollection(collection);
  return entries.map((entry) => {
    const { locale, slug } = splitEntryId(entry.id);
    return { params: { locale: locale === DEFAULT_LOCALE ? undefined : locale, slug }, props: { locale, entry } };
  });
}
