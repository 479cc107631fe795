/**
 * The document info (title, author) read back by poppler's pdfinfo in every site language: PDF
 * text strings outside ASCII are UTF-16BE with a byte-order mark (PDF 7.9.2.2), so a Hindi title
 * comes back as written, not as WinAnsi's `?? ??????`.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { computeChart } from '../../shared/compose/chart';
import { buildKundaliReport } from '../../shared/interpretation/report/report';
import { reportText } from '../../shared/interpretation/report/report-texts';
import { PRODUCT_NAME } from '../../shared/product';
import { loadTestDevanagariFonts } from '../../tests/support/devanagari-fonts';
import { pdfInfo } from '../../tests/support/poppler';
import { renderKundaliPdf } from './pdf-report';
import { PdfDocument, type EmbeddedFonts } from './pdf-writer';

let fonts: EmbeddedFonts;
beforeAll(async () => {
  fonts = await loadTestDevanagariFonts();
});

const birth = { name: 'Asha Verma', date: '1990-07-01', time: '10:30', utcOffset: '+05:30', lat: 19.076, lon: 72.8777 };

describe('PDF document info', () => {
  it.each([
    ['ASCII', 'Kundali for Asha Verma'],
    ['Latin-1 and WinAnsi punctuation', 'Kundali for Zoë Müller – “draft”'],
    ['Devanagari', 'आशा वर्मा की कुंडली'],
    ['a character outside the BMP (a surrogate pair)', 'Chart 𝕂 for 𓂀'],
  ])('the title in %s reads back unchanged', (_, title) => {
    const doc = new PdfDocument(title, { fonts });
    doc.addPage();
    const info = pdfInfo(doc.toBytes());
    expect(info['Title']).toBe(title);
    expect(info['Author']).toBe(PRODUCT_NAME);
  });

  it('the Hindi Kundali PDF carries its Hindi title (the visitor’s Latin name and the Hindi words)', () => {
    const chart = computeChart(birth);
    const report = buildKundaliReport(chart, { text: reportText('hi') });
    const info = pdfInfo(renderKundaliPdf(chart, report, { locale: 'hi', fonts, text: reportText('hi') }));
    expect(info['Title']).toBe('Asha Verma की कुंडली');
    expect(info['Producer']).toBe(`${PRODUCT_NAME} report writer`);
  });

  it('the English Kundali PDF keeps its title', () => {
    const chart = computeChart(birth);
    const info = pdfInfo(renderKundaliPdf(chart, buildKundaliReport(chart)));
    expect(info['Title']).toBe('Kundali for Asha Verma');
  });
});
