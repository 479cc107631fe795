/**
 * HTTP entity tags for stored rows. Table Storage gives every entity an ETag that changes with
 * each write (`W/"datetime'2026-12-07T16%3A33%3A00.1234567Z'"`); clients get it as an opaque
 * strong tag (its base64url inside quotes), in the `ETag` header and as the resource's `etag`
 * field, and send it back in `If-Match`. A conditional write passes the storage ETag it stands
 * for to storage, which refuses a stale one (412) also when another write lands between our read
 * and our write.
 */

/** The HTTP `ETag` for a row's storage ETag. */
export function httpEtag(storageEtag: string): string {
  return `"${Buffer.from(storageEtag, 'utf8').toString('base64url')}"`;
}

/** The storage ETag an HTTP tag of ours stands for. */
export function storageEtagOf(tag: string): string {
  return Buffer.from(tag.slice(1, -1), 'base64url').toString('utf8');
}

/** What an `If-Match` header asks: nothing, any current row (`*`), one tag, or a tag we never issued (matches nothing). */
export type IfMatch = { kind: 'absent' } | { kind: 'any' } | { kind: 'etag'; tag: string } | { kind: 'unknown' };

/** Reads `If-Match` (one tag; a list, a weak tag or one we never issued can match nothing, RFC 9110 §13.1.1). */
export function readIfMatch(headers: { get(name: string): string | null }): IfMatch {
  const value = headers.get('if-match')?.trim();
  if (!value) return { kind: 'absent' };
  if (value === '*') return { kind: 'any' };
  return /^"[A-Za-z0-9_-]{1,400}"$/.test(value) && httpEtag(storageEtagOf(value)) === value
    ? { kind: 'etag', tag: value }
    : { kind: 'unknown' };
}

/** True when the condition holds for a resource whose HTTP ETag is `current`. */
export function ifMatchHolds(condition: IfMatch, current: string): boolean {
  return condition.kind === 'absent' || condition.kind === 'any' || (condition.kind === 'etag' && condition.tag === current);
}

/** The storage ETag a conditional write carries: the client's when it named one, else the one just read (`current`, HTTP form). */
export function writeEtag(condition: IfMatch, current: string): string {
  return storageEtagOf(condition.kind === 'etag' ? condition.tag : current);
}
