/**
 * What every account route shares: a bounded JSON body checked against its zod schema (400
 * naming the field), the cross-site check (403), the session (401), and storage failures
 * mapped to the catalogue's 503 so nothing already saved is touched by a failed request.
 */
import type { HttpRequest, HttpResponseInit } from '@azure/functions';
import type { z } from 'zod';
import { firstBodyIssue } from '../../../shared/contracts/account';
import { errorResponse, ok, type ProblemCode } from '../http';
import { StorageUnavailableError } from '../storage/tables';
import { sameOriginRequest } from './origin';
import { readSession, type Session } from './sessions';

/** Largest account request body, bytes (a saved chart or a contact message fits many times). */
export const MAX_ACCOUNT_BODY_BYTES = 16 * 1024;

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

/** The parsed body, or the response that refuses it. */
export async function parseBody<S extends z.ZodType>(
  request: HttpRequest,
  schema: S,
  maxBytes = MAX_ACCOUNT_BODY_BYTES,
): Promise<{ ok: true; data: z.output<S> } | { ok: false; response: HttpResponseInit }> {
  const declared = Number(request.headers.get('content-length') ?? 0);
  const tooLarge = { ok: false as const, response: errorResponse(413, `Request body is larger than ${maxBytes} bytes.`) };
  if (declared > maxBytes) return tooLarge;
  const text = await request.text();
  if (Buffer.byteLength(text) > maxBytes) return tooLarge;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, response: fieldRefusal(400, 'body', 'body: expected a JSON object', { code: 'invalid' }) };
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const issue = firstBodyIssue(parsed.error);
    return { ok: false, response: fieldRefusal(400, issue.field, issue.message, issue) };
  }
  return { ok: true, data: parsed.data };
}

/** 403 for a state-changing request from another site, else null. */
export function crossSiteRefusal(request: HttpRequest): HttpResponseInit | null {
  return sameOriginRequest(request) ? null : errorResponse(403, 'This request came from another site and was refused.');
}

/** The session, or the 401 to answer. */
export async function requireSession(
  request: HttpRequest,
  now: Date,
): Promise<{ ok: true; session: Session } | { ok: false; response: HttpResponseInit }> {
  const session = await readSession(request, now);
  return session ? { ok: true, session } : { ok: false, response: errorResponse(401, 'Sign in to use this.') };
}

/** Runs a handler body; storage that is missing or down becomes 503. */
export async function withStorage(run: () => Promise<HttpResponseInit>): Promise<HttpResponseInit> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof StorageUnavailableError)
      return errorResponse(503, 'Accounts and saved charts are not available right now; please try again shortly.');
    throw error;
  }
}
