/** POST /api/auth/logout → 200; the session row is deleted (a copied cookie stops working) and the cookie cleared. */
import type { HttpResponseInit } from '@azure/functions';
import { systemClock, type Clock } from '../lib/auth/clock';
import { okNoStore } from '../lib/auth/handler';
import { readSession, revokeSession, sessionCookies } from '../lib/auth/sessions';
import { routeHandler, routeRow } from '../lib/pipeline';
import type { RouteContract } from '../lib/route';
import { apiRoute } from '../../shared/contracts/routes';
import { okAnswerSchema } from '../../shared/contracts/responses/account';

/** The contract (see module comment). */
export const authLogoutContract = {
  ...apiRoute('authLogout'),
  summary: 'Sign out (the session is revoked server-side)',
  tags: ['Accounts'],
  sameOrigin: ['POST'],
  storage: true,
  cache: 'no-store',
  responses: {
    200: { description: 'Signed out; the cookie is cleared.', json: okAnswerSchema },
  },
} satisfies RouteContract;

/** Builds the handler around a clock. */
export function createLogoutHandler(clock: Clock = systemClock) {
  return routeHandler(authLogoutContract, async (_input, request): Promise<HttpResponseInit> => {
    const session = await readSession(request, clock.now());
    if (session) await revokeSession(session);
    return { ...okNoStore({ status: 'ok' }), cookies: sessionCookies('', 0) };
  });
}

export const authLogoutRoute = routeRow(authLogoutContract, createLogoutHandler());
