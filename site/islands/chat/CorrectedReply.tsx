/**
 * A reply after the claim check: each wrong statement's correction marked in the text (claims.ts),
 * then the list of statements checked. ChatThread loads it only for a reply that has a report.
 */
import type { Locale } from '../../../shared/i18n/locale';
import LazyMarkdown from './LazyMarkdown';
import CheckedStatements from './CheckedStatements';
import { markCorrections, type ShownClaim } from './claims';

/** The corrected reply and its checked statements. */
export default function CorrectedReply({ text, claims, locale }: { text: string; claims: ShownClaim[]; locale: Locale }) {
  return (
    <>
      <LazyMarkdown text={markCorrections(text, claims)} />
      <CheckedStatements claims={claims} locale={locale} />
    </>
  );
}
