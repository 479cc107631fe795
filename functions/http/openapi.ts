/** GET /api/openapi.json → the OpenAPI 3.1 description of every route (functions/lib/openapi.ts). */
import { cachedJson, tagJson, type TaggedBody } from '../lib/etag';
import { openApiDocument } from '../lib/openapi';
import { defineRoute } from '../lib/pipeline';
import type { RouteContract } from '../lib/route';

let tagged: TaggedBody | undefined;

/** The contract. */
export const openapiContract = {
  name: 'openapi',
  route: 'openapi.json',
  methods: ['GET'],
  summary: 'This document',
  cache: 'public, max-age=3600',
  responses: { 200: { description: 'OpenAPI 3.1 JSON.' } },
} satisfies RouteContract;

/** The route row: the document, built once, with ETag revalidation. */
export const openapiRoute = defineRoute(openapiContract, (_input, request) => {
  tagged ??= tagJson(openApiDocument());
  return cachedJson(request, tagged, openapiContract.cache);
});
export const openapi = openapiRoute.handler;
