/** GET /api/openapi.json → the OpenAPI 3.1 description of every route (functions/lib/openapi.ts). */
import { cachedJson, tagJson, type TaggedBody } from '../lib/etag';
import { openApiDocument } from '../lib/openapi';
// The table lists this row too; the document is built on the first request, after the table is complete.
import { ROUTES } from '../routes';
import { defineRoute } from '../lib/pipeline';
import { CACHED_JSON_HEADERS, type RouteContract } from '../lib/route';
import { apiRoute } from '../../shared/contracts/routes';
import { openApiAnswerSchema } from '../../shared/contracts/responses/service';

let tagged: TaggedBody | undefined;

/** The contract. */
export const openapiContract = {
  ...apiRoute('openapi'),
  summary: 'This document',
  cache: 'public, max-age=3600',
  responses: { 200: { description: 'OpenAPI 3.1 JSON.', json: openApiAnswerSchema, headers: CACHED_JSON_HEADERS } },
} satisfies RouteContract;

/** The route row: the document, built once, with ETag revalidation. */
export const openapiRoute = defineRoute(openapiContract, (_input, request) => {
  tagged ??= tagJson(openApiDocument(ROUTES));
  return cachedJson(request, tagged, openapiContract.cache);
});
export const openapi = openapiRoute.handler;
