/**
 * Input failures of the chart and places routes: a status, the field to blame, a message that
 * names it, and optional details (candidate offsets, candidate places) the UI can offer.
 */
import type { HttpResponseInit } from '@azure/functions';
import { catalogueEntry } from '../../shared/errors/catalogue';
import { FieldError } from '../../shared/errors/field-error';
import type { FieldProblemCode, FieldProblemParams } from '../../shared/contracts/field-problem';

/** A refused input; `details` are merged into the JSON error body. */
export interface InputFailure {
  status: 400 | 404;
  field: string;
  message: string;
  details?: Record<string, unknown>;
  /** The field problem's stable code and numbers (shared/contracts/field-problem.ts), when known. */
  code?: FieldProblemCode;
  params?: FieldProblemParams;
}

/** `{status, error, description, message, field, ...details}` with the catalogue's title and text. */
export function inputFailureResponse(failure: InputFailure): HttpResponseInit {
  const entry = catalogueEntry(failure.status);
  const body = {
    status: failure.status,
    error: entry.title,
    description: entry.description,
    message: failure.message,
    field: failure.field,
    ...(failure.code ? { code: failure.code } : {}),
    ...(failure.params && Object.keys(failure.params).length > 0 ? { params: failure.params } : {}),
    ...failure.details,
  };
  return {
    status: failure.status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
    body: JSON.stringify(body),
  };
}

/** An InputFailure from the engine's one input error type (`FieldError`), else null. */
export function failureFromFieldError(error: unknown): InputFailure | null {
  if (error instanceof FieldError) return { status: 400, field: error.field, message: error.message.slice(0, 300) };
  return null;
}
