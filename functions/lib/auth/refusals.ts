/** Refusals the account routes share, worded once. */
import type { HttpResponseInit } from '@azure/functions';
import { errorResponse } from '../http';

/** 429 with Retry-After (seconds). */
export function tooManyAttempts(retryAfterSeconds: number): HttpResponseInit {
  const response = errorResponse(429, `Too many attempts. Try again in ${retryAfterSeconds} seconds.`);
  return { ...response, headers: { ...(response.headers as Record<string, string>), 'retry-after': String(retryAfterSeconds) } };
}

/** The one answer to a failed sign-in, whether or not the email has an account (worded with the login body's schema). */
export { WRONG_CREDENTIALS_MESSAGE } from '../../../shared/contracts/account';
