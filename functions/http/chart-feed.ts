/**
 * A saved person's private calendar feed (signed in; another user's chart is a 404):
 * - POST /api/charts/{id}/feed `{locale?}` → `{active: true, createdAt, url}`: a new feed URL
 *   (`/api/feed/<token>.ics`), shown once; any earlier URL of this chart stops working.
 * - GET → `{active, createdAt}`; DELETE → `{active: false}` (revoked: the URL answers 404).
 * The URL's token is stored only as its hash (functions/lib/feeds/feed-store.ts).
 */
import { chartFeedAnswerSchema } from '../../shared/contracts/responses/feed';
import { apiRoute, API_PREFIX, API_ROUTES } from '../../shared/contracts/routes';
import { systemClock, type Clock } from '../lib/auth/clock';
import { okNoStore } from '../lib/auth/handler';
import {
  chartSubscriptionContract,
  chartSubscriptionHandler,
  chartSubscriptionRefusals,
  publicOrigin,
} from '../lib/feeds/chart-subscription-route';
import { createFeed, feedStatus, revokeFeed } from '../lib/feeds/feed-store';
import { routeRow } from '../lib/pipeline';
import type { RouteContract } from '../lib/route';

/** The contract (see module comment). */
export const chartFeedContract = {
  ...apiRoute('chartFeed'),
  summary: {
    GET: 'Whether a saved chart has a private calendar feed',
    POST: 'Make a private calendar feed URL for a saved chart (revokes the earlier one)',
    DELETE: 'Revoke a saved chart’s calendar feed',
  },
  description:
    'The URL carries a random token that only its hash is stored under: it is shown once, in the POST answer. Calendar apps fetch it without cookies.',
  ...chartSubscriptionContract('POST'),
  responses: {
    200: { description: 'The feed’s state; POST adds its URL.', json: chartFeedAnswerSchema },
    ...chartSubscriptionRefusals('POST'),
  },
} satisfies RouteContract;

/** The feed URL of a token. */
const feedUrl = (origin: string, token: string) =>
  `${origin}/${API_PREFIX}/${API_ROUTES.personFeed.route.replace('{token}', `${token}.ics`)}`;

/** Builds the handler around a clock. */
export function createChartFeedHandler(clock: Clock = systemClock) {
  return chartSubscriptionHandler(chartFeedContract, clock, async ({ userId, id, now, locale }, request) => {
    if (request.method === 'POST') {
      const { token, createdAt } = await createFeed(userId, id, locale, now);
      return okNoStore({ status: 'ok', active: true, createdAt, url: feedUrl(publicOrigin(request), token) });
    }
    if (request.method === 'DELETE') await revokeFeed(userId, id);
    return okNoStore({ status: 'ok', ...(await feedStatus(userId, id)) });
  });
}

export const chartFeedRoute = routeRow(chartFeedContract, createChartFeedHandler());
