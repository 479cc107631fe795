/**
 * Reading our PDFs back with poppler-utils (pdftotext, pdffonts, pdfinfo, pdftoppm) — an independent PDF
 * implementation — and comparing page images with committed baselines. pdftoppm renders with
 * the fonts embedded in the PDF, so the images do not depend on the machine's fonts.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';

/** Runs a poppler tool on PDF bytes (written to a temporary file); returns its stdout. */
function withPdf<T>(bytes: Uint8Array, run: (file: string, dir: string) => T): T {
  const dir = mkdtempSync(join(tmpdir(), 'pdf-'));
  try {
    const file = join(dir, 'in.pdf');
    writeFileSync(file, bytes);
    return run(file, dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The text poppler extracts (reading order, no layout). */
export function pdfToText(bytes: Uint8Array): string {
  return withPdf(bytes, (file) => execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }));
}

/** pdfinfo's document info fields (Title, Author, Producer, Pages, …) as poppler decodes them, UTF-8. */
export function pdfInfo(bytes: Uint8Array): Record<string, string> {
  const out = withPdf(bytes, (file) => execFileSync('pdfinfo', ['-enc', 'UTF-8', file], { encoding: 'utf8' }));
  const fields: Record<string, string> = {};
  for (const line of out.split('\n')) {
    const m = /^([A-Za-z ]+?):\s+(.*)$/.exec(line);
    if (m) fields[m[1]!] = m[2]!;
  }
  return fields;
}

/** pdffonts' table: one row per font with its name, type, encoding and emb/sub/uni flags. */
export function pdfFonts(
  bytes: Uint8Array,
): { name: string; type: string; encoding: string; embedded: boolean; subset: boolean; toUnicode: boolean }[] {
  const out = withPdf(bytes, (file) => execFileSync('pdffonts', [file], { encoding: 'utf8' }));
  return out
    .split('\n')
    .slice(2)
    .filter((line) => line.trim())
    .map((line) => {
      const m = /^(\S+)\s+(.+?)\s{2,}(\S+)\s+(yes|no)\s+(yes|no)\s+(yes|no)\s+\d+\s+\d+\s*$/.exec(line);
      if (!m) throw new Error(`pdffonts: unexpected line "${line}"`);
      return { name: m[1]!, type: m[2]!, encoding: m[3]!, embedded: m[4] === 'yes', subset: m[5] === 'yes', toUnicode: m[6] === 'yes' };
    });
}

/** An 8-bit grey image. */
export interface GrayImage {
  width: number;
  height: number;
  pixels: Uint8Array;
}

/**
 * Decodes an 8-bit, non-interlaced greyscale, RGB or RGBA PNG (pdftoppm writes the first two, resvg the
 * last) into grey levels (the mean of the colour channels).
 */
export function decodeGrayPng(png: Uint8Array): GrayImage {
  const data = new DataView(png.buffer, png.byteOffset, png.byteLength);
  let at = 8;
  let width = 0;
  let height = 0;
  let channels = 1;
  const idat: Uint8Array[] = [];
  while (at < png.length) {
    const length = data.getUint32(at);
    const type = String.fromCharCode(...png.subarray(at + 4, at + 8));
    const body = png.subarray(at + 8, at + 8 + length);
    if (type === 'IHDR') {
      width = data.getUint32(at + 8);
      height = data.getUint32(at + 12);
      // Colour types 0 grey, 2 RGB, 6 RGBA (resvg's pictures: their alpha is opaque and left out of the grey).
      channels = ({ 0: 1, 2: 3, 6: 4 } as Record<number, number>)[body[9]!] ?? 0;
      if (body[8] !== 8 || channels === 0 || body[12] !== 0)
        throw new Error('png: only 8-bit grey, RGB or RGBA, non-interlaced images are read');
    } else if (type === 'IDAT') idat.push(body);
    at += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const stride = width * channels;
  const samples = new Uint8Array(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)]!;
    const line = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    for (let x = 0; x < stride; x++) {
      const a = x >= channels ? samples[y * stride + x - channels]! : 0;
      const b = y > 0 ? samples[(y - 1) * stride + x]! : 0;
      const c = x >= channels && y > 0 ? samples[(y - 1) * stride + x - channels]! : 0;
      const p = a + b - c;
      const paeth =
        Math.abs(p - a) <= Math.abs(p - b) && Math.abs(p - a) <= Math.abs(p - c) ? a : Math.abs(p - b) <= Math.abs(p - c) ? b : c;
      const predictor = [0, a, b, (a + b) >> 1, paeth][filter];
      if (predictor === undefined) throw new Error(`png: unknown filter ${filter}`);
      samples[y * stride + x] = (line[x]! + predictor) & 0xff;
    }
  }
  const pixels = new Uint8Array(width * height);
  for (let i = 0; i < pixels.length; i++) {
    const colours = Math.min(channels, 3);
    let sum = 0;
    for (let k = 0; k < colours; k++) sum += samples[i * channels + k]!;
    pixels[i] = Math.round(sum / colours);
  }
  return { width, height, pixels };
}

/** Every page rendered by pdftoppm as a PNG at `dpi` (grey levels asked for; some poppler builds still write RGB). */
export function pdfPagesToPng(bytes: Uint8Array, dpi: number): Uint8Array[] {
  return withPdf(bytes, (file, dir) => {
    execFileSync('pdftoppm', ['-r', String(dpi), '-gray', '-png', file, join(dir, 'page')]);
    const pages: Uint8Array[] = [];
    for (let i = 1; ; i++) {
      const candidates = [1, 2, 3].map((digits) => join(dir, `page-${String(i).padStart(digits, '0')}.png`));
      const found = candidates.find((c) => existsSync(c));
      if (!found) return pages;
      pages.push(new Uint8Array(readFileSync(found)));
    }
  });
}

/**
 * Compares a rendered page with its baseline PNG: the share of pixels whose grey differs by more
 * than `threshold` (anti-aliasing differences stay below it). Writes the baseline when it is
 * missing or UPDATE_PDF_BASELINES=1, and returns 0 then.
 */
export function compareWithBaseline(actual: Uint8Array, baselinePath: string, threshold = 96): number {
  if (process.env['UPDATE_PDF_BASELINES'] === '1' || !existsSync(baselinePath)) {
    if (process.env['CI']) throw new Error(`baseline ${baselinePath} is missing (run with UPDATE_PDF_BASELINES=1 and look at it)`);
    writeFileSync(baselinePath, actual);
    return 0;
  }
  const a = decodeGrayPng(actual);
  const b = decodeGrayPng(new Uint8Array(readFileSync(baselinePath)));
  if (a.width !== b.width || a.height !== b.height) return 1;
  let differing = 0;
  for (let i = 0; i < a.pixels.length; i++) if (Math.abs(a.pixels[i]! - b.pixels[i]!) > threshold) differing++;
  return differing / a.pixels.length;
}
