/**
 * Under an assistant reply: the statements the claim check compared with the chart, each right
 * (✓) or wrong (✗ with the chart's value). Open by default when something was corrected.
 */
import type { Locale } from '../../../shared/i18n/locale';
import { chatClaimsMessages } from '../../i18n/chat-claims';
import type { ShownClaim } from './claims';

export default function CheckedStatements({ claims, locale }: { claims: ShownClaim[]; locale: Locale }) {
  if (!claims.length) return null;
  const t = chatClaimsMessages[locale];
  const wrong = claims.filter((c) => !c.ok).length;
  return (
    <details className="chat-claims" open={wrong > 0}>
      <summary>{t.summary(claims.length, wrong)}</summary>
      <ul aria-label={t.listLabel}>
        {claims.map((c, i) => (
          <li key={i} className={c.ok ? 'claim-ok' : 'claim-wrong'}>
            <span aria-hidden="true">{c.ok ? '✓' : '✗'}</span> {c.statement}
            <span className="visually-hidden">{c.ok ? t.correct : t.wrong}</span>
            {c.correction && <span className="claim-correction">: {c.correction}</span>}
          </li>
        ))}
      </ul>
    </details>
  );
}
