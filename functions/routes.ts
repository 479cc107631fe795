/**
 * The one route table. `functions/index.ts` registers each row with Azure's `app.http`;
 * `functions/host/server.ts` serves the same rows locally at http://localhost:7071/api; the
 * OpenAPI document (`/api/openapi.json`) and the browser client are generated from the same rows.
 *
 * To add a route (see docs/decisions/0001-route-contracts.md):
 * 1. Put its input schemas in `shared/contracts/` (zod; field `.meta()` gives the documentation)
 *    and its answer's schema in `shared/contracts/responses/` so the site can import the type.
 * 2. In `functions/http/<name>.ts` write the contract (functions/lib/route.ts `RouteContract`):
 *    `name`, `route`, `methods`, `summary`, `query` / `body` / `path` schemas, per-route concerns
 *    (`sameOrigin`, `storage`, `maxBodyBytes`, `cache`) and `responses` by status
 *    (`{description, json}`; `stream` for Server-Sent Events; `binary: 'text/calendar'` for files).
 * 3. Export `defineRoute(contract, ({ query, body }, request, context) => …)`: the pipeline
 *    (functions/lib/pipeline.ts) has already refused bad input with the one error body; the
 *    code answers with `ok(...)`/`cachedJson(...)` or throws `Refusal({status, field, message, code})`.
 * 4. List the row below. functions/contract.test.ts then requires a real answer of it to match
 *    its declared schemas, and the OpenAPI test that it is documented.
 */
// The regional languages' names (Bengali, Marathi, Telugu, Tamil) for every answer's lookups.
import '../shared/vocabulary/books';
import '../shared/interpretation/compare-words-books';
import '../shared/calendar/calendar-words-books';
import { chatRoute } from './http/chat';
import { healthRoute } from './http/health';
import { calculateRoute } from './http/calculate';
import { chartPratyantardashasRoute, chartRoute } from './http/chart';
import { chartNowRoute } from './http/chart-now';
import { chartImageRoute } from './http/chart-image';
import { shareRoute } from './http/share';
import { dashasRoute } from './http/dashas';
import { compareRoute } from './http/compare';
import { kpRoute } from './http/kp';
import { varshaphalRoute } from './http/varshaphal';
import { matchRoute } from './http/match';
import { openapiRouteFor } from './http/openapi';
import { placesRoute } from './http/places';
import { vedAstroRoute } from './http/vedastro';
import { authConfirmSignupRoute } from './http/auth-confirm-signup';
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
import { rashifalRoute } from './http/rashifal';
import { outlookRoute } from './http/outlook';
import { festivalsIcsRoute, festivalsRoute } from './http/festivals';
import { muhurtaRoute } from './http/muhurta';
import { chartFeedRoute } from './http/chart-feed';
import { personFeedRoute } from './http/person-feed';
import { chartDigestRoute } from './http/chart-digest';
import { digestUnsubscribeRoute } from './http/digest-unsubscribe';
import type { ApiRoute } from './lib/route';

/** Every row's handler runs the request pipeline of its contract (functions/lib/pipeline.ts). */
export const ROUTES: ApiRoute[] = [
  healthRoute,
  chatRoute,
  placesRoute,
  chartRoute,
  chartPratyantardashasRoute,
  chartNowRoute,
  chartImageRoute,
  shareRoute,
  dashasRoute,
  compareRoute,
  kpRoute,
  varshaphalRoute,
  matchRoute,
  calculateRoute,
  openapiRouteFor(() => ROUTES),
  // After calculateRoute: the five-segment spec route matches before the VedAstro catch-all.
  vedAstroRoute,
  authSignupRoute,
  authConfirmSignupRoute,
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
  rashifalRoute,
  outlookRoute,
  festivalsRoute,
  festivalsIcsRoute,
  muhurtaRoute,
  chartFeedRoute,
  personFeedRoute,
  chartDigestRoute,
  digestUnsubscribeRoute,
];
