/**
 * A small pure PDF 1.4 writer: A4 pages, the standard Helvetica and Helvetica-Bold fonts
 * (WinAnsi encoding, nothing embedded), text, lines and rectangles. Enough for a text report
 * with vector chart drawings at a few KB of code, instead of a PDF library. Coordinates are
 * PDF points (1/72 inch) from the TOP-left corner; the writer flips them for PDF.
 *
 * Text WinAnsi cannot hold (Devanagari) goes through embedded fonts instead: a document made
 * with `fonts` (regular and bold, see pdf-embedded-font.ts) shapes such text with HarfBuzz and
 * embeds the subset of glyphs it drew; with `embedAllText` every string uses them (a Hindi
 * document, one typeface throughout). A document without fonts is byte-for-byte what it was.
 * Bengali, Telugu and Tamil documents give their fonts with the script they draw (`script`); their
 * faces hold that script alone, so a string is drawn in runs: the script's runs in the embedded
 * font, the rest (digits, Latin, punctuation) in Helvetica beside them.
 */
import { HELVETICA_BOLD_WIDTHS, HELVETICA_WIDTHS } from './helvetica-metrics';
import { DEVANAGARI } from '../../shared/i18n/devanagari';
import { EmbeddedFont, type FontFace, type PdfObjectBody } from './pdf-embedded-font';
import { PRODUCT_NAME } from '../../shared/product';

/** A4 in points. */
export const A4_WIDTH_PT = 595.28;
export const A4_HEIGHT_PT = 841.89;

/** Text style. Size in points; colour as RGB components in [0, 1]. */
export interface TextStyle {
  size: number;
  bold?: boolean;
  color?: readonly [number, number, number];
}

/** Characters outside WinAnsi that the report uses, with their stand-ins. */
const SUBSTITUTES: Record<string, string> = { '′': "'", '″': '"', '℞': '(R)', '−': '-', '…': '...', '≤': '<=', '≥': '>=' };
/** Text with the stand-ins for the characters an embedded font has no glyph for (′ ″ in Noto Sans Devanagari). */
function withStandIns(text: string, font: EmbeddedFont): string {
  let out = '';
  for (const char of text) out += SUBSTITUTES[char] !== undefined && !font.hasGlyph(char) ? SUBSTITUTES[char] : char;
  return out;
}

/** WinAnsi codes 0x80–0x9F for the Unicode punctuation that lives there. */
const WIN_ANSI_HIGH: Record<string, number> = {
  '€': 0x80,
  '‚': 0x82,
  '„': 0x84,
  '…': 0x85,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
  '™': 0x99,
};

/** Text → WinAnsi byte values; unrepresentable characters become '?'. */
export function toWinAnsi(text: string): number[] {
  const bytes: number[] = [];
  for (const char of text) {
    const substitute = SUBSTITUTES[char];
    if (substitute !== undefined) {
      for (const c of substitute) bytes.push(c.charCodeAt(0));
      continue;
    }
    const high = WIN_ANSI_HIGH[char];
    if (high !== undefined) {
      bytes.push(high);
      continue;
    }
    const code = char.codePointAt(0)!;
    bytes.push((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) ? code : 0x3f);
  }
  return bytes;
}

/** A PDF literal string `( … )` for text, with escapes; non-ASCII bytes as octal so the file stays ASCII. */
function literal(text: string): string {
  let out = '(';
  for (const byte of toWinAnsi(text)) {
    if (byte === 0x28 || byte === 0x29 || byte === 0x5c) out += `\\${String.fromCharCode(byte)}`;
    else if (byte < 0x20 || byte > 0x7e) out += `\\${byte.toString(8).padStart(3, '0')}`;
    else out += String.fromCharCode(byte);
  }
  return `${out})`;
}

/** A PDF text string: a literal when ASCII, else UTF-16BE with its byte-order mark in hex (PDF 7.9.2.2), e.g. Hindi bookmarks. */
function textString(text: string): string {
  if (/^[\x20-\x7e]*$/.test(text)) return literal(text);
  let hex = '<FEFF';
  for (let i = 0; i < text.length; i++) hex += text.charCodeAt(i).toString(16).padStart(4, '0').toUpperCase();
  return `${hex}>`;
}

/** Width of text in points for a font size (Helvetica metrics, per mille of the size). */
export function textWidthPt(text: string, style: TextStyle): number {
  const widths = style.bold ? HELVETICA_BOLD_WIDTHS : HELVETICA_WIDTHS;
  let units = 0;
  for (const byte of toWinAnsi(text)) units += widths[byte - 32] ?? 556;
  return (units * style.size) / 1000;
}

/**
 * Splits text into lines no wider than `maxWidthPt` (breaking at spaces; over-long words stand
 * alone), measuring with `widthPt` (Helvetica by default).
 */
export function wrapText(
  text: string,
  maxWidthPt: number,
  style: TextStyle,
  widthPt: (text: string, style: TextStyle) => number = textWidthPt,
): string[] {
  const lines: string[] = [];
  const space = widthPt(' ', style);
  let line = '';
  let lineWidth = 0;
  for (const word of text.split(/\s+/).filter((w) => w.length > 0)) {
    const wordWidth = widthPt(word, style);
    if (line && lineWidth + space + wordWidth > maxWidthPt) {
      lines.push(line);
      line = word;
      lineWidth = wordWidth;
    } else {
      line = line ? `${line} ${word}` : word;
      lineWidth = line === word ? wordWidth : lineWidth + space + wordWidth;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** Regular and bold faces to embed. */
export interface EmbeddedFonts {
  regular: FontFace;
  bold: FontFace;
}

/** Options of a document: fonts to embed, and whether all text (not only Devanagari) uses them. */
export interface PdfDocumentOptions {
  fonts?: EmbeddedFonts;
  embedAllText?: boolean;
  /**
   * The letters the fonts draw when they hold one script alone (shared/i18n/scripts.ts): text is
   * then drawn in runs, that script's in the fonts, every other character in Helvetica. Without
   * it the fonts draw Devanagari strings whole (their faces have Latin too).
   */
  script?: RegExp;
}

/** One stretch of a string drawn by one font: the embedded font, or Helvetica (null). */
interface TextRun {
  text: string;
  font: EmbeddedFont | null;
}

const n = (value: number) => (Math.round(value * 100) / 100).toString();
const rgb = (color: readonly [number, number, number]) => color.map(n).join(' ');

/** One page's drawing operations. */
export class PdfPage {
  readonly ops: string[] = [];
  constructor(private readonly doc: PdfDocument) {}

  /** Draws text with its baseline at (x, y) from the top-left, points. */
  text(x: number, y: number, value: string, style: TextStyle): void {
    let at = x;
    for (const run of this.doc.textRuns(value, style)) {
      const embedded = run.font;
      const font = embedded ? `/${embedded.resourceName}` : style.bold ? '/F2' : '/F1';
      const show = embedded ? embedded.show(withStandIns(run.text, embedded), style.size) : `${literal(run.text)} Tj`;
      this.ops.push(`BT ${rgb(style.color ?? [0, 0, 0])} rg ${font} ${n(style.size)} Tf ${n(at)} ${n(A4_HEIGHT_PT - y)} Td ${show} ET`);
      at += this.doc.runWidthPt(run, style);
    }
  }

  /** Width of text in points as this page's document draws it. */
  textWidthPt(text: string, style: TextStyle): number {
    return this.doc.textWidthPt(text, style);
  }

  /** Draws a straight line, points from the top-left; width in points. */
  line(x1: number, y1: number, x2: number, y2: number, widthPt = 1, color: readonly [number, number, number] = [0, 0, 0]): void {
    this.ops.push(`${rgb(color)} RG ${n(widthPt)} w ${n(x1)} ${n(A4_HEIGHT_PT - y1)} m ${n(x2)} ${n(A4_HEIGHT_PT - y2)} l S`);
  }

  /** Strokes (and optionally fills) a rectangle with top-left (x, y), points. */
  rect(
    x: number,
    y: number,
    width: number,
    height: number,
    options: { stroke?: readonly [number, number, number]; fill?: readonly [number, number, number]; widthPt?: number } = {},
  ): void {
    const path = `${n(x)} ${n(A4_HEIGHT_PT - y - height)} ${n(width)} ${n(height)} re`;
    const parts: string[] = [];
    if (options.fill) parts.push(`${rgb(options.fill)} rg`);
    if (options.stroke) parts.push(`${rgb(options.stroke)} RG ${n(options.widthPt ?? 1)} w`);
    parts.push(path, options.fill && options.stroke ? 'B' : options.fill ? 'f' : 'S');
    this.ops.push(parts.join(' '));
  }
}

/** A document of A4 pages; `toBytes` serialises it. */
export class PdfDocument {
  readonly pages: PdfPage[] = [];
  /** Bookmarks (the PDF outline): a title and where it points, in reading order. */
  private readonly bookmarks: { title: string; page: PdfPage; yPt: number }[] = [];
  private readonly embedded: { regular: EmbeddedFont; bold: EmbeddedFont } | null;
  private readonly embedAllText: boolean;
  private readonly script: RegExp | null;

  constructor(
    readonly title: string,
    options: PdfDocumentOptions = {},
  ) {
    this.embedded = options.fonts
      ? { regular: new EmbeddedFont(options.fonts.regular, 'F3'), bold: new EmbeddedFont(options.fonts.bold, 'F4') }
      : null;
    this.embedAllText = options.embedAllText === true && this.embedded !== null;
    this.script = options.script ?? null;
  }

  /** The embedded font that draws `text`, or null for Helvetica; Devanagari without fonts is an error. */
  embeddedFontFor(text: string, style: TextStyle): EmbeddedFont | null {
    if (!this.embedAllText && !(this.script ?? DEVANAGARI).test(text)) return null;
    if (!this.embedded)
      throw new Error(
        `pdf: text in ${this.script ? 'its script' : 'Devanagari'} needs the embedded fonts (PdfDocument options.fonts): "${text}"`,
      );
    return style.bold ? this.embedded.bold : this.embedded.regular;
  }

  /**
   * `text` as the runs that draw it: one run in one font, or with `script`, the script's letters
   * (and the spaces and joiners between them) in the embedded font and the rest in Helvetica.
   */
  textRuns(text: string, style: TextStyle): TextRun[] {
    const whole = this.embeddedFontFor(text, style);
    if (!this.script || !whole) return [{ text, font: whole }];
    const script = this.script;
    const runs: TextRun[] = [];
    for (const char of text) {
      const last = runs.at(-1);
      // The joiners and the dandas (U+0964–5, shared by the Indic scripts) belong with the script's letters.
      const inScript = script.test(char) || /[\u200C\u200D\u0964\u0965]/u.test(char);
      const font = inScript || (char === ' ' && last?.font) ? whole : null;
      if (last && (last.font === font || (char === ' ' && last.font))) last.text += char;
      else runs.push({ text: char, font });
    }
    return runs;
  }

  /** Width of one run in points. */
  runWidthPt(run: TextRun, style: TextStyle): number {
    return run.font ? run.font.widthPt(withStandIns(run.text, run.font), style.size) : textWidthPt(run.text, style);
  }

  /** Width of text in points as this document draws it. */
  textWidthPt(text: string, style: TextStyle): number {
    return this.textRuns(text, style).reduce((sum, run) => sum + this.runWidthPt(run, style), 0);
  }

  /** `wrapText` measured as this document draws text. */
  wrapText(text: string, maxWidthPt: number, style: TextStyle): string[] {
    return wrapText(text, maxWidthPt, style, (t, s) => this.textWidthPt(t, s));
  }

  /** Adds an outline entry (a bookmark in the reader's sidebar) pointing at `yPt` from the top of `page`. */
  addBookmark(title: string, page: PdfPage, yPt: number): void {
    this.bookmarks.push({ title, page, yPt });
  }

  /** Appends and returns a new empty page. */
  addPage(): PdfPage {
    const page = new PdfPage(this);
    this.pages.push(page);
    return page;
  }

  /** The PDF file as bytes (ASCII, except the streams of embedded fonts). */
  toBytes(): Uint8Array {
    const objects: PdfObjectBody[] = [];
    const pageCount = this.pages.length;
    // Object numbers: 1 catalog, 2 pages, 3 F1, 4 F2, 5 info, then page i → 6 + 2i, its content → 7 + 2i,
    // then five objects for each embedded font that was used.
    const fonts = this.embedded ? [this.embedded.regular, this.embedded.bold].filter((f) => f.isUsed) : [];
    let next = 6 + 2 * pageCount;
    const fontObjects = fonts.map((font) => {
      const first = next;
      next += 5;
      return { font, first, bodies: font.objects(first) };
    });
    const fontResources = ['/F1 3 0 R /F2 4 0 R', ...fontObjects.map(({ font, first }) => `/${font.resourceName} ${first} 0 R`)].join(' ');
    const kids = this.pages.map((_, i) => `${6 + 2 * i} 0 R`).join(' ');
    // The outline (PDF 12.3.3): its root, then one item per bookmark, after the font objects.
    const outlineRoot = next;
    const bookmarkCount = this.bookmarks.length;
    const outline = bookmarkCount > 0 ? ` /Outlines ${outlineRoot} 0 R /PageMode /UseOutlines` : '';
    objects.push(`<< /Type /Catalog /Pages 2 0 R${outline} >>`);
    objects.push(`<< /Type /Pages /Kids [${kids}] /Count ${pageCount} >>`);
    objects.push('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
    objects.push('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>');
    // Document info strings are PDF text strings (PDF 7.9.2.2): a Hindi title in WinAnsi would read back as `?? ??????`.
    objects.push(
      `<< /Title ${textString(this.title)} /Author ${textString(PRODUCT_NAME)} /Producer ${textString(`${PRODUCT_NAME} report writer`)} >>`,
    );
    this.pages.forEach((page, i) => {
      const content = page.ops.join('\n');
      objects.push(
        `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${n(A4_WIDTH_PT)} ${n(A4_HEIGHT_PT)}] /Resources << /Font << ${fontResources} >> >> /Contents ${7 + 2 * i} 0 R >>`,
      );
      objects.push(`<< /Length ${content.length} >>\nstream\n${content}\nendstream`);
    });
    for (const { bodies } of fontObjects) objects.push(...bodies);
    if (bookmarkCount > 0) {
      objects.push(`<< /Type /Outlines /First ${outlineRoot + 1} 0 R /Last ${outlineRoot + bookmarkCount} 0 R /Count ${bookmarkCount} >>`);
      this.bookmarks.forEach((b, i) => {
        const self = outlineRoot + 1 + i;
        const prev = i > 0 ? ` /Prev ${self - 1} 0 R` : '';
        const nextItem = i < bookmarkCount - 1 ? ` /Next ${self + 1} 0 R` : '';
        const pageObject = 6 + 2 * this.pages.indexOf(b.page);
        objects.push(
          `<< /Title ${textString(b.title)} /Parent ${outlineRoot} 0 R${prev}${nextItem} /Dest [${pageObject} 0 R /XYZ 0 ${n(A4_HEIGHT_PT - b.yPt)} null] >>`,
        );
      });
    }

    const chunks: Uint8Array[] = [];
    let length = 0;
    const write = (part: string | Uint8Array) => {
      const bytes = typeof part === 'string' ? asciiBytes(part) : part;
      chunks.push(bytes);
      length += bytes.length;
    };
    write('%PDF-1.4\n');
    // A file with binary streams says so in a comment of high bytes right after the header (PDF 7.5.2).
    if (fontObjects.length > 0) write('%\u00e2\u00e3\u00cf\u00d3\n');
    const offsets: number[] = [];
    objects.forEach((body, i) => {
      offsets.push(length);
      if (typeof body === 'string') {
        write(`${i + 1} 0 obj\n${body}\nendobj\n`);
        return;
      }
      const extra = body.dictionary ? ` ${body.dictionary}` : '';
      write(`${i + 1} 0 obj\n<< /Length ${body.stream.length}${extra} >>\nstream\n`);
      write(body.stream);
      write('\nendstream\nendobj\n');
    });
    const xrefAt = length;
    let tail = `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
    for (const offset of offsets) tail += `${String(offset).padStart(10, '0')} 00000 n \n`;
    tail += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
    write(tail);
    const out = new Uint8Array(length);
    let at = 0;
    for (const chunk of chunks) {
      out.set(chunk, at);
      at += chunk.length;
    }
    return out;
  }
}

/** Bytes of an ASCII string. */
function asciiBytes(text: string): Uint8Array {
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  return bytes;
}
