/**
 * A saved person's weekly digest (signed in; another user's chart is a 404):
 * GET /api/charts/{id}/digest → `{subscribed}`; PUT `{locale?}` opts in (the mails' language and
 * links follow the page it was turned on from); DELETE opts out. The job that sends it:
 * functions/lib/feeds/digest-job.ts.
 */
import { chartDigestAnswerSchema } from '../../shared/contracts/responses/feed';
import { apiRoute } from '../../shared/contracts/routes';
import { systemClock, type Clock } from '../lib/auth/clock';
import { okNoStore } from '../lib/auth/handler';
import {
  chartSubscriptionContract,
  chartSubscriptionHandler,
  chartSubscriptionRefusals,
  publicOrigin,
} from '../lib/feeds/chart-subscription-route';
import { isSubscribed, subscribe, unsubscribe } from '../lib/feeds/digest-store';
import { routeRow } from '../lib/pipeline';
import type { RouteContract } from '../lib/route';

/** The contract (see module comment). */
export const chartDigestContract = {
  ...apiRoute('chartDigest'),
  summary: {
    GET: 'Whether a saved person gets the weekly digest',
    PUT: 'Turn on the weekly digest (and change alerts) for a saved person',
    DELETE: 'Turn off the weekly digest for a saved person',
  },
  ...chartSubscriptionContract('PUT'),
  responses: {
    200: { description: 'Subscribed or not.', json: chartDigestAnswerSchema },
    ...chartSubscriptionRefusals('PUT'),
  },
} satisfies RouteContract;

/** Builds the handler around a clock. */
export function createChartDigestHandler(clock: Clock = systemClock) {
  return chartSubscriptionHandler(chartDigestContract, clock, async ({ userId, id, now, locale }, request) => {
    if (request.method === 'PUT') await subscribe(userId, id, locale, publicOrigin(request), now);
    if (request.method === 'DELETE') await unsubscribe(userId, id);
    return okNoStore({ status: 'ok', subscribed: await isSubscribed(userId, id) });
  });
}

export const chartDigestRoute = routeRow(chartDigestContract, createChartDigestHandler());
