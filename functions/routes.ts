/**
 * The one route table. `functions/index.ts` registers each row with Azure's `app.http`;
 * `functions/host/server.ts` serves the same rows locally at http://localhost:7071/api.
 * Add a route by exporting a RouteDefinition from its file in `functions/http/` and listing it here.
 */
import { chatRoute } from './http/chat';
import { healthRoute } from './http/health';
import { calculateRoute } from './http/calculate';
import { chartPratyantardashasRoute, chartRoute } from './http/chart';
import { chartNowRoute } from './http/chart-now';
import { matchRoute } from './http/match';
import { openapiRoute } from './http/openapi';
import { placesRoute } from './http/places';
import { vedAstroRoute } from './http/vedastro';
import { authExportRoute } from './http/auth-export';
import { authForgotPasswordRoute } from './http/auth-forgot-password';
import { authLoginRoute } from './http/auth-login';
import { authLogoutRoute } from './http/auth-logout';
import { authMeRoute } from './http/auth-me';
import { authResetPasswordRoute } from './http/auth-reset-password';
import { authSignupRoute } from './http/auth-signup';
import { chartItemRoute } from './http/chart-item';
import { chartsRoute } from './http/charts';
import { contactRoute } from './http/contact';
import { conversationItemRoute, conversationsRoute } from './http/conversations';
import { panchangMonthRoute, panchangRoute } from './http/panchang';
import { festivalsIcsRoute, festivalsRoute } from './http/festivals';
import { muhurtaRoute } from './http/muhurta';
import type { RouteDefinition } from './lib/route';
import { guardRoute } from './lib/route-guard';

/** Every row goes through the checks both hosts share (functions/lib/route-guard.ts). */
export const ROUTES: RouteDefinition[] = [
  healthRoute,
  chatRoute,
  placesRoute,
  chartRoute,
  chartPratyantardashasRoute,
  chartNowRoute,
  matchRoute,
  calculateRoute,
  openapiRoute,
  // After calculateRoute: the five-segment spec route matches before the VedAstro catch-all.
  vedAstroRoute,
  authSignupRoute,
  authLoginRoute,
  authLogoutRoute,
  authMeRoute,
  authForgotPasswordRoute,
  authResetPasswordRoute,
  authExportRoute,
  chartsRoute,
  chartItemRoute,
  conversationsRoute,
  conversationItemRoute,
  contactRoute,
  panchangRoute,
  panchangMonthRoute,
  festivalsRoute,
  festivalsIcsRoute,
  muhurtaRoute,
].map(guardRoute);
