/**
 * The conversation as sent to `/api/chat`, kept inside the relay's limits however long the chat
 * grows: at most 50 turns, at most 4,000 characters a turn (long replies are cut, marked with
 * "…"), and about 56 KB of JSON in all (below the 64 KB body limit, leaving room for the birth).
 * The oldest turns go first; the history always starts with a visitor turn.
 */
import { MAX_CHAT_BODY_BYTES, MAX_CHAT_MESSAGES, MAX_MESSAGE_CHARS } from '../../../shared/contracts/chat-limits';
import type { ChatTurn } from './sse';

/** The relay's limits (shared/contracts/chat-limits.ts); the JSON budget leaves 8 KB of the body for the birth. */
export const HISTORY_LIMITS = {
  messages: MAX_CHAT_MESSAGES,
  charsPerMessage: MAX_MESSAGE_CHARS,
  jsonBytes: MAX_CHAT_BODY_BYTES - 8 * 1024,
} as const;

const byteLength = (text: string) => new TextEncoder().encode(text).length;

/** The turns to send (see the file comment); `turns` ends with the new visitor message. */
export function historyForRequest(turns: ChatTurn[]): ChatTurn[] {
  const clipped = turns.map((t) =>
    t.content.length > HISTORY_LIMITS.charsPerMessage
      ? { role: t.role, content: `${t.content.slice(0, HISTORY_LIMITS.charsPerMessage - 1)}…` }
      : t,
  );
  const kept: ChatTurn[] = [];
  let bytes = 2;
  for (let i = clipped.length - 1; i >= 0 && kept.length < HISTORY_LIMITS.messages; i--) {
    const size = byteLength(JSON.stringify(clipped[i])) + 1;
    if (bytes + size > HISTORY_LIMITS.jsonBytes && kept.length > 0) break;
    bytes += size;
    kept.unshift(clipped[i]!);
  }
  while (kept.length > 1 && kept[0]!.role !== 'user') kept.shift();
  return kept;
}
