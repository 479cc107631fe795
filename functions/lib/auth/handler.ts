/**
 * What the account routes share beyond their contracts (the request pipeline, functions/lib/pipeline.ts,
 * already reads the body, checks the origin and maps storage failures to 503): the session (401)
 * and answers that no cache keeps.
 */
import type { HttpRequest, HttpResponseInit } from '@azure/functions';
import { errorResponse, ok, type ProblemCode } from '../http';
import { readSession, type Session } from './sessions';

const NO_STORE = { 'cache-control': 'no-store' } as const;

/** 200 JSON that no cache keeps. */
export const okNoStore = (body: unknown, headers: Record<string, string> = {}): HttpResponseInit => ok(body, { ...NO_STORE, ...headers });

/** A refusal naming the field, with its problem code when the site should word it itself. */
export function fieldRefusal(
  status: number,
  field: string,
  message: string,
  problem?: ProblemCode,
  headers: Record<string, string> = {},
): HttpResponseInit {
  const response = errorResponse(status, message, field, problem);
  return { ...response, headers: { ...(response.headers as Record<string, string>), ...headers } };
}

/** The session, or the 401 to answer. */
export async function requireSession(
  request: HttpRequest,
  now: Date,
): Promise<{ ok: true; session: Session } | { ok: false; response: HttpResponseInit }> {
  const session = await readSession(request, now);
  return session ? { ok: true, session } : { ok: false, response: errorResponse(401, 'Sign in to use this.') };
}
