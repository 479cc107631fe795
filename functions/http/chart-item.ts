/**
 * GET /api/charts/{id} → `{chart}`; PUT /api/charts/{id} `{name, relation, birth}` → `{chart}`
 * (rename or edit); DELETE /api/charts/{id} → `{deleted: true}`. Another user's id, or one that
 * does not exist, is a 404: charts live in their owner's partition.
 *
 * Every answer carries the chart's `ETag`. PUT requires `If-Match` (428 without; `*` overwrites
 * on purpose); a stale one is 412 with the chart as it now is. DELETE honours `If-Match` when
 * sent; without it the delete wins over any edit (the visitor asked for the chart to go).
 */
import type { HttpResponseInit } from '@azure/functions';
import { z } from 'zod';
import { savedChartBodySchema } from '../../shared/contracts/account';
import { systemClock, type Clock } from '../lib/auth/clock';
import { preconditionFailed, preconditionRequired, withEtag } from '../lib/auth/conditional';
import { okNoStore, requireSession } from '../lib/auth/handler';
import { CHART_NOT_FOUND, savedChartPathSchema } from '../lib/auth/owned-chart';
import { checkSavedBirth } from '../lib/auth/saved-birth';
import { getChart, removeChart, replaceChart, type ConditionalOutcome } from '../lib/auth/saved-charts';
import { errorResponse } from '../lib/http';
import { unsubscribe } from '../lib/feeds/digest-store';
import { revokeFeed } from '../lib/feeds/feed-store';
import { readIfMatch } from '../lib/storage/etag';
import { routeHandler, routeRow } from '../lib/pipeline';
import type { RouteContract } from '../lib/route';
import { apiRoute } from '../../shared/contracts/routes';
import { deletedAnswerSchema, savedChartAnswerSchema } from '../../shared/contracts/responses/account';

/** The contract (see module comment). */
export const savedChartContract = {
  ...apiRoute('savedChart'),
  summary: { GET: 'One saved chart', PUT: 'Rename or edit a saved chart (If-Match required)', DELETE: 'Delete a saved chart' },
  description:
    "Answers carry the chart's ETag. PUT must send it back as If-Match (or * to overwrite); DELETE may, and without it deletes whatever is stored.",
  tags: ['Accounts'],
  path: savedChartPathSchema,
  body: savedChartBodySchema,
  sameOrigin: ['PUT', 'DELETE'],
  storage: true,
  cache: 'no-store',
  responses: {
    200: {
      description: 'The chart, or (DELETE) deleted: true.',
      json: z.union([savedChartAnswerSchema, deletedAnswerSchema]),
      headers: { ETag: "The chart's version." },
    },
    400: 'A field is invalid (birth fields named birth.<field>).',
    401: 'Not signed in.',
    404: CHART_NOT_FOUND,
    412: 'Changed elsewhere since that version: the body carries the chart as it now is, with its ETag.',
    428: 'PUT without If-Match.',
  },
} satisfies RouteContract;

function answer<T>(outcome: ConditionalOutcome<T>, done: (value: T) => HttpResponseInit): HttpResponseInit {
  if (outcome.kind === 'missing') return errorResponse(404, CHART_NOT_FOUND);
  if (outcome.kind === 'stale') return preconditionFailed('chart', outcome.current, outcome.current.etag);
  return done(outcome.value);
}

/** Builds the handler around a clock. */
export function createChartItemHandler(clock: Clock = systemClock) {
  return routeHandler(savedChartContract, async ({ body }, request): Promise<HttpResponseInit> => {
    const auth = await requireSession(request, clock.now());
    if (!auth.ok) return auth.response;
    const userId = auth.session.userId;
    const id = request.params.id ?? '';
    const condition = readIfMatch(request.headers);
    if (request.method === 'DELETE') {
      const outcome = await removeChart(userId, id, condition);
      // The chart's private feed and digest end with it (its feed URL answers 404 from now on).
      if (outcome.kind === 'done') await Promise.all([revokeFeed(userId, id), unsubscribe(userId, id)]);
      return answer(outcome, () => okNoStore({ deleted: true }));
    }
    if (request.method === 'GET') {
      const chart = await getChart(userId, id);
      return chart ? withEtag(okNoStore({ chart }), chart.etag) : errorResponse(404, CHART_NOT_FOUND);
    }
    if (condition.kind === 'absent') return preconditionRequired();
    const birthProblem = checkSavedBirth(body!.birth);
    if (birthProblem) return birthProblem;
    const outcome = await replaceChart(userId, id, body!, condition, clock.now());
    return answer(outcome, (chart) => withEtag(okNoStore({ chart }), chart.etag));
  });
}

export const chartItemRoute = routeRow(savedChartContract, createChartItemHandler());
