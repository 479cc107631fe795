/**
 * GET /api/auth/me → `{user}` for the signed-in visitor, 401 otherwise.
 * DELETE /api/auth/me → deletes the account and everything stored for it (charts, chats,
 * sessions, reset tokens, rate-limit rows, email index, profile) and clears the cookie.
 * GET answers the profile's `ETag`; DELETE honours `If-Match` when sent (412 if the profile
 * changed, e.g. a password reset meanwhile); without it the deletion wins. A session still under
 * the cookie's old name is moved to the `__Host-` one here (functions/lib/auth/sessions.ts).
 */
import type { HttpResponseInit } from '@azure/functions';
import { systemClock, type Clock } from '../lib/auth/clock';
import { okNoStore, requireSession } from '../lib/auth/handler';
import { sessionCookies } from '../lib/auth/sessions';
import { deleteUserEverywhere, getUser, publicUser } from '../lib/auth/users';
import { errorResponse } from '../lib/http';
import { preconditionFailed, withEtag } from '../lib/auth/conditional';
import { httpEtag, ifMatchHolds, readIfMatch } from '../lib/storage/etag';
import { routeHandler, routeRow } from '../lib/pipeline';
import type { RouteContract } from '../lib/route';
import { apiRoute } from '../../shared/contracts/routes';
import { meAnswerSchema } from '../../shared/contracts/responses/account';

/** The contract (see module comment). */
export const authMeContract = {
  ...apiRoute('authMe'),
  summary: { GET: 'The signed-in user', DELETE: 'Delete the account and everything stored for it' },
  tags: ['Accounts'],
  sameOrigin: ['DELETE'],
  storage: true,
  cache: 'no-store',
  responses: {
    200: {
      description: 'The user, or (DELETE) deleted: true with the cookie cleared.',
      json: meAnswerSchema,
      headers: { ETag: "The profile's version." },
    },
    401: 'Not signed in.',
    412: 'DELETE with an If-Match that is not the profile as stored.',
  },
} satisfies RouteContract;

/** Builds the handler around a clock. */
export function createMeHandler(clock: Clock = systemClock) {
  return routeHandler(authMeContract, async (_input, request): Promise<HttpResponseInit> => {
    const auth = await requireSession(request, clock.now());
    if (!auth.ok) return auth.response;
    const user = await getUser(auth.session.userId);
    if (!user) return errorResponse(401, 'Sign in to use this.');
    const etag = httpEtag(user.etag);
    const shown = publicUser(auth.session.userId, user);
    if (request.method === 'DELETE') {
      if (!ifMatchHolds(readIfMatch(request.headers), etag)) return preconditionFailed('user', shown, etag);
      await deleteUserEverywhere(auth.session.userId, user.email);
      return { ...okNoStore({ status: 'ok', deleted: true }), cookies: sessionCookies('', 0) };
    }
    const answer = withEtag(okNoStore({ status: 'ok', user: shown }), etag);
    const legacy = auth.session.legacy;
    return legacy ? { ...answer, cookies: sessionCookies(legacy.value, legacy.maxAgeSeconds) } : answer;
  });
}

export const authMeRoute = routeRow(authMeContract, createMeHandler());
