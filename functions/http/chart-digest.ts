/**
 * A saved person's weekly digest (signed in; another user's chart is a 404):
 * GET /api/charts/{id}/digest → `{subscribed}`; PUT `{locale?}` opts in (the mails' language and
 * links follow the page it was turned on from); DELETE opts out. The job that sends it:
 * functions/lib/feeds/digest-job.ts.
 */
import { z } from 'zod';
import { feedOptionsBodySchema } from '../../shared/contracts/feed-request';
import { chartDigestAnswerSchema } from '../../shared/contracts/responses/feed';
import { apiRoute } from '../../shared/contracts/routes';
import { systemClock, type Clock } from '../lib/auth/clock';
import { okNoStore, requireSession } from '../lib/auth/handler';
import { getChart } from '../lib/auth/saved-charts';
import { isSubscribed, subscribe, unsubscribe } from '../lib/feeds/digest-store';
import { errorResponse } from '../lib/http';
import { routeHandler, routeRow } from '../lib/pipeline';
import type { RouteContract } from '../lib/route';
import { publicOrigin } from './chart-feed';

const NOT_FOUND = 'No saved chart with this id in your account.';

/** The contract (see module comment). */
export const chartDigestContract = {
  ...apiRoute('chartDigest'),
  summary: {
    GET: 'Whether a saved person gets the weekly digest',
    PUT: 'Turn on the weekly digest (and change alerts) for a saved person',
    DELETE: 'Turn off the weekly digest for a saved person',
  },
  tags: ['Accounts'],
  path: z.object({ id: z.string().meta({ description: "The saved chart's id." }) }),
  body: feedOptionsBodySchema,
  sameOrigin: ['PUT', 'DELETE'],
  storage: true,
  cache: 'no-store',
  responses: {
    200: { description: 'Subscribed or not.', json: chartDigestAnswerSchema },
    400: 'A body field is invalid (locale).',
    401: 'Not signed in.',
    403: 'A PUT or DELETE from another site.',
    404: NOT_FOUND,
  },
} satisfies RouteContract;

/** Builds the handler around a clock. */
export function createChartDigestHandler(clock: Clock = systemClock) {
  return routeHandler(chartDigestContract, async ({ body }, request) => {
    const now = clock.now();
    const auth = await requireSession(request, now);
    if (!auth.ok) return auth.response;
    const userId = auth.session.userId;
    const id = request.params.id ?? '';
    if (!(await getChart(userId, id))) return errorResponse(404, NOT_FOUND);
    if (request.method === 'PUT') await subscribe(userId, id, body?.locale ?? 'en', publicOrigin(request), now);
    if (request.method === 'DELETE') await unsubscribe(userId, id);
    return okNoStore({ status: 'ok', subscribed: await isSubscribed(userId, id) });
  });
}

export const chartDigestRoute = routeRow(chartDigestContract, createChartDigestHandler());
