/**
 * Cross-site request check for state-changing account routes: a browser always sends `Origin`
 * on a cross-origin POST/PUT/DELETE, so one that names another site is refused (403). Requests
 * without Origin and Sec-Fetch-Site (curl, server-to-server) carry no ambient cookie risk.
 * `ALLOWED_ORIGINS` (comma-separated) adds trusted origins, e.g. a separate front-end domain.
 */
import type { HttpRequest } from '@azure/functions';

/** True when the request may change state on behalf of the cookie's owner. */
export function sameOriginRequest(request: HttpRequest, env: Record<string, string | undefined> = process.env): boolean {
  const origin = request.headers.get('origin');
  if (!origin) {
    const site = request.headers.get('sec-fetch-site');
    return site === null || site === 'same-origin' || site === 'none';
  }
  const url = new URL(request.url);
  const host = request.headers.get('x-forwarded-host') ?? url.host;
  const allowed = new Set(
    (env.ALLOWED_ORIGINS ?? '')
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean),
  );
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    return false;
  }
  return originHost === host || allowed.has(origin);
}
