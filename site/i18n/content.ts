/**
 * Blog posts and guides per language. Each collection keeps its English Markdown under
 * `site/content/<collection>/en/<slug>.md` and each translation under its language code with the
 * same file name, so an entry's id is `<language>/<slug>` and a slug names the same text in
 * every language that has its own texts (CONTENT_LOCALES; site/content/translations.test.ts checks every English
 * entry has all its translations). The other languages show the English text, marked `lang="en"` with a notice, until
 * their folders exist.
 */
import { getCollection, type CollectionEntry } from 'astro:content';
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from '../../shared/i18n/locale';
import { CONTENT_LOCALES, contentLocaleFor } from './content-locales';

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

/** The entries of `collection` for the pages in `locale` (English ones where the language has none), each with its slug and language. */
export async function entriesIn<C extends LocalizedCollection>(
  collection: C,
  locale: Locale,
): Promise<{ slug: string; entry: CollectionEntry<C>; lang: Locale }[]> {
  const entries = await getCollection(collection);
  const lang = contentLocaleFor(locale);
  return entries.flatMap((entry) => {
    const split = splitEntryId(entry.id);
    return split.locale === lang ? [{ slug: split.slug, entry, lang }] : [];
  });
}

/**
 * getStaticPaths for `[...locale]/<collection>/[slug]`: one page per entry and language, with the
 * entry and the language it is written in (`lang`) as props. Every entry's language follows its
 * folder; a language without texts gets the English entries; English pages stay unprefixed.
 */
export async function localizedEntryPaths<C extends LocalizedCollection>(collection: C) {
  const entries = await getCollection(collection);
  const written = entries.map((entry) => {
    const { locale, slug } = splitEntryId(entry.id);
    return { params: { locale: locale === DEFAULT_LOCALE ? undefined : locale, slug }, props: { locale, entry, lang: locale } };
  });
  const shownInEnglish = LOCALES.filter((locale) => !CONTENT_LOCALES.includes(locale)).flatMap((locale) =>
    written
      .filter((path) => path.props.locale === DEFAULT_LOCALE)
      .map((path) => ({ params: { locale, slug: path.params.slug }, props: { locale, entry: path.props.entry, lang: DEFAULT_LOCALE } })),
  );
  return [...written, ...shownInEnglish];
}
