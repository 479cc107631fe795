/**
 * Test support for the chat handler: one POST /api/chat through `createChatHandler` without the
 * host, answered as status and body text (SSE or JSON by `accept`).
 */
import functions, { type HttpResponseInit } from '@azure/functions';
import { createChatHandler, type ChatDependencies } from './chat';

const { HttpRequest, HttpResponse, InvocationContext } = functions;

/** Asks `question` about `birth` through the handler built from `deps`. */
export async function askChat(
  deps: ChatDependencies,
  question: string,
  birth: Record<string, string>,
  accept = 'text/event-stream',
): Promise<{ status: number; text: string }> {
  const request = new HttpRequest({
    method: 'POST',
    url: 'http://localhost/api/chat',
    headers: { 'content-type': 'application/json', accept },
    body: { string: JSON.stringify({ conversationHistory: [{ role: 'user', content: question }], chart: birth }) },
  });
  const init = (await createChatHandler(deps)(request, new InvocationContext())) as HttpResponseInit;
  const response = new HttpResponse(init);
  return { status: response.status, text: await response.text() };
}
