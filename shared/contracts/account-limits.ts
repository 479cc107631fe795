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
