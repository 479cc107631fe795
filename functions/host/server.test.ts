/**
 * The local host end to end on 127.0.0.1: the route table's handlers under /api, catalogue JSON
 * for unknown routes and wrong methods, and the built site beside it with its 404 page and the
 * headers staticwebapp.config.json asks for.
 */
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { get as httpGet } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_VERSION } from '../../shared/product';
import { ok } from '../lib/http';
import type { RouteDefinition } from '../lib/route';
import { ROUTES } from '../routes';
import { createHost } from './server';

let base = '';
let close: () => Promise<void> = async () => undefined;

beforeAll(async () => {
  const site = mkdtempSync(join(tmpdir(), 'kundali-host-'));
  mkdirSync(join(site, 'faq'));
  mkdirSync(join(site, '_astro'));
  writeFileSync(join(site, 'index.html'), '<h1>home</h1>');
  writeFileSync(join(site, 'faq', 'index.html'), '<h1>faq</h1>');
  writeFileSync(join(site, '404.html'), '<h1>Not Found</h1>');
  writeFileSync(join(site, '_astro', 'app.123.js'), 'export {}');
  const server = createHost({ routes: ROUTES, staticDir: site, staticWebAppConfigPath: join(process.cwd(), 'staticwebapp.config.json') });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => new Promise((resolve) => server.close(() => resolve()));
});
afterAll(() => close());

describe('local Functions host', () => {
  it('serves GET /api/health from the route table', async () => {
    const response = await fetch(`${base}/api/health`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await response.json()).toEqual({ status: 'ok', version: PRODUCT_VERSION });
  });

  it('answers an unknown API route with the catalogue 404 JSON', async () => {
    const response = await fetch(`${base}/api/no-such-route`);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ status: 404, error: 'Not Found' });
  });

  it('answers a wrong method with 405 and its own title', async () => {
    const response = await fetch(`${base}/api/health`, { method: 'POST' });
    expect(response.status).toBe(405);
    expect(await response.json()).toMatchObject({ status: 405, error: 'Method Not Allowed' });
  });

  it('serves pages by directory and the 404 page with status 404', async () => {
    expect(await (await fetch(`${base}/faq`)).text()).toContain('faq');
    const missing = await fetch(`${base}/no/such/page`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('Not Found');
  });

  it('refuses path traversal out of the site folder', async () => {
    const response = await fetch(`${base}/..%2F..%2Fetc%2Fpasswd`);
    expect(response.status).toBe(404);
  });

  it('applies the static web app headers and immutable caching of hashed assets', async () => {
    const page = await fetch(`${base}/`);
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    const asset = await fetch(`${base}/_astro/app.123.js`);
    expect(asset.headers.get('cache-control')).toContain('immutable');
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
    const server = createHost({ routes, staticDir: site });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    local = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    stop = () => new Promise((resolve) => server.close(() => resolve()));
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
