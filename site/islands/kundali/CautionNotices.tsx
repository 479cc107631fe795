/**
 * A chart's cautions (time zone, local mean time, lagna) as notices in the page's language, for
 * the birth-chart result and the report. English is the engine's own text, at once; Hindi words
 * each caution's code with shared/interpretation/cautions-hi.ts, loaded only on a page that is
 * not English and has a caution to show, so English pages do not ship the Hindi dictionary.
 * Nothing is shown for a caution while its wording loads.
 */
import { useEffect, useState } from 'react';
import type { BirthCaution } from '../../../shared/model/chart';
import type { Locale } from '../../../shared/i18n/locale';

type Word = (caution: string, locale: Locale, codes?: readonly BirthCaution[]) => string;

export default function CautionNotices({
  cautions,
  codes,
  locale,
}: {
  cautions: readonly string[];
  codes: readonly BirthCaution[] | undefined;
  locale: Locale;
}) {
  const [word, setWord] = useState<Word | null>(null);
  const needed = locale !== 'en' && cautions.length > 0;
  useEffect(() => {
    if (!needed) return;
    let live = true;
    void import('../../../shared/interpretation/cautions-hi').then(({ cautionText }) => {
      if (live) setWord(() => cautionText);
    });
    return () => {
      live = false;
    };
  }, [needed]);
  if (locale !== 'en' && !word) return null;
  return (
    <>
      {cautions.map((caution) => (
        <p key={caution} className="notice">
          {locale === 'en' || !word ? caution : word(caution, locale, codes)}
        </p>
      ))}
    </>
  );
}
