/**
 * A saved person's weekly digest (signed in; another user's chart is a 404):
 * GET /api/charts/{id}/digest → `{subscribed}`; PUT `{locale?}` opts in (the mails' language and
 * links follow the page it was turned on from); DELETE opts out. The job that sends it:
 * functions/lib/feeds/digest-job.ts.
 */
import { feedOptionsBodySchema } from '../../shared/contracts/feed-request';
import { chartDigestAnswerSchema } from '../../shared/contracts/responses/feed';
import { apiRoute } from '../../shared/contracts/routes';
import { systemClock, type Clock } from '../lib/auth/clock';
import { okNoStore } from '../lib/auth/handler';
import { CHART_NOT_FOUND, ownedChart, savedChartPathSchema } from '../lib/auth/owned-chart';
import { isSubscribed, subscribe, unsubscribe } from '../lib/feeds/digest-store';
import { routeHandler, routeRow } from '../lib/pipeline';
import type { RouteContract } from '../lib/route';
import { publicOrigin } from './chart-feed';

/** The contract (see module comment). */
export const chartDigestContract = {
  ...apiRoute('chartDigest'),
  summary: {
    GET: 'Whether a saved person gets the weekly digest',
    PUT: 'Turn on the weekly digest (and change alerts) for a saved person',
    DELETE: 'Turn off the weekly digest for a saved person',
  },
  tags: ['Accounts'],
  path: savedChartPathSchema,
  body: feedOptionsBodySchema,
  sameOrigin: ['PUT', 'DELETE'],
  storage: true,
  cache: 'no-store',
  responses: {
    200: { description: 'Subscribed or not.', json: chartDigestAnswerSchema },
    400: 'A body field is invalid (locale).',
    401: 'Not signed in.',
    403: 'A PUT or DELETE from another site.',
    404: CHART_NOT_FOUND,
  },
} satisfies RouteContract;

/** Builds the handler around a clock. */
export function createChartDigestHandler(clock: Clock = systemClock) {
  return routeHandler(chartDigestContract, async ({ body }, request) => {
    const now = clock.now();
    const owned = await ownedChart(request, now);
    if (!owned.ok) return owned.response;
    const { userId, id } = owned;
    if (request.method === 'PUT') await subscribe(userId, id, body?.locale ?? 'en', publicOrigin(request), now);
    if (request.method === 'DELETE') await unsubscribe(userId, id);
    return okNoStore({ status: 'ok', subscribed: await isSubscribed(userId, id) });
  });
}

export const chartDigestRoute = routeRow(chartDigestContract, createChartDigestHandler());
