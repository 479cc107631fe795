/**
 * POST /api/auth/reset-password `{token, password}` → 200; the token is consumed, the password
 * replaced, and every session of the account ended. An unknown, used or expired token is a 400
 * naming `token`.
 */
import type { HttpRequest, HttpResponseInit } from '@azure/functions';
import { resetPasswordBodySchema } from '../../shared/contracts/account';
import { systemClock, type Clock } from '../lib/auth/clock';
import { crossSiteRefusal, fieldRefusal, okNoStore, parseBody, withStorage } from '../lib/auth/handler';
import { hashPassword } from '../lib/auth/password';
import { redeemResetToken } from '../lib/auth/resets';
import { revokeAllSessions } from '../lib/auth/sessions';
import { getUser, setPasswordHash } from '../lib/auth/users';
import type { RouteDefinition } from '../lib/route';

/** Builds the handler around a clock. */
export function createResetPasswordHandler(clock: Clock = systemClock) {
  return async (request: HttpRequest): Promise<HttpResponseInit> =>
    withStorage(async () => {
      const refused = crossSiteRefusal(request);
      if (refused) return refused;
      const body = await parseBody(request, resetPasswordBodySchema);
      if (!body.ok) return body.response;
      const userId = await redeemResetToken(body.data.token, clock.now());
      const user = userId ? await getUser(userId) : null;
      if (!userId || !user)
        return fieldRefusal(400, 'token', 'token: this reset link is not valid, was already used, or has expired. Ask for a new one.', {
          code: 'resetLinkInvalid',
        });
      await setPasswordHash(userId, await hashPassword(body.data.password), user.etag);
      await revokeAllSessions(userId);
      return okNoStore({ status: 'ok', message: 'Your password was changed. Sign in with the new one.' });
    });
}

export const authResetPasswordRoute: RouteDefinition = {
  name: 'authResetPassword',
  route: 'auth/reset-password',
  methods: ['POST'],
  handler: createResetPasswordHandler(),
};
