/**
 * The Kundali-matching PDF: both people, the total and verdict, the koota table, Manglik for
 * both, the doshas with their exceptions, the ten poruthams and the two Rasi charts side by side,
 * laid out with the same writer, flow and chart drawing as the Kundali report (pdf-report.ts).
 */
import type { ChartView } from '../../shared/chart/view';
import type { MatchAnswer } from '../../shared/jyotish/match-compute';
import { DOSHA_LABEL, KOOTA_LABEL } from '../../shared/jyotish/matching';
import { PORUTHAM_LABEL } from '../../shared/jyotish/poruthams';
import { BODY, CONTENT_WIDTH_PT, drawChart, Flow, H1, H2, H3, MARGIN_PT, SMALL } from './pdf-report';
import { PdfDocument, type PdfDocumentOptions } from './pdf-writer';

const CHART_PT = 220;
const MATCH_DISCLAIMER =
  'Guna matching is one traditional check among several; it weighs the two Moons only. Astrology is guidance, not certainty: decide with care for the people involved.';

/** The PDF bytes of a match; the charts are drawn when given; `options.fonts` are needed for Devanagari. */
export function renderMatchPdf(
  match: MatchAnswer,
  charts: { bride: ChartView; groom: ChartView } | null,
  options: PdfDocumentOptions = {},
): Uint8Array {
  const { bride, groom } = match.persons;
  const doc = new PdfDocument(`Kundali matching: ${bride.name} and ${groom.name}`, options);
  const flow = new Flow(doc);
  flow.heading(`Kundali matching: ${bride.name || 'Bride'} and ${groom.name || 'Groom'}`, H1);
  for (const [label, p, moon] of [
    ['Bride', bride, match.moons.bride],
    ['Groom', groom, match.moons.groom],
  ] as const) {
    flow.paragraph(
      `${label}: ${p.name || 'not named'}, born ${p.date} at ${p.time ?? 'unknown time'} (UTC${p.utcOffset}), ${p.place ?? `${p.lat}, ${p.lon}`}. Moon in ${moon.rasi}, ${moon.nakshatra} pada ${moon.pada}.`,
    );
  }
  flow.heading(`Total: ${match.total} of ${match.max} gunas (${match.verdict})`, H2);
  flow.paragraph(match.summary);
  for (const caution of match.cautions) flow.paragraph(caution, SMALL);

  flow.heading('The eight kootas', H2);
  const columns = [0, 80, 130, 240, 350];
  flow.row(['Koota', 'Points', 'Groom', 'Bride', 'Why'], columns, { size: 9.5, bold: true });
  for (const k of match.kootas) flow.row([KOOTA_LABEL[k.key], `${k.points} / ${k.max}`, k.groom, k.bride, ''], columns, { size: 9.5 });
  flow.y += 4;
  for (const k of match.kootas) flow.paragraph(`${KOOTA_LABEL[k.key]}: ${k.explanation}`, SMALL);

  flow.heading('Manglik (Mars) dosha', H2);
  for (const [label, side] of [
    ['Bride', match.manglik.bride],
    ['Groom', match.manglik.groom],
  ] as const) {
    const status = !side.manglik ? 'not Manglik' : side.cancelled ? 'Manglik, cancelled' : 'Manglik';
    flow.paragraph(
      `${label}: ${status}. ${side.reason}${side.cancellations.length ? ` Cancellations: ${side.cancellations.join('; ')}.` : ''}`,
    );
  }
  flow.paragraph(match.manglik.note, H3);

  flow.heading('Doshas', H2);
  for (const d of match.doshas) {
    flow.paragraph(
      `${DOSHA_LABEL[d.name]}: ${d.present ? (d.cancelled ? `present, cancelled (${d.exceptions.join('; ')})` : 'present') : 'absent'}. ${d.explanation}`,
    );
  }

  flow.heading('South Indian view: ten poruthams', H2);
  for (const p of match.poruthams)
    flow.row(
      [PORUTHAM_LABEL[p.key], p.agreement === 'yes' ? 'agrees' : p.agreement === 'partly' ? 'partly' : 'does not agree', p.explanation],
      [0, 90, 170],
      { size: 9.5 },
    );

  if (charts) {
    flow.ensure(CHART_PT + 40);
    const top = flow.y + 30;
    drawChart(flow.page, charts.bride, 1, MARGIN_PT, top, CHART_PT, `Bride: ${bride.name} (Rasi)`);
    drawChart(flow.page, charts.groom, 1, MARGIN_PT + CONTENT_WIDTH_PT - CHART_PT, top, CHART_PT, `Groom: ${groom.name} (Rasi)`);
    flow.y = top + CHART_PT + 6;
    flow.paragraph('North Indian style: house 1 is the top diamond; numbers are signs (1 = Aries).', SMALL);
  }
  flow.heading('Disclaimer', H2);
  flow.paragraph(MATCH_DISCLAIMER, BODY);
  return doc.toBytes();
}
