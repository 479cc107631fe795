/** POST /api/auth/logout → 200; the session row is deleted (a copied cookie stops working) and the cookie cleared. */
import type { HttpRequest, HttpResponseInit } from '@azure/functions';
import { systemClock, type Clock } from '../lib/auth/clock';
import { crossSiteRefusal, okNoStore, withStorage } from '../lib/auth/handler';
import { readSession, revokeSession, sessionCookies } from '../lib/auth/sessions';
import type { RouteDefinition } from '../lib/route';

/** Builds the handler around a clock. */
export function createLogoutHandler(clock: Clock = systemClock) {
  return async (request: HttpRequest): Promise<HttpResponseInit> =>
    withStorage(async () => {
      const refused = crossSiteRefusal(request);
      if (refused) return refused;
      const session = await readSession(request, clock.now());
      if (session) await revokeSession(session);
      return { ...okNoStore({ status: 'ok' }), cookies: sessionCookies('', 0) };
    });
}

export const authLogoutRoute: RouteDefinition = {
  name: 'authLogout',
  route: 'auth/logout',
  methods: ['POST'],
  handler: createLogoutHandler(),
};
