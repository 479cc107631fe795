/**
 * GET /api/charts/{id} → `{chart}`; PUT /api/charts/{id} `{name, relation, birth}` → `{chart}`
 * (rename or edit); DELETE /api/charts/{id} → `{deleted: true}`. Another user's id, or one that
 * does not exist, is a 404: charts live in their owner's partition.
 */
import type { HttpResponseInit } from '@azure/functions';
import { z } from 'zod';
import { savedChartBodySchema } from '../../shared/contracts/account';
import { systemClock, type Clock } from '../lib/auth/clock';
import { okNoStore, requireSession } from '../lib/auth/handler';
import { checkSavedBirth } from '../lib/auth/saved-birth';
import { getChart, publicChart, removeChart, replaceChart } from '../lib/auth/saved-charts';
import { errorResponse } from '../lib/http';
import { storageStatus } from '../lib/storage/tables';
import { routeHandler, routeRow } from '../lib/pipeline';
import type { RouteContract } from '../lib/route';
import { apiRoute } from '../../shared/contracts/routes';
import { deletedAnswerSchema, savedChartAnswerSchema } from '../../shared/contracts/responses/account';

const NOT_FOUND = 'No saved chart with this id in your account.';

/** The contract (see module comment). */
export const savedChartContract = {
  ...apiRoute('savedChart'),
  summary: { GET: 'One saved chart', PUT: 'Rename or edit a saved chart', DELETE: 'Delete a saved chart' },
  tags: ['Accounts'],
  path: z.object({ id: z.string().meta({ description: "The saved chart's id." }) }),
  body: savedChartBodySchema,
  sameOrigin: ['PUT', 'DELETE'],
  storage: true,
  cache: 'no-store',
  responses: {
    200: { description: 'The chart, or (DELETE) deleted: true.', json: z.union([savedChartAnswerSchema, deletedAnswerSchema]) },
    400: 'A field is invalid (birth fields named birth.<field>).',
    401: 'Not signed in.',
    404: 'No saved chart with this id in your account.',
    409: 'Changed or deleted elsewhere; reload and try again.',
  },
} satisfies RouteContract;

/** Builds the handler around a clock. */
export function createChartItemHandler(clock: Clock = systemClock) {
  return routeHandler(savedChartContract, async ({ body }, request): Promise<HttpResponseInit> => {
    const auth = await requireSession(request, clock.now());
    if (!auth.ok) return auth.response;
    const userId = auth.session.userId;
    const id = request.params.id ?? '';
    if (request.method === 'DELETE') return (await removeChart(userId, id)) ? okNoStore({ deleted: true }) : errorResponse(404, NOT_FOUND);
    const current = await getChart(userId, id);
    if (!current) return errorResponse(404, NOT_FOUND);
    if (request.method === 'GET') return okNoStore({ chart: publicChart(current) });
    const birthProblem = checkSavedBirth(body!.birth);
    if (birthProblem) return birthProblem;
    try {
      return okNoStore({ chart: await replaceChart(userId, current, body!, clock.now()) });
    } catch (error) {
      if (storageStatus(error) === 412 || storageStatus(error) === 404)
        return errorResponse(409, 'This chart was changed or deleted elsewhere; reload and try again.');
      throw error;
    }
  });
}

export const chartItemRoute = routeRow(savedChartContract, createChartItemHandler());
