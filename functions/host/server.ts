/**
 * The local Functions host. Azure Functions Core Tools cannot be installed everywhere, so this
 * small Node server serves the very same route table at /api (same handlers, the library's own
 * HttpRequest and InvocationContext) and, when given a directory, the built static site beside it
 * on one origin, with the headers and 404 page that `staticwebapp.config.json` asks of Azure
 * Static Web Apps.
 *
 * Where Azure's behaviour is observable it is copied, so a client that works here works there:
 * the route prefix and function timeout come from `host.json`; a path no function serves, a
 * method the function does not list, and HEAD on a GET-only function are Azure's empty 404
 * (Azure/azure-functions-host#10098, #11625); handlers get the query from the URL as Azure's
 * stream mode does, and repeated parameters are refused for both (functions/lib/pipeline.ts);
 * X-Forwarded-For is the socket's address and port (`ip:port`, as Azure's front end writes it),
 * never the client's own; a request body arriving slower than Kestrel's minimum data rate (the
 * Functions host's server: 240 bytes/s after a 5 s grace) is answered 408 and the connection
 * closed (docs/decisions/local-host-request-limits.md).
 */
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { extname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import functions, { type HttpResponseInit } from '@azure/functions';
import { COMPRESS_MIN_BYTES, compressBody, isCompressible, preferredCoding, type ContentCoding } from '../lib/compression';
import { errorResponse } from '../lib/http';
import { registerRequestSignal } from '../lib/request-signal';
import type { RouteDefinition } from '../lib/route';
import { compileRoute, type CompiledRoute } from './match';
import { serializeCookie } from './cookies';

const { HttpRequest, HttpResponse, InvocationContext } = functions;

/** Request bodies above this are refused before any handler runs (handlers set their own, smaller, limits). */
const MAX_BODY_BYTES = 1024 * 1024;
/** Kestrel's default MinRequestBodyDataRate: a body must average this many bytes per second... */
export const MIN_BODY_BYTES_PER_SECOND = 240;
/** ...once this grace period has passed, ms. */
export const BODY_GRACE_MS = 5_000;

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.csv': 'text/csv; charset=utf-8',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.wasm': 'application/wasm',
  '.pdf': 'application/pdf',
  '.webmanifest': 'application/manifest+json',
};

export interface HostOptions {
  routes: RouteDefinition[];
  /** Built site to serve beside the API (e.g. `dist`); omit for API only. */
  staticDir?: string;
  /** `staticwebapp.config.json` to read global headers from. */
  staticWebAppConfigPath?: string;
  /** `extensions.http.routePrefix` of host.json: the API's first path segment ('' = none); default `api`. */
  routePrefix?: string;
  /** `functionTimeout` of host.json, ms: an invocation still running then is ended; null or omitted = no limit. */
  functionTimeoutMs?: number | null;
}

interface StaticWebAppConfig {
  globalHeaders?: Record<string, string>;
  routes?: { route: string; headers?: Record<string, string> }[];
}

/** Creates (does not start) the host server. */
export function createHost(options: HostOptions): Server {
  const compiled = options.routes.map(compileRoute);
  const swa: StaticWebAppConfig =
    options.staticWebAppConfigPath && existsSync(options.staticWebAppConfigPath)
      ? JSON.parse(readFileSync(options.staticWebAppConfigPath, 'utf8'))
      : {};
  const prefix = (options.routePrefix ?? 'api').replace(/^\/+|\/+$/g, '').toLowerCase();
  const api: ApiOptions = { routes: compiled, functionTimeoutMs: options.functionTimeoutMs ?? null };
  return createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const apiPath = apiPathOf(url.pathname, prefix);
    // With an empty prefix the API shares the root with the site: a path no route knows is a page.
    const isApi = apiPath !== null && (prefix !== '' || compiled.some((route) => route.match(apiPath) !== null));
    const respond = isApi ? serveApi(req, res, apiPath, api) : serveStatic(req, res, url, options.staticDir, swa);
    respond.catch((error: unknown) => {
      console.error('host error', error);
      if (!res.headersSent) void writeResponse(res, errorResponse(500), req.method ?? 'GET');
      else res.destroy();
    });
  });
}

/** The path after the route prefix (no leading `/`), or null when `pathname` is outside it (prefix compared case-insensitively, as Azure does). */
function apiPathOf(pathname: string, prefix: string): string | null {
  if (prefix === '') return pathname.slice(1);
  const lower = pathname.toLowerCase();
  if (lower === `/${prefix}`) return '';
  return lower.startsWith(`/${prefix}/`) ? pathname.slice(prefix.length + 2) : null;
}

interface ApiOptions {
  routes: CompiledRoute[];
  functionTimeoutMs: number | null;
}

/** Azure's answer when no function takes the request: 404 with an empty body. */
function noFunction(res: ServerResponse): void {
  res.statusCode = 404;
  res.setHeader('content-length', 0);
  res.end();
}

async function serveApi(req: IncomingMessage, res: ServerResponse, path: string, api: ApiOptions): Promise<void> {
  const method = (req.method ?? 'GET').toUpperCase();
  for (const route of api.routes) {
    const params = route.match(path);
    // Azure's routing matches the method with the path: a function that does not list it (HEAD
    // included, even beside GET) is no match, and the next row may still take the request.
    if (!params || !route.definition.methods.includes(method as never)) continue;
    const body = await readBody(req);
    if (body === 'too-large') return writeResponse(res, errorResponse(413, `Request body is larger than ${MAX_BODY_BYTES} bytes.`), method);
    if (body === 'too-slow') {
      res.setHeader('connection', 'close');
      await writeResponse(res, errorResponse(408, 'The request body arrived too slowly.'), method);
      req.socket.destroySoon();
      return;
    }
    const headers: Record<string, string> = {};
    for (const [key, value] of Object.entries(req.headers)) if (typeof value === 'string') headers[key] = value;
    // Azure's front end writes the client's address here, replacing anything the client sent; the rate limits read it.
    headers['x-forwarded-for'] = forwardedFor(req);
    // No `query`: the request reads it from the URL, every value of a repeated key kept, as in Azure's stream mode.
    const request = new HttpRequest({
      method,
      url: `http://${req.headers.host ?? 'localhost'}${req.url ?? '/'}`,
      headers,
      params,
      body: body.length > 0 ? { bytes: body } : undefined,
    });
    const context = new InvocationContext({ functionName: route.definition.name, invocationId: randomUUID() });
    // The disconnect signal is made when a handler (or a streamed answer) first asks for it; the
    // connection closing before the answer is complete aborts it (at once, if made later).
    let abort: AbortController | undefined;
    let gone = false;
    const signal = (): AbortSignal => {
      abort ??= new AbortController();
      if (gone) abort.abort();
      return abort.signal;
    };
    const end = (): void => {
      gone = true;
      abort?.abort();
    };
    const timeout =
      api.functionTimeoutMs === null ? undefined : setTimeout(() => timedOut(res, end, api.functionTimeoutMs!), api.functionTimeoutMs);
    res.on('close', () => {
      clearTimeout(timeout);
      if (!res.writableFinished) end();
    });
    registerRequestSignal(request, signal);
    const result = await route.definition.handler(request, context);
    if (res.writableEnded || res.destroyed) return;
    return writeResponse(res, result ?? { status: 204 }, method, signal, req.headers['accept-encoding']);
  }
  noFunction(res);
}

/**
 * host.json's functionTimeout passed: Azure ends the invocation, so the host does too. The
 * handler's signal aborts; an answer not yet begun becomes a 500, one already streaming is cut.
 */
function timedOut(res: ServerResponse, end: () => void, timeoutMs: number): void {
  end();
  console.error(`function timeout: an invocation ran past functionTimeout (${timeoutMs} ms) and was ended`);
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const body = errorResponse(500, `The request did not finish within the function timeout of ${timeoutMs / 1000} s.`);
  res.statusCode = 500;
  for (const [key, value] of Object.entries(body.headers as Record<string, string>)) res.setHeader(key, value);
  res.end(body.body as string);
}

/** The client's address as Azure's front end gives it: `ip:port` (`[ip]:port` for IPv6). */
function forwardedFor(req: IncomingMessage): string {
  const address = (req.socket.remoteAddress ?? 'unknown').replace(/^::ffff:(?=\d+\.)/, '');
  return address.includes(':') ? `[${address}]:${req.socket.remotePort}` : `${address}:${req.socket.remotePort}`;
}

const NO_BODY = new Uint8Array(0);

/**
 * The request body, or why it was refused: over MAX_BODY_BYTES (declared or streamed), or
 * arriving slower than MIN_BODY_BYTES_PER_SECOND on average once BODY_GRACE_MS have passed.
 */
async function readBody(req: IncomingMessage): Promise<Uint8Array | 'too-large' | 'too-slow'> {
  // Neither Content-Length nor Transfer-Encoding: the request has no body (RFC 9112 §6.3).
  if (req.headers['content-length'] === undefined && req.headers['transfer-encoding'] === undefined) return NO_BODY;
  // A declared length over the limit is refused before reading.
  if (Number(req.headers['content-length']) > MAX_BODY_BYTES) return 'too-large';
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const started = Date.now();
    const finish = (result: Uint8Array | 'too-large' | 'too-slow') => {
      clearInterval(watch);
      req.off('data', onData).off('end', onEnd).off('error', onError);
      if (typeof result === 'string') req.pause();
      resolve(result);
    };
    const watch = setInterval(() => {
      const elapsedMs = Date.now() - started;
      if (elapsedMs >= BODY_GRACE_MS && size < (MIN_BODY_BYTES_PER_SECOND * elapsedMs) / 1000) finish('too-slow');
    }, 1_000);
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) finish('too-large');
      else chunks.push(chunk);
    };
    const onEnd = () => finish(Buffer.concat(chunks));
    const onError = (error: Error) => {
      clearInterval(watch);
      reject(error);
    };
    req.on('data', onData).on('end', onEnd).on('error', onError);
  });
}

/**
 * Writes a handler's answer. A plain init with a byte or string body (every JSON answer) goes out
 * directly, compressed by Accept-Encoding when the handler has not done so; anything else (a
 * streaming body, an HttpResponse) goes through the @azure/functions HttpResponse as on Azure.
 */
async function writeResponse(
  res: ServerResponse,
  init: HttpResponseInit | InstanceType<typeof HttpResponse>,
  method: string,
  signal?: () => AbortSignal,
  acceptEncoding?: string,
): Promise<void> {
  if (
    !(init instanceof HttpResponse) &&
    isPlainHeaders(init.headers) &&
    init.jsonBody === undefined &&
    init.cookies === undefined &&
    isBytes(init.body)
  ) {
    res.statusCode = init.status ?? 200;
    for (const [key, value] of Object.entries(init.headers ?? {})) res.setHeader(key, value);
    let body = typeof init.body === 'string' ? Buffer.from(init.body, 'utf8') : init.body;
    const coding = body && res.statusCode === 200 ? codingFor(res, body.length, acceptEncoding) : null;
    if (body && coding) body = compressBody(Buffer.from(body.buffer, body.byteOffset, body.byteLength), coding);
    if (body && !res.hasHeader('content-length')) res.setHeader('content-length', body.byteLength);
    res.end(method === 'HEAD' ? undefined : body);
    return;
  }
  const response = init instanceof HttpResponse ? init : new HttpResponse(init);
  res.statusCode = response.status;
  response.headers.forEach((value, key) => res.setHeader(key, value));
  // Azure writes HttpResponse.cookies as Set-Cookie headers; so does the local host.
  for (const cookie of response.cookies) res.appendHeader('set-cookie', serializeCookie(cookie));
  if (!response.body || method === 'HEAD') {
    res.end();
    return;
  }
  const stream = Readable.fromWeb(response.body as never, signal ? { signal: signal() } : {});
  stream.on('error', () => res.destroy());
  stream.pipe(res);
}

function isPlainHeaders(headers: HttpResponseInit['headers']): headers is Record<string, string> | undefined {
  return headers === undefined || (typeof headers === 'object' && !Array.isArray(headers) && !(headers instanceof Headers));
}

function isBytes(body: HttpResponseInit['body']): body is string | Uint8Array | undefined | null {
  return body === undefined || body === null || typeof body === 'string' || body instanceof Uint8Array;
}

/** The coding for an uncompressed answer of `length` bytes (sets Vary), or null to send it as is. */
function codingFor(res: ServerResponse, length: number, acceptEncoding: string | undefined): ContentCoding | null {
  if (res.hasHeader('content-encoding') || !isCompressible(res.getHeader('content-type') as string | undefined)) return null;
  if (!res.hasHeader('vary')) res.setHeader('vary', 'accept-encoding');
  if (length < COMPRESS_MIN_BYTES) return null;
  const coding = preferredCoding(acceptEncoding);
  if (coding) res.setHeader('content-encoding', coding);
  return coding;
}

/** The file under `root` a URL path names (directories by their index.html), or null; never a file outside `root`. */
export function resolveStaticFile(root: string, pathname: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const full = join(root, decoded);
  // Inside means below root by whole path segments: a prefix test would let `/..%2Fdist-old/x` out of `dist`.
  const inside = relative(root, full);
  if (inside === '..' || inside.startsWith(`..${sep}`) || isAbsolute(inside)) return null;
  const candidates = decoded.endsWith('/') ? [join(full, 'index.html')] : [full, join(full, 'index.html'), `${full}.html`];
  for (const candidate of candidates) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

async function serveStatic(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  staticDir: string | undefined,
  swa: StaticWebAppConfig,
): Promise<void> {
  for (const [key, value] of Object.entries(swa.globalHeaders ?? {})) res.setHeader(key, value);
  if (!staticDir) {
    res.statusCode = 404;
    res.end('Not Found');
    return;
  }
  const root = resolve(staticDir);
  const file = resolveStaticFile(root, url.pathname);
  const method = (req.method ?? 'GET').toUpperCase();
  if (!file) {
    const page = join(root, '404.html');
    res.statusCode = 404;
    res.setHeader('content-type', CONTENT_TYPES['.html']!);
    res.setHeader('cache-control', 'no-cache');
    if (method === 'HEAD' || !existsSync(page)) res.end();
    else createReadStream(page).pipe(res);
    return;
  }
  res.statusCode = 200;
  res.setHeader('content-type', CONTENT_TYPES[extname(file)] ?? 'application/octet-stream');
  for (const rule of swa.routes ?? []) {
    if (rule.headers && routeGlobMatches(rule.route, url.pathname)) for (const [k, v] of Object.entries(rule.headers)) res.setHeader(k, v);
  }
  if (!res.hasHeader('cache-control')) res.setHeader('cache-control', 'no-cache');
  const coding = isCompressible(res.getHeader('content-type') as string) ? preferredCoding(req.headers['accept-encoding']) : null;
  if (coding) {
    res.setHeader('vary', 'accept-encoding');
    const bytes = await compressedFile(file, coding);
    if (bytes) {
      res.setHeader('content-encoding', coding);
      res.setHeader('content-length', bytes.length);
      res.end(method === 'HEAD' ? undefined : bytes);
      return;
    }
  }
  if (method === 'HEAD') {
    res.end();
    return;
  }
  createReadStream(file).pipe(res);
}

/** Compressed static files by path, coding, size and mtime: each is compressed once per process. */
const compressedFiles = new Map<string, Buffer | null>();

/** The file compressed with `coding` (null when it is too small to be worth it). */
async function compressedFile(file: string, coding: ContentCoding): Promise<Buffer | null> {
  const stat = statSync(file);
  const key = `${coding}|${stat.size}|${stat.mtimeMs}|${file}`;
  let bytes = compressedFiles.get(key);
  if (bytes === undefined) {
    bytes = stat.size < COMPRESS_MIN_BYTES ? null : compressBody(await readFile(file), coding, 'once');
    compressedFiles.set(key, bytes);
  }
  return bytes;
}

/** Static Web Apps route globs: only a trailing `*` wildcard is used in our config. */
function routeGlobMatches(glob: string, pathname: string): boolean {
  return glob.endsWith('*') ? pathname.startsWith(glob.slice(0, -1)) : pathname === glob;
}
