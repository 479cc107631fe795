/**
 * Chat history with an account: when the visitor is signed in (the `kai_account` hint cookie,
 * confirmed by the API), conversations stored with the account are merged into the local list
 * as the chat starts, before it chooses which conversation to open (so the same birth reopens its
 * conversation from another device instead of starting a second one), and a conversation is stored
 * again after each completed reply, so it appears on any device. Signed out, nothing leaves the browser.
 */
import { useEffect } from 'react';
import type { StoredConversation } from '../../../shared/contracts/account-limits';
import type { AccountResult } from '../../lib/account-api';
import { mayBeSignedIn } from '../../lib/account-hint';
import type { ConversationState } from './conversations';

/** The merge and the stored body, loaded with the account client: only a signed-in visitor needs them (/chat's budget). */
const loadStoring = () => import('./account-conversations');

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

/** True once the account has answered (the visitor is signed in): replies are then stored with it. */
let signedIn = false;

/** The stored conversations with the account's merged in, when the hint cookie says the visitor may be signed in. */
export async function withAccountConversations(local: ConversationState): Promise<ConversationState> {
  if (!mayBeSignedIn()) return local;
  const result = await callAccount<{ conversations: StoredConversation[] }>('GET', 'conversations');
  if (!result.ok) return local;
  signedIn = true;
  const { mergeConversations } = await loadStoring();
  return { ...local, conversations: mergeConversations(local.conversations, result.data.conversations) };
}

/** Stores the open conversation with the account after each completed reply (see the file comment). */
export function useAccountConversations(state: ConversationState, streaming: boolean): void {
  const active = state.conversations.find((c) => c.id === state.activeId);
  const turns = active?.messages.length ?? 0;
  useEffect(() => {
    if (!signedIn || streaming || !active || turns === 0) return;
    void loadStoring().then(({ storedBody }) => callAccount('PUT', `conversations/${active.id}`, storedBody(active)));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- store after a reply ends (turn count, conversation), not on every state change
  }, [streaming, turns, active?.id]);
}
