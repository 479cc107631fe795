/**
 * Chat history with an account: when the visitor is signed in (the `kai_account` hint cookie,
 * confirmed by the API), conversations stored with the account are merged into the local list
 * on load, and a conversation is stored again after each completed reply, so it appears on any
 * device. Signed out, nothing leaves the browser.
 */
import { useEffect, useRef } from 'react';
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

/** Keeps the chat's conversations in step with the account (see the file comment). */
export function useAccountConversations(
  state: ConversationState,
  setState: (update: (s: ConversationState) => ConversationState) => void,
  ready: boolean,
  streaming: boolean,
): void {
  const signedIn = useRef(false);
  useEffect(() => {
    if (!ready || !mayBeSignedIn()) return;
    void callAccount<{ conversations: StoredConversation[] }>('GET', 'conversations').then((result) => {
      if (!result.ok) return;
      signedIn.current = true;
      setState((s) => ({ ...s, conversations: mergeConversations(s.conversations, result.data.conversations) }));
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- load once when the chat is ready; setState is the caller's state setter
  }, [ready]);

  const active = state.conversations.find((c) => c.id === state.activeId);
  const turns = active?.messages.length ?? 0;
  useEffect(() => {
    if (!signedIn.current || streaming || !active || turns === 0) return;
    void callAccount('PUT', `conversations/${active.id}`, storedBody(active));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- store after a reply ends (turn count, conversation), not on every state change
  }, [streaming, turns, active?.id]);
}
