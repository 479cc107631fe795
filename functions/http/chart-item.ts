/**
 * GET /api/charts/{id} → `{chart}`; PUT /api/charts/{id} `{name, relation, birth}` → `{chart}`
 * (rename or edit); DELETE /api/charts/{id} → `{deleted: true}`. Another user's id, or one that
 * does not exist, is a 404: charts live in their owner's partition.
 */
import type { HttpRequest, HttpResponseInit } from '@azure/functions';
import { savedChartBodySchema } from '../../shared/contracts/account';
import { systemClock, type Clock } from '../lib/auth/clock';
import { crossSiteRefusal, okNoStore, parseBody, requireSession, withStorage } from '../lib/auth/handler';
import { checkSavedBirth } from '../lib/auth/saved-birth';
import { getChart, publicChart, removeChart, replaceChart } from '../lib/auth/saved-charts';
import { errorResponse } from '../lib/http';
import { storageStatus } from '../lib/storage/tables';
import type { RouteDefinition } from '../lib/route';

const NOT_FOUND = 'No saved chart with this id in your account.';

/** Builds the handler around a clock. */
export function createChartItemHandler(clock: Clock = systemClock) {
  return async (request: HttpRequest): Promise<HttpResponseInit> =>
    withStorage(async () => {
      if (request.method !== 'GET') {
        const refused = crossSiteRefusal(request);
        if (refused) return refused;
      }
      const auth = await requireSession(request, clock.now());
      if (!auth.ok) return auth.response;
      const userId = auth.session.userId;
      const id = request.params.id ?? '';
      if (request.method === 'DELETE')
        return (await removeChart(userId, id)) ? okNoStore({ deleted: true }) : errorResponse(404, NOT_FOUND);
      const current = await getChart(userId, id);
      if (!current) return errorResponse(404, NOT_FOUND);
      if (request.method === 'GET') return okNoStore({ chart: publicChart(current) });
      const body = await parseBody(request, savedChartBodySchema);
      if (!body.ok) return body.response;
      const birthProblem = checkSavedBirth(body.data.birth);
      if (birthProblem) return birthProblem;
      try {
        return okNoStore({ chart: await replaceChart(userId, current, body.data, clock.now()) });
      } catch (error) {
        if (storageStatus(error) === 412 || storageStatus(error) === 404)
          return errorResponse(409, 'This chart was changed or deleted elsewhere; reload and try again.');
        throw error;
      }
    });
}

export const chartItemRoute: RouteDefinition = {
  name: 'savedChart',
  route: 'charts/{id}',
  methods: ['GET', 'PUT', 'DELETE'],
  handler: createChartItemHandler(),
};
