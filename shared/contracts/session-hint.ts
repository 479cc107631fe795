/**
 * The hint cookie a session sets beside its HttpOnly session cookie: readable by the page's script, it says a
 * session may exist, so signed-out pages never ask `/api/auth/me`. Set by functions/lib/auth/sessions.ts, read by
 * site/lib/account-hint.ts.
 */

/** The hint cookie's name. */
export const SIGNED_IN_HINT_COOKIE = 'kai_account';

/** Its value while a session exists (cleared to empty when the session ends). */
export const SIGNED_IN_HINT_VALUE = '1';
