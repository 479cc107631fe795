/**
 * What the routes under `/api/charts/{id}` share: the path's schema, the one 404 for an id that is
 * not a chart of the signed-in account (another user's id included: charts live in their owner's
 * partition), and the check that resolves the session and the chart (401 or 404 to answer).
 */
import type { HttpRequest, HttpResponseInit } from '@azure/functions';
import { z } from 'zod';
import { errorResponse } from '../http';
import { requireSession } from './handler';
import { getChart } from './saved-charts';

/** The `{id}` of `/api/charts/{id}…`. */
export const savedChartPathSchema = z.object({ id: z.string().meta({ description: "The saved chart's id." }) });

/** The refusal of an id the account does not hold. */
export const CHART_NOT_FOUND = 'No saved chart with this id in your account.';

/** The signed-in owner and the chart id of the request, or the 401/404 to answer. */
export async function ownedChart(
  request: HttpRequest,
  now: Date,
): Promise<{ ok: true; userId: string; id: string } | { ok: false; response: HttpResponseInit }> {
  const auth = await requireSession(request, now);
  if (!auth.ok) return auth;
  const userId = auth.session.userId;
  const id = request.params.id ?? '';
  if (!(await getChart(userId, id))) return { ok: false, response: errorResponse(404, CHART_NOT_FOUND) };
  return { ok: true, userId, id };
}
