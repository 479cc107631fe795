/** GET /api/openapi.json → the OpenAPI 3.1 description of every route (functions/lib/openapi.ts). */
import { cachedJson, tagJson, type TaggedBody } from '../lib/etag';
import { openApiDocument } from '../lib/openapi';
import { defineRoute } from '../lib/pipeline';
import { CACHED_JSON_HEADERS, type ApiRoute, type RouteContract } from '../lib/route';
import { openApiAnswerSchema } from '../../shared/contracts/responses/service';
import { apiRoute } from '../../shared/contracts/routes';

/** The contract. */
export const openapiContract = {
  ...apiRoute('openapi'),
  summary: 'This document',
  cache: 'public, max-age=3600',
  responses: { 200: { description: 'OpenAPI 3.1 JSON.', json: openApiAnswerSchema, headers: CACHED_JSON_HEADERS } },
} satisfies RouteContract;

/**
 * The route row over the table `rows` gives (functions/routes.ts passes its own, which lists this
 * row too): the document, built on the first request and kept, with ETag revalidation.
 */
export function openapiRouteFor(rows: () => readonly ApiRoute[]): ApiRoute {
  let tagged: TaggedBody | undefined;
  return defineRoute(openapiContract, (_input, request) => {
    tagged ??= tagJson(openApiDocument(rows()));
    return cachedJson(request, tagged, openapiContract.cache);
  });
}
