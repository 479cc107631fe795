/** Set-Cookie text for an `@azure/functions` Cookie, as the Functions host writes `HttpResponse.cookies`. */
import type { Cookie } from '@azure/functions';

/** One Set-Cookie header value. */
export function serializeCookie(cookie: Cookie): string {
  const parts = [`${cookie.name}=${encodeURIComponent(cookie.value)}`];
  if (cookie.domain) parts.push(`Domain=${cookie.domain}`);
  if (cookie.path) parts.push(`Path=${cookie.path}`);
  if (cookie.expires !== undefined) parts.push(`Expires=${new Date(cookie.expires).toUTCString()}`);
  if (cookie.maxAge !== undefined) parts.push(`Max-Age=${Math.trunc(cookie.maxAge)}`);
  if (cookie.httpOnly) parts.push('HttpOnly');
  if (cookie.secure) parts.push('Secure');
  if (cookie.sameSite) parts.push(`SameSite=${cookie.sameSite}`);
  return parts.join('; ');
}
