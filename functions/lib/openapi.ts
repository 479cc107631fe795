/**
 * The OpenAPI 3.1 document served at `/api/openapi.json`, generated from the route table's
 * contracts (functions/lib/route.ts): every operation's parameters and request body from its zod
 * input schemas, every answer from its response contract — JSON with the zod output schema,
 * the chat's `text/event-stream` with its frame schema, files with their media type — and the
 * refusals the request pipeline can give (the one error body of shared/contracts/api-error.ts).
 * Nothing here is written per route: a new row is documented by its contract alone.
 */
import type { HttpMethod } from '@azure/functions';
import { z } from 'zod';
import { apiErrorSchema } from '../../shared/contracts/api-error';
import { PRODUCT_NAME, PRODUCT_VERSION } from '../../shared/product';
import { inputSchema, jsonBody, pathParameters, queryParameters } from './openapi-schema';
import { DEFAULT_MAX_BODY_BYTES, type ApiRoute, type ResponseContract, type RouteContract } from './route';

type Schema = Record<string, unknown>;

/** The JSON Schema of what a route writes for `schema` (output side). */
export function outputSchema(schema: z.ZodType): Schema {
  const generated = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any', target: 'draft-2020-12' }) as Schema;
  delete generated.$schema;
  return generated;
}

/** The OpenAPI path of a route template (a catch-all `{*parts}` is one `{parts}`). */
export const openApiPath = (route: string): string => `/api/${route.replace(/\{\*(\w+)\}/g, '{$1}')}`;

/** The operationId of one method of a row: the row's name, with the method when the row has several. */
export function operationIdOf(contract: Pick<RouteContract, 'name' | 'methods'>, method: HttpMethod): string {
  if (contract.methods.length === 1) return contract.name;
  return `${contract.name}${method[0]}${method.slice(1).toLowerCase()}`;
}

const takesQuery = (method: HttpMethod) => method === 'GET' || method === 'DELETE' || method === 'HEAD';
const takesBody = (method: HttpMethod) => method === 'POST' || method === 'PUT' || method === 'PATCH';

/** One documented answer. */
function responseObject(answer: ResponseContract | string, errorShape: RouteContract['errorShape']): Schema {
  if (typeof answer === 'string')
    return { description: answer, content: errorShape === 'vedastro' ? {} : { 'application/json': { schema: errorBodySchema() } } };
  const content: Schema = {};
  if (answer.json) content['application/json'] = { schema: outputSchema(answer.json) };
  if (answer.stream)
    content['text/event-stream'] = {
      schema: {
        type: 'string',
        description: 'Server-Sent Events; the data of each frame is one JSON value of x-frame-schema.',
      },
      'x-frame-schema': outputSchema(answer.stream),
    };
  if (answer.binary) content[answer.binary] = { schema: { type: 'string', format: 'binary' } };
  const headers = Object.entries(answer.headers ?? {}).map(([name, description]) => [name, { description, schema: { type: 'string' } }]);
  return {
    description: answer.description,
    ...(headers.length > 0 ? { headers: Object.fromEntries(headers) } : {}),
    ...(Object.keys(content).length > 0 ? { content } : {}),
  };
}

let errorBody: Schema | undefined;
const errorBodySchema = (): Schema => (errorBody ??= outputSchema(apiErrorSchema));

/** The answers of one operation: the contract's, plus those the pipeline gives for its concerns. */
function responsesOf(contract: RouteContract, method: HttpMethod): Schema {
  if (method === 'OPTIONS') return { 204: { description: 'CORS preflight: the allowed origin, methods and headers.' } };
  const out: Record<string, Schema> = {};
  for (const [status, answer] of Object.entries(contract.responses)) out[status] = responseObject(answer!, contract.errorShape);
  if (contract.errorShape === 'vedastro') return out;
  const add = (status: number, description: string) => (out[status] ??= responseObject(description, 'api'));
  const cached = Object.values(contract.responses).some((a) => typeof a === 'object' && a.headers?.ETag !== undefined);
  if (cached) out[304] ??= { description: 'Not modified: the If-None-Match ETag is current.' };
  add(400, 'Bad input naming the field (a query parameter given twice, too).');
  if (contract.body && takesBody(method)) add(413, `Body larger than ${contract.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES} bytes.`);
  if (contract.sameOrigin?.includes(method)) add(403, 'State-changing request from another site (Origin check).');
  if (contract.storage) add(503, 'Storage is not available; nothing saved is lost.');
  return out;
}

/** One operation of a row. */
function operationOf(contract: RouteContract, method: HttpMethod): Schema {
  const summary = typeof contract.summary === 'string' ? contract.summary : (contract.summary[method] ?? contract.name);
  const parameters = [
    ...(contract.path ? pathParameters(contract.path) : []),
    ...(contract.query && takesQuery(method) ? queryParameters(contract.query) : []),
  ];
  return {
    operationId: operationIdOf(contract, method),
    summary,
    ...(contract.description ? { description: contract.description } : {}),
    ...(contract.tags ? { tags: contract.tags } : {}),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(contract.body && takesBody(method)
      ? {
          requestBody:
            contract.bodyCheckedBy === 'handler'
              ? { content: { 'application/json': { schema: inputSchema(contract.body) } } }
              : jsonBody(contract.body),
        }
      : {}),
    responses: responsesOf(contract, method),
  };
}

/** The OpenAPI 3.1 document of `routes`. */
export function openApiDocument(routes: readonly ApiRoute[]): Schema {
  const paths: Record<string, Record<string, Schema>> = {};
  for (const { contract } of routes) {
    const item = (paths[openApiPath(contract.route)] ??= {});
    for (const method of contract.methods) item[method.toLowerCase()] = operationOf(contract, method);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: `${PRODUCT_NAME} API`,
      version: PRODUCT_VERSION,
      description: 'Vedic birth charts computed in-house. Errors name the field at fault. Place data: GeoNames (CC BY 4.0).',
    },
    servers: [{ url: '/' }],
    paths,
  };
}
