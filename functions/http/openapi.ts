/** GET /api/openapi.json → the OpenAPI 3.1 description of every route (functions/lib/openapi.ts). */
import type { HttpRequest, HttpResponseInit, InvocationContext } from '@azure/functions';
import { cachedJson, tagJson, type TaggedBody } from '../lib/etag';
import { openApiDocument } from '../lib/openapi';
import type { RouteDefinition } from '../lib/route';

let tagged: TaggedBody | undefined;

/** The handler: the document, built once, with ETag revalidation. */
export async function openapi(request: HttpRequest, _context: InvocationContext): Promise<HttpResponseInit> {
  tagged ??= tagJson(openApiDocument());
  return cachedJson(request, tagged, 'public, max-age=3600');
}

/** Route row for functions/routes.ts. */
export const openapiRoute: RouteDefinition = { name: 'openapi', route: 'openapi.json', methods: ['GET'], handler: openapi };
