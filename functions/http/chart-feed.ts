/**
 * A saved person's private calendar feed (signed in; another user's chart is a 404):
 * - POST /api/charts/{id}/feed `{locale?}` → `{active: true, createdAt, url}`: a new feed URL
 *   (`/api/feed/<token>.ics`), shown once; any earlier URL of this chart stops working.
 * - GET → `{active, createdAt}`; DELETE → `{active: false}` (revoked: the URL answers 404).
 * The URL's token is stored only as its hash (functions/lib/feeds/feed-store.ts).
 */
import type { HttpRequest } from '@azure/functions';
import { feedOptionsBodySchema } from '../../shared/contracts/feed-request';
import { chartFeedAnswerSchema } from '../../shared/contracts/responses/feed';
import { apiRoute, API_PREFIX, API_ROUTES } from '../../shared/contracts/routes';
import { systemClock, type Clock } from '../lib/auth/clock';
import { okNoStore } from '../lib/auth/handler';
import { CHART_NOT_FOUND, ownedChart, savedChartPathSchema } from '../lib/auth/owned-chart';
import { createFeed, feedStatus, revokeFeed } from '../lib/feeds/feed-store';
import { routeHandler, routeRow } from '../lib/pipeline';
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
  tags: ['Accounts'],
  path: savedChartPathSchema,
  body: feedOptionsBodySchema,
  sameOrigin: ['POST', 'DELETE'],
  storage: true,
  cache: 'no-store',
  responses: {
    200: { description: 'The feed’s state; POST adds its URL.', json: chartFeedAnswerSchema },
    400: 'A body field is invalid (locale).',
    401: 'Not signed in.',
    403: 'A POST or DELETE from another site.',
    404: CHART_NOT_FOUND,
  },
} satisfies RouteContract;

/** The public origin the visitor used (the Origin the same-origin check accepted), for the URL handed out. */
export function publicOrigin(request: HttpRequest): string {
  return request.headers.get('origin') ?? new URL(request.url).origin;
}

/** The feed URL of a token. */
const feedUrl = (origin: string, token: string) =>
  `${origin}/${API_PREFIX}/${API_ROUTES.personFeed.route.replace('{token}', `${token}.ics`)}`;

/** Builds the handler around a clock. */
export function createChartFeedHandler(clock: Clock = systemClock) {
  return routeHandler(chartFeedContract, async ({ body }, request) => {
    const now = clock.now();
    const owned = await ownedChart(request, now);
    if (!owned.ok) return owned.response;
    const { userId, id } = owned;
    if (request.method === 'POST') {
      const { token, createdAt } = await createFeed(userId, id, body?.locale ?? 'en', now);
      return okNoStore({ status: 'ok', active: true, createdAt, url: feedUrl(publicOrigin(request), token) });
    }
    if (request.method === 'DELETE') await revokeFeed(userId, id);
    return okNoStore({ status: 'ok', ...(await feedStatus(userId, id)) });
  });
}

export const chartFeedRoute = routeRow(chartFeedContract, createChartFeedHandler());
