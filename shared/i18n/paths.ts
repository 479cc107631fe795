/**
 * Addresses per language: English pages stay at their unprefixed paths (`/about-us`), every other
 * language lives under its code (`/hi/about-us`, `/hi` for the home page). Pure, so the API's mails
 * link to a page in the reader's language the same way the site does (site/i18n/paths.ts re-exports).
 */
import { DEFAULT_LOCALE, isLocale, type Locale } from './locale';

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
