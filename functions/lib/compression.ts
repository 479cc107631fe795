/**
 * Response compression by Accept-Encoding: brotli when the client ranks it at least as high as
 * gzip, else gzip, else none. Used for the cached JSON bodies (functions/lib/etag.ts, one
 * compressed variant per body) and by the local host for any other API answer the handler did
 * not compress itself. Levels: brotli 0 below SMALL_BODY_BYTES, brotli 1 above, gzip 1; why, with
 * the measurements: docs/decisions/compression-levels.md.
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type ContentCoding = 'br' | 'gzip';

/** Bodies smaller than this go out uncompressed: the coding would not pay for itself. */
export const COMPRESS_MIN_BYTES = 1024;

/** q-value of `coding` in an Accept-Encoding header (`*` stands for codings not listed); 0 when refused or absent. */
function qualityOf(header: string, coding: ContentCoding): number {
  let star = 0;
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)).find(Boolean);
    const value = q ? Number(q[1]) : 1;
    const token = name.trim();
    if (token === coding) return Number.isFinite(value) ? value : 0;
    if (token === '*') star = Number.isFinite(value) ? value : 0;
  }
  return star;
}

/** The coding to answer with for this Accept-Encoding header (brotli preferred on a tie), or null for none. */
export function preferredCoding(header: string | null | undefined): ContentCoding | null {
  if (!header) return null;
  const br = qualityOf(header, 'br');
  const gzip = qualityOf(header, 'gzip');
  if (br > 0 && br >= gzip) return 'br';
  if (gzip > 0) return 'gzip';
  return null;
}

/** Levels per effort: `per-request` is the cheap end of the decision record's table (brotli 0 below SMALL_BODY_BYTES). */
const LEVELS = { 'per-request': { gzip: 1, br: 1 }, once: { gzip: 9, br: 9 } } as const;
/** Per-request bodies below this many bytes are brotli'd at quality 0 (docs/decisions/compression-levels.md). */
const SMALL_BODY_BYTES = 64 * 1024;

/**
 * `body` compressed with `coding`: `per-request` (the default) at the fast levels described in the
 * module comment; `once` (a static file, compressed once and kept) at brotli 9 / gzip 9.
 */
export function compressBody(body: Buffer, coding: ContentCoding, effort: 'per-request' | 'once' = 'per-request'): Buffer {
  if (coding === 'gzip') return gzipSync(body, { level: LEVELS[effort].gzip });
  return brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: effort === 'per-request' && body.length < SMALL_BODY_BYTES ? 0 : LEVELS[effort].br,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}

/** Content types worth compressing (JSON, text, JavaScript, SVG, WebAssembly, TrueType fonts); images, PDFs and WOFF2 are compressed already. */
export function isCompressible(contentType: string | null | undefined): boolean {
  if (!contentType) return false;
  return /^(application\/(json|problem\+json|javascript|xml|manifest\+json|wasm)|text\/(?!event-stream)|image\/svg\+xml|font\/ttf)/i.test(
    contentType,
  );
}
