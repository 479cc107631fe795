/**
 * POST /api/auth/forgot-password `{email}` → always the same 200, after the same work, whether or
 * not the address has an account: the limits are counted and one job is queued (the outbox), and
 * only the job looks the address up — a known one gets a link `/reset-password#token=…` valid 30
 * minutes, which makes every older link stop working; the token sits in the fragment so it never
 * reaches a server log. Past the per-account or per-IP limit nothing is queued, same answer.
 */
import { FORGOT_PASSWORD_FLOOR_MS, answerNoSoonerThan } from '../lib/auth/answer-floor';
import type { HttpResponseInit } from '@azure/functions';
import { forgotPasswordBodySchema } from '../../shared/contracts/account';
import { systemClock, type Clock } from '../lib/auth/clock';
import { clientIp } from '../lib/auth/client-ip';
import { okNoStore } from '../lib/auth/handler';
import { enqueue, nudgeOutbox } from '../lib/auth/outbox';
import { runOutboxJob } from '../lib/auth/outbox-jobs';
import { RESET_ACCOUNT_LIMIT, RESET_IP_LIMIT, reserveAttempt } from '../lib/auth/rate-limit';
import { RESET_TOKEN_MINUTES } from '../lib/auth/resets';
import { routeHandler, routeRow } from '../lib/pipeline';
import type { RouteContract } from '../lib/route';
import { apiRoute } from '../../shared/contracts/routes';
import { messageAnswerSchema } from '../../shared/contracts/responses/account';

/** The one answer, for known and unknown addresses alike. */
export const FORGOT_PASSWORD_ANSWER = `If an account uses that address, a reset link is on its way. It works once, for ${RESET_TOKEN_MINUTES} minutes.`;

/** The contract (see module comment). */
export const authForgotPasswordContract = {
  ...apiRoute('authForgotPassword'),
  summary: 'Email a single-use reset link (30 minutes; only the newest link works)',
  description: 'Always the same answer, after the same work, whether or not the address has an account; the mail is queued.',
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

/** Builds the handler around a clock; `nudge: false` leaves queued mail for a drain run elsewhere (tests time the answer alone). */
export function createForgotPasswordHandler(clock: Clock = systemClock, options: { nudge?: boolean } = {}) {
  return routeHandler(authForgotPasswordContract, async ({ body }, request): Promise<HttpResponseInit> => {
    const startedMs = performance.now();
    const { email } = body!;
    const now = clock.now();
    const byIp = await reserveAttempt(RESET_IP_LIMIT, clientIp(request.headers), now);
    const byAccount = byIp.allowed ? await reserveAttempt(RESET_ACCOUNT_LIMIT, email, now) : byIp;
    if (byAccount.allowed) {
      await enqueue({ kind: 'reset', email, origin: new URL(request.url).origin }, now);
      if (options.nudge !== false) nudgeOutbox(runOutboxJob, () => clock.now());
    }
    await answerNoSoonerThan(startedMs, FORGOT_PASSWORD_FLOOR_MS);
    return okNoStore({ status: 'ok', message: FORGOT_PASSWORD_ANSWER });
  });
}

export const authForgotPasswordRoute = routeRow(authForgotPasswordContract, createForgotPasswordHandler());
