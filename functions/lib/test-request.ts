/** Test helper: calls a handler the way the Functions host would, without a host (HttpRequest + InvocationContext). */
import functions, { type HttpHandler, type HttpResponseInit } from '@azure/functions';

const { HttpRequest, HttpResponse, InvocationContext } = functions;

/** The parts of a response a test looks at. */
export interface CalledResponse {
  status: number;
  headers: Headers;
  text: string;
  json: unknown;
}

/** GETs `url` (path + query) through `handler` with the given route params and headers. */
export async function callHandler(
  handler: HttpHandler,
  url: string,
  params: Record<string, string> = {},
  headers: Record<string, string> = {},
): Promise<CalledResponse> {
  const full = new URL(url, 'http://localhost');
  // The query comes from the URL, repeated keys and all, as in Azure's stream mode.
  const request = new HttpRequest({ method: 'GET', url: full.toString(), params, headers });
  const init = (await handler(request, new InvocationContext())) as HttpResponseInit;
  const response = new HttpResponse(init);
  const text = await response.text();
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = null;
  }
  return { status: response.status, headers: response.headers, text, json };
}
