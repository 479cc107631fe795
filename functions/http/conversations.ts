/**
 * GET /api/conversations → `{conversations: [...]}`: the signed-in visitor's chat history, for any
 * device. PUT /api/conversations/{id} stores one conversation (the chat sends it after each reply);
 * DELETE /api/conversations/{id} removes it. Signed-out visitors keep history in their browser only.
 */
import type { HttpRequest, HttpResponseInit } from '@azure/functions';
import { storedConversationSchema } from '../../shared/contracts/account';
import { systemClock, type Clock } from '../lib/auth/clock';
import { CONVERSATION_ID, listConversations, removeConversation, upsertConversation } from '../lib/auth/conversations';
import { crossSiteRefusal, fieldRefusal, okNoStore, parseBody, requireSession, withStorage } from '../lib/auth/handler';
import { errorResponse } from '../lib/http';
import type { RouteDefinition } from '../lib/route';

/** Stored conversations are larger than other account bodies: up to 240,000 characters, 3 bytes each in the worst case (Devanagari). */
const MAX_CONVERSATION_BODY_BYTES = 768 * 1024;

/** GET /api/conversations. */
export function createConversationsHandler(clock: Clock = systemClock) {
  return async (request: HttpRequest): Promise<HttpResponseInit> =>
    withStorage(async () => {
      const auth = await requireSession(request, clock.now());
      if (!auth.ok) return auth.response;
      return okNoStore({ conversations: await listConversations(auth.session.userId) });
    });
}

/** PUT/DELETE /api/conversations/{id}. */
export function createConversationItemHandler(clock: Clock = systemClock) {
  return async (request: HttpRequest): Promise<HttpResponseInit> =>
    withStorage(async () => {
      const refused = crossSiteRefusal(request);
      if (refused) return refused;
      const auth = await requireSession(request, clock.now());
      if (!auth.ok) return auth.response;
      const id = request.params.id ?? '';
      if (!CONVERSATION_ID.test(id))
        return fieldRefusal(400, 'id', 'id: expected lower-case letters, digits and dashes', { code: 'invalid' });
      if (request.method === 'DELETE')
        return (await removeConversation(auth.session.userId, id))
          ? okNoStore({ deleted: true })
          : errorResponse(404, 'No such conversation.');
      const body = await parseBody(request, storedConversationSchema, MAX_CONVERSATION_BODY_BYTES);
      if (!body.ok) return body.response;
      return okNoStore({ conversation: await upsertConversation(auth.session.userId, id, body.data, clock.now()) });
    });
}

export const conversationsRoute: RouteDefinition = {
  name: 'conversations',
  route: 'conversations',
  methods: ['GET'],
  handler: createConversationsHandler(),
};
export const conversationItemRoute: RouteDefinition = {
  name: 'conversation',
  route: 'conversations/{id}',
  methods: ['PUT', 'DELETE'],
  handler: createConversationItemHandler(),
};
