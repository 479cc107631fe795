/**
 * Chat history with an account: when the visitor is signed in (the `kai_account` hint cookie,
 * confirmed by the API), conversations stored with the account are merged into the local list
 * as the chat starts, before it chooses which conversation to open (so the same birth reopens its
 * conversation from another device instead of starting a second one), and a conversation is stored
 * again after each completed reply, so it appears on any device. Signed out, nothing leaves the browser.
 */
import { useEffect } from 'react';
import {
  MAX_STORED_CONVERSATION_CHARS,
  MAX_STORED_TURN_CHARS,
  MAX_STORED_TURNS,
  type StoredConversation,
} from '../../../shared/contracts/account-limits';
import type { AccountResult } from '../../lib/account-api';
import { mayBeSignedIn } from '../../lib/account-hint';
import type { Conversation, ConversationState } from './conversations';

/**
 * One account call, with the account client loaded for it: only a visitor whose hint cookie says they may be signed in
 * loads it, after the chat has drawn (it is not part of /chat's first load). A client that cannot load is a call that
 * failed, as the client itself answers when the API cannot be reached.
 */
export function callAccount<T>(method: string, path: string, body?: unknown): Promise<AccountResult<T>> {
  return import('../../lib/account-api').then(
    ({ accountCall }) => accountCall<T>(method, path, body),
    () => ({ ok: false, status: 0, field: null, message: 'The account client could not be loaded.' }),
  );
}

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

/** True once the account has answered (the visitor is signed in): replies are then stored with it. */
let signedIn = false;

/** The stored conversations with the account's merged in, when the hint cookie says the visitor may be signed in. */
export async function withAccountConversations(local: ConversationState): Promise<ConversationState> {
  if (!mayBeSignedIn()) return local;
  const result = await callAccount<{ conversations: StoredConversation[] }>('GET', 'conversations');
  if (!result.ok) return local;
  signedIn = true;
  return { ...local, conversations: mergeConversations(local.conversations, result.data.conversations) };
}

/** Stores the open conversation with the account after each completed reply (see the file comment). */
export function useAccountConversations(state: ConversationState, streaming: boolean): void {
  const active = state.conversations.find((c) => c.id === state.activeId);
  const turns = active?.messages.length ?? 0;
  useEffect(() => {
    if (!signedIn || streaming || !active || turns === 0) return;
    void callAccount('PUT', `conversations/${active.id}`, storedBody(active));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- store after a reply ends (turn count, conversation), not on every state change
  }, [streaming, turns, active?.id]);
}
