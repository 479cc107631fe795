/**
 * Cacheable JSON responses: a strong ETag, 304 Not Modified when the client's If-None-Match
 * already names it, and a brotli or gzip variant (made once per cached body, see
 * compression.ts) for clients that accept one. The ETag is the body's SHA-1 (`tagJson`), or,
 * for a body that is a pure function of a canonical key (a chart body: route, input, transit
 * day), the SHA-1 of that key and of the code that makes the body (`tagKeyed`, build-id.ts):
 * as strong, without hashing ~24 kB per new chart.
 */
import { hash } from 'node:crypto';
import type { HttpRequest, HttpResponseInit } from '@azure/functions';
import { buildId } from './build-id';
import { COMPRESS_MIN_BYTES, compressBody, preferredCoding, type ContentCoding } from './compression';

/** A prepared JSON body with its ETag, so a cache can keep both; the compressed variants are filled on first use. */
export interface TaggedBody {
  body: Buffer;
  etag: string;
  gzip?: Buffer;
  br?: Buffer;
}

const encoder = new TextEncoder();
/** Reused output space of `utf8` (grown on demand; a lean chart body needs ~20 kB). */
let scratch = Buffer.allocUnsafeSlow(64 * 1024);

/**
 * The UTF-8 bytes of `text` in a buffer of their own. One encoding pass into reused space and a
 * copy: Buffer.from(text, 'utf8') measures the length first and then encodes, and a chart body
 * holds Devanagari, so V8 keeps it as a two-byte string and both passes are slow (21 → 13 µs on
 * the lean body).
 */
function utf8(text: string): Buffer {
  if (text.length * 3 > scratch.length) scratch = Buffer.allocUnsafeSlow(text.length * 3);
  const { written } = encoder.encodeInto(text, scratch);
  return Buffer.from(scratch.subarray(0, written));
}

/** Serialises `value` and tags it with its bytes' digest. */
export function tagJson(value: unknown): TaggedBody {
  const body = utf8(JSON.stringify(value));
  return { body, etag: `"${hash('sha1', body, 'base64url')}"` };
}

/**
 * Serialises `value`, which must be a pure function of `key` (and of the code: build-id.ts), and
 * tags it with the digest of the two: the same key in the same build is the same body.
 */
export function tagKeyed(value: unknown, key: string): TaggedBody {
  return { body: utf8(JSON.stringify(value)), etag: `"${hash('sha1', `${buildId()}\n${key}`, 'base64url')}"` };
}

/** The ETag of a compressed variant: a different representation needs a different strong validator. */
function codedEtag(etag: string, coding: ContentCoding): string {
  return `${etag.slice(0, -1)}-${coding === 'gzip' ? 'gz' : 'br'}"`;
}

/** True when If-None-Match lists this ETag (or `*`); weak prefixes are ignored as RFC 9110 allows for GET. */
export function matchesIfNoneMatch(header: string | null, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((candidate) => {
    const tag = candidate.trim().replace(/^W\//, '');
    return tag === etag || tag === '*';
  });
}

/** 200 with the body (brotli or gzip when accepted), or 304 when the client has it; both carry ETag, Cache-Control and Vary. */
export function cachedJson(request: HttpRequest, tagged: TaggedBody, cacheControl: string): HttpResponseInit {
  const coding = tagged.body.length >= COMPRESS_MIN_BYTES ? preferredCoding(request.headers.get('accept-encoding')) : null;
  const etag = coding ? codedEtag(tagged.etag, coding) : tagged.etag;
  const headers: Record<string, string> = { etag, 'cache-control': cacheControl, vary: 'accept-encoding' };
  const ifNoneMatch = request.headers.get('if-none-match');
  if (
    ifNoneMatch &&
    (matchesIfNoneMatch(ifNoneMatch, tagged.etag) ||
      matchesIfNoneMatch(ifNoneMatch, codedEtag(tagged.etag, 'gzip')) ||
      matchesIfNoneMatch(ifNoneMatch, codedEtag(tagged.etag, 'br')))
  ) {
    return { status: 304, headers };
  }
  headers['content-type'] = 'application/json; charset=utf-8';
  if (!coding) return { status: 200, headers, body: tagged.body };
  const bytes = (tagged[coding] ??= compressBody(tagged.body, coding));
  headers['content-encoding'] = coding;
  return { status: 200, headers, body: bytes };
}
