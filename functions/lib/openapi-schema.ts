/**
 * OpenAPI pieces generated from zod schemas (`z.toJSONSchema`, input side): the one way routes
 * document their inputs. A field's `.meta()` (description, examples, ranges) lands in its schema.
 */
import { z } from 'zod';

type Schema = Record<string, unknown>;

/** The JSON Schema of what a client sends for `schema` (transforms and refinements shown by their meta). */
export function inputSchema(schema: z.ZodType): Schema {
  const generated = z.toJSONSchema(schema, {
    io: 'input',
    unrepresentable: 'any',
    target: 'draft-2020-12',
    // A field whose meta states its type (lat: a number, sent as text in a query) shows that type only.
    override: (ctx) => {
      if (typeof z.globalRegistry.get(ctx.zodSchema)?.type === 'string') delete (ctx.jsonSchema as Schema).anyOf;
    },
  }) as Schema;
  delete generated.$schema;
  return generated;
}

/** One OpenAPI parameter per property of an object schema; `required` from the schema. */
function parameters(schema: z.ZodObject, where: 'query' | 'path'): Schema[] {
  const object = inputSchema(schema) as { properties?: Record<string, Schema>; required?: string[] };
  const required = new Set(object.required ?? []);
  return Object.entries(object.properties ?? {}).map(([name, property]) => {
    const { description, examples, ...rest } = property as Schema & { examples?: unknown[] };
    return {
      name,
      in: where,
      required: where === 'path' || required.has(name),
      ...(description === undefined ? {} : { description }),
      schema: rest,
      ...(Array.isArray(examples) && examples.length > 0 ? { example: examples[0] } : {}),
    };
  });
}

/** Query parameters of a route, from the zod object that validates its query. */
export const queryParameters = (schema: z.ZodObject): Schema[] => parameters(schema, 'query');

/** Path parameters of a route (all required), from a zod object with one property per `{segment}`. */
export const pathParameters = (schema: z.ZodObject): Schema[] => parameters(schema, 'path');

/** A required JSON request body validated by `schema`. */
export function jsonBody(schema: z.ZodType): Schema {
  return { required: true, content: { 'application/json': { schema: inputSchema(schema) } } };
}
