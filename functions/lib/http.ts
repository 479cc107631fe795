/** Response helpers shared by every HTTP function: one JSON shape, the error catalogue's titles. */
import type { HttpResponseInit } from '@azure/functions';
import { catalogueEntry } from '../../shared/errors/catalogue';
import type { FieldProblemCode, FieldProblemParams } from '../../shared/contracts/field-problem';

const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8' } as const;

/** 200 with a JSON body. */
export function ok(body: unknown, headers: Record<string, string> = {}): HttpResponseInit {
  return { status: 200, headers: { ...JSON_HEADERS, ...headers }, body: JSON.stringify(body) };
}

/** Why a field was refused, for clients that word it in their own language (shared/contracts/field-problem.ts). */
export interface ProblemCode {
  code: FieldProblemCode;
  params?: FieldProblemParams;
}

/**
 * An error response `{status, error, message, field?, code?, params?}`; `error` is the catalogue
 * title, `message` English, `code` and `params` the field problem's stable code and numbers.
 */
export function errorResponse(status: number, message?: string, field?: string, problem?: ProblemCode): HttpResponseInit {
  const entry = catalogueEntry(status);
  const body: Record<string, unknown> = { status, error: entry.title, message: message ?? entry.description };
  if (field) body.field = field;
  if (field && problem) {
    body.code = problem.code;
    if (problem.params && Object.keys(problem.params).length > 0) body.params = problem.params;
  }
  return { status, headers: { ...JSON_HEADERS, 'cache-control': 'no-store' }, body: JSON.stringify(body) };
}

/** 400 naming the bad field. */
export function badRequest(message: string, field?: string, problem?: ProblemCode): HttpResponseInit {
  return errorResponse(400, message, field, problem);
}
