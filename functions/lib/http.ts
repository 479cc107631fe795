/** Response helpers shared by every HTTP function: one JSON shape, the error catalogue's titles. */
import type { HttpResponseInit } from '@azure/functions';
import { catalogueEntry } from '../../shared/errors/catalogue';

const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8' } as const;

/** 200 with a JSON body. */
export function ok(body: unknown, headers: Record<string, string> = {}): HttpResponseInit {
  return { status: 200, headers: { ...JSON_HEADERS, ...headers }, body: JSON.stringify(body) };
}

/** An error response `{status, error, message, field?}`; `error` is the catalogue title. */
export function errorResponse(status: number, message?: string, field?: string): HttpResponseInit {
  const entry = catalogueEntry(status);
  const body: Record<string, unknown> = { status, error: entry.title, message: message ?? entry.description };
  if (field) body.field = field;
  return { status, headers: { ...JSON_HEADERS, 'cache-control': 'no-store' }, body: JSON.stringify(body) };
}

/** 400 naming the bad field. */
export function badRequest(message: string, field?: string): HttpResponseInit {
  return errorResponse(400, message, field);
}

/** 404 for an unknown API route. */
export function notFound(message?: string): HttpResponseInit {
  return errorResponse(404, message);
}
