/**
 * POST /api/auth/login `{email, password, remember}` → 200 `{user}` and a session cookie
 * (24 h, or 30 days with remember). A wrong password and an unknown email get the same 401 after
 * the same scrypt work; failures are limited per account and per IP with exponential backoff
 * (429 with Retry-After).
 */
import type { HttpResponseInit } from '@azure/functions';
import { loginBodySchema } from '../../shared/contracts/account';
import { systemClock, type Clock } from '../lib/auth/clock';
import { fieldRefusal, okNoStore } from '../lib/auth/handler';
import { decoyHash, verifyPassword } from '../lib/auth/password';
import { LOGIN_ACCOUNT_LIMIT, LOGIN_IP_LIMIT, clearFailures, clientIp, lockedForSeconds, recordFailure } from '../lib/auth/rate-limit';
import { tooManyAttempts, WRONG_CREDENTIALS_MESSAGE } from '../lib/auth/refusals';
import { createSession, sessionCookies } from '../lib/auth/sessions';
import { getUser, publicUser, userIdForEmail } from '../lib/auth/users';
import { routeHandler, routeRow } from '../lib/pipeline';
import type { RouteContract } from '../lib/route';
import { apiRoute } from '../../shared/contracts/routes';
import { userAnswerSchema } from '../../shared/contracts/responses/account';

/** How the session is kept, for the documentation of the routes that start one. */
export const SESSION_COOKIE_NOTE = 'Session: cookie `kai_session` (HttpOnly, Secure, SameSite=Lax; 24 h, or 30 days with remember).';

/** The contract (see module comment). */
export const authLoginContract = {
  ...apiRoute('authLogin'),
  summary: 'Sign in',
  description: `${SESSION_COOKIE_NOTE} Wrong email and wrong password get the same 401; failures are limited per account and per IP with exponential backoff.`,
  tags: ['Accounts'],
  body: loginBodySchema,
  sameOrigin: ['POST'],
  storage: true,
  cache: 'no-store',
  responses: {
    200: { description: 'Signed in; sets the session cookie.', json: userAnswerSchema },
    400: 'A field is invalid.',
    401: 'Wrong email or password.',
    429: 'Too many attempts; Retry-After says when.',
  },
} satisfies RouteContract;

/** Builds the handler around a clock. */
export function createLoginHandler(clock: Clock = systemClock) {
  return routeHandler(authLoginContract, async ({ body }, request): Promise<HttpResponseInit> => {
    const { email, password, remember } = body!;
    const now = clock.now();
    const ip = clientIp(request.headers);
    const locked = Math.max(await lockedForSeconds(LOGIN_ACCOUNT_LIMIT, email, now), await lockedForSeconds(LOGIN_IP_LIMIT, ip, now));
    if (locked > 0) return tooManyAttempts(locked);

    const userId = await userIdForEmail(email);
    const user = userId ? await getUser(userId) : null;
    const valid = await verifyPassword(password, user?.passwordHash ?? (await decoyHash()));
    if (!userId || !user || !valid) {
      const lock = Math.max(await recordFailure(LOGIN_ACCOUNT_LIMIT, email, now), await recordFailure(LOGIN_IP_LIMIT, ip, now));
      if (lock > 0) return tooManyAttempts(lock);
      return fieldRefusal(401, 'password', WRONG_CREDENTIALS_MESSAGE, { code: 'wrongCredentials' });
    }
    await clearFailures(LOGIN_ACCOUNT_LIMIT, email);
    const session = await createSession(userId, remember, now);
    return {
      ...okNoStore({ status: 'ok', user: publicUser(userId, user) }),
      cookies: sessionCookies(session.value, session.maxAgeSeconds),
    };
  });
}

export const authLoginRoute = routeRow(authLoginContract, createLoginHandler());
