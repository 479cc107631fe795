/**
 * POST /api/auth/forgot-password `{email}` → always the same 200, whether or not the address has
 * an account. When it has one (and the per-account and per-IP limits allow), a random token is
 * stored hashed for 30 minutes and a link `/reset-password#token=…` is emailed; the token sits in
 * the fragment so it never reaches a server log.
 */
import type { HttpResponseInit } from '@azure/functions';
import { forgotPasswordBodySchema } from '../../shared/contracts/account';
import { PRODUCT_NAME } from '../../shared/product';
import { systemClock, type Clock } from '../lib/auth/clock';
import { sendEmail } from '../lib/auth/email';
import { okNoStore } from '../lib/auth/handler';
import { RESET_ACCOUNT_LIMIT, RESET_IP_LIMIT, clientIp, lockedForSeconds, recordFailure } from '../lib/auth/rate-limit';
import { createResetToken, RESET_TOKEN_MINUTES } from '../lib/auth/resets';
import { userIdForEmail } from '../lib/auth/users';
import { routeHandler, routeRow } from '../lib/pipeline';
import type { RouteContract } from '../lib/route';
import { apiRoute } from '../../shared/contracts/routes';
import { messageAnswerSchema } from '../../shared/contracts/responses/account';

/** The one answer, for known and unknown addresses alike. */
export const FORGOT_PASSWORD_ANSWER = `If an account uses that address, a reset link is on its way. It works once, for ${RESET_TOKEN_MINUTES} minutes.`;

/** The contract (see module comment). */
export const authForgotPasswordContract = {
  ...apiRoute('authForgotPassword'),
  summary: 'Email a single-use reset link (30 minutes)',
  description: 'Always the same answer, whether or not the address has an account.',
  tags: ['Accounts'],
  body: forgotPasswordBodySchema,
  sameOrigin: ['POST'],
  storage: true,
  cache: 'no-store',
  responses: {
    200: { description: 'The one answer.', json: messageAnswerSchema },
    400: 'A field is invalid.',
  },
} satisfies RouteContract;

/** Builds the handler around a clock. */
export function createForgotPasswordHandler(clock: Clock = systemClock) {
  return routeHandler(authForgotPasswordContract, async ({ body }, request): Promise<HttpResponseInit> => {
    const { email } = body!;
    const now = clock.now();
    const ip = clientIp(request.headers);
    const locked = Math.max(await lockedForSeconds(RESET_ACCOUNT_LIMIT, email, now), await lockedForSeconds(RESET_IP_LIMIT, ip, now));
    if (locked === 0) {
      await recordFailure(RESET_ACCOUNT_LIMIT, email, now);
      await recordFailure(RESET_IP_LIMIT, ip, now);
      const userId = await userIdForEmail(email);
      if (userId) {
        const token = await createResetToken(userId, now);
        const origin = new URL(request.url).origin;
        await sendEmail(
          {
            to: email,
            subject: `Reset your ${PRODUCT_NAME} password`,
            text: `Someone asked to reset the password of your ${PRODUCT_NAME} account. If it was you, open this link within ${RESET_TOKEN_MINUTES} minutes:\n\n${origin}/reset-password#token=${token}\n\nIf it was not you, ignore this email: your password stays as it is.`,
          },
          now,
        );
      }
    }
    return okNoStore({ status: 'ok', message: FORGOT_PASSWORD_ANSWER });
  });
}

export const authForgotPasswordRoute = routeRow(authForgotPasswordContract, createForgotPasswordHandler());
