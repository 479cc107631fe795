/**
 * What a signed-in chat does with the account's conversations (account-sync.ts loads this module
 * only then): the merge of local and stored conversations, and the body stored after a reply.
 */
import {
  MAX_STORED_CONVERSATION_CHARS,
  MAX_STORED_TURN_CHARS,
  MAX_STORED_TURNS,
  type StoredConversation,
} from '../../../shared/contracts/account-limits';
import type { Conversation } from './conversations';

/** Local and stored conversations together: one per id, the one with more turns winning, newest first. */
export function mergeConversations(local: Conversation[], stored: StoredConversation[]): Conversation[] {
  const byId = new Map(local.map((c) => [c.id, c]));
  for (const s of stored) {
    const mine = byId.get(s.id);
    if (!mine || s.messages.length > mine.messages.length)
      byId.set(s.id, { id: s.id, title: s.title, createdAt: s.createdAt, birthKey: s.birthKey, messages: s.messages });
  }
  return [...byId.values()].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/** The body to store: the newest turns that fit the limits, long turns cut and marked. */
export function storedBody(conversation: Conversation): Omit<StoredConversation, 'id' | 'updatedAt'> {
  const clipped = conversation.messages.map((m) =>
    m.content.length > MAX_STORED_TURN_CHARS ? { ...m, content: `${m.content.slice(0, MAX_STORED_TURN_CHARS - 1)}…` } : m,
  );
  const kept = clipped.slice(-MAX_STORED_TURNS);
  while (kept.length > 1 && JSON.stringify(kept).length > MAX_STORED_CONVERSATION_CHARS) kept.shift();
  return { title: conversation.title, createdAt: conversation.createdAt, birthKey: conversation.birthKey, messages: kept };
}
