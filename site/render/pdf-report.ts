/**
 * The "Download Full Report" PDF: the whole Kundali (birth details, Rasi and Navamsha charts
 * drawn as vector lines, key insights, planetary positions, houses, general predictions,
 * Vimshottari mahadashas, disclaimer) laid out on A4 pages with the small PDF writer.
 */
import type { ChartView } from '../../shared/chart/view';
import { vargaLayout } from '../../shared/chart/varga-layout';
import { signOfHouse } from '../../shared/jyotish/classical';
import type { KundaliReport } from '../../shared/interpretation/report/report';
import { GRAHA_ABBREVIATION } from '../../shared/vocabulary/graha';
import { RASIS } from '../../shared/vocabulary/rasi';
import type { Varga } from '../../shared/vocabulary/settings';
import { NORTH_HOUSES, NORTH_LINES, NORTH_CHART_UNITS } from './north-indian-geometry';
import { A4_HEIGHT_PT, A4_WIDTH_PT, PdfDocument, type PdfDocumentOptions, type PdfPage, type TextStyle } from './pdf-writer';

export const MARGIN_PT = 48;
export const CONTENT_WIDTH_PT = A4_WIDTH_PT - 2 * MARGIN_PT;
export const BODY: TextStyle = { size: 10 };
export const SMALL: TextStyle = { size: 8.5, color: [0.3, 0.3, 0.3] };
export const H1: TextStyle = { size: 20, bold: true, color: [0.49, 0.18, 0.07] };
export const H2: TextStyle = { size: 14, bold: true, color: [0.49, 0.18, 0.07] };
export const H3: TextStyle = { size: 11, bold: true };
const CHART_PT = 236;

/** A flowing cursor over pages: adds a page when the next block would not fit. */
export class Flow {
  page: PdfPage;
  y = MARGIN_PT;
  constructor(readonly doc: PdfDocument) {
    this.page = doc.addPage();
  }
  ensure(heightPt: number): void {
    if (this.y + heightPt > A4_HEIGHT_PT - MARGIN_PT) {
      this.page = this.doc.addPage();
      this.y = MARGIN_PT;
    }
  }
  heading(text: string, style: TextStyle): void {
    this.ensure(style.size * 2.6);
    this.y += style.size * 1.4;
    this.page.text(MARGIN_PT, this.y, text, style);
    this.y += style.size * 0.6;
  }
  paragraph(text: string, style: TextStyle = BODY, indentPt = 0): void {
    const lineHeight = style.size * 1.35;
    for (const line of this.doc.wrapText(text, CONTENT_WIDTH_PT - indentPt, style)) {
      this.ensure(lineHeight);
      this.y += lineHeight;
      this.page.text(MARGIN_PT + indentPt, this.y, line, style);
    }
    this.y += style.size * 0.4;
  }
  /** Table rows; `columns` are x offsets (points) from the margin. */
  row(cells: string[], columns: number[], style: TextStyle = BODY): void {
    const lineHeight = style.size * 1.45;
    this.ensure(lineHeight);
    this.y += lineHeight;
    cells.forEach((cell, i) => this.page.text(MARGIN_PT + columns[i]!, this.y, cell, style));
  }
}

/** Draws a North Indian chart of `varga` with its top-left at (x, y), `sizePt` wide. */
export function drawChart(page: PdfPage, chart: ChartView, varga: Varga, x: number, y: number, sizePt: number, title: string): void {
  const scale = sizePt / NORTH_CHART_UNITS;
  const brown = [0.49, 0.18, 0.07] as const;
  page.text(x, y - 6, title, H3);
  for (const [from, to] of NORTH_LINES) page.line(x + from[0] * scale, y + from[1] * scale, x + to[0] * scale, y + to[1] * scale, 1, brown);
  const layout = vargaLayout(chart, varga);
  NORTH_HOUSES.forEach((shape, index) => {
    const sign = signOfHouse(layout.firstHouseSign, index + 1);
    const number = String(sign + 1);
    const numberStyle: TextStyle = { size: 8, color: [0.35, 0.33, 0.3] };
    page.text(
      x + shape.signNumber[0] * scale - page.textWidthPt(number, numberStyle) / 2,
      y + shape.signNumber[1] * scale + 3,
      number,
      numberStyle,
    );
    // WinAnsi has no ℞, so the PDF marks a retrograde body with "(R)".
    const labels = layout.bySign[sign]!.map((b) => (b.key === 'Lagna' ? 'As' : GRAHA_ABBREVIATION[b.key] + (b.retrograde ? '(R)' : '')));
    const perColumn = labels.length > shape.maxPerColumn ? Math.ceil(labels.length / 2) : labels.length;
    const columns = labels.length > shape.maxPerColumn ? 2 : 1;
    labels.forEach((label, i) => {
      const column = columns === 1 ? 0 : Math.floor(i / perColumn);
      const row = columns === 1 ? i : i % perColumn;
      const style: TextStyle = { size: 8.5, bold: label === 'As' };
      const lx = x + shape.label[0] * scale + (columns === 1 ? 0 : column === 0 ? -13 : 13) - page.textWidthPt(label, style) / 2;
      const ly = y + shape.label[1] * scale + (row - (perColumn - 1) / 2) * 10 + 3;
      page.text(lx, ly, label, style);
    });
  });
}

/** The PDF bytes for a chart and its report; `options.fonts` are needed when any text is in Devanagari. */
export function renderKundaliPdf(chart: ChartView, report: KundaliReport, options: PdfDocumentOptions = {}): Uint8Array {
  const doc = new PdfDocument(`Kundali for ${report.name}`, options);
  const flow = new Flow(doc);
  flow.heading(`Kundali for ${report.name || 'you'}`, H1);
  flow.paragraph(`Date of birth: ${report.date}    Time of birth: ${report.time ?? 'unknown'}`);
  flow.paragraph(`Place: ${report.place}    Zone: ${report.zoneText}`);
  flow.paragraph(`Ayanamsa: ${report.ayanamsaText}    Lagna (ascendant): ${report.lagnaText}`);
  if (!report.timeKnown)
    flow.paragraph(
      'The birth time is unknown: the ascendant and houses cannot be known, so houses are counted from the Moon (a Moon-based chart).',
      SMALL,
    );

  flow.ensure(CHART_PT + 30);
  const chartTop = flow.y + 22;
  drawChart(flow.page, chart, 1, MARGIN_PT, chartTop, CHART_PT, 'Rasi chart (D1)');
  drawChart(flow.page, chart, 9, MARGIN_PT + CONTENT_WIDTH_PT - CHART_PT, chartTop, CHART_PT, 'Navamsha chart (D9)');
  flow.y = chartTop + CHART_PT + 6;
  flow.paragraph(
    'North Indian style: house 1 is the top diamond, houses run anticlockwise; numbers are signs (1 = Aries). (R) = retrograde.',
    SMALL,
  );

  flow.heading('Key Insights', H2);
  for (const insight of report.insights) flow.paragraph(`${insight.title}: ${insight.value}. ${insight.text}`);

  flow.heading('Planetary Positions', H2);
  const columns = [0, 62, 132, 200, 300, 332, 372];
  flow.row(['Planet', 'Sign', 'Degree', 'Nakshatra', 'Pada', 'House', 'Dignity'], columns, { size: 9.5, bold: true });
  if (chart.input.timeKnown)
    flow.row(
      [
        'Lagna',
        chart.lagna.rasi,
        report.lagnaText.replace(`${chart.lagna.rasi} `, ''),
        chart.lagna.nakshatra,
        String(chart.lagna.pada),
        '1',
        '',
      ],
      columns,
      { size: 9.5 },
    );
  for (const p of report.planets) {
    flow.row(
      [p.graha + (p.retrograde ? ' (R)' : ''), p.sign, p.degreeText, p.nakshatra, String(p.pada), String(p.house), p.dignity],
      columns,
      { size: 9.5 },
    );
  }
  flow.y += 6;
  for (const p of report.planets) flow.paragraph(`${p.graha}: ${p.interpretation}`);

  flow.heading('House Placements', H2);
  for (const h of report.houses) {
    flow.ensure(40);
    flow.paragraph(`House ${h.house}: ${h.sign} (lord ${h.lord}). Planets: ${h.grahas.length > 0 ? h.grahas.join(', ') : 'None'}.`, H3);
    flow.paragraph(`${h.meaning} ${h.influence}`, BODY, 10);
  }

  flow.heading('General Predictions', H2);
  for (const area of report.lifeAreas) {
    flow.paragraph(area.area.title, H3);
    for (const point of area.points) flow.paragraph(`- ${point}`, BODY, 10);
  }

  flow.heading('Vimshottari Dasha', H2);
  flow.paragraph(
    `Birth star lord ${chart.dasha.birthLord}; balance at birth ${chart.dasha.balanceYears.toFixed(2)} years.${report.runningDasha ? ` Running now: ${report.runningDasha.mahadasha.lord} mahadasha${report.runningDasha.antardasha ? `, ${report.runningDasha.antardasha.lord} antardasha` : ''}.` : ''}`,
  );
  for (const m of chart.dasha.mahadashas) flow.row([m.lord, `${m.start.slice(0, 10)} to ${m.end.slice(0, 10)}`], [10, 90]);
  flow.y += 8;

  flow.heading('Disclaimer', H2);
  flow.paragraph(report.disclaimer, SMALL);
  flow.paragraph(`Signs: ${RASIS.map((r, i) => `${i + 1} ${r}`).join(', ')}.`, SMALL);
  return doc.toBytes();
}
