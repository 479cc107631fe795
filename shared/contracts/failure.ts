/**
 * The one failure type of the API and of the input pipelines that feed it: why a request was
 * refused, the field to blame (when one is), a message starting with it, the field problem's
 * stable code and numbers (field-problem.ts) and optional choices to offer (`details`: DST
 * candidates, place candidates, a panchang condition, a match's per-person errors). The HTTP
 * pipeline (functions/lib/pipeline.ts) writes every one of them as the one error body of
 * api-error.ts; the shared pipelines (chart-request.ts, match-request.ts, panchang-query.ts) return
 * them without a status, which then means 400.
 */
import type { FieldProblemCode, FieldProblemParams } from './field-problem';

/** A refused request (see module comment). */
export interface RequestFailure {
  /** HTTP status; absent means 400 (bad input). */
  status?: number;
  /** The input field at fault (`date`, `birth.time`, `groom.place`, `body`), when one is. */
  field?: string;
  /** English, starting with the field when there is one ("date: day 30 does not exist in 2023-02"). */
  message: string;
  code?: FieldProblemCode;
  params?: FieldProblemParams;
  /** Extra keys merged into the error body (see api-error.ts for the ones documented). */
  details?: Record<string, unknown>;
}

/** A failure that names its field (every failure of an input pipeline). */
export type FieldFailure = RequestFailure & { field: string };

/** A zod issue turned into a failure: the field, the message naming it and the problem's code and numbers. */
export type FieldIssue = FieldFailure & { code: FieldProblemCode; params: FieldProblemParams };
