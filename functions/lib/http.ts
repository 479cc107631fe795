/**
 * The one way an HTTP function answers: `ok` for JSON, `failureResponse` for every refusal
 * (`{status, error, message, field?, code?, params?}` plus a failure's documented details,
 * shared/contracts/api-error.ts), and `Refusal`, the throwable form the request pipeline
 * (pipeline.ts) turns into that answer. `error` is the catalogue's title; a failure without a
 * message gets the catalogue's description.
 */
import type { HttpResponseInit } from '@azure/functions';
import { catalogueEntry } from '../../shared/errors/catalogue';
import { FieldError } from '../../shared/errors/field-error';
import type { FieldProblemCode, FieldProblemParams } from '../../shared/contracts/field-problem';
import type { FieldFailure, RequestFailure } from '../../shared/contracts/failure';

const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8' } as const;

/** 200 with a JSON body. */
export function ok(body: unknown, headers: Record<string, string> = {}): HttpResponseInit {
  return { status: 200, headers: { ...JSON_HEADERS, ...headers }, body: JSON.stringify(body) };
}

/** The error body and answer of a failure (see module comment); never cached. */
export function failureResponse(failure: RequestFailure, headers: Record<string, string> = {}): HttpResponseInit {
  const status = failure.status ?? 400;
  const entry = catalogueEntry(status);
  const body: Record<string, unknown> = { status, error: entry.title, message: failure.message || entry.description };
  if (failure.field) {
    body.field = failure.field;
    if (failure.code) body.code = failure.code;
    if (failure.code && failure.params && Object.keys(failure.params).length > 0) body.params = failure.params;
  }
  Object.assign(body, failure.details);
  return { status, headers: { ...JSON_HEADERS, 'cache-control': 'no-store', ...headers }, body: JSON.stringify(body) };
}

/** Why a field was refused, for clients that word it in their own language (shared/contracts/field-problem.ts). */
export interface ProblemCode {
  code: FieldProblemCode;
  params?: FieldProblemParams;
}

/** An error answer with the catalogue's wording for `status` unless `message` is given. */
export function errorResponse(status: number, message?: string, field?: string, problem?: ProblemCode): HttpResponseInit {
  return failureResponse({ status, message: message ?? '', ...(field ? { field } : {}), ...problem });
}

/** A refusal thrown from inside a handler; the request pipeline answers it with `failureResponse`. */
export class Refusal extends Error {
  constructor(
    readonly failure: RequestFailure,
    /** Extra headers of the answer (Retry-After, …). */
    readonly headers: Record<string, string> = {},
  ) {
    super(failure.message);
    this.name = 'Refusal';
  }
}

/** The failure of the engine's one input error type (`FieldError`), else null. */
export function failureFromFieldError(error: unknown): FieldFailure | null {
  if (error instanceof FieldError) return { field: error.field, message: error.message.slice(0, 300) };
  return null;
}
