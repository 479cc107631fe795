/**
 * The Kundali-matching PDF: both people, the total and verdict, the koota table, Manglik for
 * both, the doshas with their exceptions, the ten poruthams and the two Rasi charts side by side,
 * laid out with the same writer, flow and chart drawing as the Kundali report (pdf-report.ts).
 * Its own words follow `options.locale`; the sentences (summary, explanations, reasons) are the
 * answer's, so a Hindi PDF is given the answer computed with `locale=hi`.
 */
import type { ChartPositionsView } from '../../shared/chart/view';
import type { MatchAnswer } from '../../shared/chart/match-answer';
import { kootaValueName, kootaName, matchDoshaName, poruthamName, verdictName } from '../../shared/vocabulary/matching-names';
import { nakshatraNameOf } from '../../shared/vocabulary/nakshatra';
import { rasiNameOf } from '../../shared/vocabulary/rasi';
import { termName } from '../../shared/vocabulary/terms';
import { PDF_LABELS } from '../i18n/pdf';
import {
  BODY,
  CONTENT_WIDTH_PT,
  documentOptions,
  drawChart,
  Flow,
  H1,
  H2,
  H3,
  type LocalizedPdfOptions,
  MARGIN_PT,
  SMALL,
} from './pdf-report';
import { PdfDocument } from './pdf-writer';

const CHART_PT = 220;

/** The PDF bytes of a match; the charts are drawn when given. Its words follow `options.locale`. */
export function renderMatchPdf(
  match: MatchAnswer,
  charts: { bride: ChartPositionsView; groom: ChartPositionsView } | null,
  options: LocalizedPdfOptions = {},
): Uint8Array {
  const locale = options.locale ?? 'en';
  const L = PDF_LABELS[locale];
  const { bride, groom } = match.persons;
  const doc = new PdfDocument(L.matchingTitle(bride.name, groom.name), documentOptions(options));
  const flow = new Flow(doc);
  flow.heading(L.matchingTitle(bride.name || L.bride, groom.name || L.groom), H1);
  for (const [label, p, moon] of [
    [L.bride, bride, match.moons.bride],
    [L.groom, groom, match.moons.groom],
  ] as const) {
    flow.paragraph(
      L.personLine({
        label,
        name: p.name || L.notNamed,
        date: p.date,
        time: p.time,
        offset: p.utcOffset,
        place: p.place ?? `${p.lat}, ${p.lon}`,
        moon: `${rasiNameOf(moon.rasi, locale)}, ${nakshatraNameOf(moon.nakshatra, locale)} ${termName('pada', locale).toLowerCase()} ${moon.pada}`,
      }),
    );
  }
  flow.heading(L.total(match.total, match.max, verdictName(match.verdict, locale)), H2);
  flow.paragraph(match.summary);
  for (const caution of match.cautions) flow.paragraph(caution, SMALL);

  flow.heading(L.eightKootas, H2);
  const columns = [0, 80, 130, 240, 350];
  flow.row([...L.kootaTableHead], columns, { size: 9.5, bold: true });
  for (const k of match.kootas)
    flow.row(
      [
        kootaName(k.key, locale),
        `${k.points} / ${k.max}`,
        kootaValueName(k.key, k.groom, locale),
        kootaValueName(k.key, k.bride, locale),
        '',
      ],
      columns,
      { size: 9.5 },
    );
  flow.y += 4;
  for (const k of match.kootas) flow.paragraph(`${kootaName(k.key, locale)}: ${k.explanation}`, SMALL);

  flow.heading(L.manglikDosha, H2);
  for (const [label, side] of [
    [L.bride, match.manglik.bride],
    [L.groom, match.manglik.groom],
  ] as const) {
    const status = !side.manglik ? L.manglikStatus.no : side.cancelled ? L.manglikStatus.cancelled : L.manglikStatus.yes;
    flow.paragraph(`${label}: ${status}. ${side.reason}${side.cancellations.length ? L.cancellations(side.cancellations.join('; ')) : ''}`);
  }
  flow.paragraph(match.manglik.note, H3);

  flow.heading(L.doshas, H2);
  for (const d of match.doshas) {
    const state = d.present ? (d.cancelled ? L.doshaState.cancelled(d.exceptions.join('; ')) : L.doshaState.present) : L.doshaState.absent;
    flow.paragraph(`${matchDoshaName(d.name, locale)}: ${state}. ${d.explanation}`);
  }

  flow.heading(L.poruthams, H2);
  const poruthamRows = match.poruthams.map((p) => [
    poruthamName(p.key, locale),
    L.agreement[p.agreement === 'yes' ? 'yes' : p.agreement === 'partly' ? 'partly' : 'no'],
    p.explanation,
  ]);
  // Each column starts after the widest cell of the one before (Tamil's பொருந்தவில்லை is wider than 80 pt).
  const poruthamStyle = { size: 9.5 };
  const widest = (column: number) => Math.max(...poruthamRows.map((cells) => flow.page.textWidthPt(cells[column]!, poruthamStyle)));
  const agreementAt = Math.max(90, widest(0) + 10);
  const poruthamColumns = [0, agreementAt, Math.max(170, agreementAt + widest(1) + 10)];
  for (const cells of poruthamRows) flow.row(cells, poruthamColumns, poruthamStyle);

  if (charts) {
    flow.ensure(CHART_PT + 40);
    const top = flow.y + 30;
    const style = options.chartStyle ?? 'north';
    drawChart(flow.page, charts.bride, 1, MARGIN_PT, top, CHART_PT, L.matchChart(L.bride, bride.name), locale, style);
    drawChart(
      flow.page,
      charts.groom,
      1,
      MARGIN_PT + CONTENT_WIDTH_PT - CHART_PT,
      top,
      CHART_PT,
      L.matchChart(L.groom, groom.name),
      locale,
      style,
    );
    flow.y = top + CHART_PT + 6;
    flow.paragraph(L.matchChartNote[style], SMALL);
  }
  flow.heading(L.disclaimer, H2);
  flow.paragraph(L.matchDisclaimer, BODY);
  return doc.toBytes();
}
