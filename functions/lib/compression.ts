/**
 * Response compression by Accept-Encoding: brotli when the client ranks it at least as high as
 * gzip, else gzip, else none. Used for the cached JSON bodies (functions/lib/etag.ts, one
 * compressed variant per body) and by the local host for any other API answer the handler did
 * not compress itself. Levels are tuned for bodies made per request (a new chart), where
 * compression was the largest single cost of the host's CPU per chart. Measured with callgrind
 * (instructions per body, bytes out), the ~24 kB lean chart body and the ~156 kB full one:
 *   lean: brotli 0: 0.87 M, 7.78 kB · brotli 1: 0.91 M, 7.73 kB · brotli 2: 1.66 M, 7.04 kB ·
 *         gzip 1: 1.32 M, 7.42 kB
 *   full: brotli 0: 2.9 M, 38.2 kB · brotli 1: 3.7 M, 31.7 kB · brotli 2: 8.0 M, 32.0 kB
 * Brotli 1 costs about half of brotli 2 for 0.7 kB (10 %) more per lean chart (still under the
 * 8 kB budget of issue 12, and on a par with gzip's size for 30 % less CPU), and is smaller than
 * brotli 2 on the full body; brotli 0 loses 6 kB on the full body. On the lean body (~16 kB
 * now) brotli 0 executes about as many instructions as brotli 1 but runs faster (its smaller hash
 * table stays in cache): 46–47 µs against 60–64 µs per body in alternated timings, for 64 B
 * (1.2 %) more; so bodies below SMALL_BODY_BYTES (every lean chart, VedAstro and Calculate answer)
 * take brotli 0 and larger ones (the full chart) brotli 1.
 * (Quality 2, used before, and 4 before it, traded CPU at the 1,000 charts/s target for bytes.)
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

/** Levels per effort: `per-request` is the cheap end of the table in the module comment (brotli 0 below SMALL_BODY_BYTES). */
const LEVELS = { 'per-request': { gzip: 1, br: 1 }, once: { gzip: 9, br: 9 } } as const;
/** Per-request bodies below this many bytes are brotli'd at quality 0 (see the module comment). */
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
