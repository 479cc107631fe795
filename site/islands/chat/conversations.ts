/**
 * Conversations kept in localStorage so they survive a reload: a list with titles and the
 * birth they were started for, and which one is open. Malformed storage counts as empty.
 */
import type { ShownClaim } from './claims';

/** A displayed message: the visitor's or the assistant's. */
export interface ChatMessage {
  role: 'user' | 'assistant';
  content: string;
  error?: boolean;
  /** The statements of an assistant reply checked against the chart (claims.ts). */
  claims?: ShownClaim[];
  /**
   * Drawn with the whole Devanagari face (site/lib/open-text.ts): the visitor typed it, a model wrote it, or
   * the site composed it around a visitor's Devanagari words (a name). Absent for the site's own words.
   */
  openText?: boolean;
}
/** One conversation. */
export interface Conversation {
  id: string;
  title: string;
  createdAt: string;
  birthKey: string;
  messages: ChatMessage[];
  /** The title holds a visitor's Devanagari words (a name): drawn with the whole face, as ChatMessage.openText. */
  openText?: boolean;
}
/** The stored state. */
export interface ConversationState {
  conversations: Conversation[];
  activeId: string | null;
}

/** localStorage key. */
export const CONVERSATIONS_KEY = 'kundali.chat.v1';
/** Title of a conversation (the spec's single sidebar entry). */
export const DEFAULT_TITLE = 'Transit Predictions';
/** Most conversations kept; older ones are dropped first. */
export const MAX_CONVERSATIONS = 20;

/** Loads the state; empty when absent or unreadable. */
export function loadConversations(storage: Pick<Storage, 'getItem'>): ConversationState {
  try {
    const value = JSON.parse(storage.getItem(CONVERSATIONS_KEY) ?? 'null') as ConversationState | null;
    if (!value || !Array.isArray(value.conversations)) return { conversations: [], activeId: null };
    return { conversations: value.conversations.filter((c) => c && Array.isArray(c.messages)), activeId: value.activeId ?? null };
  } catch {
    return { conversations: [], activeId: null };
  }
}

/** Saves the state (quota errors are ignored: the chat still works, it just will not persist). */
export function saveConversations(storage: Pick<Storage, 'setItem'>, state: ConversationState): void {
  try {
    storage.setItem(CONVERSATIONS_KEY, JSON.stringify({ ...state, conversations: state.conversations.slice(0, MAX_CONVERSATIONS) }));
  } catch {
    // Storage full or disabled (private mode): keep the in-memory conversation only.
  }
}

/** A new, empty conversation for a birth (`birthKey`), titled `title` (whose chart it is about; `openText` as Conversation's). */
export function newConversation(birthKey: string, now: Date, title: string = DEFAULT_TITLE, openText = false): Conversation {
  const id = `${now.getTime().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  return { id, title, createdAt: now.toISOString(), birthKey, messages: [], ...(openText ? { openText } : {}) };
}
