/** The OpenAPI document describes every row of the route table, and is served as JSON. */
import { describe, expect, it } from 'vitest';
import { MAX_YEAR, MIN_YEAR } from '../../shared/time/supported-years';
import { MAX_CHAT_MESSAGES, MAX_MESSAGE_CHARS } from '../../shared/contracts/chat';
import { panchangDayQuerySchema } from '../../shared/contracts/panchang-query';
import { VEDASTRO_CALCULATOR_NAMES } from '../../shared/contracts/vedastro-calculators';
import { SUNRISE_CONVENTIONS } from '../../shared/astronomy/rise-set';
import { NODE_TYPES } from '../../shared/vocabulary/settings';
import { ROUTES } from '../routes';
import { openApiDocument } from '../lib/openapi';
import { callHandler } from '../lib/test-request';

describe('GET /api/openapi.json', () => {
  it('is OpenAPI 3.1 and describes every route with its methods', async () => {
    const r = await callHandler(ROUTES.find((row) => row.name === 'openapi')!.handler, '/api/openapi.json');
    expect(r.status).toBe(200);
    const doc = r.json as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(doc.openapi).toBe('3.1.0');
    for (const route of ROUTES) {
      const path = `/api/${route.route.replace(/\{\*(\w+)\}/g, '{$1}')}`; // a catch-all {*x} is one {x} in OpenAPI
      expect(doc.paths[path], path).toBeDefined();
      for (const method of route.methods) expect(doc.paths[path]![method.toLowerCase()], `${method} ${path}`).toBeDefined();
    }
    expect(Object.keys(openApiDocument(ROUTES).paths as object).length).toBe(ROUTES.length);
  });

  it('declares every path parameter of every route', () => {
    const doc = openApiDocument(ROUTES) as { paths: Record<string, Record<string, { parameters?: { name: string; in: string }[] }>> };
    for (const [path, item] of Object.entries(doc.paths)) {
      const names = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      for (const operation of Object.values(item)) {
        const declared = (operation.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name);
        expect(declared.sort(), path).toEqual([...names].sort());
      }
    }
  });

  it('takes ranges and limits from the zod contracts, not from prose', () => {
    type Param = { name: string; in: string; required: boolean; description?: string; schema: Record<string, unknown> };
    const doc = openApiDocument(ROUTES) as {
      paths: Record<string, Record<string, { parameters?: Param[]; requestBody?: { content: Record<string, { schema: any }> } }>>;
    };
    const chart = doc.paths['/api/chart']!.get!.parameters!;
    const byName = (name: string) => chart.find((p) => p.name === name)!;
    expect(byName('date')).toMatchObject({ required: true, schema: { type: 'string', format: 'date' } });
    expect(byName('date').description).toContain(`${MIN_YEAR}–${MAX_YEAR}`);
    expect(byName('lat').schema).toEqual({ type: 'number', minimum: -90, maximum: 90 });
    expect(byName('ayanamsa').schema.enum).toContain('LAHIRI');
    expect(chart.filter((p) => p.required).map((p) => p.name)).toEqual(['date']);
    const chat = doc.paths['/api/chat']!.post!.requestBody!.content['application/json']!.schema;
    expect(chat.required).toEqual(['conversationHistory']);
    expect(chat.properties.conversationHistory).toMatchObject({
      maxItems: MAX_CHAT_MESSAGES,
      items: { properties: { content: { maxLength: MAX_MESSAGE_CHARS } } },
    });
  });

  it('generates the panchang, match and VedAstro inputs from their contracts too', () => {
    type Param = { name: string; required: boolean; schema: Record<string, unknown> };
    const doc = openApiDocument(ROUTES) as {
      paths: Record<string, Record<string, { parameters?: Param[]; requestBody?: { content: Record<string, { schema: any }> } }>>;
    };
    const names = (params: Param[]) => params.map((p) => p.name);
    const day = doc.paths['/api/panchang']!.get!.parameters!;
    expect(names(day)).toEqual([...panchangDayQuerySchema.keyof().options]);
    expect(day.find((p) => p.name === 'sunrise')!.schema.enum).toEqual([...SUNRISE_CONVENTIONS]);
    const month = doc.paths['/api/panchang/month']!.get!.parameters!;
    expect(month.find((p) => p.name === 'year')).toMatchObject({
      required: true,
      schema: { type: 'integer', minimum: MIN_YEAR, maximum: MAX_YEAR },
    });
    expect(month.find((p) => p.name === 'month')).toMatchObject({ required: true, schema: { type: 'integer', minimum: 1, maximum: 12 } });
    const match = doc.paths['/api/match']!.post!.requestBody!.content['application/json']!.schema;
    expect(match.required).toEqual(['bride', 'groom']);
    expect(match.properties.node.enum).toEqual([...NODE_TYPES]);
    const vedastro = doc.paths['/api/Calculate/{calculator}/{parts}']!.get!.parameters!;
    expect(vedastro.find((p) => p.name === 'calculator')!.schema.enum).toEqual([...VEDASTRO_CALCULATOR_NAMES]);
    expect(vedastro.every((p) => p.required)).toBe(true);
  });

  it("gives every operation a 2xx answer with its generated schema: JSON, the chat's event stream, or a file type", () => {
    type Operation = {
      responses: Record<string, { content?: Record<string, { schema?: Record<string, unknown>; 'x-frame-schema'?: unknown }> }>;
    };
    const doc = openApiDocument(ROUTES) as { paths: Record<string, Record<string, Operation>> };
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        if (method === 'options') continue;
        const success = Object.entries(operation.responses).filter(([status]) => status.startsWith('2'));
        expect(success.length, `${method} ${path}`).toBeGreaterThan(0);
        for (const [status, answer] of success) {
          const content = answer.content ?? {};
          const json = content['application/json']?.schema;
          const stream = content['text/event-stream']?.['x-frame-schema'];
          const file = Object.keys(content).some((type) => content[type]!.schema?.format === 'binary');
          expect(json ?? stream ?? (file || undefined), `${method} ${path} ${status}`).toBeDefined();
          if (json) expect(json.type ?? json.anyOf ?? json.oneOf, `${method} ${path} ${status}: a real schema`).toBeDefined();
        }
      }
    }
    const chat = doc.paths['/api/chat']!.post!.responses['200']!.content!;
    expect(chat['text/event-stream']!['x-frame-schema']).toMatchObject({ anyOf: expect.any(Array) });
    expect(chat['application/json']!.schema).toMatchObject({ required: ['reply'] });
    const chart = doc.paths['/api/chart']!.get!.responses['200']!.content!['application/json']!.schema!;
    expect(chart).toMatchObject({ required: ['status', 'detail', 'chart'] });
  });
});
