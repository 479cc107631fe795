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
 * to the prefix, Azure syntax); its methods are API_METHODS. The Functions contracts spread both
 * (functions/http/*.ts, `...API_ROUTES.chart`) and the browser client builds its URLs from them
 * (site/lib/api-client.ts), so a route's path and methods exist once. Plain data: the site
 * imports it without zod.
 */
export const API_ROUTES = {
  health: { route: 'health' },
  chat: { route: 'chat' },
  places: { route: 'places' },
  chart: { route: 'chart' },
  chartPratyantardashas: { route: 'chart/pratyantardashas' },
  chartNow: { route: 'chart/now' },
  chartImage: { route: 'chart/image.png' },
  share: { route: 'share/{*page}' },
  dashas: { route: 'dashas' },
  compare: { route: 'compare' },
  kp: { route: 'kp' },
  varshaphal: { route: 'varshaphal' },
  match: { route: 'match' },
  calculate: { route: `${VEDASTRO_MOUNT}/{time}/{day}/{month}/{year}/{offset}` },
  openapi: { route: 'openapi.json' },
  vedastroCalculate: { route: `${VEDASTRO_MOUNT}/{calculator}/{*parts}` },
  authSignup: { route: 'auth/signup' },
  authConfirmSignup: { route: 'auth/confirm-signup' },
  authLogin: { route: 'auth/login' },
  authLogout: { route: 'auth/logout' },
  authMe: { route: 'auth/me' },
  authForgotPassword: { route: 'auth/forgot-password' },
  authResetPassword: { route: 'auth/reset-password' },
  authExport: { route: 'auth/export' },
  savedCharts: { route: 'charts' },
  savedChart: { route: 'charts/{id}' },
  conversations: { route: 'conversations' },
  conversation: { route: 'conversations/{id}' },
  contact: { route: 'contact' },
  panchang: { route: 'panchang' },
  panchangMonth: { route: 'panchang/month' },
  rashifal: { route: 'rashifal' },
  outlook: { route: 'outlook' },
  festivals: { route: 'festivals' },
  festivalsIcs: { route: 'festivals.ics' },
  muhurta: { route: 'muhurta' },
  chartFeed: { route: 'charts/{id}/feed' },
  personFeed: { route: 'feed/{token}' },
  chartDigest: { route: 'charts/{id}/digest' },
  digestUnsubscribe: { route: 'digest/unsubscribe' },
} as const satisfies Record<string, { route: string }>;

/** A row's function name. */
export type ApiRouteName = keyof typeof API_ROUTES;

/** Each row's methods (the Functions registration and the OpenAPI document read them; the browser client needs only the paths). */
export const API_METHODS = {
  health: ['GET'],
  chat: ['POST'],
  places: ['GET'],
  chart: ['GET'],
  chartPratyantardashas: ['GET'],
  chartNow: ['GET'],
  chartImage: ['GET'],
  share: ['GET'],
  dashas: ['GET'],
  compare: ['GET'],
  kp: ['GET'],
  varshaphal: ['GET'],
  match: ['GET', 'POST'],
  calculate: ['GET'],
  openapi: ['GET'],
  vedastroCalculate: ['GET', 'POST', 'OPTIONS'],
  authSignup: ['POST'],
  authConfirmSignup: ['POST'],
  authLogin: ['POST'],
  authLogout: ['POST'],
  authMe: ['GET', 'DELETE'],
  authForgotPassword: ['POST'],
  authResetPassword: ['POST'],
  authExport: ['GET'],
  savedCharts: ['GET', 'POST'],
  savedChart: ['GET', 'PUT', 'DELETE'],
  conversations: ['GET'],
  conversation: ['PUT', 'DELETE'],
  contact: ['POST'],
  panchang: ['GET'],
  panchangMonth: ['GET'],
  rashifal: ['GET'],
  outlook: ['GET'],
  festivals: ['GET'],
  festivalsIcs: ['GET'],
  muhurta: ['GET'],
  chartFeed: ['GET', 'POST', 'DELETE'],
  personFeed: ['GET'],
  chartDigest: ['GET', 'PUT', 'DELETE'],
  digestUnsubscribe: ['POST'],
} as const satisfies Record<ApiRouteName, readonly ApiMethod[]>;

/** The name, route and methods of a row, for its contract. */
export function apiRoute<N extends ApiRouteName>(name: N): { name: N; route: (typeof API_ROUTES)[N]['route']; methods: ApiMethod[] } {
  return { name, route: API_ROUTES[name].route, methods: [...API_METHODS[name]] };
}
