/**
 * POST /api/digest/unsubscribe?token=… → `{unsubscribed: true}`: a digest mail's one-click
 * unsubscribe (RFC 8058: mail apps POST `List-Unsubscribe=One-Click` to the List-Unsubscribe URL;
 * the /unsubscribe page posts the token from its fragment). No sign-in and no same-origin check:
 * the token is the authority, and the answer is the same for a token used before. An unknown
 * token is a 404. GET is not served, so a link scanner fetching the URL unsubscribes no one.
 */
import { unsubscribeQuerySchema } from '../../shared/contracts/feed-request';
import { unsubscribeAnswerSchema } from '../../shared/contracts/responses/feed';
import { apiRoute } from '../../shared/contracts/routes';
import { okNoStore } from '../lib/auth/handler';
import { unsubscribeByToken } from '../lib/feeds/digest-store';
import { errorResponse } from '../lib/http';
import { defineRoute } from '../lib/pipeline';
import type { RouteContract } from '../lib/route';

/** The contract (see module comment). */
export const digestUnsubscribeContract = {
  ...apiRoute('digestUnsubscribe'),
  summary: 'One-click unsubscribe from a weekly digest (the mail’s link; no sign-in)',
  tags: ['Accounts'],
  query: unsubscribeQuerySchema,
  storage: true,
  cache: 'no-store',
  responses: {
    200: { description: 'The digest is off for that person.', json: unsubscribeAnswerSchema },
    400: 'The token is missing or malformed.',
    404: 'No such unsubscribe link.',
  },
} satisfies RouteContract;

export const digestUnsubscribeRoute = defineRoute(digestUnsubscribeContract, async ({ query }) =>
  (await unsubscribeByToken(query.token))
    ? okNoStore({ status: 'ok', unsubscribed: true })
    : errorResponse(404, 'No such unsubscribe link.'),
);
