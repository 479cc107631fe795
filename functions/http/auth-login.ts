/**
 * POST /api/auth/login `{email, password, remember}` → 200 `{user}` and a session cookie
 * (24 h, or 30 days with remember). A wrong password and an unknown email get the same 401 after
 * the same scrypt work. Limits (functions/lib/auth/rate-limit.ts), each a 429 with Retry-After:
 * per IP, failures only (checked first, so a locked IP costs no hashing); per account, every
 * attempt is reserved before its password is checked, so racing requests cannot pass the limit,
 * and a success clears the account's count.
 */
import type { HttpResponseInit } from '@azure/functions';
import { loginBodySchema } from '../../shared/contracts/account';
import { systemClock, type Clock } from '../lib/auth/clock';
import { clientIp } from '../lib/auth/client-ip';
import { fieldRefusal, okNoStore } from '../lib/auth/handler';
import { decoyHash, verifyPassword } from '../lib/auth/password';
import {
  LOGIN_ACCOUNT_LIMIT,
  LOGIN_IP_LIMIT,
  clearAttempts,
  lockedForSeconds,
  recordFailure,
  reserveAttempt,
} from '../lib/auth/rate-limit';
import { tooManyAttempts, WRONG_CREDENTIALS_MESSAGE } from '../lib/auth/refusals';
import { SESSION_COOKIE, createSession, sessionCookies } from '../lib/auth/sessions';
import { getUser, publicUser, userIdForEmail } from '../lib/auth/users';
import { routeHandler, routeRow } from '../lib/pipeline';
import type { RouteContract } from '../lib/route';
import { apiRoute } from '../../shared/contracts/routes';
import { userAnswerSchema } from '../../shared/contracts/responses/account';

/** How the session is kept, for the documentation of the routes that start one. */
export const SESSION_COOKIE_NOTE = `Session: cookie \`${SESSION_COOKIE}\` (HttpOnly, Secure, SameSite=Lax; 24 h, or 30 days with remember).`;

/** The contract (see module comment). */
export const authLoginContract = {
  ...apiRoute('authLogin'),
  summary: 'Sign in',
  description: `${SESSION_COOKIE_NOTE} Wrong email and wrong password get the same 401. Attempts are limited per account (5 free a day, then 30 s doubling to 20 minutes; a password reset lifts the lock) and failures per IP, counted atomically across instances.`,
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
    503: 'Storage unavailable, or too many sign-ins at once (Retry-After).',
  },
} satisfies RouteContract;

/** Builds the handler around a clock. */
export function createLoginHandler(clock: Clock = systemClock) {
  return routeHandler(authLoginContract, async ({ body }, request): Promise<HttpResponseInit> => {
    const { email, password, remember } = body!;
    const now = clock.now();
    const ip = clientIp(request.headers);
    const ipLocked = await lockedForSeconds(LOGIN_IP_LIMIT, ip, now);
    if (ipLocked > 0) return tooManyAttempts(ipLocked);
    const reservation = await reserveAttempt(LOGIN_ACCOUNT_LIMIT, email, now);
    if (!reservation.allowed) return tooManyAttempts(reservation.retryAfterSeconds);

    const userId = await userIdForEmail(email);
    const user = userId ? await getUser(userId) : null;
    const valid = await verifyPassword(password, user?.passwordHash ?? (await decoyHash()));
    if (!userId || !user || !valid) {
      await recordFailure(LOGIN_IP_LIMIT, ip, now);
      return fieldRefusal(401, 'password', WRONG_CREDENTIALS_MESSAGE, { code: 'wrongCredentials' });
    }
    await clearAttempts(LOGIN_ACCOUNT_LIMIT, email);
    const session = await createSession(userId, remember, now);
    return {
      ...okNoStore({ status: 'ok', user: publicUser(userId, user) }),
      cookies: sessionCookies(session.value, session.maxAgeSeconds),
    };
  });
}

export const authLoginRoute = routeRow(authLoginContract, createLoginHandler());
