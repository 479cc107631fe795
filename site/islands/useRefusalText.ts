/**
 * A refusal's sentence in the page's language for views that show a failure without a form
 * (the report's error view, the Now section, the panchang page). English is the API's own
 * message, at once; other languages word the refusal's code with site/i18n/birth-refusal.ts,
 * loaded only when a refusal is shown, so the field problems' table stays out of those pages'
 * first load. Null while it loads. `useShownRefusal` is the same for views whose failures may name no field.
 */
import { useEffect, useState } from 'react';
import type { Locale } from '../../shared/i18n/locale';
import type { BirthRefusal } from '../i18n/birth-refusal';

/** The sentence for `refusal` (null: nothing to say yet); `label` names the field as the page does. */
export function useRefusalText(locale: Locale, refusal: BirthRefusal | null, label?: string): string | null {
  const [worded, setWorded] = useState<{ of: BirthRefusal; text: string } | null>(null);
  useEffect(() => {
    if (!refusal || locale === 'en') return;
    let live = true;
    void import('../i18n/birth-refusal').then(({ wordBirthRefusal }) => {
      if (live) setWorded({ of: refusal, text: wordBirthRefusal(locale, refusal, label) });
    });
    return () => {
      live = false;
    };
  }, [locale, refusal, label]);
  if (!refusal) return null;
  if (locale === 'en') return refusal.message;
  return worded?.of === refusal ? worded.text : null;
}

/**
 * What a view without a form shows for a failure (`refusal`, null for an unexpected error): English pages the API's
 * own sentence; other pages a refused field's code worded (`worded`, null while it loads), and for a failure that
 * names no field the page's own sentence (`fallback`), never the API's English.
 */
export function refusalToShow(locale: Locale, refusal: BirthRefusal | null, fallback: string, worded: string | null): string | null {
  if (!refusal) return fallback;
  if (locale === 'en') return refusal.message;
  return hasField(refusal) ? worded : fallback;
}

const hasField = (refusal: BirthRefusal) => refusal.field !== null && refusal.field !== '';

/** refusalToShow for a view's failure, wording a refused field's code in the page's language (useRefusalText). */
export function useShownRefusal(locale: Locale, refusal: BirthRefusal | null, fallback: string, label?: string): string | null {
  const worded = useRefusalText(locale, refusal && hasField(refusal) ? refusal : null, label);
  return refusalToShow(locale, refusal, fallback, worded);
}
