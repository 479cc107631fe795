/**
 * What a saved chart's two subscriptions share, its calendar feed (functions/http/chart-feed.ts) and
 * its weekly digest (functions/http/chart-digest.ts): the `{id}` path and `{locale?}` body, writes
 * refused from other sites, storage, answers never cached, the same refusals, and code that runs only
 * once the signed-in account is found to hold the chart. Each route keeps its own methods and answer.
 */
import type { HttpRequest, HttpResponseInit } from '@azure/functions';
import { feedOptionsBodySchema } from '../../../shared/contracts/feed-request';
import type { Locale } from '../../../shared/i18n/locale';
import type { Clock } from '../auth/clock';
import { CHART_NOT_FOUND, ownedChart, savedChartPathSchema } from '../auth/owned-chart';
import { routeHandler } from '../pipeline';
import type { RouteContract } from '../route';

/** The contract fields of a subscription route whose `write` method turns it on and DELETE turns it off. */
export function chartSubscriptionContract<W extends 'POST' | 'PUT'>(write: W) {
  return {
    tags: ['Accounts'],
    path: savedChartPathSchema,
    body: feedOptionsBodySchema,
    sameOrigin: [write, 'DELETE'],
    storage: true,
    cache: 'no-store',
  } satisfies Partial<RouteContract>;
}

/** The refusals of a subscription route (beside its own 200). */
export function chartSubscriptionRefusals(write: 'POST' | 'PUT') {
  return {
    400: 'A body field is invalid (locale).',
    401: 'Not signed in.',
    403: `A ${write} or DELETE from another site.`,
    404: CHART_NOT_FOUND,
  };
}

/** The chart the request is about: its owner and id, the clock's now, and the body's locale (English when none). */
export interface SubscribedChart {
  userId: string;
  id: string;
  now: Date;
  locale: Locale;
}

/** The handler of a subscription route: 401/404 answered here, `code` runs for a chart the account holds. */
export function chartSubscriptionHandler<C extends RouteContract & { body: typeof feedOptionsBodySchema }>(
  contract: C,
  clock: Clock,
  code: (chart: SubscribedChart, request: HttpRequest) => Promise<HttpResponseInit>,
) {
  return routeHandler(contract, async ({ body }, request) => {
    const now = clock.now();
    const owned = await ownedChart(request, now);
    if (!owned.ok) return owned.response;
    return code({ userId: owned.userId, id: owned.id, now, locale: body?.locale ?? 'en' }, request);
  });
}

/** The public origin the visitor used (the Origin the same-origin check accepted), for the URLs handed out or mailed. */
export function publicOrigin(request: HttpRequest): string {
  return request.headers.get('origin') ?? new URL(request.url).origin;
}
