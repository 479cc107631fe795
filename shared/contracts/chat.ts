/**
 * The chat request body and its limits (issue 7): `{conversationHistory: [{role, content}],
 * chart?: birth, locale?: 'en' | 'hi'}` (the page's language: the answer comes in it). Clients may send only user and assistant turns: the server owns the system prompt.
 */
import { z } from 'zod';
import type { RequestFailure } from './failure';
import { CLIENT_ROLES, MAX_CHAT_MESSAGES, MAX_MESSAGE_CHARS } from './chat-limits';
import { DEFAULT_LOCALE, LOCALES } from '../i18n/locale';

export { CLIENT_ROLES, MAX_CHAT_BODY_BYTES, MAX_CHAT_MESSAGES, MAX_MESSAGE_CHARS } from './chat-limits';

/** One client turn (role checked separately so the error can name the bad role). */
const messageSchema = z.object({
  role: z.string().meta({ description: `One of ${CLIENT_ROLES.join(', ')}.`, enum: [...CLIENT_ROLES] }),
  content: z.string().meta({
    description: `The turn's text, ≤ ${MAX_MESSAGE_CHARS} characters; the last turn is a non-empty user turn.`,
    maxLength: MAX_MESSAGE_CHARS,
  }),
});

/** The body, with `chart` left as unknown: the birth schema of `/api/chart` validates it. */
export const chatBodySchema = z.object({
  conversationHistory: z
    .array(messageSchema)
    .meta({ description: `1–${MAX_CHAT_MESSAGES} turns, oldest first.`, minItems: 1, maxItems: MAX_CHAT_MESSAGES }),
  chart: z
    .unknown()
    .optional()
    .meta({ description: 'The birth, with the fields of GET /api/chart (date, time, place or lat/lon, tz, …).', type: 'object' }),
  match: z.unknown().optional().meta({
    description: 'A Kundali match to talk about: the prefixed fields of GET /api/match (brideDate, groomPlace, …) or {bride, groom}.',
    type: 'object',
  }),
  locale: z
    .enum(LOCALES)
    .optional()
    .meta({ description: `The visitor's language (${LOCALES.join(', ')}; default ${DEFAULT_LOCALE}): the answer is written in it.` }),
});

/** A validated client turn. */
export interface ClientMessage {
  role: (typeof CLIENT_ROLES)[number];
  content: string;
}

/** Checks roles and limits; returns the turns or the first problem found. */
export function checkConversation(history: { role: string; content: string }[]): ClientMessage[] | RequestFailure {
  if (history.length === 0)
    return {
      status: 400,
      message: 'conversationHistory must contain at least one message.',
      field: 'conversationHistory',
      code: 'required',
    };
  if (history.length > MAX_CHAT_MESSAGES) {
    return {
      status: 400,
      message: `conversationHistory has ${history.length} messages; the limit is ${MAX_CHAT_MESSAGES} messages.`,
      field: 'conversationHistory',
      code: 'tooMany',
      params: { max: MAX_CHAT_MESSAGES },
    };
  }
  for (const [i, m] of history.entries()) {
    const field = `conversationHistory[${i}]`;
    if (!(CLIENT_ROLES as readonly string[]).includes(m.role)) {
      return {
        status: 400,
        message: `Role "${m.role}" is not allowed in ${field}.role: send only user or assistant messages (the server writes the system prompt).`,
        field: `${field}.role`,
        code: 'notAllowed',
      };
    }
    if (m.content.length > MAX_MESSAGE_CHARS) {
      return {
        status: 400,
        message: `${field}.content has ${m.content.length} characters; the limit is ${MAX_MESSAGE_CHARS} characters per message.`,
        field: `${field}.content`,
        code: 'tooLong',
        params: { max: MAX_MESSAGE_CHARS },
      };
    }
  }
  const last = history[history.length - 1]!;
  if (last.role !== 'user' || last.content.trim() === '') {
    return {
      status: 400,
      message: 'The last message must be a non-empty user message.',
      field: `conversationHistory[${history.length - 1}]`,
      code: 'required',
    };
  }
  return history as ClientMessage[];
}
