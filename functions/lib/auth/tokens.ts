/** Random tokens (sessions, reset links) and the one-way hashes under which they are stored. */
import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, base64url (43 characters). */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** SHA-256 of a value, hex: what storage keeps instead of the token or email itself. */
export function sha256Hex(value: string): string {
  return createHash('sha256').update(value, 'utf8').digest('hex');
}

/** A new random id for a user, chart or conversation (URL- and RowKey-safe). */
export function newId(): string {
  return randomBytes(12)
    .toString('base64url')
    .replace(/[-_]/g, (c) => (c === '-' ? 'x' : 'y'));
}
