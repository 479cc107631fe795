/**
 * The "Download Full Report" PDF: the whole Kundali laid out on A4 pages with the small PDF
 * writer — birth details with a table of contents (each section's page; the same entries as PDF
 * bookmarks), Rasi and Navamsha charts drawn as vector lines, birth panchang and avakhada,
 * ashtakavarga (SAV chart and BAV grid), shadbala bars and bhava bala, yogas and doshas with
 * their reasons, key insights, planetary positions, houses, general predictions, Vimshottari
 * dasha with its timeline and running periods, "Now" (transits, Sade Sati and Dhaiya, the next
 * twelve months; when the visitor's NowReport is given) and the disclaimer. The whole-chart
 * sections are in pdf-report-sections.ts.
 */
import {
  depthSectionCount,
  jaiminiSection,
  kpSection,
  otherDashasSection,
  remediesSection,
  varshaphalSection,
  type PdfDepth,
} from './pdf-depth-sections';
import type { ChartPositionsView, ChartView } from '../../shared/chart/view';
import { vargaLayout } from '../../shared/chart/varga-layout';
import { signOfHouse } from '../../shared/jyotish/classical';
import type { KundaliReport } from '../../shared/interpretation/report/report';
import { REPORT_TEXT_EN, type ReportText } from '../../shared/interpretation/report/report-text';
import type { Locale } from '../../shared/i18n/locale';
import { formatDegreesDms } from '../../shared/interpretation/format';
import { lifeAreaTitle } from '../../shared/interpretation/life-area-titles';
import { grahaAbbreviation, grahaName, type Graha } from '../../shared/vocabulary/graha';
import { nakshatraNameOf } from '../../shared/vocabulary/nakshatra';
import { RASIS, rasiName, rasiNameOf } from '../../shared/vocabulary/rasi';
import { DIGNITY_NAMES, dignityName, termName } from '../../shared/vocabulary/terms';
import type { Dignity } from '../../shared/vocabulary/dignity';
import type { ChartStyle, Varga } from '../../shared/vocabulary/settings';

type ChartLines = readonly (readonly [ChartPoint, ChartPoint])[];
import { NORTH_HOUSES, NORTH_LINES, NORTH_CHART_UNITS, type ChartPoint } from './north-indian-geometry';
import { EAST_LINES, EAST_SIGNS } from './east-indian-geometry';
import { SIGN_CELLS, SIGN_SHORT, SOUTH_LINES } from './south-indian-geometry';
import type { NowReport } from '../../shared/interpretation/report/now';
import {
  ashtakavargaSection,
  dashaTimelineSection,
  nowSection,
  panchangSection,
  shadbalaSection,
  yogasSection,
} from './pdf-report-sections';
import { PDF_LABELS } from '../i18n/pdf';
import { PdfDocument, type PdfDocumentOptions, type PdfPage, type TextStyle } from './pdf-writer';
import { BODY, CONTENT_WIDTH_PT, Flow, H1, H2, H3, MARGIN_PT, SMALL } from './pdf-flow';

export { BODY, CONTENT_WIDTH_PT, Flow, H1, H2, H3, MARGIN_PT, SMALL };

const CHART_PT = 236;

/** One sign's cell of a drawn chart, in chart units (400 a side): where its number and its labels go. */
interface DrawnCell {
  sign: number;
  signText: string;
  signAt: ChartPoint;
  label: ChartPoint;
  maxPerColumn: number;
}

/** The lines and the twelve cells of a chart style (North: houses fixed, from the first house's sign; South and East: signs fixed). */
function chartFrame(style: ChartStyle, firstHouseSign: number, locale: Locale): { lines: ChartLines; cells: DrawnCell[] } {
  if (style === 'north')
    return {
      lines: NORTH_LINES,
      cells: NORTH_HOUSES.map((shape, index) => {
        const sign = signOfHouse(firstHouseSign, index + 1);
        return { sign, signText: String(sign + 1), signAt: shape.signNumber, label: shape.label, maxPerColumn: shape.maxPerColumn };
      }),
    };
  if (style === 'east')
    return {
      lines: EAST_LINES,
      cells: EAST_SIGNS.map((shape, sign) => ({
        sign,
        signText: String(sign + 1),
        signAt: shape.signNumber,
        label: shape.label,
        maxPerColumn: shape.maxPerColumn,
      })),
    };
  return {
    lines: SOUTH_LINES,
    cells: SIGN_CELLS.map(([column, row], sign) => ({
      sign,
      signText: locale === 'en' ? SIGN_SHORT[sign]! : rasiName(sign, locale),
      signAt: [column * 100 + 84, row * 100 + 14] as const,
      label: [column * 100 + 50, row * 100 + 56] as const,
      maxPerColumn: 4,
    })),
  };
}

/** Draws a chart of `varga` in `style` (default North Indian) with its top-left at (x, y), `sizePt` wide, labelled in `locale`. */
export function drawChart(
  page: PdfPage,
  chart: ChartPositionsView,
  varga: Varga,
  x: number,
  y: number,
  sizePt: number,
  title: string,
  locale: Locale = 'en',
  style: ChartStyle = 'north',
): void {
  const L = PDF_LABELS[locale];
  const scale = sizePt / NORTH_CHART_UNITS;
  const brown = [0.49, 0.18, 0.07] as const;
  const blue = [0.12, 0.23, 0.54] as const;
  page.text(x, y - 6, title, H3);
  const layout = vargaLayout(chart, varga);
  const { lines, cells } = chartFrame(style, layout.firstHouseSign, locale);
  for (const [from, to] of lines) page.line(x + from[0] * scale, y + from[1] * scale, x + to[0] * scale, y + to[1] * scale, 1, brown);
  cells.forEach((shape) => {
    const { sign } = shape;
    const number = shape.signText;
    const first = sign === layout.firstHouseSign && style !== 'north';
    const numberStyle: TextStyle = first ? { size: 8, bold: true, color: blue } : { size: 8, color: [0.35, 0.33, 0.3] };
    page.text(
      x + shape.signAt[0] * scale - page.textWidthPt(number, numberStyle) / 2,
      y + shape.signAt[1] * scale + 3,
      number,
      numberStyle,
    );
    // WinAnsi has no ℞, so the PDF marks a retrograde body with "(R)" ("(व)" in Hindi).
    const labels = layout.bySign[sign]!.map((b) =>
      b.key === 'Lagna' ? L.lagnaMark : grahaAbbreviation(b.key, locale) + (b.retrograde ? L.retrogradeMark : ''),
    );
    const perColumn = labels.length > shape.maxPerColumn ? Math.ceil(labels.length / 2) : labels.length;
    const columns = labels.length > shape.maxPerColumn ? 2 : 1;
    labels.forEach((label, i) => {
      const column = columns === 1 ? 0 : Math.floor(i / perColumn);
      const row = columns === 1 ? i : i % perColumn;
      const style: TextStyle = { size: 8.5, bold: label === L.lagnaMark };
      const lx = x + shape.label[0] * scale + (columns === 1 ? 0 : column === 0 ? -13 : 13) - page.textWidthPt(label, style) / 2;
      const ly = y + shape.label[1] * scale + (row - (perColumn - 1) / 2) * 10 + 3;
      page.text(lx, ly, label, style);
    });
  });
}

/** Options of the two PDFs: the language of their own words (default English) and the fonts to embed. */
export interface LocalizedPdfOptions extends PdfDocumentOptions {
  locale?: Locale;
  /** The chart drawing style the visitor chose (default North Indian). */
  chartStyle?: ChartStyle;
}

/** Options of the Kundali PDF: also the visitor's "now" (GET /api/chart/now, the page's own) and today's instant for the dasha timeline. */
export interface KundaliPdfOptions extends LocalizedPdfOptions {
  now?: NowReport;
  /** Julian day (UT) of "today"; `now.jdUt` when `now` is given. */
  todayJdUt?: number;
  /** The other dashas, KP and the varshaphal as the API served them; each absent one leaves its section out. */
  depth?: PdfDepth;
  /**
   * The report's sentences the PDF words its fact lines and whole-chart readings with, in the PDF's
   * language (the page's: site/islands/kundali/load-report-text.ts); needed for any language but English.
   */
  text?: ReportText;
}

/** The document options for `locale`: a Hindi PDF draws all its text with the embedded fonts. */
export function documentOptions(options: LocalizedPdfOptions): PdfDocumentOptions {
  if (options.locale === 'hi' && !options.fonts) throw new Error('pdf: a Hindi PDF needs the Devanagari fonts (options.fonts)');
  return { ...options, embedAllText: options.embedAllText ?? options.locale === 'hi' };
}

/**
 * The PDF bytes for a chart and its report. Its own words follow `options.locale` (default the
 * report's language), the Jyotish names come from the vocabulary in that language, the prose is the
 * report's, which must be written in that language, as must `options.text`; `options.fonts` are
 * needed when any text is in an Indic script.
 */
export function renderKundaliPdf(chart: ChartView, report: KundaliReport, options: KundaliPdfOptions = {}): Uint8Array {
  const locale = options.locale ?? report.locale;
  if (report.locale !== locale)
    throw new Error(
      `pdf: the report is written in "${report.locale}" but the PDF was asked for "${locale}"; build the report with that language's sentences (reportText)`,
    );
  if (!options.text && locale !== 'en') throw new Error(`pdf: a "${locale}" PDF needs that language's report text (options.text)`);
  const facts = options.text ?? REPORT_TEXT_EN;
  if (facts.locale !== report.locale) throw new Error(`pdf: the report text is in "${facts.locale}", the report in "${report.locale}"`);
  const L = PDF_LABELS[locale];
  const graha = (g: Graha) => grahaName(g, locale);
  const rasi = (name: string) => rasiNameOf(name, locale);
  const nakshatra = (name: string) => nakshatraNameOf(name, locale);
  const { now } = options;
  const doc = new PdfDocument(L.kundaliFor(report.name), documentOptions(options));
  const flow = new Flow(doc);
  flow.heading(L.kundaliFor(report.name || L.you), H1);
  flow.paragraph(L.birthLine(report.date, report.time ?? L.unknownTime));
  flow.paragraph(L.placeLine(report.place, report.zoneText));
  const lagnaText = chart.input.timeKnown
    ? facts.lagnaText(chart.lagna.rasi, formatDegreesDms(chart.lagna.degreesInRasi))
    : report.lagnaText;
  flow.paragraph(L.ayanamsaLine(facts.ayanamsaText(chart.input.ayanamsa, formatDegreesDms(chart.input.ayanamsaDeg)), lagnaText));
  if (!report.timeKnown) flow.paragraph(L.moonChartNote, SMALL);

  // The contents go here once the sections know their pages: room for one line per section.
  // + Jaimini and Remedies (./pdf-depth-sections.ts).
  const sectionCount = 12 + (chart.yogas ? 1 : 0) + (now ? 1 : 0) + depthSectionCount(options.depth);
  const contentsTop = flow.y;
  const contentsPage = flow.page;
  flow.y += CONTENTS_LINE_PT * (sectionCount + 1) + 16;

  flow.ensure(CHART_PT + 30);
  const chartTop = flow.y + 22;
  const style = options.chartStyle ?? 'north';
  drawChart(flow.page, chart, 1, MARGIN_PT, chartTop, CHART_PT, L.rasiChart, locale, style);
  drawChart(flow.page, chart, 9, MARGIN_PT + CONTENT_WIDTH_PT - CHART_PT, chartTop, CHART_PT, L.navamshaChart, locale, style);
  flow.y = chartTop + CHART_PT + 6;
  flow.paragraph(L.chartNote[style], SMALL);

  const firstHouseSign = chart.input.timeKnown ? chart.lagna.rasiIndex : chart.grahas[1]!.rasiIndex;
  panchangSection(flow, chart, locale, facts);
  ashtakavargaSection(flow, chart, firstHouseSign, locale, facts);
  shadbalaSection(flow, chart, locale, facts);
  yogasSection(flow, chart, locale);

  flow.section(L.keyInsights);
  for (const insight of report.insights) flow.paragraph(L.insightLine(L.insightTitle[insight.title], insight.value, insight.text));

  flow.section(L.planetaryPositions);
  const columns = [0, 62, 132, 200, 300, 332, 372];
  flow.row([...L.planetTableHead], columns, { size: 9.5, bold: true });
  if (chart.input.timeKnown)
    flow.row(
      [
        termName('lagna', locale),
        rasi(chart.lagna.rasi),
        formatDegreesDms(chart.lagna.degreesInRasi),
        nakshatra(chart.lagna.nakshatra),
        String(chart.lagna.pada),
        '1',
        '',
      ],
      columns,
      { size: 9.5 },
    );
  for (const p of report.planets) {
    flow.row(
      [
        graha(p.graha) + (p.retrograde ? ` ${L.retrogradeMark}` : ''),
        rasi(p.sign),
        p.degreeText,
        nakshatra(p.nakshatra),
        String(p.pada),
        String(p.house),
        locale === 'en' || !(p.dignity in DIGNITY_NAMES) ? p.dignity : dignityName(p.dignity as Dignity, locale),
      ],
      columns,
      { size: 9.5 },
    );
  }
  flow.y += 6;
  for (const p of report.planets) flow.paragraph(`${graha(p.graha)}: ${p.interpretation}`);

  flow.section(L.housePlacements);
  for (const h of report.houses) {
    flow.ensure(40);
    flow.paragraph(L.houseLine(h.house, rasi(h.sign), graha(h.lord), h.grahas.length > 0 ? h.grahas.map(graha).join(', ') : L.none), H3);
    flow.paragraph(`${h.meaning} ${h.influence}`, BODY, 10);
  }

  flow.section(L.generalPredictions);
  for (const area of report.lifeAreas) {
    flow.paragraph(lifeAreaTitle(area.area.id, locale), H3);
    for (const point of area.points) flow.paragraph(`- ${point}`, BODY, 10);
  }

  flow.section(L.vimshottariDasha);
  const runningText = report.runningDasha
    ? L.runningDasha(
        graha(report.runningDasha.mahadasha.lord),
        report.runningDasha.antardasha ? graha(report.runningDasha.antardasha.lord) : null,
      )
    : '';
  flow.paragraph(L.dashaLine(graha(chart.dasha.birthLord), chart.dasha.balanceYears.toFixed(2), runningText));
  const levels = (['mahadasha', 'antardasha', 'pratyantardasha'] as const).map((t) => termName(t, locale));
  const running = now?.running
    ? [now.running.mahadasha, now.running.antardasha, now.running.pratyantardasha].map((p, i) => ({ level: levels[i]!, ...p }))
    : report.runningDasha
      ? [report.runningDasha.mahadasha, ...(report.runningDasha.antardasha ? [report.runningDasha.antardasha] : [])].map((p, i) => ({
          level: levels[i]!,
          ...p,
        }))
      : [];
  dashaTimelineSection(flow, chart, running, now?.jdUt ?? options.todayJdUt ?? null, locale);
  if (now) nowSection(flow, now, locale);
  if (options.depth) {
    // "Today" as the dashas' own ISO strings write it (the birth's offset; a day's precision is all the marks need).
    const todayIso = now ? `${now.day}T12:00` : null;
    otherDashasSection(flow, options.depth.dashas, todayIso, locale);
    if (options.depth.kp) kpSection(flow, options.depth.kp, locale);
    if (options.depth.varshaphal) varshaphalSection(flow, options.depth.varshaphal, locale);
  }
  jaiminiSection(flow, chart, locale);
  remediesSection(flow, chart, now?.jdUt ?? options.todayJdUt ?? null, locale);

  flow.section(L.disclaimer);
  flow.paragraph(report.disclaimer, SMALL);
  flow.paragraph(L.signsLegend(RASIS.map((_, i) => `${i + 1} ${rasiName(i, locale)}`).join(', ')), SMALL);

  drawContents(contentsPage, contentsTop, flow.sections.slice(0, sectionCount), doc.pages, L.contents);
  return doc.toBytes();
}

const CONTENTS_LINE_PT = 13;

/** The table of contents: each section's title and page number, on the reserved lines of the first page. */
function drawContents(
  page: PdfPage,
  top: number,
  sections: readonly { title: string; page: PdfPage }[],
  pages: readonly PdfPage[],
  title: string,
): void {
  let y = top + 16;
  page.text(MARGIN_PT, y, title, H3);
  const style: TextStyle = { size: 9.5 };
  for (const s of sections) {
    y += CONTENTS_LINE_PT;
    const number = String(pages.indexOf(s.page) + 1);
    page.text(MARGIN_PT + 10, y, s.title, style);
    page.text(MARGIN_PT + 300 - page.textWidthPt(number, style), y, number, style);
  }
}
