/**
 * Whether the browser may hold a session, read from the hint cookie alone: apart from the account client
 * (account-api.ts, which re-exports both) so a page that only asks this, such as /chat before it knows the
 * visitor is signed in, does not load the client.
 */

/** The hint cookie a session sets beside its HttpOnly cookie (functions/lib/auth/sessions.ts SIGNED_IN_HINT_COOKIE), as `document.cookie` lists it. */
export const SIGNED_IN_HINT = 'kai_account=1';

/** True when the `kai_account` hint cookie says a session exists (the session cookie itself is HttpOnly). */
export function mayBeSignedIn(cookie: string = document.cookie): boolean {
  return cookie.split('; ').includes(SIGNED_IN_HINT);
}
