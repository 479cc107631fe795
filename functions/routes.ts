/**
 * The one route table. `functions/index.ts` registers each row with Azure's `app.http`;
 * `functions/host/server.ts` serves the same rows locally at http://localhost:7071/api.
 * Add a route by exporting a RouteDefinition from its file in `functions/http/` and listing it here.
 */
import { chatRoute } from './http/chat';
import { healthRoute } from './http/health';
import { allHouseDataRoute } from './http/allHouseData';
import { allPlanetDataRoute } from './http/allPlanetData';
import { bhinnashtakavargaChartRoute } from './http/bhinnashtakavargaChart';
import { calculateRoute } from './http/calculate';
import { chartPratyantardashasRoute, chartRoute } from './http/chart';
import { horoscopePredictionsRoute } from './http/horoscopePredictions';
import { houseStrengthRoute } from './http/houseStrength';
import { openapiRoute } from './http/openapi';
import { placesRoute } from './http/places';
import { planetShadbalaPindaRoute } from './http/planetShadbalaPinda';
import { sarvashtakavargaChartRoute } from './http/sarvashtakavargaChart';
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
import type { RouteDefinition } from './lib/route';

export const ROUTES: RouteDefinition[] = [healthRoute, chatRoute,
  placesRoute, chartRoute, chartPratyantardashasRoute, calculateRoute, openapiRoute,
  allPlanetDataRoute, allHouseDataRoute, sarvashtakavargaChartRoute, bhinnashtakavargaChartRoute,
  planetShadbalaPindaRoute, houseStrengthRoute, horoscopePredictionsRoute,
  authSignupRoute, authLoginRoute, authLogoutRoute, authMeRoute, authForgotPasswordRoute, authResetPasswordRoute, authExportRoute,
  chartsRoute, chartItemRoute, conversationsRoute, conversationItemRoute, contactRoute,
  panchangRoute, panchangMonthRoute,
];
