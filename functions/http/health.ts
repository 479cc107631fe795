/**
 * GET /api/health → 200 `{status: "ok", version}`, or 503 `{status: "degraded", version, problems}`
 * when a part could not start (the places index, or locally the built site), each problem naming
 * the file or folder at fault: a probe for the host, for monitoring and for tests.
 */
import type { HttpRequest, HttpResponseInit, InvocationContext } from '@azure/functions';
import { PRODUCT_VERSION } from '../../shared/product';
import { healthProblems } from '../lib/health-report';
import { ok } from '../lib/http';
import type { RouteDefinition } from '../lib/route';

export async function health(_request: HttpRequest, _context: InvocationContext): Promise<HttpResponseInit> {
  const problems = healthProblems();
  if (problems.length === 0) return ok({ status: 'ok', version: PRODUCT_VERSION }, { 'cache-control': 'no-store' });
  return { ...ok({ status: 'degraded', version: PRODUCT_VERSION, problems }, { 'cache-control': 'no-store' }), status: 503 };
}

export const healthRoute: RouteDefinition = { name: 'health', route: 'health', methods: ['GET'], handler: health };
