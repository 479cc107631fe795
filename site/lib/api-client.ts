/**
 * The browser's one client of the API, made from the route table's facts (shared/contracts/routes.ts
 * `API_ROUTES`: path and methods) and answer types (shared/contracts/api-answers.ts, types only, so
 * no zod reaches the pages): the idea of Astro Actions applied to our Functions API. The site
 * calls the API only through here (tests/unit/api-client-only.test.ts checks for raw fetches),
 * and every refusal is read by one parser, `readApiError`, into an `ApiError` carrying the one
 * error body (shared/contracts/api-error.ts): status, catalogue title, message, field, code, params.
 */
import type { ApiAnswer, ApiMethodOf } from '../../shared/contracts/api-answers';
import type { ApiErrorBody } from '../../shared/contracts/api-error';
import type { FieldProblemParams } from '../../shared/contracts/field-problem';
import { API_PREFIX, API_ROUTES, type ApiMethod, type ApiRouteName } from '../../shared/contracts/routes';

/** A refused or failed call: the API's error body as sent, or a network failure (status 0). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The input field the API blamed (`date`, `birth.time`, `groom.place`), when it named one. */
    readonly field: string | null,
    /** Catalogue title, e.g. "Bad Request" ("Network error" when the API was not reached). */
    readonly title: string,
    /** For a birth time that fell in a DST gap or overlap: the UTC offsets (`±HH:MM`) to choose from. */
    readonly candidateOffsets: string[] = [],
    /** The error body as sent (`code`, `params`, `condition`, `errors`, …); site/i18n words the codes per language. */
    readonly body: Readonly<Partial<ApiErrorBody> & Record<string, unknown>> = {},
    /** Seconds the API asked to wait (429 Retry-After). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** The field problem's stable code, when the API gave one. */
  get code(): string | undefined {
    return typeof this.body.code === 'string' ? this.body.code : undefined;
  }

  /** The field problem's numbers, when the API gave them. */
  get params(): FieldProblemParams | undefined {
    return this.body.params && typeof this.body.params === 'object' ? (this.body.params as FieldProblemParams) : undefined;
  }

  /** What a failed call threw, as an ApiError (anything else: status 0, its text). */
  static of(caught: unknown): ApiError {
    return caught instanceof ApiError ? caught : new ApiError(0, String(caught), null, 'Error');
  }
}

/** What the API was not reached with: status 0, with the caller's wording. */
export const unreachable = (message: string): ApiError => new ApiError(0, message, null, 'Network error');

/** The one error parser: the ApiError of a failed answer (its body read here, whatever it holds). */
export async function readApiError(response: Response, fallback = `The service answered ${response.status}.`): Promise<ApiError> {
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    // A non-JSON answer (a proxy's error page) is described by its status.
  }
  return apiErrorOf(response, body, fallback);
}

/** The ApiError of an answer whose body is already parsed (see readApiError). */
export function apiErrorOf(
  response: Pick<Response, 'ok' | 'status' | 'headers'>,
  body: unknown,
  fallback = `The service answered ${response.status}.`,
): ApiError {
  const record = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const candidates = Array.isArray(record.candidates)
    ? record.candidates
        .map((c) => (c && typeof c === 'object' ? (c as Record<string, unknown>).utcOffset : null))
        .filter((c): c is string => typeof c === 'string')
    : [];
  const retry = Number(response.headers.get('retry-after'));
  return new ApiError(
    response.ok ? 500 : response.status,
    typeof record.message === 'string' ? record.message : fallback,
    typeof record.field === 'string' ? record.field : null,
    typeof record.error === 'string' ? record.error : 'Error',
    candidates,
    record,
    Number.isFinite(retry) && retry > 0 ? retry : undefined,
  );
}

/** How to call a row: its path parameters, query, JSON body, and fetch's signal. */
export interface ApiCallOptions<N extends ApiRouteName, M extends ApiMethod> {
  method?: M;
  /** Values of the route's `{segments}`, encoded here; a catch-all `{*parts}` goes as written (its segments already encoded). */
  params?: Record<string, string>;
  query?: URLSearchParams | Record<string, string>;
  body?: unknown;
  signal?: AbortSignal;
  /** Accept header; JSON unless said (the chat's stream asks for `text/event-stream`). */
  accept?: string;
  /** Extra request headers (`If-Match` of an edit). */
  headers?: Record<string, string>;
  /** Phantom: ties the options to the row. */
  readonly route?: N;
}

/** The URL of a row: `/api/<route>` with its segments filled and the query appended. */
export function apiUrl(
  name: ApiRouteName,
  options: { params?: Record<string, string>; query?: URLSearchParams | Record<string, string> } = {},
): string {
  const path = API_ROUTES[name].route.replace(/\{(\*?)(\w+)\}/g, (_, rest: string, key: string) => {
    const value = options.params?.[key] ?? '';
    return rest ? value : encodeURIComponent(value);
  });
  const query = options.query instanceof URLSearchParams ? options.query : new URLSearchParams(options.query ?? {});
  const search = query.toString();
  return `/${API_PREFIX}/${path}${search ? `?${search}` : ''}`;
}

/**
 * Sends one call and returns the Response as it came (for streams, and for requests sent early and
 * read later); the API not reached is an ApiError with status 0 and `unreachableMessage`.
 */
export async function apiRequest<N extends ApiRouteName, M extends ApiMethod = 'GET'>(
  name: N,
  options: ApiCallOptions<N, M> = {},
  unreachableMessage = 'Could not reach the service. Check your connection and try again.',
): Promise<Response> {
  const method = options.method ?? 'GET';
  const headers: Record<string, string> = { accept: options.accept ?? 'application/json', ...options.headers };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  try {
    return await fetch(apiUrl(name, options), {
      method,
      headers,
      credentials: 'same-origin',
      ...(options.signal ? { signal: options.signal } : {}),
      ...(options.body === undefined ? {} : { body: typeof options.body === 'string' ? options.body : JSON.stringify(options.body) }),
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw unreachable(unreachableMessage);
  }
}

/** Reads a JSON success answer, or throws the ApiError of a refusal (an early-sent Response is read the same way). */
export async function apiAnswer<N extends ApiRouteName, M extends ApiMethodOf<N>>(
  response: Response,
  _name?: N,
  _method?: M,
): Promise<ApiAnswer<N, M>> {
  if (!response.ok) throw await readApiError(response);
  try {
    return (await response.json()) as ApiAnswer<N, M>;
  } catch {
    throw new ApiError(502, `The service answered ${response.status} without a readable body.`, null, 'Bad Gateway');
  }
}

/** Calls a row and resolves to its typed success answer; a refusal or failure throws ApiError. */
export async function apiCall<N extends ApiRouteName, M extends ApiMethodOf<N> = 'GET' & ApiMethodOf<N>>(
  name: N,
  options: ApiCallOptions<N, M> = {},
  unreachableMessage?: string,
): Promise<ApiAnswer<N, M>> {
  return apiAnswer<N, M>(await apiRequest(name, options, unreachableMessage), name, options.method);
}

/** Templates compiled once: a row's path as a pattern with its segments captured. */
/** The routes as patterns, made on the first `apiRouteOf` (pages that never call it, /chat among them, neither build nor ship the work). */
let patterns: { name: ApiRouteName; keys: string[]; pattern: RegExp }[] | null = null;
function routePatterns() {
  return (patterns ??= (Object.keys(API_ROUTES) as ApiRouteName[]).map((name) => {
    const keys: string[] = [];
    const source = API_ROUTES[name].route.replace(/[.]/g, '\\.').replace(/\{(\*?)(\w+)\}/g, (_, rest: string, key: string) => {
      keys.push(key);
      return rest ? '(.+)' : '([^/]+)';
    });
    return { name, keys, pattern: new RegExp(`^${source}$`) };
  }));
}

/**
 * The row a path relative to `/api/` names (`charts/abc` → savedChart with `{id: 'abc'}`), for
 * callers that hold a path rather than a row (the account calls); null when none does.
 */
export function apiRouteOf(path: string): { name: ApiRouteName; params: Record<string, string> } | null {
  for (const { name, keys, pattern } of routePatterns()) {
    const match = pattern.exec(path);
    if (match) return { name, params: Object.fromEntries(keys.map((key, i) => [key, decodeURIComponent(match[i + 1]!)])) };
  }
  return null;
}
