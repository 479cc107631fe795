/**
 * GET /api/auth/me → `{user}` for the signed-in visitor, 401 otherwise.
 * DELETE /api/auth/me → deletes the account and everything stored for it (charts, chats,
 * sessions, reset tokens, rate-limit rows, email index, profile) and clears the cookie.
 */
import type { HttpResponseInit } from '@azure/functions';
import { systemClock, type Clock } from '../lib/auth/clock';
import { okNoStore, requireSession } from '../lib/auth/handler';
import { sessionCookies } from '../lib/auth/sessions';
import { deleteUserEverywhere, getUser, publicUser } from '../lib/auth/users';
import { errorResponse } from '../lib/http';
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
    200: { description: 'The user, or (DELETE) deleted: true with the cookie cleared.', json: meAnswerSchema },
    401: 'Not signed in.',
  },
} satisfies RouteContract;

/** Builds the handler around a clock. */
export function createMeHandler(clock: Clock = systemClock) {
  return routeHandler(authMeContract, async (_input, request): Promise<HttpResponseInit> => {
    const auth = await requireSession(request, clock.now());
    if (!auth.ok) return auth.response;
    const user = await getUser(auth.session.userId);
    if (!user) return errorResponse(401, 'Sign in to use this.');
    if (request.method === 'DELETE') {
      await deleteUserEverywhere(auth.session.userId, user.email);
      return { ...okNoStore({ status: 'ok', deleted: true }), cookies: sessionCookies('', 0) };
    }
    return okNoStore({ status: 'ok', user: publicUser(auth.session.userId, user) });
  });
}

export const authMeRoute = routeRow(authMeContract, createMeHandler());
