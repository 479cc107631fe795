/**
 * The request and invocation objects the local host hands to a handler: the public shape of
 * @azure/functions' HttpRequest and InvocationContext, with the same values (url as `Request`
 * normalises it, query read from that URL as Azure's stream mode does, headers as a `Headers`,
 * params, and the log levels of the library's fallback log handler).
 *
 * Why not the library's classes themselves on every request: the library is compiled with its
 * private fields as WeakMaps, so each request added nine entries (five for HttpRequest, four for
 * InvocationContext) to long-lived WeakMaps. V8's scavenger walks such a table whole and keeps
 * what its young keys hold (the request, its URL, headers and everything a closure of the
 * request's scope reached) until a mark-compact: measured in bench:api at ~2,800 charts/s, the
 * chart route's scavenge pauses were p50 1.6 ms against 1.2 ms without them, 3.5 % of the wall
 * time paused against 2.5 %, and 4–6 % more host CPU per request. What the chart routes read
 * (method, url, headers, query, params) is made here; anything else (the body, `user`, `clone`,
 * extra inputs and outputs) comes from the library's own object, made on first use from the same
 * init, so a POST handler reading its body gets the library's behaviour exactly.
 */
import functions, { type HttpRequest, type HttpRequestInit, type HttpRequestParams, type InvocationContext } from '@azure/functions';

/** See the module comment. `init` carries the url, method, headers (a record), params and body. */
export class LocalHttpRequest {
  readonly method: string;
  readonly url: string;
  readonly params: HttpRequestParams;
  /** As the library's (a value it refuses throws here too, when the request is made). */
  readonly headers: Headers;
  #init: HttpRequestInit;
  #parsedUrl: URL;
  #library: HttpRequest | undefined;

  constructor(init: HttpRequestInit & { url: string; method: string; headers?: Record<string, string> }) {
    this.#init = init;
    // `Request` parses and serialises the URL (the library's `url` is that serialisation).
    this.#parsedUrl = new URL(init.url);
    this.url = this.#parsedUrl.href;
    this.method = init.method;
    this.params = init.params ?? {};
    this.headers = new Headers(init.headers);
  }

  /** The library's HttpRequest for the same init, made once, for the members this class does not make itself. */
  #full(): HttpRequest {
    return (this.#library ??= new functions.HttpRequest(this.#init));
  }

  get query(): URLSearchParams {
    return this.#parsedUrl.searchParams;
  }
  get user(): HttpRequest['user'] {
    return this.#full().user;
  }
  get body(): HttpRequest['body'] {
    return this.#full().body;
  }
  get bodyUsed(): boolean {
    return this.#full().bodyUsed;
  }
  // Methods on the prototype, as the library's are (no closures made per request).
  arrayBuffer(): Promise<ArrayBuffer> {
    return this.#full().arrayBuffer();
  }
  blob(): ReturnType<HttpRequest['blob']> {
    return this.#full().blob();
  }
  formData(): ReturnType<HttpRequest['formData']> {
    return this.#full().formData();
  }
  json(): Promise<unknown> {
    return this.#full().json();
  }
  text(): Promise<string> {
    return this.#full().text();
  }
  clone(): HttpRequest {
    return this.#full().clone();
  }
}

/** See the module comment: `invocationId`, `functionName` and the log methods, the rest from the library's object on first use. */
export class LocalInvocationContext {
  readonly invocationId: string;
  readonly functionName: string;
  #library: InvocationContext | undefined;

  constructor(init: { invocationId: string; functionName: string }) {
    this.invocationId = init.invocationId;
    this.functionName = init.functionName;
  }

  #full(): InvocationContext {
    return (this.#library ??= new functions.InvocationContext({ invocationId: this.invocationId, functionName: this.functionName }));
  }

  get extraInputs(): InvocationContext['extraInputs'] {
    return this.#full().extraInputs;
  }
  get extraOutputs(): InvocationContext['extraOutputs'] {
    return this.#full().extraOutputs;
  }
  get retryContext(): InvocationContext['retryContext'] {
    return this.#full().retryContext;
  }
  get traceContext(): InvocationContext['traceContext'] {
    return this.#full().traceContext;
  }
  get triggerMetadata(): InvocationContext['triggerMetadata'] {
    return this.#full().triggerMetadata;
  }
  get options(): InvocationContext['options'] {
    return this.#full().options;
  }
  // The levels of the library's fallback log handler (no log handler given): log is 'information'.
  log(...args: unknown[]): void {
    console.info(...args);
  }
  trace(...args: unknown[]): void {
    console.trace(...args);
  }
  debug(...args: unknown[]): void {
    console.debug(...args);
  }
  info(...args: unknown[]): void {
    console.info(...args);
  }
  warn(...args: unknown[]): void {
    console.warn(...args);
  }
  error(...args: unknown[]): void {
    console.error(...args);
  }
}

/** The local objects typed as what handlers take (they have every public member of the library's classes). */
export function localInvocation(
  init: HttpRequestInit & { url: string; method: string; headers?: Record<string, string> },
  name: { invocationId: string; functionName: string },
): { request: HttpRequest; context: InvocationContext } {
  return {
    request: new LocalHttpRequest(init) as unknown as HttpRequest,
    context: new LocalInvocationContext(name) as unknown as InvocationContext,
  };
}
