import { describe, expect, it } from 'vitest';
import { computeChart } from '../../shared/chart/compute';
import { buildKundaliReport } from '../../shared/interpretation/report/report';
import { jdUtFromUnixMs } from '../../shared/time/julian';
import { extractPdfText } from '../../tests/support/pdf-text';
import { renderKundaliPdf } from './pdf-report';
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

describe('pdf writer', () => {
  it('encodes WinAnsi with stand-ins and wraps by Helvetica widths', () => {
    expect(toWinAnsi('12° 30′')).toEqual([49, 50, 0xb0, 32, 51, 48, 39]);
    expect(toWinAnsi('☉')).toEqual([0x3f]);
    expect(textWidthPt('MMMM', { size: 10 })).toBeCloseTo(33.32, 2);
    const lines = wrapText('the quick brown fox jumps over the lazy dog '.repeat(5), 100, { size: 10 });
    for (const line of lines) expect(textWidthPt(line, { size: 10 })).toBeLessThanOrEqual(100);
  });
});
