/**
 * Answers for conditional requests on stored resources (charts, conversations, the account):
 * every answer that shows a resource carries its `ETag`; an edit made from an older copy gets 412
 * with the resource as it now is (so the site can offer "reload" or "overwrite"), and an edit
 * that must name its copy and does not gets 428. Which routes require `If-Match` is said in each
 * route's comment and in README's accounts section.
 */
import type { HttpResponseInit } from '@azure/functions';
import { errorResponse } from '../http';

/** 412 carrying the current resource under `key` and its ETag (HTTP form). */
export function preconditionFailed(key: string, current: unknown, etag: string): HttpResponseInit {
  const response = errorResponse(
    412,
    'This was changed elsewhere since you opened it. Reload it, or send it again with the new ETag to overwrite.',
  );
  const body = { ...(JSON.parse(String(response.body)) as Record<string, unknown>), [key]: current };
  return { ...response, headers: { ...(response.headers as Record<string, string>), etag }, body: JSON.stringify(body) };
}

/** 428 for an edit without `If-Match`. */
export function preconditionRequired(): HttpResponseInit {
  return errorResponse(428, 'If-Match: required; send the ETag of the copy you edited (or * to overwrite whatever is stored).', 'If-Match');
}

/** A response with the resource's ETag header (HTTP form) added. */
export function withEtag(response: HttpResponseInit, etag: string): HttpResponseInit {
  return { ...response, headers: { ...(response.headers as Record<string, string>), etag } };
}
