/**
 * GET /api/feed/{token}.ics → a saved person's next twelve months as an iCalendar file (dasha and
 * antardasha changes, Sade Sati and Dhaiya, chandrashtama, the slow grahas' sign changes from the
 * natal Moon, the festivals of their place: shared/compose/person-feed.ts). No cookie: the token
 * is the key. An unknown or revoked token is a 404; a feed whose chart or account has gone is a
 * 410 and its rows are removed. The token is never written to a log or an error message.
 */
import { personFeedIcs } from '../../shared/compose/person-feed-ics';
import { feedPathSchema } from '../../shared/contracts/feed-request';
import { apiRoute } from '../../shared/contracts/routes';
import { feedText } from '../../shared/interpretation/rashifal/feed-text';
import { jdUtFromUnixMs } from '../../shared/time/julian';
import { systemClock, type Clock } from '../lib/auth/clock';
import { getChart } from '../lib/auth/saved-charts';
import { feedOfToken, revokeFeed } from '../lib/feeds/feed-store';
import { FEED_WINDOW_DAYS, personEvents, savedPerson } from '../lib/feeds/saved-person';
import { errorResponse } from '../lib/http';
import { routeHandler, routeRow } from '../lib/pipeline';
import type { RouteContract } from '../lib/route';

/** Calendar apps refresh about daily; a shared cache must never keep a private feed. */
const CACHE_CONTROL = 'private, max-age=3600';

/** The contract (see module comment). */
export const personFeedContract = {
  ...apiRoute('personFeed'),
  summary: 'A saved person’s private calendar feed: the next twelve months (no cookie; the URL is the key)',
  tags: ['Accounts'],
  path: feedPathSchema,
  storage: true,
  cache: CACHE_CONTROL,
  responses: {
    200: { description: 'RFC 5545 calendar that calendar apps subscribe to.', binary: 'text/calendar' },
    404: 'No such feed (never made, or revoked).',
    410: 'The feed’s chart or account has been deleted.',
  },
} satisfies RouteContract;

/** Builds the handler around a clock. */
export function createPersonFeedHandler(clock: Clock = systemClock) {
  return routeHandler(personFeedContract, async (_input, request) => {
    const token = (request.params.token ?? '').replace(/\.ics$/i, '');
    const feed = await feedOfToken(token);
    if (!feed) return errorResponse(404, 'No such calendar feed: it was never made or has been revoked.');
    const chart = await getChart(feed.userId, feed.chartId);
    const person = chart ? savedPerson(chart) : null;
    if (!chart || !person) {
      if (!chart) await revokeFeed(feed.userId, feed.chartId);
      return errorResponse(410, 'This calendar feed has ended: its chart is no longer saved.');
    }
    const now = clock.now();
    const events = personEvents(person, now, FEED_WINDOW_DAYS, feed.locale);
    const text = personFeedIcs(events, {
      name: feedText(feed.locale).calendarName(chart.name),
      uidScope: feed.chartId,
      stampJdUt: jdUtFromUnixMs(now.getTime()),
    });
    return {
      status: 200,
      headers: { 'content-type': 'text/calendar; charset=utf-8', 'cache-control': CACHE_CONTROL, 'x-robots-tag': 'noindex' },
      body: text,
    };
  });
}

export const personFeedRoute = routeRow(personFeedContract, createPersonFeedHandler());
