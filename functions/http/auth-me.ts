/**
 * GET /api/auth/me → `{user}` for the signed-in visitor, 401 otherwise.
 * DELETE /api/auth/me → deletes the account and everything stored for it (charts, chats,
 * sessions, reset tokens, rate-limit rows, email index, profile) and clears the cookie.
 */
import type { HttpRequest, HttpResponseInit } from '@azure/functions';
import { systemClock, type Clock } from '../lib/auth/clock';
import { crossSiteRefusal, okNoStore, requireSession, withStorage } from '../lib/auth/handler';
import { sessionCookies } from '../lib/auth/sessions';
import { deleteUserEverywhere, getUser, publicUser } from '../lib/auth/users';
import { errorResponse } from '../lib/http';
import type { RouteDefinition } from '../lib/route';

/** Builds the handler around a clock. */
export function createMeHandler(clock: Clock = systemClock) {
  return async (request: HttpRequest): Promise<HttpResponseInit> =>
    withStorage(async () => {
      if (request.method === 'DELETE') {
        const refused = crossSiteRefusal(request);
        if (refused) return refused;
      }
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

export const authMeRoute: RouteDefinition = { name: 'authMe', route: 'auth/me', methods: ['GET', 'DELETE'], handler: createMeHandler() };
