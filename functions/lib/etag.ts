/**
 * Cacheable JSON responses: a strong ETag from the body's SHA-1 and 304 Not Modified when the
 * client's If-None-Match already names it. Clients (and the browser cache) revalidate cheaply.
 */
import { createHash } from 'node:crypto';
import type { HttpRequest, HttpResponseInit } from '@azure/functions';

/** A prepared JSON body with its ETag, so a cache can keep both. */
export interface TaggedBody {
  body: string;
  etag: string;
}

/** Serialises `value` and tags it. */
export function tagJson(value: unknown): TaggedBody {
  const body = JSON.stringify(value);
  return { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
}

/** True when If-None-Match lists this ETag (or `*`); weak prefixes are ignored as RFC 9110 allows for GET. */
export function matchesIfNoneMatch(header: string | null, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((candidate) => {
    const tag = candidate.trim().replace(/^W\//, '');
    return tag === etag || tag === '*';
  });
}

/** 200 with the body, or 304 without it when the client has it; both carry ETag and Cache-Control. */
export function cachedJson(request: HttpRequest, tagged: TaggedBody, cacheControl: string): HttpResponseInit {
  const headers = { etag: tagged.etag, 'cache-control': cacheControl, vary: 'accept-encoding' };
  if (matchesIfNoneMatch(request.headers.get('if-none-match'), tagged.etag)) return { status: 304, headers };
  return { status: 200, headers: { 'content-type': 'application/json; charset=utf-8', ...headers }, body: tagged.body };
}
