/**
 * A refusal's sentence in the page's language for views that show a failure without a form
 * (the report's error view, the Now section, the panchang page). English is the API's own
 * message, at once; other languages word the refusal's code with site/i18n/birth-refusal.ts,
 * loaded only when a refusal is shown, so the field problems' table stays out of those pages'
 * first load. Null while it loads.
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
