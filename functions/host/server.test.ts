/**
 * The local host end to end on 127.0.0.1: the route table's handlers under /api, Azure's empty
 * 404 for unknown routes, wrong methods and HEAD, repeated query parameters refused as under
 * @azure/functions itself, host.json's route prefix and function timeout, and the built site
 * beside it with its 404 page, its headers and a root that cannot be left.
 */
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { get as httpGet } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_VERSION } from '../../shared/product';
import { ok } from '../lib/http';
import type { RouteDefinition } from '../lib/route';
import { ROUTES } from '../routes';
import functions from '@azure/functions';
import { resolveStaticFile } from './server';
import { startTestHost } from '../../tests/support/test-host';
import { defineRoute } from '../lib/pipeline';

let base = '';
let site = '';
let close: () => Promise<void> = async () => undefined;

beforeAll(async () => {
  const parent = mkdtempSync(join(tmpdir(), 'kundali-host-'));
  site = join(parent, 'site');
  mkdirSync(site);
  // A sibling whose name starts with the root's: a prefix check would let requests into it.
  mkdirSync(join(parent, 'site-private'));
  writeFileSync(join(parent, 'site-private', 'secret.txt'), 'TOP-SECRET');
  writeFileSync(join(parent, 'secret.txt'), 'PARENT-SECRET');
  mkdirSync(join(site, 'faq'));
  mkdirSync(join(site, '_astro'));
  writeFileSync(join(site, 'index.html'), '<h1>home</h1>');
  writeFileSync(join(site, 'faq', 'index.html'), '<h1>faq</h1>');
  writeFileSync(join(site, '404.html'), '<h1>Not Found</h1>');
  writeFileSync(join(site, '_astro', 'app.123.js'), 'export {}');
  ({ base, close } = await startTestHost({
    routes: ROUTES,
    staticDir: site,
    staticWebAppConfigPath: join(process.cwd(), 'staticwebapp.config.json'),
  }));
});
afterAll(() => close());

describe('local Functions host', () => {
  it('serves GET /api/health from the route table', async () => {
    const response = await fetch(`${base}/api/health`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await response.json()).toEqual({ status: 'ok', version: PRODUCT_VERSION });
  });

  it('answers an unknown API route, a method the function does not list, and HEAD on a GET function as Azure does: 404, empty', async () => {
    for (const [method, path] of [
      ['GET', '/api/no-such-route'],
      ['POST', '/api/health'],
      ['DELETE', '/api/chart'],
      ['HEAD', '/api/health'],
      ['HEAD', '/api/places?q=Pune'],
    ] as const) {
      const response = await fetch(`${base}${path}`, { method });
      expect(response.status, `${method} ${path}`).toBe(404);
      expect(response.headers.get('content-length'), `${method} ${path}`).toBe('0');
      expect(await response.text()).toBe('');
    }
    // The API prefix is matched case-insensitively, as Azure's routing does.
    expect((await fetch(`${base}/API/health`)).status).toBe(200);
  });

  it('refuses a body declared larger than the limit at once, without waiting for it', async () => {
    const { port } = new URL(base);
    const head = await new Promise<string>((resolve) => {
      const socket = connect(Number(port), '127.0.0.1', () =>
        socket.write('POST /api/chat HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 99999999\r\n\r\n{}'),
      );
      const timer = setTimeout(() => (socket.destroy(), resolve('no answer within 2 s')), 2_000);
      socket.once('data', (chunk) => (clearTimeout(timer), socket.destroy(), resolve(chunk.toString('latin1').split('\r\n')[0]!)));
    });
    expect(head).toBe('HTTP/1.1 413 Payload Too Large');
  });

  it('refuses a repeated query parameter with a 400 naming it, on any route', async () => {
    const chart = await fetch(`${base}/api/chart?date=1990-05-15&time=14:30&lat=19.076&lon=72.8777&tz=Asia/Kolkata&date=2000-01-01`);
    expect(chart.status).toBe(400);
    expect(await chart.json()).toMatchObject({
      status: 400,
      field: 'date',
      message: 'date: given 2 times in the query; send each parameter once',
    });
    const places = await fetch(`${base}/api/places?q=bomb&limit=3&q=delhi`);
    expect(places.status).toBe(400);
    expect(await places.json()).toMatchObject({ field: 'q' });
    const one = await fetch(`${base}/api/places?q=delhi&limit=3`);
    expect(one.status).toBe(200);
  });

  it('serves pages by directory and the 404 page with status 404', async () => {
    expect(await (await fetch(`${base}/faq`)).text()).toContain('faq');
    const missing = await fetch(`${base}/no/such/page`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('Not Found');
  });

  it('refuses path traversal out of the site folder, into its parent and into a sibling that shares its name as a prefix', async () => {
    for (const path of [
      '/..%2F..%2Fetc%2Fpasswd',
      '/..%2Fsite-private%2Fsecret.txt',
      '/%2e%2e%2fsite-private%2fsecret.txt',
      '/%2E%2E/site-private/secret.txt',
      '/..%5csite-private%5csecret.txt',
      '/..%2Fsecret.txt',
      '/faq/..%2F..%2Fsite-private%2Fsecret.txt',
      '/secret.txt%00.html',
    ]) {
      const status = await rawStatus(path);
      expect(status.code, path).toBe(404);
      expect(status.body, path).not.toMatch(/SECRET/);
    }
    // Leaving the root and coming back in by its own name stays inside: that file may be served.
    expect((await rawStatus('/..%2Fsite%2Ffaq%2Findex.html')).code).toBe(200);
  });

  it('resolves static paths only below the root, by whole path segments', () => {
    expect(resolveStaticFile(site, '/faq/')).toBe(join(site, 'faq', 'index.html'));
    expect(resolveStaticFile(site, '/../site-private/secret.txt')).toBeNull();
    expect(resolveStaticFile(site, '/%2e%2e/site-private/secret.txt')).toBeNull();
    expect(resolveStaticFile(site, '/%E0%A4%A')).toBeNull();
  });

  it('applies the static web app headers and immutable caching of hashed assets', async () => {
    const page = await fetch(`${base}/`);
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    const asset = await fetch(`${base}/_astro/app.123.js`);
    expect(asset.headers.get('cache-control')).toContain('immutable');
  });
});

/** Status and body of a GET sent exactly as written (fetch and URL would normalise `..` away). */
function rawStatus(path: string): Promise<{ code: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${base}/`, { path }, (res) => {
      let body = '';
      res.on('data', (c: Buffer) => (body += c.toString()));
      res.on('end', () => resolve({ code: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('repeated query parameters under @azure/functions itself', () => {
  it('are refused by the same route row the Azure entry registers (the query read from the URL, as in stream mode)', async () => {
    const { HttpRequest, InvocationContext } = functions;
    const row = ROUTES.find((r) => r.name === 'chart')!;
    // Azure's stream mode builds the request from the URL; every value of a repeated key is kept.
    const request = new HttpRequest({
      method: 'GET',
      url: 'http://localhost/api/chart?date=1990-05-15&time=14:30&lat=19.076&lon=72.8777&tz=Asia/Kolkata&date=2000-01-01',
      headers: {},
    });
    expect(request.query.getAll('date')).toEqual(['1990-05-15', '2000-01-01']);
    const init = await row.handler(request, new InvocationContext());
    expect(init.status).toBe(400);
    expect(JSON.parse(String(init.body))).toMatchObject({ field: 'date' });
  });

  it('leave single-valued queries to the handler', async () => {
    const { HttpRequest, InvocationContext } = functions;
    const seen: string[] = [];
    const row = defineRoute({ name: 'echo', route: 'echo', methods: ['GET'], summary: 'Echo', responses: {} }, (_input, request) => {
      seen.push(request.query.toString());
      return ok({});
    });
    const init = await row.handler(
      new HttpRequest({ method: 'GET', url: 'http://localhost/api/echo?a=1&b=2', headers: {} }),
      new InvocationContext(),
    );
    expect(init.status).toBe(200);
    expect(seen).toEqual(['a=1&b=2']);
  });
});

describe('host.json settings', () => {
  const slow: RouteDefinition = {
    name: 'slow',
    route: 'slow',
    methods: ['GET', 'HEAD'],
    handler: async (request) => {
      await new Promise((resolve) => setTimeout(resolve, request.query.get('ms') ? Number(request.query.get('ms')) : 0));
      return ok({ done: true });
    },
  };
  let url = '';
  let stop: () => Promise<void> = async () => undefined;
  beforeAll(async () => {
    ({ base: url, close: stop } = await startTestHost({ routes: [slow], routePrefix: 'v1', functionTimeoutMs: 300 }));
  });
  afterAll(() => stop());

  it('serves functions under the configured route prefix only', async () => {
    expect((await fetch(`${url}/v1/slow`)).status).toBe(200);
    expect((await fetch(`${url}/api/slow`)).status).toBe(404);
  });

  it('ends an invocation that runs past functionTimeout with a 500 that says so', async () => {
    const started = Date.now();
    const response = await fetch(`${url}/v1/slow?ms=2000`);
    expect(response.status).toBe(500);
    expect(Date.now() - started).toBeLessThan(1500);
    expect((await response.json()).message).toContain('function timeout of 0.3 s');
  });

  it('answers HEAD with headers and no body when the function lists HEAD', async () => {
    const response = await fetch(`${url}/v1/slow`, { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await response.text()).toBe('');
  });
});

describe('local Functions host compression', () => {
  const big = { text: 'Jupiter in the 9th house. '.repeat(200) };
  const script = `export const x = ${JSON.stringify('Saturn aspects the Moon. '.repeat(200))};`;
  let local = '';
  let stop: () => Promise<void> = async () => undefined;
  beforeAll(async () => {
    const site = mkdtempSync(join(tmpdir(), 'kundali-host-z-'));
    writeFileSync(join(site, 'app.js'), script);
    const routes: RouteDefinition[] = [{ name: 'big', route: 'big', methods: ['GET'], handler: async () => ok(big) }];
    ({ base: local, close: stop } = await startTestHost({ routes, staticDir: site }));
  });
  afterAll(() => stop());

  /** GET with a raw Accept-Encoding (fetch would decode for us): status, headers and the undecoded bytes. */
  function rawGet(url: string, acceptEncoding?: string): Promise<{ headers: Record<string, unknown>; bytes: Buffer }> {
    return new Promise((resolve, reject) => {
      httpGet(url, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ headers: res.headers, bytes: Buffer.concat(chunks) }));
      }).on('error', reject);
    });
  }

  it('compresses API answers by Accept-Encoding (brotli first, then gzip, else none)', async () => {
    const br = await rawGet(`${local}/api/big`, 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('accept-encoding');
    expect(JSON.parse(brotliDecompressSync(br.bytes).toString())).toEqual(big);
    const gz = await rawGet(`${local}/api/big`, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.bytes).toString())).toEqual(big);
    const plain = await rawGet(`${local}/api/big`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(plain.bytes.toString())).toEqual(big);
  });

  it('compresses static text files', async () => {
    const br = await rawGet(`${local}/app.js`, 'br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.bytes).toString()).toBe(script);
    expect((await rawGet(`${local}/app.js`)).bytes.toString()).toBe(script);
  });
});
