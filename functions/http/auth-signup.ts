/**
 * POST /api/auth/signup `{name, email, password}` → 201 `{user}` with a session cookie (24 h).
 * A taken email is a 409 naming `email`; signups per IP count against the sign-in IP limit so
 * the form cannot be used to test many addresses quickly.
 */
import type { HttpResponseInit } from '@azure/functions';
import { signupBodySchema } from '../../shared/contracts/account';
import { systemClock, type Clock } from '../lib/auth/clock';
import { fieldRefusal, okNoStore } from '../lib/auth/handler';
import { hashPassword } from '../lib/auth/password';
import { LOGIN_IP_LIMIT, clientIp, lockedForSeconds, recordFailure } from '../lib/auth/rate-limit';
import { createSession, sessionCookies } from '../lib/auth/sessions';
import { createUser, publicUser } from '../lib/auth/users';
import { routeHandler, routeRow } from '../lib/pipeline';
import { SESSION_COOKIE_NOTE } from './auth-login';
import type { RouteContract } from '../lib/route';
import { apiRoute } from '../../shared/contracts/routes';
import { userAnswerSchema } from '../../shared/contracts/responses/account';
import { tooManyAttempts } from '../lib/auth/refusals';

/** The contract (see module comment). */
export const authSignupContract = {
  ...apiRoute('authSignup'),
  summary: 'Create an account and sign in',
  description: SESSION_COOKIE_NOTE,
  tags: ['Accounts'],
  body: signupBodySchema,
  sameOrigin: ['POST'],
  storage: true,
  cache: 'no-store',
  responses: {
    201: { description: 'Signed up; sets the session cookie.', json: userAnswerSchema },
    400: 'A field is invalid.',
    409: 'email: an account already exists.',
    429: 'Too many attempts from this address; Retry-After says when.',
  },
} satisfies RouteContract;

/** Builds the handler around a clock. */
export function createSignupHandler(clock: Clock = systemClock) {
  return routeHandler(authSignupContract, async ({ body }, request): Promise<HttpResponseInit> => {
    const now = clock.now();
    const ip = clientIp(request.headers);
    const locked = await lockedForSeconds(LOGIN_IP_LIMIT, ip, now);
    if (locked > 0) return tooManyAttempts(locked);
    const { name, email, password } = body!;
    const id = await createUser(name, email, await hashPassword(password), now);
    if (!id) {
      await recordFailure(LOGIN_IP_LIMIT, ip, now);
      return fieldRefusal(409, 'email', 'email: an account with this email already exists. Sign in, or reset your password.', {
        code: 'emailTaken',
      });
    }
    const session = await createSession(id, false, now);
    const user = publicUser(id, { name, email, passwordHash: '', createdAt: now.toISOString() });
    return { ...okNoStore({ status: 'ok', user }), status: 201, cookies: sessionCookies(session.value, session.maxAgeSeconds) };
  });
}

export const authSignupRoute = routeRow(authSignupContract, createSignupHandler());
