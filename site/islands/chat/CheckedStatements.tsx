/**
 * Under an assistant reply: the statements the claim check compared with the chart, each right
 * (✓) or wrong (✗ with the chart's value). Open by default when something was corrected.
 */
import type { ShownClaim } from './claims';

export default function CheckedStatements({ claims }: { claims: ShownClaim[] }) {
  if (!claims.length) return null;
  const wrong = claims.filter((c) => !c.ok).length;
  return (
    <details className="chat-claims" open={wrong > 0}>
      <summary>
        Checked against your chart: {claims.length} statement{claims.length === 1 ? '' : 's'}
        {wrong ? `, ${wrong} corrected` : ', all correct'}
      </summary>
      <ul aria-label="Checked statements">
        {claims.map((c, i) => (
          <li key={i} className={c.ok ? 'claim-ok' : 'claim-wrong'}>
            <span aria-hidden="true">{c.ok ? '✓' : '✗'}</span> {c.statement}
            <span className="visually-hidden">{c.ok ? ' (correct)' : ' (wrong)'}</span>
            {c.correction && <span className="claim-correction">: {c.correction}</span>}
          </li>
        ))}
      </ul>
    </details>
  );
}
