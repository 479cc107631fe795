/**
 * A chart's cautions (time zone, local mean time, lagna) as notices in the page's language, for
 * the birth-chart result and the report. English is the engine's own text, at once; another
 * language words each caution's code from its own file (shared/interpretation/cautions-hi.ts,
 * cautions/cautions-bn.ts …), loaded only on that language's pages when there is a caution to
 * show, so English pages ship no dictionary and a page none but its own. Nothing is shown for a
 * caution while its wording loads.
 */
import { useEffect, useState } from 'react';
import type { BirthCaution } from '../../../shared/model/chart';
import type { Locale } from '../../../shared/i18n/locale';
import type { CautionText } from '../../../shared/interpretation/cautions/caution-text';

type Word = (caution: string, codes?: readonly BirthCaution[]) => string;

/** Each language's cautions with the function that words them, fetched on its pages alone. */
const LOADERS: Readonly<Record<Exclude<Locale, 'en'>, () => Promise<CautionText>>> = {
  hi: () => import('../../../shared/interpretation/cautions-hi').then((m) => m.CAUTION_TEXT_HI),
  bn: () => import('../../../shared/interpretation/cautions/cautions-bn').then((m) => m.CAUTION_TEXT_BN),
  mr: () => import('../../../shared/interpretation/cautions/cautions-mr').then((m) => m.CAUTION_TEXT_MR),
  te: () => import('../../../shared/interpretation/cautions/cautions-te').then((m) => m.CAUTION_TEXT_TE),
  ta: () => import('../../../shared/interpretation/cautions/cautions-ta').then((m) => m.CAUTION_TEXT_TA),
};

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
    void Promise.all([LOADERS[locale](), import('../../../shared/interpretation/cautions/caution-text')]).then(
      ([text, { wordCaution }]) => {
        if (live) setWord(() => (caution: string, codes?: readonly BirthCaution[]) => wordCaution(caution, text, codes));
      },
    );
    return () => {
      live = false;
    };
  }, [needed, locale]);
  if (locale !== 'en' && !word) return null;
  return (
    <>
      {cautions.map((caution) => (
        <p key={caution} className="notice">
          {locale === 'en' || !word ? caution : word(caution, codes)}
        </p>
      ))}
    </>
  );
}
