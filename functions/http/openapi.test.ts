/** The OpenAPI document describes every row of the route table, and is served as JSON. */
import { describe, expect, it } from 'vitest';
import { ROUTES } from '../routes';
import { openApiDocument } from '../lib/openapi';
import { callHandler } from '../lib/test-request';
import { openapi } from './openapi';

describe('GET /api/openapi.json', () => {
  it('is OpenAPI 3.1 and describes every route with its methods', async () => {
    const r = await callHandler(openapi, '/api/openapi.json');
    expect(r.status).toBe(200);
    const doc = r.json as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(doc.openapi).toBe('3.1.0');
    for (const route of ROUTES) {
      const path = `/api/${route.route.replace(/\{\*(\w+)\}/g, '{$1}')}`; // a catch-all {*x} is one {x} in OpenAPI
      expect(doc.paths[path], path).toBeDefined();
      for (const method of route.methods) expect(doc.paths[path]![method.toLowerCase()], `${method} ${path}`).toBeDefined();
    }
    expect(Object.keys(openApiDocument().paths as object).length).toBe(ROUTES.length);
  });

  it('declares every path parameter of every route', () => {
    const doc = openApiDocument() as { paths: Record<string, Record<string, { parameters?: { name: string; in: string }[] }>> };
    for (const [path, item] of Object.entries(doc.paths)) {
      const names = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      for (const operation of Object.values(item)) {
        const declared = (operation.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name);
        expect(declared.sort(), path).toEqual([...names].sort());
      }
    }
  });
});
