/**
 * The API's route facts as data, imported by the Functions code, the OpenAPI document, the
 * site's /test page and the tests: the `/api` prefix and the VedAstro-compatible calculators
 * (name, and the body part each takes) exist here once. Routes are relative to the prefix.
 */

/** The path prefix Azure Functions and the local host put before every route. */
export const API_PREFIX = 'api';

/** The VedAstro-compatible mount: `/api/Calculate/{Name}/…`. */
export const VEDASTRO_MOUNT = 'Calculate';

/** The HTTP methods the API's rows use. */
export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'OPTIONS';

/**
 * Every row of the route table as plain data, by its function name: the route template (relative
 * to the prefix, Azure syntax) and its methods. The Functions contracts spread these
 * (functions/http/*.ts, `...API_ROUTES.chart`) and the browser client builds its URLs from them
 * (site/lib/api-client.ts), so a route's path and methods exist once. Plain data: the site
 * imports it without zod.
 */
export const API_ROUTES = {
  health: { route: 'health', methods: ['GET'] },
  chat: { route: 'chat', methods: ['POST'] },
  places: { route: 'places', methods: ['GET'] },
  chart: { route: 'chart', methods: ['GET'] },
  chartPratyantardashas: { route: 'chart/pratyantardashas', methods: ['GET'] },
  chartNow: { route: 'chart/now', methods: ['GET'] },
  dashas: { route: 'dashas', methods: ['GET'] },
  kp: { route: 'kp', methods: ['GET'] },
  varshaphal: { route: 'varshaphal', methods: ['GET'] },
  match: { route: 'match', methods: ['GET', 'POST'] },
  calculate: { route: `${VEDASTRO_MOUNT}/{time}/{day}/{month}/{year}/{offset}`, methods: ['GET'] },
  openapi: { route: 'openapi.json', methods: ['GET'] },
  vedastroCalculate: { route: `${VEDASTRO_MOUNT}/{calculator}/{*parts}`, methods: ['GET', 'POST', 'OPTIONS'] },
  authSignup: { route: 'auth/signup', methods: ['POST'] },
  authConfirmSignup: { route: 'auth/confirm-signup', methods: ['POST'] },
  authLogin: { route: 'auth/login', methods: ['POST'] },
  authLogout: { route: 'auth/logout', methods: ['POST'] },
  authMe: { route: 'auth/me', methods: ['GET', 'DELETE'] },
  authForgotPassword: { route: 'auth/forgot-password', methods: ['POST'] },
  authResetPassword: { route: 'auth/reset-password', methods: ['POST'] },
  authExport: { route: 'auth/export', methods: ['GET'] },
  savedCharts: { route: 'charts', methods: ['GET', 'POST'] },
  savedChart: { route: 'charts/{id}', methods: ['GET', 'PUT', 'DELETE'] },
  conversations: { route: 'conversations', methods: ['GET'] },
  conversation: { route: 'conversations/{id}', methods: ['PUT', 'DELETE'] },
  contact: { route: 'contact', methods: ['POST'] },
  panchang: { route: 'panchang', methods: ['GET'] },
  panchangMonth: { route: 'panchang/month', methods: ['GET'] },
  rashifal: { route: 'rashifal', methods: ['GET'] },
  outlook: { route: 'outlook', methods: ['GET'] },
  festivals: { route: 'festivals', methods: ['GET'] },
  festivalsIcs: { route: 'festivals.ics', methods: ['GET'] },
  muhurta: { route: 'muhurta', methods: ['GET'] },
} as const satisfies Record<string, { route: string; methods: readonly ApiMethod[] }>;

/** A row's function name. */
export type ApiRouteName = keyof typeof API_ROUTES;

/** The name, route and methods of a row, for its contract. */
export function apiRoute<N extends ApiRouteName>(name: N): { name: N; route: (typeof API_ROUTES)[N]['route']; methods: ApiMethod[] } {
  const { route, methods } = API_ROUTES[name];
  return { name, route, methods: [...methods] };
}
