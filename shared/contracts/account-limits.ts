/**
 * Limits of the account fields, apart from their zod schemas (account.ts) so that the browser's
 * forms can check the same numbers without loading zod.
 */
/** Shortest password accepted, characters. */
export const MIN_PASSWORD_LENGTH = 10;
/** Longest password accepted, characters (scrypt hashes any length; this bounds the work per request). */
export const MAX_PASSWORD_LENGTH = 200;
/** Longest email address (RFC 5321 path limit). */
export const MAX_EMAIL_LENGTH = 254;
/** Longest display name or chart name, characters. */
export const MAX_NAME_LENGTH = 100;
/** Longest contact message, characters. */
export const MAX_MESSAGE_LENGTH = 5000;
/** Longest relation label ("Mother", "Friend"), characters. */
export const MAX_RELATION_LENGTH = 40;

/** An email address's shape: one "@" with text either side and a dot in the domain (deliberately loose; the mailbox decides the rest). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Most turns kept in one stored conversation (the chat sends at most this many per request too). */
export const MAX_STORED_TURNS = 50;
/** Longest stored turn, characters (a long reply is kept whole up to here). */
export const MAX_STORED_TURN_CHARS = 12_000;
/** Longest stored conversation as JSON text, characters: what one Table Storage row holds (8 × 30,000 UTF-16 units). */
export const MAX_STORED_CONVERSATION_CHARS = 240_000;

/** A conversation stored with an account (`PUT /api/conversations/{id}` body plus id and time). */
export interface StoredConversation {
  id: string;
  title: string;
  createdAt: string;
  updatedAt: string;
  birthKey: string;
  messages: { role: 'user' | 'assistant'; content: string; error?: boolean }[];
}
