/**
 * The browser's client for the account routes (same origin; the session cookie travels by
 * itself). Every call resolves to `{ok, status, data}` or `{ok: false, status, field, message}`
 * so forms can show a refusal beside the field it names; nothing throws on an HTTP error.
 */
import type { SavedChart } from '../../shared/contracts/account';
import type { FieldProblemParams } from '../../shared/contracts/field-problem';
import { accountClientText } from '../i18n/account-client';
import { mayBeSignedIn } from './account-hint';
import { API_ROUTES, type ApiRouteName } from '../../shared/contracts/routes';
import { ApiError, apiRequest, readApiError } from './api-client';
import type { ApiMethod } from '../../shared/contracts/routes';

/** A signed-in user as `/api/auth/me` answers. */
export interface AccountUser {
  id: string;
  name: string;
  email: string;
  createdAt: string;
}

/**
 * A refused call: the field the API blames (or null), its English message, and the problem's
 * stable code and numbers (shared/contracts/field-problem.ts) for wording it in the page's language.
 */
export interface AccountRefusal {
  ok: false;
  status: number;
  field: string | null;
  message: string;
  code?: string;
  params?: FieldProblemParams;
  retryAfterSeconds?: number;
  /** The refusal's whole JSON body (a 412 carries the resource as it now is). */
  body?: Record<string, unknown>;
}

/** The outcome of one call. */
export type AccountResult<T> = { ok: true; status: number; data: T } | AccountRefusal;

/**
 * Calls `/api/<path>` (a row of the route table, through the API client) with a JSON body (or none),
 * the session cookie and any extra headers (an edit sends the version it changes as `If-Match`; a
 * 412 refusal then carries the current one in its body).
 */
export async function accountCall<T = Record<string, unknown>>(
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<AccountResult<T>> {
  const row = apiRouteOf(path);
  if (!row) throw new Error(`accountCall: no API route for ${path}`);
  try {
    const response = await apiRequest(
      row.name,
      { method: method as ApiMethod, params: row.params, body, headers },
      accountClientText.en.unreachable,
    );
    if (response.ok) return { ok: true, status: response.status, data: (await response.json().catch(() => ({}))) as T };
    throw await readApiError(response, accountClientText.en.serverAnswered(response.status));
  } catch (caught) {
    const error = ApiError.of(caught);
    return {
      ok: false,
      status: error.status,
      field: error.field,
      message: error.message,
      code: error.code,
      params: error.params,
      retryAfterSeconds: error.retryAfterSeconds,
      ...(error.status === 0 ? {} : { body: { ...error.body } }),
    };
  }
}

export { mayBeSignedIn, SIGNED_IN_HINT } from './account-hint';

/** The signed-in user, or null (signed out, unreachable, or storage unavailable); asks the API only when the hint cookie is there. */
export async function currentUser(): Promise<AccountUser | null> {
  if (!mayBeSignedIn()) return null;
  const result = await accountCall<{ user: AccountUser }>('GET', 'auth/me');
  return result.ok ? result.data.user : null;
}

/** Charts saved in this browser before signing in, waiting to be moved into an account. */
export const PENDING_CHARTS_KEY = 'kundali.pendingCharts.v1';

/** A chart to save: what POST /api/charts takes. */
export type ChartToSave = Pick<SavedChart, 'name' | 'relation' | 'birth'>;

/** The charts waiting in this browser (malformed storage counts as none). */
export function pendingCharts(storage: Pick<Storage, 'getItem'> = localStorage): ChartToSave[] {
  try {
    const value = JSON.parse(storage.getItem(PENDING_CHARTS_KEY) ?? '[]') as unknown;
    return Array.isArray(value)
      ? (value as ChartToSave[]).filter((c) => c && typeof c.name === 'string' && c.birth && typeof c.birth === 'object')
      : [];
  } catch {
    return [];
  }
}

/** Replaces the waiting charts. */
export function setPendingCharts(charts: ChartToSave[], storage: Pick<Storage, 'setItem' | 'removeItem'> = localStorage): void {
  if (charts.length === 0) storage.removeItem(PENDING_CHARTS_KEY);
  else storage.setItem(PENDING_CHARTS_KEY, JSON.stringify(charts.slice(0, 50)));
}

/** The routes as patterns, made on the first `apiRouteOf` (only the account calls hold a path rather than a row). */
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
function apiRouteOf(path: string): { name: ApiRouteName; params: Record<string, string> } | null {
  for (const { name, keys, pattern } of routePatterns()) {
    const match = pattern.exec(path);
    if (match) return { name, params: Object.fromEntries(keys.map((key, i) => [key, decodeURIComponent(match[i + 1]!)])) };
  }
  return null;
}
