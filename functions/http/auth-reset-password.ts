/**
 * POST /api/auth/reset-password `{token, password}` → 200; the token is consumed, the password
 * replaced, every session of the account ended and every other reset link voided. An unknown,
 * used, expired or superseded token is a 400 naming `token`. The reset also lifts a sign-in lock
 * on the account: the link proves the mailbox, so an attacker's guesses cannot keep the owner out.
 */
import type { HttpResponseInit } from '@azure/functions';
import { resetPasswordBodySchema } from '../../shared/contracts/account';
import { systemClock, type Clock } from '../lib/auth/clock';
import { fieldRefusal, okNoStore } from '../lib/auth/handler';
import { hashPassword } from '../lib/auth/password';
import { passwordRefusal } from '../lib/auth/password-refusal';
import { LOGIN_ACCOUNT_LIMIT, clearAttempts } from '../lib/auth/rate-limit';
import { redeemResetToken } from '../lib/auth/resets';
import { revokeAllSessions } from '../lib/auth/sessions';
import { getUser, setPasswordHash } from '../lib/auth/users';
import { routeHandler, routeRow } from '../lib/pipeline';
import type { RouteContract } from '../lib/route';
import { apiRoute } from '../../shared/contracts/routes';
import { messageAnswerSchema } from '../../shared/contracts/responses/account';

/** The contract (see module comment). */
export const authResetPasswordContract = {
  ...apiRoute('authResetPassword'),
  summary: 'Set a new password with the emailed token; ends every session',
  tags: ['Accounts'],
  body: resetPasswordBodySchema,
  sameOrigin: ['POST'],
  storage: true,
  cache: 'no-store',
  responses: {
    200: { description: 'Password changed.', json: messageAnswerSchema },
    400: 'A field is invalid, password: too common or the email address, or token: the link is not valid, used, expired or not the newest.',
  },
} satisfies RouteContract;

/** Builds the handler around a clock. */
export function createResetPasswordHandler(clock: Clock = systemClock) {
  return routeHandler(authResetPasswordContract, async ({ body }): Promise<HttpResponseInit> => {
    const userId = await redeemResetToken(body!.token, clock.now());
    const user = userId ? await getUser(userId) : null;
    if (!userId || !user)
      return fieldRefusal(400, 'token', 'token: this reset link is not valid, was already used, or has expired. Ask for a new one.', {
        code: 'resetLinkInvalid',
      });
    const weak = passwordRefusal(body!.password, user.email);
    if (weak) return weak;
    await setPasswordHash(userId, await hashPassword(body!.password), user.etag);
    await revokeAllSessions(userId);
    await clearAttempts(LOGIN_ACCOUNT_LIMIT, user.email);
    return okNoStore({ status: 'ok', message: 'Your password was changed. Sign in with the new one.' });
  });
}

export const authResetPasswordRoute = routeRow(authResetPasswordContract, createResetPasswordHandler());
