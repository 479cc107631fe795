/** GET /api/health → `{status: "ok", version}`: a liveness probe for the host and for tests. */
import type { HttpRequest, HttpResponseInit, InvocationContext } from '@azure/functions';
import { PRODUCT_VERSION } from '../../shared/product';
import { ok } from '../lib/http';
import type { RouteDefinition } from '../lib/route';

export async function health(_request: HttpRequest, _context: InvocationContext): Promise<HttpResponseInit> {
  return ok({ status: 'ok', version: PRODUCT_VERSION }, { 'cache-control': 'no-store' });
}

export const healthRoute: RouteDefinition = { name: 'health', route: 'health', methods: ['GET'], handler: health };
