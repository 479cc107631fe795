/**
 * GET /api/charts → `{charts: [...]}` (the signed-in user's saved people, newest first).
 * POST /api/charts `{name, relation, birth}` → 201 `{chart}`. The birth fields are those of
 * `GET /api/chart` and are checked the same way (a bad one is a 400 naming `birth.<field>`),
 * so a saved chart always opens. The cap holds under concurrent saves (functions/lib/auth/saved-charts.ts);
 * each chart carries its `etag` (If-Match for its edits), and a new one's is also the `ETag` header.
 */
import type { HttpResponseInit } from '@azure/functions';
import { savedChartBodySchema } from '../../shared/contracts/account';
import { systemClock, type Clock } from '../lib/auth/clock';
import { fieldRefusal, okNoStore, requireSession } from '../lib/auth/handler';
import { addChart, listCharts, MAX_SAVED_CHARTS } from '../lib/auth/saved-charts';
import { checkSavedBirth } from '../lib/auth/saved-birth';
import { withEtag } from '../lib/auth/conditional';
import { routeHandler, routeRow } from '../lib/pipeline';
import type { RouteContract } from '../lib/route';
import { apiRoute } from '../../shared/contracts/routes';
import { savedChartAnswerSchema, savedChartsAnswerSchema } from '../../shared/contracts/responses/account';

/** The contract (see module comment). */
export const savedChartsContract = {
  ...apiRoute('savedCharts'),
  summary: { GET: 'My charts', POST: "Save a person's chart (birth = the query fields of GET /api/chart)" },
  tags: ['Accounts'],
  body: savedChartBodySchema,
  sameOrigin: ['POST'],
  storage: true,
  cache: 'no-store',
  responses: {
    200: { description: 'The saved charts, newest first.', json: savedChartsAnswerSchema },
    201: { description: 'Saved.', json: savedChartAnswerSchema },
    400: 'A field is invalid (birth fields named birth.<field>).',
    401: 'Not signed in.',
    409: 'charts: the account keeps the most charts allowed.',
  },
} satisfies RouteContract;

/** Builds the handler around a clock. */
export function createChartsHandler(clock: Clock = systemClock) {
  return routeHandler(savedChartsContract, async ({ body }, request): Promise<HttpResponseInit> => {
    const auth = await requireSession(request, clock.now());
    if (!auth.ok) return auth.response;
    if (request.method === 'GET') return okNoStore({ charts: await listCharts(auth.session.userId) });
    const birthProblem = checkSavedBirth(body!.birth);
    if (birthProblem) return birthProblem;
    const chart = await addChart(auth.session.userId, body!, clock.now());
    if (!chart)
      return fieldRefusal(409, 'charts', `charts: this account already keeps ${MAX_SAVED_CHARTS} charts; delete one to save another.`, {
        code: 'tooManyCharts',
        params: { max: MAX_SAVED_CHARTS },
      });
    return { ...withEtag(okNoStore({ chart }), chart.etag), status: 201 };
  });
}

export const chartsRoute = routeRow(savedChartsContract, createChartsHandler());
