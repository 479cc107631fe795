/**
 * The one request pipeline: every row of the route table runs its code through `routeHandler`,
 * which applies the row's contract (functions/lib/route.ts) on Azure and on the local host alike.
 * In order:
 *
 * 1. A query parameter given more than once is refused (400 naming it). Azure's Node worker reads
 *    the first value of a repeated key and other servers the last, so `?date=A&date=B` would mean
 *    one birth here and another there; refusing it keeps one meaning everywhere.
 * 2. A state-changing method listed in `sameOrigin` from another site is refused (403).
 * 3. The query is parsed with the contract's schema (first issue → 400 naming the field).
 * 4. A JSON body is read with its size counted in bytes (413 over `maxBodyBytes`), parsed (400 on
 *    `body`) and validated (400 naming the nested field, e.g. `birth.date`).
 * 5. The route's code runs. A `Refusal` it throws, and a `FieldError` the engine throws, become the
 *    error body; storage that is missing or down becomes 503 for `storage` routes; the places index
 *    missing becomes 503 naming `place` (not a 500, and not a 400 that blames the visitor); too
 *    many password checks waiting (functions/lib/auth/password.ts) becomes 503 with Retry-After.
 * 6. Every answer says `X-Content-Type-Options: nosniff`, so no browser reads a JSON body (which
 *    may echo what a visitor typed) as a script or a page.
 *
 * Every refusal is the one error body of shared/contracts/api-error.ts, written by http.ts.
 */
import type { HttpHandler, HttpRequest, HttpResponseInit, InvocationContext } from '@azure/functions';
import type { z } from 'zod';
import { firstBodyIssue, firstIssueInOrder } from '../../shared/contracts/field-problem';
import type { RequestFailure } from '../../shared/contracts/failure';
import { sameOriginRequest } from './auth/origin';
import { queryRecord } from './birth-request';
import { failureFromFieldError, failureResponse, Refusal } from './http';
import { PlacesUnavailableError } from './places';
import { DEFAULT_MAX_BODY_BYTES, type ApiRoute, type RouteContract, type RouteInput } from './route';
import { StorageUnavailableError } from './storage/tables';
import { HashingBusyError } from './auth/password';

/** Longest parameter name quoted back in a refusal. */
const MAX_QUOTED_NAME = 40;

/** A route's own code, after the pipeline has checked its input. */
export type RouteCode<C extends RouteContract> = (
  input: RouteInput<C>,
  request: HttpRequest,
  context: InvocationContext,
) => Promise<HttpResponseInit> | HttpResponseInit;

/** The first query parameter name that appears more than once, with its count, or null. */
export function repeatedQueryParameter(query: URLSearchParams): { name: string; count: number } | null {
  const counts = new Map<string, number>();
  for (const key of query.keys()) counts.set(key, (counts.get(key) ?? 0) + 1);
  for (const [name, count] of counts) if (count > 1) return { name, count };
  return null;
}

/** The request body as text, or the 413 when it is larger than `maxBytes` (UTF-8 bytes, declared or read). */
export async function readBodyText(
  request: HttpRequest,
  maxBytes: number,
): Promise<{ ok: true; text: string } | { ok: false; failure: RequestFailure }> {
  const tooLarge = { ok: false as const, failure: { status: 413, message: `The request body is larger than ${maxBytes} bytes.` } };
  if (Number(request.headers.get('content-length') ?? 0) > maxBytes) return tooLarge;
  const text = await request.text();
  return Buffer.byteLength(text) > maxBytes ? tooLarge : { ok: true, text };
}

/** A JSON body read, parsed and checked against `schema` (see the module comment, step 4). */
async function parsedBody(request: HttpRequest, schema: z.ZodType, maxBytes: number): Promise<unknown> {
  const read = await readBodyText(request, maxBytes);
  if (!read.ok) throw new Refusal(read.failure);
  let json: unknown;
  try {
    json = JSON.parse(read.text);
  } catch {
    throw new Refusal({ field: 'body', message: 'body: not valid JSON', code: 'invalid' });
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw new Refusal(firstBodyIssue(parsed.error));
  return parsed.data;
}

/** The checked input of a request (steps 1–4), or throws the Refusal that answers it. */
async function inputOf<C extends RouteContract>(contract: C, request: HttpRequest): Promise<RouteInput<C>> {
  const repeated = repeatedQueryParameter(request.query);
  if (repeated) {
    const field = repeated.name.slice(0, MAX_QUOTED_NAME);
    throw new Refusal({ field, message: `${field}: given ${repeated.count} times in the query; send each parameter once` });
  }
  const method = request.method.toUpperCase() as C['methods'][number];
  if (contract.sameOrigin?.includes(method) && !sameOriginRequest(request))
    throw new Refusal({ status: 403, message: 'This request came from another site and was refused.' });
  const rawQuery = queryRecord(request.query);
  let query: unknown = rawQuery;
  if (contract.query && contract.queryCheckedBy !== 'handler') {
    const parsed = contract.query.safeParse(rawQuery);
    if (!parsed.success) throw new Refusal(firstIssueInOrder(parsed.error, contract.queryOrder ?? Object.keys(contract.query.shape)));
    query = parsed.data;
  }
  const takesBody = contract.body !== undefined && contract.bodyCheckedBy !== 'handler' && method !== 'GET' && method !== 'DELETE';
  const body = takesBody ? await parsedBody(request, contract.body!, contract.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES) : undefined;
  return { query, body, rawQuery } as RouteInput<C>;
}

/** The failure a thrown error stands for, or null when it is a fault (rethrown: a 500). */
function failureOf(
  contract: RouteContract,
  error: unknown,
  context: InvocationContext,
): { failure: RequestFailure; headers?: Record<string, string> } | null {
  if (error instanceof Refusal) return { failure: error.failure, headers: error.headers };
  const field = failureFromFieldError(error);
  if (field) return { failure: field };
  if (contract.storage && error instanceof StorageUnavailableError)
    return { failure: { status: 503, message: 'Accounts and saved charts are not available right now; please try again shortly.' } };
  if (error instanceof HashingBusyError) return { failure: { status: 503, message: error.message }, headers: { 'retry-after': '1' } };
  if (error instanceof PlacesUnavailableError) {
    context.error(error.message);
    return {
      failure: {
        status: 503,
        field: 'place',
        message:
          'place: places cannot be looked up just now (the places index is unavailable); give lat, lon and tz (or utcOffset) instead, or try again later',
      },
    };
  }
  return null;
}

/** The answer with `X-Content-Type-Options: nosniff` added (step 6). */
function withNosniff(response: HttpResponseInit): HttpResponseInit {
  const headers: unknown = response.headers;
  if (headers instanceof Headers) headers.set('x-content-type-options', 'nosniff');
  else if (Array.isArray(headers)) headers.push(['x-content-type-options', 'nosniff']);
  else return { ...response, headers: { ...(headers as Record<string, string>), 'x-content-type-options': 'nosniff' } };
  return response;
}

/** The handler of a route: the pipeline of the module comment around the route's code. */
export function routeHandler<C extends RouteContract>(contract: C, code: RouteCode<C>): HttpHandler {
  return async (request, context) => {
    try {
      return withNosniff(await code(await inputOf(contract, request), request, context));
    } catch (error) {
      const known = failureOf(contract, error, context);
      if (!known) throw error;
      return withNosniff(failureResponse(known.failure, known.headers));
    }
  };
}

/** A row of the table from its contract and its (pipelined) handler. */
export function routeRow(contract: RouteContract, handler: HttpHandler): ApiRoute {
  return { name: contract.name, route: contract.route, methods: contract.methods, handler, contract };
}

/** A row of the table from its contract and its code. */
export function defineRoute<C extends RouteContract>(contract: C, code: RouteCode<C>): ApiRoute {
  return routeRow(contract, routeHandler(contract, code));
}
