/**
 * Whether the browser may hold a session, read from the hint cookie alone: apart from the account client
 * (account-api.ts, which re-exports both) so a page that only asks this, such as /chat before it knows the
 * visitor is signed in, does not load the client.
 */
import { SIGNED_IN_HINT_COOKIE, SIGNED_IN_HINT_VALUE } from '../../shared/contracts/session-hint';

/** The hint cookie a session sets beside its HttpOnly cookie (shared/contracts/session-hint.ts), as `document.cookie` lists it. */
export const SIGNED_IN_HINT = `${SIGNED_IN_HINT_COOKIE}=${SIGNED_IN_HINT_VALUE}`;

/** True when the `kai_account` hint cookie says a session exists (the session cookie itself is HttpOnly). */
export function mayBeSignedIn(cookie: string = document.cookie): boolean {
  return cookie.split('; ').includes(SIGNED_IN_HINT);
}
