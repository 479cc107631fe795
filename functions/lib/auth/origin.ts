/**
 * Cross-site request check for state-changing account routes: a browser always sends `Origin`
 * on a cross-origin POST/PUT/DELETE, so one that names another site is refused (403). Requests
 * without Origin and Sec-Fetch-Site (curl, server-to-server) carry no ambient cookie risk.
 *
 * The Origin must match the request's own origin whole — scheme, host and port — as the request
 * URL gives them (its Host), never `X-Forwarded-Host`, which a client can write. Some Azure
 * front ends end TLS and hand the app an `http:` URL; when `X-Forwarded-Proto` ends in `https`
 * the `https:` origin is taken instead (never the other way: an `http:` page cannot act for an
 * `https:` site). `ALLOWED_ORIGINS` (comma-separated, exact origins) adds trusted origins: set
 * it to the public site's origin when the API sees another URL.
 */
import type { HttpRequest } from '@azure/functions';

/** The origins a state-changing request may come from. */
function ownOrigins(request: HttpRequest, env: Record<string, string | undefined>): Set<string> {
  const origins = new Set(
    (env.ALLOWED_ORIGINS ?? '')
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean),
  );
  origins.add(requestOrigin(request));
  return origins;
}

/** The request's own origin as the request URL gives it, `https:` when a TLS-ending front end says so (see module comment). */
export function requestOrigin(request: HttpRequest): string {
  const url = new URL(request.url);
  const forwardedProto = (request.headers.get('x-forwarded-proto') ?? '').split(',').pop()?.trim().toLowerCase();
  return forwardedProto === 'https' ? `https://${url.host}` : url.origin;
}

/** True when the request may change state on behalf of the cookie's owner. */
export function sameOriginRequest(request: HttpRequest, env: Record<string, string | undefined> = process.env): boolean {
  const origin = request.headers.get('origin');
  if (!origin) {
    const site = request.headers.get('sec-fetch-site');
    return site === null || site === 'same-origin' || site === 'none';
  }
  let normalised: string;
  try {
    normalised = new URL(origin).origin;
  } catch {
    return false;
  }
  return normalised !== 'null' && ownOrigins(request, env).has(normalised);
}
