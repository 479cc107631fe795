/**
 * The route table's row: one declarative contract per route (what it takes, what it answers,
 * and the concerns the request pipeline applies for it) joined to its handler. The same rows
 * feed Azure's `app.http` (functions/index.ts), the local host (functions/host/), the generated
 * OpenAPI document (openapi.ts), the browser client (shared/contracts/api-client.ts) and the
 * test that checks real answers against the declared schemas (functions/contract.test.ts).
 * See functions/routes.ts for how to add a route.
 */
import type { HttpHandler, HttpMethod } from '@azure/functions';
import type { z } from 'zod';

/** What Azure and the local host register: a name, a route template, methods and a handler. */
export interface RouteDefinition {
  /** Function name (unique; Azure uses it as the function's name). */
  name: string;
  /** Route template relative to /api, in Azure syntax, e.g. `health` or `Calculate/{time}/{day}`. */
  route: string;
  methods: HttpMethod[];
  handler: HttpHandler;
}

/** One documented answer of a route. Exactly one of `json`, `stream`, `binary` or none (an empty answer such as 304). */
export interface ResponseContract {
  description: string;
  /** A JSON body and its schema (the output side: what the route writes). */
  json?: z.ZodType;
  /** A `text/event-stream` answer whose `data:` frames each match this schema. */
  stream?: z.ZodType;
  /** A binary answer of this media type (`application/pdf`, `text/calendar`). */
  binary?: string;
  /** Response headers worth documenting, name → description. */
  headers?: Record<string, string>;
}

/** The answers of a route by HTTP status. Error statuses default to the error body (shared/contracts/api-error.ts). */
export type ResponsesContract = Partial<Record<number, ResponseContract | string>>;

/** A route's contract (see module comment). */
export interface RouteContract {
  name: string;
  route: string;
  methods: HttpMethod[];
  /** One line for the OpenAPI operation, or one per method when they differ. */
  summary: string | Partial<Record<HttpMethod, string>>;
  description?: string;
  /** OpenAPI tags (e.g. `Accounts`, `VedAstro`). */
  tags?: string[];
  /**
   * The query parameters: the pipeline parses the query (first value of each, see
   * birth-request.ts `queryRecord`) with this schema and refuses the first issue (400 naming the
   * field, in `queryOrder`), unless `queryCheckedBy: 'handler'`.
   */
  query?: z.ZodObject;
  /**
   * `'handler'`: the schema documents the query but the route's code checks it, because the
   * check needs more than the query (the match's per-person fields, /api/Calculate's path moment).
   */
  queryCheckedBy?: 'handler';
  /** Fields whose refusals come first, in this order (then the schema's own order). */
  queryOrder?: readonly string[];
  /** Path parameters, one property per `{segment}` (documented; the handler reads `request.params`). */
  path?: z.ZodObject;
  /** The JSON request body: read (bytes counted), parsed and validated by the pipeline, unless `bodyCheckedBy: 'handler'`. */
  body?: z.ZodType;
  /** `'handler'`: the schema documents the body but the route reads it (the VedAstro mount, whose failures keep VedAstro's envelope). */
  bodyCheckedBy?: 'handler';
  /** Largest body read, bytes (413 above it); default 16 KiB. */
  maxBodyBytes?: number;
  /** Methods refused (403) when the request comes from another site (state-changing account routes). */
  sameOrigin?: HttpMethod[];
  /** Needs Table Storage: storage that is missing or down becomes 503 (nothing saved is touched). */
  storage?: boolean;
  /** Cache-Control of the route's 2xx answers (errors are never cached). */
  cache?: string;
  /** Answers other than the API's error body: the VedAstro mount answers every failure in VedAstro's envelope. */
  errorShape?: 'api' | 'vedastro';
  responses: ResponsesContract;
}

/** A row of the table: the contract joined to its handler (the pipeline wrapped around the route's own code). */
export interface ApiRoute extends RouteDefinition {
  contract: RouteContract;
}

/** The headers of a cacheable JSON answer (functions/lib/etag.ts `cachedJson`), for `ResponseContract.headers`. */
export const CACHED_JSON_HEADERS: Record<string, string> = {
  ETag: 'Strong validator; send it back as If-None-Match for a 304.',
  'Cache-Control': 'How long the answer may be reused.',
  'Content-Encoding': 'br or gzip by Accept-Encoding (brotli preferred); absent for small bodies or when neither is accepted.',
};

/** Default largest request body, bytes: a saved chart, a contact message or two births fit many times. */
export const DEFAULT_MAX_BODY_BYTES = 16 * 1024;

/** What the pipeline hands a route's code: the parsed query and body (per the contract's schemas). */
export interface RouteInput<C extends RouteContract> {
  query: C['query'] extends z.ZodType ? z.output<C['query']> : Record<string, string>;
  /** The parsed body; undefined for GET and DELETE, which take none. */
  body: C['body'] extends z.ZodType ? z.output<C['body']> | undefined : undefined;
  /** The query as the pipeline read it (first value of each, bounded length). */
  rawQuery: Record<string, string>;
}
