/**
 * Recomputes the visitor's chart for the chat from the body's `chart` birth input with the same
 * validation and place/offset resolution as `/api/chart` (`birthRequestFrom`), and the same
 * memoised computation with transits for today (`chartModel`, 12:00 UT of the current UTC day).
 * Chart numbers sent by a client are ignored: only the birth fields are read.
 */
import type { ChartModel } from '../../../shared/model/chart';
import { birthRequestFrom } from '../birth-request';
import { chartModel, transitJdUtForDay } from '../charts';
import { failureFromFieldError, type ProblemCode } from '../http';
import type { FieldProblemCode, FieldProblemParams } from '../../../shared/contracts/field-problem';

/** The code and numbers of a refusal that has them (else undefined: the field alone is named). */
export function problemOf(failure: {
  code?: FieldProblemCode | undefined;
  params?: FieldProblemParams | undefined;
}): ProblemCode | undefined {
  if (!failure.code) return undefined;
  return failure.params ? { code: failure.code, params: failure.params } : { code: failure.code };
}

/** The birth input cannot be used; `field` names the culprit (`chart.date`, `chart.place` …). */
export class ChatBirthError extends Error {
  constructor(
    readonly field: string,
    message: string,
    /** The refusal's stable code and numbers (shared/contracts/field-problem.ts), when the birth pipeline gave one. */
    readonly problem?: ProblemCode,
  ) {
    super(message);
    this.name = 'ChatBirthError';
  }
}

/** Validates the birth, resolves place and offset, and computes the chart with transits for `now`'s day. */
export async function chartForChat(birth: unknown, now: Date): Promise<ChartModel> {
  if (!birth || typeof birth !== 'object' || Array.isArray(birth))
    throw new ChatBirthError('chart', 'chart: expected an object with name, date, time, lat, lon and tz, utcOffset or place');
  const request = birthRequestFrom(birth as Record<string, unknown>);
  if (!request.ok)
    throw new ChatBirthError(`chart.${request.failure.field}`, `chart.${request.failure.message}`, problemOf(request.failure));
  try {
    return chartModel(request.input, transitJdUtForDay(now.getTime()));
  } catch (error) {
    const failure = failureFromFieldError(error);
    if (failure) throw new ChatBirthError(`chart.${failure.field}`, `chart.${failure.message}`);
    throw error;
  }
}
