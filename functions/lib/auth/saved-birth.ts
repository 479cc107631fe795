/** A saved chart's birth fields go through the same pipeline as `GET /api/chart`; a failure names `birth.<field>`. */
import type { HttpResponseInit } from '@azure/functions';
import { birthRequestFrom } from '../birth-request';
import { fieldRefusal } from './handler';

/** The 400 for birth fields that would not make a chart, or null when they would. */
export function checkSavedBirth(birth: Record<string, string>): HttpResponseInit | null {
  const result = birthRequestFrom(birth);
  if (result.ok) return null;
  const field = `birth.${result.failure.field}`;
  return fieldRefusal(400, field, `birth.${result.failure.message}`, {
    code: result.failure.code ?? 'invalid',
    params: result.failure.params ?? {},
  });
}
