/**
 * The limits of a `POST /api/chat` body, as plain numbers (no zod) so the chat island can import
 * them without pulling the schema library into the browser bundle. The schema is in chat.ts.
 */

/** Largest accepted body, bytes. */
export const MAX_CHAT_BODY_BYTES = 64 * 1024;
/** Most turns in one request. */
export const MAX_CHAT_MESSAGES = 50;
/** Longest single turn, characters. */
export const MAX_MESSAGE_CHARS = 4_000;
/** Longest reply the relay passes on, characters (a long chat answer is ~4,000); the page renders no more as Markdown. */
export const MAX_REPLY_CHARS = 40_000;
/** Roles a client may send (the server writes the system prompt). */
export const CLIENT_ROLES = ['user', 'assistant'] as const;
