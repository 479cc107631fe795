import { describe, expect, it } from 'vitest';
import { computeJaimini } from '../../shared/compose/jaimini';
import { remediesFor } from '../../shared/interpretation/remedies/remedies';
import { remedyTargetLines } from '../../shared/interpretation/remedies/lines';
import { kundaliDepthText } from '../i18n/kundali-depth';
import { computeChart } from '../../shared/compose/chart';
import { buildKundaliReport } from '../../shared/interpretation/report/report';
import { jdUtFromUnixMs } from '../../shared/time/julian';
import { extractPdfText } from '../../tests/support/pdf-text';
import { drawChart, renderKundaliPdf } from './pdf-report';
import { PdfDocument } from './pdf-writer';
import { computeDashas } from '../../shared/compose/dashas';
import { dashasView } from '../../shared/compose/dashas-view';
import { computeKp } from '../../shared/compose/kp';
import { computeVarshaphal } from '../../shared/compose/varshaphal';
import { PDF_LABELS } from '../i18n/pdf';
import { buildNowReport } from '../../shared/interpretation/report/now';
import { explainYogas } from '../../shared/predictions/explain';
import { termName } from '../../shared/vocabulary/terms';
import { kundaliReportText } from '../i18n/kundali-report';
import { yogaText } from '../i18n/yogas';
import { textWidthPt, toWinAnsi, wrapText } from './pdf-writer';

const birth = {
  name: 'Asha (Test)',
  date: '1990-08-16',
  time: '14:31',
  utcOffset: '+05:30',
  lat: 19.076,
  lon: 72.8777,
  place: 'Mumbai, India',
  zone: 'Asia/Kolkata',
};

describe('Kundali PDF', () => {
  const chart = computeChart(birth);
  const report = buildKundaliReport(chart, { nowJdUt: jdUtFromUnixMs(Date.UTC(2026, 0, 1)) });

  it('renders a PDF whose text holds the name, lagna and every planet sign', () => {
    const bytes = renderKundaliPdf(chart, report);
    const head = String.fromCharCode(...bytes.slice(0, 8));
    expect(head).toBe('%PDF-1.4');
    expect(bytes.length).toBeGreaterThan(5000);
    const text = extractPdfText(bytes).join('\n');
    expect(text).toContain('Kundali for Asha (Test)');
    expect(text).toContain(`Lagna (ascendant): ${chart.lagna.rasi}`);
    for (const g of chart.grahas) expect(text).toContain(g.nakshatra);
    // Every text starts inside the A4 page's margins.
    const positions = [...String.fromCharCode(...bytes).matchAll(/Tf ([\d.]+) ([\d.]+) Td/g)].map(
      (m) => [Number(m[1]), Number(m[2])] as const,
    );
    expect(positions.length).toBeGreaterThan(100);
    for (const [x, y] of positions) {
      expect(x).toBeGreaterThanOrEqual(40);
      expect(x).toBeLessThan(560);
      expect(y).toBeGreaterThan(30);
      expect(y).toBeLessThan(812);
    }
    // xref offsets must point at the objects they name.
    const source = String.fromCharCode(...bytes);
    const xref = source.slice(source.lastIndexOf('xref'));
    const offsets = [...xref.matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    offsets.forEach((offset, i) => expect(source.slice(offset, offset + 12)).toMatch(new RegExp(`^${i + 1} 0 obj`)));
  });
});

describe('Kundali PDF: the whole chart (issue 15)', () => {
  const chart = computeChart(birth);
  const report = buildKundaliReport(chart, { nowJdUt: jdUtFromUnixMs(Date.UTC(2026, 0, 1)) });
  const now = buildNowReport(chart, '2026-01-01');
  const withYogas = { ...chart, yogas: explainYogas(chart) };
  const bytes = renderKundaliPdf(withYogas, report, { now });
  const text = extractPdfText(bytes).join('\n');
  const L = PDF_LABELS.en;
  const W = kundaliReportText.en;

  it('lists every section in the contents with its page, and as a PDF bookmark', () => {
    const titles = [
      W.panchangTitle,
      W.ashtakavarga,
      W.balaTitle,
      yogaText.en.title,
      L.keyInsights,
      L.planetaryPositions,
      L.housePlacements,
      L.generalPredictions,
      L.vimshottariDasha,
      L.dashaTimeline,
      L.nowTitle('2026-01-01'),
      kundaliDepthText.en.jaiminiTitle,
      kundaliDepthText.en.remediesTitle,
      L.disclaimer,
    ];
    const source = String.fromCharCode(...bytes);
    // Page n's content stream is object 7 + 2(n - 1); the section heading is on the page the contents name.
    const pages = [...source.matchAll(/(\d+) 0 obj\n<< \/Length \d+ >>\nstream\n([\s\S]*?)\nendstream/g)].map((m) => m[2]!);
    const lines = extractPdfText(bytes);
    const contentsAt = lines.indexOf(L.contents);
    expect(contentsAt).toBeGreaterThan(0);
    for (const [i, title] of titles.entries()) {
      expect(lines[contentsAt + 1 + 2 * i]).toBe(title);
      const page = Number(lines[contentsAt + 2 + 2 * i]);
      expect(pages[page - 1]).toContain(`(${title}) Tj`);
      expect(source).toContain(`/Title (${title})`);
    }
    expect(source).toContain('/Outlines');
  });

  it('carries the Jaimini and Remedies sections from the same engine functions as the page', () => {
    const jaimini = computeJaimini(withYogas);
    expect(text).toContain(`Atmakaraka: ${jaimini.karakas8[0]!.graha}`);
    const advice = remediesFor(withYogas, now.jdUt);
    // Long lines wrap in the PDF: their first words are on one line.
    for (const target of advice.targets) expect(text).toContain(remedyTargetLines(target, 'en')[1]!.slice(0, 30));
    expect(advice.targets.length).toBeGreaterThan(0);
  });

  it('carries panchang, avakhada, the SAV total of 337 and each BAV row, the shadbala values, every yoga with its reason, and the running dasha', () => {
    expect(text).toContain(chart.panchang.tithi.name);
    expect(text).toContain(chart.avakhada.yoni);
    expect(text).toContain(W.savCaption(337));
    for (const g of ['Sun', 'Moon', 'Saturn'] as const) {
      const row = chart.ashtakavarga.bhinna[g];
      const at = extractPdfText(bytes).indexOf(g, extractPdfText(bytes).indexOf(W.bavCaption));
      expect(extractPdfText(bytes).slice(at + 1, at + 14)).toEqual([...row.map(String), String(row.reduce((a, b) => a + b, 0))]);
    }
    for (const g of ['Sun', 'Jupiter'] as const) expect(text).toContain(chart.shadbala[g].totalRupas.toFixed(2));
    for (const h of chart.bhavaBala) expect(text).toContain(h.totalRupas.toFixed(2));
    // Names up to their first character outside ASCII (the extractor gives WinAnsi bytes back, e.g. the en dash).
    for (const e of withYogas.yogas.evidence)
      expect(text).toContain(chart.predictions.find((p) => p.id === e.id)!.name.replace(/[^\x20-\x7e].*$/, ''));
    expect(text).toContain('Why: ');
    expect(text).toContain('Source: Brihat Parashara Hora Shastra, ch. ');
    expect(text).toMatch(/Not Manglik|Manglik/);
    expect(text).toMatch(/Kala Sarpa/);
    expect(text).toContain(`${termName('mahadasha', 'en')}: ${now.running!.mahadasha.lord}`);
    expect(text).toContain(`${termName('pratyantardasha', 'en')}: ${now.running!.pratyantardasha.lord}`);
    for (const spell of now.saturn) expect(text).toContain(spell.start.slice(0, 10));
    expect(text).toContain(L.yearAhead(now.events.from.slice(0, 10), now.events.to.slice(0, 10)));
  });
});

describe('pdf writer', () => {
  it('encodes WinAnsi with stand-ins and wraps by Helvetica widths', () => {
    expect(toWinAnsi('12° 30′')).toEqual([49, 50, 0xb0, 32, 51, 48, 39]);
    expect(toWinAnsi('☉')).toEqual([0x3f]);
    expect(textWidthPt('MMMM', { size: 10 })).toBeCloseTo(33.32, 2);
    const lines = wrapText('the quick brown fox jumps over the lazy dog '.repeat(5), 100, { size: 10 });
    for (const line of lines) expect(textWidthPt(line, { size: 10 })).toBeLessThanOrEqual(100);
  });
});

describe('Kundali PDF: the chosen chart style and the astrologer sections', () => {
  const chart = computeChart(birth);
  const report = buildKundaliReport(chart, { nowJdUt: jdUtFromUnixMs(Date.UTC(2026, 0, 1)) });

  it('draws the charts in the chosen style (the East Indian corner diagonals) and prints the other dashas, KP and the varshaphal it is given', () => {
    const segments = (style: 'north' | 'south' | 'east') => {
      const doc = new PdfDocument('t');
      const page = doc.addPage();
      drawChart(page, chart, 1, 0, 0, 400, 'D1', 'en', style);
      return page.ops
        .map((op) => / ([\d.-]+) ([\d.-]+) m ([\d.-]+) ([\d.-]+) l S$/.exec(op))
        .filter((m) => m !== null)
        .map((m) => [Number(m[3]) - Number(m[1]), Number(m[4]) - Number(m[2])] as const);
    };
    // A corner diagonal of the East Indian chart runs a third of the side each way; the North chart's run the whole side.
    const cornerDiagonals = (style: 'north' | 'south' | 'east') =>
      segments(style).filter(([dx, dy]) => Math.abs(Math.abs(dx) - 400 / 3) < 0.02 && Math.abs(Math.abs(dy) - 400 / 3) < 0.02).length;
    expect(segments('east')).toHaveLength(12);
    expect(cornerDiagonals('east')).toBe(4);
    expect(cornerDiagonals('north')).toBe(0);
    expect(cornerDiagonals('south')).toBe(0);

    const yogini = dashasView(computeDashas(chart, 'yogini'));
    const kp = computeKp(chart);
    const varshaphal = computeVarshaphal(chart, 35);
    const bytes = renderKundaliPdf(chart, report, { chartStyle: 'east', depth: { dashas: [yogini], kp, varshaphal } });
    const lines = extractPdfText(bytes);
    const all = lines.join('\n');
    const t = kundaliDepthText.en;
    for (const title of [t.dashasTitle, t.kpTitle, t.varshaphalTitle]) expect(lines.filter((l) => l === title).length, title).toBe(2); // contents + section
    expect(all).toContain(`${yogini.mahadashas[0]!.yogini} · ${yogini.mahadashas[0]!.lord}`);
    expect(all).toContain(`${kp.cuspLords[6]!.signLord}`);
    expect(all).toContain(`${t.yearLord}: ${varshaphal.yearLord}`);
    expect(all).toContain(varshaphal.moment.replace('T', ' '));
  });
});
