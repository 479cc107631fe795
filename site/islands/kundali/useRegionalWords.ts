/**
 * A section's words in the page's language when they live in per-language files (the yoga and
 * remedy sentences): English and Hindi are the section's own and come at once; a regional
 * language's file is fetched on that language's pages alone, and the hook gives null until it is
 * there, so an English page neither ships nor loads any of them.
 */
import { useEffect, useState } from 'react';
import type { InlineLocale, Locale, RegionalLocale } from '../../../shared/i18n/locale';

/** The words for `locale`: the locale itself for English and Hindi, the loaded book for a regional language (null while it loads). */
export function useRegionalWords<T extends { locale: RegionalLocale }>(
  locale: Locale,
  loaders: Readonly<Record<RegionalLocale, () => Promise<T>>>,
): InlineLocale | T | null {
  // Not regionalLocale(): importing it would add an export to the core locale chunk every page loads (/chat's budget).
  const regional = locale === 'en' || locale === 'hi' ? null : locale;
  const [loaded, setLoaded] = useState<T | null>(null);
  useEffect(() => {
    if (!regional) return;
    let live = true;
    void loaders[regional]().then((words) => {
      if (live) setLoaded(words);
    });
    return () => {
      live = false;
    };
  }, [regional, loaders]);
  if (!regional) return locale as InlineLocale;
  return loaded?.locale === regional ? loaded : null;
}
