/**
 * What a new password must not be, beyond its length (shared/contracts/account.ts): a common
 * password (data/common-passwords.ts, with its provenance in data/README.md), a common word with
 * only digits or symbols after it, one character repeated, a straight run of letters or digits,
 * or the account's own email address or the part before its `@`. Checked on the server at
 * sign-up and password reset; the list stays out of the browser's bundles.
 */
import { COMMON_PASSWORDS_TEXT } from './data/common-passwords';

const COMMON = new Set(
  COMMON_PASSWORDS_TEXT.split('\n')
    .map((line) => line.trim().toLowerCase())
    .filter(Boolean),
);
/** Shortest common word the "word plus digits" rule looks for (shorter ones, like `abc`, are too easily part of a good password). */
const MIN_WORD_CHARS = 4;

/** Why a password is refused, or null when it may be used. */
export type PasswordWeakness = 'common' | 'email' | null;

function straightRun(value: string): boolean {
  if (value.length < 3) return false;
  const step = value.charCodeAt(1) - value.charCodeAt(0);
  if (Math.abs(step) > 1) return false;
  for (let i = 2; i < value.length; i += 1) if (value.charCodeAt(i) - value.charCodeAt(i - 1) !== step) return false;
  return true; // step 0 is one character repeated
}

/** The reason `password` may not be used by the account with `email` (already lower case), or null. */
export function passwordWeakness(password: string, email: string): PasswordWeakness {
  const lower = password.trim().toLowerCase();
  const local = email.split('@')[0] ?? '';
  if (lower === email || (local.length >= 4 && lower.replace(/[^a-z0-9]/g, '') === local.replace(/[^a-z0-9]/g, ''))) return 'email';
  if (COMMON.has(lower) || straightRun(lower)) return 'common';
  const word = lower.replace(/[^a-z]+$/, '');
  if (word.length >= MIN_WORD_CHARS && word !== lower && (COMMON.has(word) || straightRun(word))) return 'common';
  return null;
}
