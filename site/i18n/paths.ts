/**
 * Addresses per language: English pages stay at their unprefixed paths (`/about-us`), every other
 * language lives under its code (`/hi/about-us`, `/hi` for the home page). Paths are written
 * without a trailing slash, like the sitemap and the canonical links (the root is `/`).
 */
import { DEFAULT_LOCALE, LOCALES, isLocale, type Locale } from '../../shared/i18n/locale';

/**
 * `path` (an English address, optionally with `?query` and `#hash`) as the address of the same page
 * in `locale`: `localizePath('hi', '/faq?x=1')` is `/hi/faq?x=1`, `localizePath('hi', '/')` is `/hi`.
 * Throws when `path` does not start with `/` or is already prefixed with a language.
 */
export function localizePath(locale: Locale, path: string): string {
  if (!path.startsWith('/')) throw new Error(`localizePath: path must start with "/", got "${path}"`);
  if (localeOfPath(path) !== DEFAULT_LOCALE) throw new Error(`localizePath: path "${path}" already names a language`);
  if (locale === DEFAULT_LOCALE) return path;
  const rest = path.replace(/^\/(?=[?#]|$)/, '');
  return `/${locale}${rest}`;
}

/** The language an address is in: its first segment when that is a language code other than the default, else the default. */
export function localeOfPath(pathname: string): Locale {
  const first = pathname.split(/[/?#]/)[1] ?? '';
  return isLocale(first) && first !== DEFAULT_LOCALE ? first : DEFAULT_LOCALE;
}

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
