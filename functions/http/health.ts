/**
 * GET /api/health → 200 `{status: "ok", version}`, or 503 `{status: "degraded", version, problems}`
 * when a part could not start (the places index, or locally the built site), each problem naming
 * the file or folder at fault: a probe for the host, for monitoring and for tests.
 */
import { PRODUCT_VERSION } from '../../shared/product';
import { healthProblems } from '../lib/health-report';
import { ok } from '../lib/http';
import { defineRoute } from '../lib/pipeline';
import type { RouteContract } from '../lib/route';
import { apiRoute } from '../../shared/contracts/routes';
import { degradedAnswerSchema, healthAnswerSchema } from '../../shared/contracts/responses/service';

/** The contract (see module comment). */
export const healthContract = {
  ...apiRoute('health'),
  summary: 'Liveness probe',
  cache: 'no-store',
  responses: {
    200: { description: 'Running.', json: healthAnswerSchema },
    503: {
      description: 'Running with a part missing (the places index, or locally the built site); each problem names the file at fault.',
      json: degradedAnswerSchema,
    },
  },
} satisfies RouteContract;

export const healthRoute = defineRoute(healthContract, () => {
  const problems = healthProblems();
  if (problems.length === 0) return ok({ status: 'ok', version: PRODUCT_VERSION }, { 'cache-control': 'no-store' });
  return { ...ok({ status: 'degraded', version: PRODUCT_VERSION, problems }, { 'cache-control': 'no-store' }), status: 503 };
});
