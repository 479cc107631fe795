/**
 * Addresses per language: English pages stay at their unprefixed paths (`/about-us`), every other
 * language lives under its code (`/hi/about-us`, `/hi` for the home page). Paths are written
 * without a trailing slash, like the sitemap and the canonical links (the root is `/`).
 */
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../shared/i18n/locale';

export { localeOfPath, localizePath } from '../../shared/i18n/paths';
import { localeOfPath, localizePath } from '../../shared/i18n/paths';

/**
 * The page of `pathname` as its English address (language prefix and trailing slash removed):
 * `/hi/faq/` gives `/faq`, `/hi` gives `/`. The inverse of localizePath.
 */
export function unlocalizedPath(pathname: string): string {
  const locale = localeOfPath(pathname);
  const rest = locale === DEFAULT_LOCALE ? pathname : pathname.slice(locale.length + 1);
  const trimmed = rest.replace(/(.)\/$/, '$1');
  return trimmed === '' ? '/' : trimmed;
}

/** Every language's address of the page at `pathname`, default language first (for hreflang links and the sitemap). */
export function alternatePaths(pathname: string): { locale: Locale; path: string }[] {
  const path = unlocalizedPath(pathname);
  return LOCALES.map((locale) => ({ locale, path: localizePath(locale, path) }));
}

/** Route parameter and page prop of one language's copy of a page (`[...locale]` is empty for the default). */
export interface LocaleRoute {
  params: { locale: string | undefined };
  props: { locale: Locale };
}

/** getStaticPaths for a page served in every language from one `site/pages/[...locale]/…` file. */
export function localeStaticPaths(): LocaleRoute[] {
  return LOCALES.map((locale) => ({ params: { locale: locale === DEFAULT_LOCALE ? undefined : locale }, props: { locale } }));
}
