/**
 * Whose chart the conversation reads, and the way to it (issue 36): "Chart of Asha Rao" linking to
 * the report, the birth it was cast for, then the chart's ways on (the quick chart, the PDF, Save,
 * Share: kit/ChartActions). Loaded lazily, once the chat is ready, so /chat's first JavaScript stays
 * within its budget.
 */
import type { Locale } from '../../../shared/i18n/locale';
import { formatDateDmy } from '../../../shared/interpretation/format';
import { journeyText } from '../../i18n/journey';
import { needsOpenText, withOpenText } from '../../lib/open-text';
import { chartViewHref } from '../../lib/chart-links';
import ChartActions from '../kit/ChartActions';

/**
 * See the module comment. `query` is the person's chart as the chart API's query (subjects.ts chartFieldsOf, which
 * the island has: importing it here would split it from /chat's first JavaScript into a file of its own).
 */
export default function ChatChartLinks({ query, locale }: { query: string; locale: Locale }) {
  const t = journeyText[locale];
  const fields = new URLSearchParams(query);
  const name = fields.get('name') ?? '';
  const birth = [formatDateDmy(fields.get('date') ?? ''), fields.get('time') || t.recent.noTime, fields.get('place') ?? '']
    .filter(Boolean)
    .join(' · ');
  return (
    <div className="chat-chart">
      <p className={withOpenText('chat-chart__whose', needsOpenText(name, fields.get('place') ?? ''))}>
        <a href={chartViewHref(locale, 'report', fields)}>{t.actions.chartOf(name)}</a>
        {birth && ` · ${birth}`}
      </p>
      <ChartActions fields={fields} view="chat" locale={locale} />
    </div>
  );
}
