/**
 * "Yogas and doshas" on /detailed-kundali: Manglik and Kala Sarpa stated either way, then every
 * yoga and dosha that holds, grouped by family, each with why it holds in this chart, any
 * cancellation and its classical source. The words come from shared/interpretation/yogas.ts
 * over the evidence the API sends with `include=yogas`: English and Hindi written there, a
 * regional language's from its own file, fetched on that language's pages alone.
 */
import { useMemo } from 'react';
import type { ChartView } from '../../../shared/chart/view';
import type { Locale, RegionalLocale } from '../../../shared/i18n/locale';
import { yogaSection } from '../../../shared/interpretation/yogas';
import type { YogaText } from '../../../shared/interpretation/yoga-text/yoga-text';
import { yogaText } from '../../i18n/yogas';
import { useRegionalWords } from './useRegionalWords';

const REGIONAL: Readonly<Record<RegionalLocale, () => Promise<YogaText>>> = {
  bn: () => import('../../../shared/interpretation/yoga-text/yoga-text-bn').then((m) => m.yogaTextBn()),
  mr: () => import('../../../shared/interpretation/yoga-text/yoga-text-mr').then((m) => m.yogaTextMr()),
  te: () => import('../../../shared/interpretation/yoga-text/yoga-text-te').then((m) => m.yogaTextTe()),
  ta: () => import('../../../shared/interpretation/yoga-text/yoga-text-ta').then((m) => m.yogaTextTa()),
};

/** The section; nothing when the chart came without its yoga evidence (or while its language's words load). */
export default function YogaSection({ chart, locale }: { chart: ChartView; locale: Locale }) {
  const t = yogaText[locale];
  const language = useRegionalWords(locale, REGIONAL);
  const section = useMemo(
    () => (chart.yogas && language ? yogaSection(chart.predictions, chart.yogas, language) : null),
    [chart, language],
  );
  if (!section) return null;
  return (
    <section className="kundali-card" aria-labelledby="yogas-title" data-testid="yoga-section">
      <h2 id="yogas-title">{t.title}</h2>
      <p>{t.lead}</p>
      <h3>{t.checksTitle}</h3>
      <ul className="dosha-checks">
        <li data-testid="manglik-check">{section.manglik}</li>
        <li data-testid="kala-sarpa-check">{section.kalaSarpa}</li>
      </ul>
      {section.groups.length === 0 && <p>{t.none}</p>}
      {section.groups.map((group) => (
        <div key={group.family} className="yoga-group" data-testid={`yoga-family-${group.family}`}>
          <h3>{group.title}</h3>
          <ul className="yoga-list">
            {group.items.map((item) => (
              <li key={item.id} className="yoga-item" data-testid={`yoga-${item.id}`}>
                <h4>
                  {item.name} <span className={`yoga-nature yoga-nature--${item.nature}`}>{item.natureLabel}</span>
                </h4>
                <p data-testid={`yoga-reason-${item.id}`}>
                  <strong>{t.why}:</strong> {item.reason}
                </p>
                {item.cancellation && (
                  <p data-testid={`yoga-cancellation-${item.id}`}>
                    <strong>{t.cancellation}:</strong> {item.cancellation}
                  </p>
                )}
                <p className="yoga-source">
                  <strong>{t.source}:</strong> {item.source} — {locale === 'en' ? t.rule.toLowerCase() : t.rule}: {item.condition}
                </p>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
