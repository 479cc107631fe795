/**
 * POST /api/auth/signup `{name, email, password}` → 202 with the same answer whether or not the
 * address has an account, after the same work (the password's hash and one queued job), so the
 * form cannot tell who is registered. The mail says the rest (functions/lib/auth/outbox-jobs.ts):
 * a free address gets a link that creates the account (POST /api/auth/confirm-signup), a taken
 * one a note to its owner. Limited per IP and per address (each sends a mail), 429 with Retry-After.
 */
import { SIGNUP_FLOOR_MS, answerNoSoonerThan } from '../lib/auth/answer-floor';
import type { HttpResponseInit } from '@azure/functions';
import { signupBodySchema } from '../../shared/contracts/account';
import { systemClock, type Clock } from '../lib/auth/clock';
import { clientIp } from '../lib/auth/client-ip';
import { okNoStore } from '../lib/auth/handler';
import { enqueue, nudgeOutbox } from '../lib/auth/outbox';
import { runOutboxJob } from '../lib/auth/outbox-jobs';
import { hashPassword } from '../lib/auth/password';
import { passwordRefusal } from '../lib/auth/password-refusal';
import { SIGNUP_ACCOUNT_LIMIT, SIGNUP_IP_LIMIT, reserveAttempt } from '../lib/auth/rate-limit';
import { RESET_TOKEN_MINUTES } from '../lib/auth/resets';
import { tooManyAttempts } from '../lib/auth/refusals';
import { routeHandler, routeRow } from '../lib/pipeline';
import type { RouteContract } from '../lib/route';
import { apiRoute } from '../../shared/contracts/routes';
import { messageAnswerSchema } from '../../shared/contracts/responses/account';

/** The one answer, for new and registered addresses alike. */
export const SIGNUP_ANSWER = `Check your email: we sent a link to finish creating your account. It works once, for ${RESET_TOKEN_MINUTES} minutes.`;

/** The contract (see module comment). */
export const authSignupContract = {
  ...apiRoute('authSignup'),
  summary: 'Ask for an account: a confirmation link is mailed',
  description:
    'The same 202 whether or not the address has an account: a new address gets a link that creates the account and signs in (POST /api/auth/confirm-signup); a registered one gets a note to its owner.',
  tags: ['Accounts'],
  body: signupBodySchema,
  sameOrigin: ['POST'],
  storage: true,
  cache: 'no-store',
  responses: {
    202: { description: 'The one answer; the mail is on its way.', json: messageAnswerSchema },
    400: 'A field is invalid, or password: too common, or the email address.',
    429: 'Too many sign-ups from this network or for this address; Retry-After says when.',
  },
} satisfies RouteContract;

/** Builds the handler around a clock; `nudge: false` leaves queued mail for a drain run elsewhere (tests time the answer alone). */
export function createSignupHandler(clock: Clock = systemClock, options: { nudge?: boolean } = {}) {
  return routeHandler(authSignupContract, async ({ body }, request): Promise<HttpResponseInit> => {
    const startedMs = performance.now();
    const { name, email, password } = body!;
    const weak = passwordRefusal(password, email);
    if (weak) return weak;
    const now = clock.now();
    for (const [policy, key] of [
      [SIGNUP_IP_LIMIT, clientIp(request.headers)],
      [SIGNUP_ACCOUNT_LIMIT, email],
    ] as const) {
      const reservation = await reserveAttempt(policy, key, now);
      if (!reservation.allowed) return tooManyAttempts(reservation.retryAfterSeconds);
    }
    const passwordHash = await hashPassword(password);
    await enqueue({ kind: 'signup', name, email, passwordHash, origin: new URL(request.url).origin }, now);
    if (options.nudge !== false) nudgeOutbox(runOutboxJob, () => clock.now());
    await answerNoSoonerThan(startedMs, SIGNUP_FLOOR_MS);
    return { ...okNoStore({ status: 'ok', message: SIGNUP_ANSWER }), status: 202 };
  });
}

export const authSignupRoute = routeRow(authSignupContract, createSignupHandler());
