/**
 * "Remedies" on /detailed-kundali: for the running dasha lords and the weak or afflicted grahas,
 * the classical remedies with the reason for each (remediesFor, the same function the PDF and the
 * chat use). English and Hindi lines are written in shared/interpretation/remedies/lines.ts; a
 * regional language's words come from its own file, fetched on that language's pages alone.
 */
import type { RegionalLocale } from '../../../shared/i18n/locale';
import { remedyNoteText, remedyReasonText, remedyTargetLines, weightConventionText } from '../../../shared/interpretation/remedies/lines';
import { remediesFor, type RemedyChart } from '../../../shared/interpretation/remedies/remedies';
import type { RemedyText } from '../../../shared/interpretation/remedies/remedy-text';
import { civilToJdUt } from '../../../shared/time/julian';
import { grahaName } from '../../../shared/vocabulary/graha';
import type { Props, Words } from './depth-parts';
import { useRegionalWords } from './useRegionalWords';

const REGIONAL: Readonly<Record<RegionalLocale, () => Promise<RemedyText>>> = {
  bn: () => import('../../../shared/interpretation/remedies/remedy-text-bn').then((m) => m.REMEDY_TEXT_BN),
  mr: () => import('../../../shared/interpretation/remedies/remedy-text-mr').then((m) => m.REMEDY_TEXT_MR),
  te: () => import('../../../shared/interpretation/remedies/remedy-text-te').then((m) => m.REMEDY_TEXT_TE),
  ta: () => import('../../../shared/interpretation/remedies/remedy-text-ta').then((m) => m.REMEDY_TEXT_TA),
};

/** The section; its title and lead at once, the remedies when the language's words are there. */
export default function RemediesSection({ chart, day, locale, words }: Pick<Props, 'chart' | 'day' | 'locale'> & { words: Words }) {
  const language = useRegionalWords(locale, REGIONAL);
  const at = day ? civilToJdUt(day, '12:00', chart.input.utcOffsetMinutes) : null;
  const advice = remediesFor(chart as unknown as RemedyChart, at);
  return (
    <section className="kundali-card" aria-labelledby="remedies-title" data-testid="remedies-section">
      <h2 id="remedies-title">{words.remediesTitle}</h2>
      <p>{words.remediesLead}</p>
      {language && (
        <>
          {advice.targets.map((t) => {
            const [, ...lines] = remedyTargetLines(t, language);
            return (
              <div key={t.graha}>
                <h3>
                  {grahaName(t.graha, locale)}: {t.reasons.map((r) => remedyReasonText(r, language)).join('; ')}
                </h3>
                <ul>
                  {lines.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              </div>
            );
          })}
          {advice.targets.some((t) => t.gemstone) && (
            <p>
              <strong>{words.gemstoneWeight}:</strong> {weightConventionText(advice, language)}
            </p>
          )}
          <p>{remedyNoteText(advice, language)}</p>
        </>
      )}
    </section>
  );
}
