/**
 * POST /api/auth/confirm-signup `{token}` → 201 `{user}` with a session cookie: the link mailed at
 * sign-up creates the account and signs its owner in. An unknown, used or expired token — or an
 * address that got an account meanwhile — is a 400 naming `token`.
 */
import { userAnswerSchema } from '../../shared/contracts/responses/account';
import type { HttpResponseInit } from '@azure/functions';
import { confirmSignupBodySchema } from '../../shared/contracts/account';
import { systemClock, type Clock } from '../lib/auth/clock';
import { fieldRefusal, okNoStore } from '../lib/auth/handler';
import { redeemSignupToken } from '../lib/auth/resets';
import { createSession, sessionCookies } from '../lib/auth/sessions';
import { createUser, publicUser } from '../lib/auth/users';
import { routeHandler, routeRow } from '../lib/pipeline';
import type { RouteContract } from '../lib/route';
import { SESSION_COOKIE_NOTE } from './auth-login';

/** The contract (see module comment). */
export const authConfirmSignupContract = {
  name: 'authConfirmSignup',
  route: 'auth/confirm-signup',
  methods: ['POST'],
  summary: 'Create the account from the mailed link and sign in',
  description: SESSION_COOKIE_NOTE,
  tags: ['Accounts'],
  body: confirmSignupBodySchema,
  sameOrigin: ['POST'],
  storage: true,
  cache: 'no-store',
  responses: {
    201: { description: 'Account created; sets the session cookie.', json: userAnswerSchema },
    400: 'token: the link is not valid, used or expired.',
  },
} satisfies RouteContract;

/** Builds the handler around a clock. */
export function createConfirmSignupHandler(clock: Clock = systemClock) {
  return routeHandler(authConfirmSignupContract, async ({ body }): Promise<HttpResponseInit> => {
    const now = clock.now();
    const pending = await redeemSignupToken(body!.token, now);
    const id = pending ? await createUser(pending.name, pending.email, pending.passwordHash, now) : null;
    if (!pending || !id)
      return fieldRefusal(400, 'token', 'token: this confirmation link is not valid, was already used, or has expired. Sign up again.', {
        code: 'signupLinkInvalid',
      });
    const session = await createSession(id, false, now);
    const user = publicUser(id, { ...pending, createdAt: now.toISOString() });
    return { ...okNoStore({ status: 'ok', user }), status: 201, cookies: sessionCookies(session.value, session.maxAgeSeconds) };
  });
}

export const authConfirmSignupRoute = routeRow(authConfirmSignupContract, createConfirmSignupHandler());
