/** Horizontal bars of each graha's shadbala total in rupas, with a tick at its required minimum. */
import type { Locale } from '../../../shared/i18n/locale';
import { kundaliReportText } from '../../i18n/kundali-report';

const BAR_W = 360;
const ROW_H = 30;

/** See the module comment. */
export default function ShadbalaBars({
  rows,
  locale,
}: {
  rows: { graha: string; label: string; total: number; required: number }[];
  locale: Locale;
}) {
  const t = kundaliReportText[locale];
  const max = Math.max(...rows.map((r) => Math.max(r.total, r.required))) * 1.1;
  const x = (v: number) => 80 + (v / max) * (BAR_W - 80);
  return (
    <svg
      viewBox={`0 0 ${BAR_W + 40} ${rows.length * ROW_H + 10}`}
      className="bala-svg"
      role="img"
      aria-label={t.shadbalaLabel(rows.map((r) => t.shadbalaRow(r.label, r.total.toFixed(2), r.required)).join('; '))}
    >
      {rows.map((r, i) => {
        const y = 5 + i * ROW_H;
        return (
          <g key={r.graha}>
            <text x={74} y={y + 13} textAnchor="end" className="bala-label">
              {r.label}
            </text>
            <rect
              x={80}
              y={y + 3}
              width={x(r.total) - 80}
              height={18}
              className={r.total >= r.required ? 'bala-bar bala-bar--strong' : 'bala-bar bala-bar--weak'}
              data-testid={`shadbala-bar-${r.graha}`}
              data-rupas={r.total}
            />
            <line x1={x(r.required)} x2={x(r.required)} y1={y} y2={y + 24} className="bala-required" />
            <text x={x(r.total) + 4} y={y + 13} className="bala-value">
              {r.total.toFixed(2)}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
