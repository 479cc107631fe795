/**
 * The side-by-side table of /compare: one column per program (ours first), rows for the settings,
 * the sidereal positions (sign, degree, nakshatra), the panchang at birth and the Vimshottari
 * dasha. A cell whose sign, nakshatra, tithi, yoga, karana, sunrise or dasha differs from ours is
 * marked (a class and, for screen readers, a visually hidden "differs").
 */
import type { Comparison, ProfileComparison } from '../../../shared/chart/compare/compare';
import { COMPARED_SETTINGS, programName } from '../../../shared/chart/profiles';
import type { Locale } from '../../../shared/i18n/locale';
import { YOGA_NAMES, karanaName, panchangName, tithiName } from '../../../shared/jyotish/panchang-names';
import { grahaName, type Graha } from '../../../shared/vocabulary/graha';
import { NAKSHATRA_SPAN_DEG, nakshatraName } from '../../../shared/vocabulary/nakshatra';
import { RASI_SPAN_DEG, rasiName } from '../../../shared/vocabulary/rasi';
import { compareText } from '../../i18n/compare';
import { differsFromOurs } from '../../lib/compare-view';
import { pointName, settingName, settingValueText } from '../../../shared/interpretation/compare-words';

type Row = { key: string; label: string; cell: (p: ProfileComparison) => string; differs?: string[] };

/** Degrees within the sign as d°mm′ss″. */
function dms(lonDeg: number): string {
  const inSign = lonDeg % RASI_SPAN_DEG;
  let total = Math.round(inSign * 3600);
  const d = Math.floor(total / 3600);
  total -= d * 3600;
  const m = Math.floor(total / 60);
  const s = total - m * 60;
  return `${d}°${String(m).padStart(2, '0')}′${String(s).padStart(2, '0')}″`;
}

/** Local clock time of an ISO instant as written (HH:MM:SS), or a dash. */
function clock(iso: string | null): string {
  return iso ? iso.slice(11, 19) : '—';
}

function rows(c: Comparison, locale: Locale): { heading: string; rows: Row[] }[] {
  const t = compareText[locale];
  const undocumented = (p: ProfileComparison, k: string) => p.undocumented.some((u) => u.setting === k);
  const points = Object.keys(c.profiles[0]!.positions);
  return [
    {
      heading: t.settingsHeading,
      rows: COMPARED_SETTINGS.map((k) => ({
        key: `setting-${k}`,
        label: settingName(k, locale),
        cell: (p) => `${settingValueText(p.settings[k], locale)}${undocumented(p, k) ? ` (${t.undocumented})` : ''}`,
      })),
    },
    {
      heading: t.positionsHeading,
      rows: points.map((point) => ({
        key: `pos-${point}`,
        label: pointName(point, locale),
        cell: (p) => {
          const lon = p.positions[point as keyof typeof p.positions];
          return `${rasiName(Math.floor(lon / RASI_SPAN_DEG), locale)} ${dms(lon)} · ${nakshatraName(Math.min(26, Math.floor(lon / NAKSHATRA_SPAN_DEG)), locale)}`;
        },
        differs: [`${point} sign`, `${point} nakshatra`],
      })),
    },
    {
      heading: t.panchangHeading,
      rows: [
        {
          key: 'tithi',
          label: t.tithi,
          cell: (p) => `${p.panchang.tithi} ${panchangName(tithiName(p.panchang.tithi), locale)}`,
          differs: ['Tithi'],
        },
        { key: 'nakshatra', label: t.nakshatra, cell: (p) => nakshatraName(p.panchang.nakshatra - 1, locale), differs: ['Moon nakshatra'] },
        {
          key: 'yoga',
          label: t.yoga,
          cell: (p) => `${p.panchang.yoga} ${panchangName(YOGA_NAMES[p.panchang.yoga - 1]!, locale)}`,
          differs: ['Yoga'],
        },
        {
          key: 'karana',
          label: t.karana,
          cell: (p) => `${p.panchang.karana} ${panchangName(karanaName(p.panchang.karana), locale)}`,
          differs: ['Karana'],
        },
        { key: 'sunrise', label: t.sunrise, cell: (p) => clock(p.panchang.sunrise), differs: ['Sunrise'] },
      ],
    },
    {
      heading: t.dashaHeading,
      rows: [
        {
          key: 'md',
          label: t.birthMahadasha,
          cell: (p) => (p.dasha[0] ? grahaName(p.dasha[0].md as Graha, locale) : '—'),
          differs: ['Mahadasha at birth'],
        },
        {
          key: 'next',
          label: t.nextMahadasha,
          cell: (p) => {
            const next = p.dasha.find((d) => d.md !== p.dasha[0]?.md);
            return next ? next.start.replace('T', ' ').slice(0, 16) : '—';
          },
          differs: ['Next mahadasha start'],
        },
      ],
    },
  ];
}

/** See the module comment. */
export default function CompareTable({ comparison, locale }: { comparison: Comparison; locale: Locale }) {
  const t = compareText[locale];
  return (
    <div className="compare__scroll" tabIndex={0} role="region" aria-label={t.tableCaption}>
      <table className="compare__table">
        <caption>{t.tableCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{t.quantity}</th>
            {comparison.profiles.map((p) => (
              <th key={p.id} scope="col">
                {programName(p.id, locale)}
              </th>
            ))}
          </tr>
        </thead>
        {rows(comparison, locale).map((section) => (
          <tbody key={section.heading}>
            <tr>
              <th scope="rowgroup" colSpan={comparison.profiles.length + 1} className="compare__section">
                {section.heading}
              </th>
            </tr>
            {section.rows.map((row) => (
              <tr key={row.key} data-row={row.key}>
                <th scope="row">{row.label}</th>
                {comparison.profiles.map((p) => {
                  const differs = (row.differs ?? []).some((what) => differsFromOurs(comparison, what, p.id));
                  return (
                    <td key={p.id} className={differs ? 'compare__cell--differs' : undefined}>
                      {row.cell(p)}
                      {differs && <span className="visually-hidden"> ({t.differs})</span>}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        ))}
      </table>
    </div>
  );
}
