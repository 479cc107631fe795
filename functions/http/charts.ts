/**
 * GET /api/charts → `{charts: [...]}` (the signed-in user's saved people, newest first).
 * POST /api/charts `{name, relation, birth}` → 201 `{chart}`. The birth fields are those of
 * `GET /api/chart` and are checked the same way (a bad one is a 400 naming `birth.<field>`),
 * so a saved chart always opens.
 */
import type { HttpRequest, HttpResponseInit } from '@azure/functions';
import { savedChartBodySchema } from '../../shared/contracts/account';
import { systemClock, type Clock } from '../lib/auth/clock';
import { crossSiteRefusal, fieldRefusal, okNoStore, parseBody, requireSession, withStorage } from '../lib/auth/handler';
import { addChart, listCharts, MAX_SAVED_CHARTS } from '../lib/auth/saved-charts';
import { checkSavedBirth } from '../lib/auth/saved-birth';
import type { RouteDefinition } from '../lib/route';

/** Builds the handler around a clock. */
export function createChartsHandler(clock: Clock = systemClock) {
  return async (request: HttpRequest): Promise<HttpResponseInit> =>
    withStorage(async () => {
      if (request.method === 'POST') {
        const refused = crossSiteRefusal(request);
        if (refused) return refused;
      }
      const auth = await requireSession(request, clock.now());
      if (!auth.ok) return auth.response;
      if (request.method === 'GET') return okNoStore({ charts: await listCharts(auth.session.userId) });
      const body = await parseBody(request, savedChartBodySchema);
      if (!body.ok) return body.response;
      const birthProblem = checkSavedBirth(body.data.birth);
      if (birthProblem) return birthProblem;
      const chart = await addChart(auth.session.userId, body.data, clock.now());
      if (!chart)
        return fieldRefusal(409, 'charts', `charts: this account already keeps ${MAX_SAVED_CHARTS} charts; delete one to save another.`, {
          code: 'tooManyCharts',
          params: { max: MAX_SAVED_CHARTS },
        });
      return { ...okNoStore({ chart }), status: 201 };
    });
}

export const chartsRoute: RouteDefinition = {
  name: 'savedCharts',
  route: 'charts',
  methods: ['GET', 'POST'],
  handler: createChartsHandler(),
};
