/**
 * GET /api/conversations → `{conversations: [...]}`: the signed-in visitor's chat history, for any
 * device. PUT /api/conversations/{id} stores one conversation (the chat sends it after each reply);
 * DELETE /api/conversations/{id} removes it. Signed-out visitors keep history in their browser only.
 */
import type { HttpResponseInit } from '@azure/functions';
import { z } from 'zod';
import { storedConversationSchema } from '../../shared/contracts/account';
import { systemClock, type Clock } from '../lib/auth/clock';
import { CONVERSATION_ID, listConversations, removeConversation, upsertConversation } from '../lib/auth/conversations';
import { fieldRefusal, okNoStore, requireSession } from '../lib/auth/handler';
import { errorResponse } from '../lib/http';
import { routeHandler, routeRow } from '../lib/pipeline';
import type { RouteContract } from '../lib/route';
import { apiRoute } from '../../shared/contracts/routes';
import { conversationAnswerSchema, conversationsAnswerSchema, deletedAnswerSchema } from '../../shared/contracts/responses/account';

/** Stored conversations are larger than other account bodies: up to 240,000 characters, 3 bytes each in the worst case (Devanagari). */
const MAX_CONVERSATION_BODY_BYTES = 768 * 1024;

/** The contract of GET /api/conversations. */
export const conversationsContract = {
  ...apiRoute('conversations'),
  summary: 'My chat history',
  tags: ['Accounts'],
  storage: true,
  cache: 'no-store',
  responses: {
    200: { description: 'The conversations, newest first.', json: conversationsAnswerSchema },
    401: 'Not signed in.',
  },
} satisfies RouteContract;

/** The contract of PUT/DELETE /api/conversations/{id}. */
export const conversationContract = {
  ...apiRoute('conversation'),
  summary: { PUT: 'Store one conversation (after each reply)', DELETE: 'Delete one conversation' },
  tags: ['Accounts'],
  path: z.object({ id: z.string().meta({ description: "The conversation's id: lower-case letters, digits and dashes." }) }),
  body: storedConversationSchema,
  maxBodyBytes: MAX_CONVERSATION_BODY_BYTES,
  sameOrigin: ['PUT', 'DELETE'],
  storage: true,
  cache: 'no-store',
  responses: {
    200: {
      description: 'The stored conversation, or (DELETE) deleted: true.',
      json: z.union([conversationAnswerSchema, deletedAnswerSchema]),
    },
    400: 'id or a field of the conversation is invalid.',
    401: 'Not signed in.',
    404: 'No such conversation.',
  },
} satisfies RouteContract;

/** GET /api/conversations. */
export function createConversationsHandler(clock: Clock = systemClock) {
  return routeHandler(conversationsContract, async (_input, request): Promise<HttpResponseInit> => {
    const auth = await requireSession(request, clock.now());
    if (!auth.ok) return auth.response;
    return okNoStore({ conversations: await listConversations(auth.session.userId) });
  });
}

/** PUT/DELETE /api/conversations/{id}. */
export function createConversationItemHandler(clock: Clock = systemClock) {
  return routeHandler(conversationContract, async ({ body }, request): Promise<HttpResponseInit> => {
    const auth = await requireSession(request, clock.now());
    if (!auth.ok) return auth.response;
    const id = request.params.id ?? '';
    if (!CONVERSATION_ID.test(id))
      return fieldRefusal(400, 'id', 'id: expected lower-case letters, digits and dashes', { code: 'invalid' });
    if (request.method === 'DELETE')
      return (await removeConversation(auth.session.userId, id))
        ? okNoStore({ deleted: true })
        : errorResponse(404, 'No such conversation.');
    return okNoStore({ conversation: await upsertConversation(auth.session.userId, id, body!, clock.now()) });
  });
}

export const conversationsRoute = routeRow(conversationsContract, createConversationsHandler());
export const conversationItemRoute = routeRow(conversationContract, createConversationItemHandler());
