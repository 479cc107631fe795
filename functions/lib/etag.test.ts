/** ETags, If-None-Match, and brotli/gzip negotiation of cached JSON bodies. */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import functions from '@azure/functions';
import { describe, expect, it } from 'vitest';
import { preferredCoding } from './compression';
import { cachedJson, matchesIfNoneMatch, tagJson, tagKeyed } from './etag';

const { HttpRequest } = functions;
const get = (headers: Record<string, string> = {}) => new HttpRequest({ method: 'GET', url: 'http://localhost/api/x', headers });

describe('cachedJson', () => {
  const big = tagJson({ text: 'x'.repeat(5000) });

  it('tags bodies by content', () => {
    expect(tagJson({ a: 1 }).etag).toBe(tagJson({ a: 1 }).etag);
    expect(tagJson({ a: 1 }).etag).not.toBe(tagJson({ a: 2 }).etag);
  });

  it('tags keyed bodies by key: the same key the same ETag, another key another', () => {
    const a = tagKeyed({ a: 1 }, 'chart|k1');
    expect(a.body.toString()).toBe('{"a":1}');
    expect(a.etag).toMatch(/^"[\w-]+"$/);
    expect(tagKeyed({ a: 1 }, 'chart|k1').etag).toBe(a.etag);
    expect(tagKeyed({ a: 1 }, 'chart|k2').etag).not.toBe(a.etag);
  });

  it('answers 304 for a matching If-None-Match, 200 otherwise', () => {
    expect(cachedJson(get({ 'if-none-match': big.etag }), big, 'max-age=1').status).toBe(304);
    expect(cachedJson(get({ 'if-none-match': `W/${big.etag}, "other"` }), big, 'max-age=1').status).toBe(304);
    expect(cachedJson(get({ 'if-none-match': '"other"' }), big, 'max-age=1').status).toBe(200);
    expect(matchesIfNoneMatch('*', big.etag)).toBe(true);
    expect(matchesIfNoneMatch(null, big.etag)).toBe(false);
  });

  it('brotli-compresses large bodies when accepted, with its own ETag, and the bytes round-trip', () => {
    const coded = cachedJson(get({ 'accept-encoding': 'gzip, deflate, br' }), big, 'max-age=1');
    const h = coded.headers as Record<string, string>;
    expect(h['content-encoding']).toBe('br');
    expect(h.vary).toBe('accept-encoding');
    expect(brotliDecompressSync(coded.body as Buffer).equals(big.body)).toBe(true);
    expect(h.etag).not.toBe(big.etag);
    expect(cachedJson(get({ 'accept-encoding': 'br', 'if-none-match': h.etag! }), big, 'max-age=1').status).toBe(304);
  });

  it('gzips large bodies when only gzip is accepted, with its own ETag, and the bytes round-trip', () => {
    const zipped = cachedJson(get({ 'accept-encoding': 'gzip, br;q=0.5' }), big, 'max-age=1');
    const headers = zipped.headers as Record<string, string>;
    expect(headers['content-encoding']).toBe('gzip');
    expect(headers.etag).not.toBe(big.etag);
    expect(gunzipSync(zipped.body as Buffer).equals(big.body)).toBe(true);
    expect(cachedJson(get({ 'accept-encoding': 'gzip', 'if-none-match': headers.etag! }), big, 'max-age=1').status).toBe(304);
    const plain = cachedJson(get(), big, 'max-age=1');
    expect((plain.headers as Record<string, string>)['content-encoding']).toBeUndefined();
    const small = cachedJson(get({ 'accept-encoding': 'gzip' }), tagJson({ a: 1 }), 'max-age=1');
    expect((small.headers as Record<string, string>)['content-encoding']).toBeUndefined();
  });

  it('reads Accept-Encoding with q-values', () => {
    expect(preferredCoding('gzip;q=0')).toBe(null);
    expect(preferredCoding('br, gzip;q=0.5')).toBe('br');
    expect(preferredCoding('br;q=0.2, gzip;q=0.5')).toBe('gzip');
    expect(preferredCoding('br;q=0, gzip')).toBe('gzip');
    expect(preferredCoding('*')).toBe('br');
    expect(preferredCoding('*, br;q=0')).toBe('gzip');
    expect(preferredCoding('identity')).toBe(null);
    expect(preferredCoding(null)).toBe(null);
  });
});
