/**
 * GET /api/conversations → `{conversations: [...]}`: the signed-in visitor's chat history, for any
 * device. PUT /api/conversations/{id} stores one conversation (the chat sends it after each reply);
 * DELETE /api/conversations/{id} removes it. Signed-out visitors keep history in their browser only.
 *
 * A PUT without `If-Match` merges with the stored copy (no turn of either is lost, however many
 * saves race); with `If-Match` it replaces exactly that version, or gets 412 with the stored copy.
 * DELETE honours `If-Match` when sent; without it the delete wins. Answers carry the `ETag`.
 */
import type { HttpResponseInit } from '@azure/functions';
import { z } from 'zod';
import { storedConversationSchema } from '../../shared/contracts/account';
import { systemClock, type Clock } from '../lib/auth/clock';
import { CONVERSATION_ID, listConversations, removeConversation, saveConversation } from '../lib/auth/conversations';
import { preconditionFailed, withEtag } from '../lib/auth/conditional';
import { readIfMatch } from '../lib/storage/etag';
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
  summary: { PUT: 'Store one conversation (after each reply); merged with the stored copy', DELETE: 'Delete one conversation' },
  tags: ['Accounts'],
  path: z.object({ id: z.string().meta({ description: "The conversation's id: lower-case letters, digits and dashes." }) }),
  body: storedConversationSchema,
  maxBodyBytes: MAX_CONVERSATION_BODY_BYTES,
  sameOrigin: ['PUT', 'DELETE'],
  storage: true,
  cache: 'no-store',
  responses: {
    200: {
      description: 'The stored conversation (merged with what was stored), or (DELETE) deleted: true.',
      headers: { ETag: "The conversation's version." },
      json: z.union([conversationAnswerSchema, deletedAnswerSchema]),
    },
    400: 'id or a field of the conversation is invalid.',
    401: 'Not signed in.',
    404: 'No such conversation.',
    412: 'If-Match is not the stored version: the body carries the stored conversation.',
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
    const condition = readIfMatch(request.headers);
    if (request.method === 'DELETE') {
      const removed = await removeConversation(auth.session.userId, id, condition);
      if (removed === 'deleted') return okNoStore({ deleted: true });
      if (removed === 'missing') return errorResponse(404, 'No such conversation.');
      return preconditionFailed('conversation', removed, removed.etag);
    }
    const saved = await saveConversation(auth.session.userId, id, body!, condition, clock.now());
    if (saved.kind === 'stale') return preconditionFailed('conversation', saved.current, saved.current?.etag ?? '""');
    return withEtag(okNoStore({ conversation: saved.conversation }), saved.conversation.etag);
  });
}

export const conversationsRoute = routeRow(conversationsContract, createConversationsHandler());
export const conversationItemRoute = routeRow(conversationContract, createConversationItemHandler());
