/**
 * CORS for the VedAstro mount, so browser clients on other origins (VedAstro's web client, a
 * user's own page) can call it. `VEDASTRO_CORS_ORIGINS` (comma-separated origins, e.g.
 * `https://vedastro.org,https://example.com`) is the allow-list; when it is not set, GET is open
 * to every origin (`*`: the answers carry no credentials and no cookies are read) and POST to none.
 */
import type { HttpRequest, HttpResponseInit } from '@azure/functions';

/** Origins from the environment, or null when the variable is unset (open GET). */
export function corsAllowList(env: Record<string, string | undefined> = process.env): string[] | null {
  const raw = env.VEDASTRO_CORS_ORIGINS;
  if (raw === undefined || raw.trim() === '') return null;
  return raw
    .split(',')
    .map((o) => o.trim().replace(/\/+$/, ''))
    .filter(Boolean);
}

/** The Access-Control-Allow-Origin value for a request's origin and method, or null to send none. */
export function allowedOrigin(origin: string | null, method: string, allowList: string[] | null): string | null {
  if (allowList === null) return method === 'GET' || method === 'HEAD' ? '*' : null;
  if (allowList.includes('*')) return '*';
  return origin !== null && allowList.includes(origin) ? origin : null;
}

/** CORS headers for an actual request (GET/POST). */
export function corsHeaders(request: HttpRequest, allowList = corsAllowList()): Record<string, string> {
  const allow = allowedOrigin(request.headers.get('origin'), request.method.toUpperCase(), allowList);
  if (allow === null) return allowList === null ? {} : { vary: 'origin' };
  return {
    'access-control-allow-origin': allow,
    'access-control-expose-headers': 'etag, call-status',
    ...(allow === '*' ? {} : { vary: 'origin' }),
  };
}

/** The answer to a preflight OPTIONS request. */
export function preflight(request: HttpRequest, allowList = corsAllowList()): HttpResponseInit {
  const asked = (request.headers.get('access-control-request-method') ?? 'GET').toUpperCase();
  const allow = allowedOrigin(request.headers.get('origin'), asked, allowList);
  const headers: Record<string, string> = { allow: 'GET, POST, OPTIONS', 'cache-control': 'no-store' };
  if (allow !== null) {
    headers['access-control-allow-origin'] = allow;
    headers['access-control-allow-methods'] = allow === '*' && allowList === null ? 'GET, OPTIONS' : 'GET, POST, OPTIONS';
    headers['access-control-allow-headers'] = 'content-type, if-none-match';
    headers['access-control-max-age'] = '86400';
    if (allow !== '*') headers.vary = 'origin';
  }
  return { status: 204, headers };
}
