/**
 * Test support for the chat handler: one POST /api/chat through `createChatHandler` without the
 * host, answered as status, headers and body text (SSE or JSON by `accept`). Every chat test
 * builds its requests here.
 */
import functions, { type HttpResponseInit, type InvocationContext as Context } from '@azure/functions';
import { createChatHandler, type ChatDependencies } from './chat';

const { HttpRequest, HttpResponse, InvocationContext } = functions;

/** The chat's body for one question: a one-message history plus `rest` (e.g. `{ chart }` or `{ match }`). */
export const oneQuestion = (question: string, rest: Record<string, unknown>) => ({
  conversationHistory: [{ role: 'user', content: question }],
  ...rest,
});

/** A POST /api/chat request carrying `body` (a string is sent as it is, anything else as JSON). */
export function chatRequest(body: unknown, accept = 'text/event-stream') {
  return new HttpRequest({
    method: 'POST',
    url: 'http://localhost/api/chat',
    headers: { 'content-type': 'application/json', accept },
    body: { string: typeof body === 'string' ? body : JSON.stringify(body) },
  });
}

/** Sends `body` through the handler built from `deps`; `context` to read the handler's logs. */
export async function postChat(
  deps: ChatDependencies,
  body: unknown,
  accept = 'text/event-stream',
  context: Context = new InvocationContext(),
): Promise<{ status: number; headers: Headers; text: string }> {
  const init = (await createChatHandler(deps)(chatRequest(body, accept), context)) as HttpResponseInit;
  const response = new HttpResponse(init);
  return { status: response.status, headers: response.headers as unknown as Headers, text: await response.text() };
}

/** Asks `question` about `birth` through the handler built from `deps`. */
export async function askChat(
  deps: ChatDependencies,
  question: string,
  birth: Record<string, string>,
  accept = 'text/event-stream',
): Promise<{ status: number; text: string }> {
  return postChat(deps, oneQuestion(question, { chart: birth }), accept);
}
