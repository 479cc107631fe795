/**
 * The report PDFs' layout helpers: A4 margins, text styles, and `Flow`, a cursor that runs text
 * and tables down the pages and records the sections for the contents and the PDF outline.
 */
import { A4_HEIGHT_PT, A4_WIDTH_PT, type PdfDocument, type PdfPage, type TextStyle } from './pdf-writer';

export const MARGIN_PT = 48;
export const CONTENT_WIDTH_PT = A4_WIDTH_PT - 2 * MARGIN_PT;
export const BODY: TextStyle = { size: 10 };
export const SMALL: TextStyle = { size: 8.5, color: [0.3, 0.3, 0.3] };
export const H1: TextStyle = { size: 20, bold: true, color: [0.49, 0.18, 0.07] };
export const H2: TextStyle = { size: 14, bold: true, color: [0.49, 0.18, 0.07] };
export const H3: TextStyle = { size: 11, bold: true };

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
  /** The sections started so far (for the table of contents): title and page. */
  readonly sections: { title: string; page: PdfPage }[] = [];

  /** A top-level section: an H2 heading that the contents and the PDF outline point at. */
  section(title: string): void {
    this.ensure(H2.size * 2.6 + 60);
    this.heading(title, H2);
    this.sections.push({ title, page: this.page });
    this.doc.addBookmark(title, this.page, this.y - H2.size * 2);
  }
  /** A heading, wrapped when wider than the column (a long pair of names in a wide script). */
  heading(text: string, style: TextStyle): void {
    const lines = this.doc.wrapText(text, CONTENT_WIDTH_PT, style);
    this.ensure(style.size * (2.6 + 1.2 * (lines.length - 1)));
    this.y += style.size * 1.4;
    lines.forEach((line, i) => {
      if (i > 0) this.y += style.size * 1.2;
      this.page.text(MARGIN_PT, this.y, line, style);
    });
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
