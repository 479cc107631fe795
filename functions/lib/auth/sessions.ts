/**
 * Sessions: the cookie holds `userId.token`; storage keeps only sha256(token) under the user's
 * partition, with an expiry (24 h, or 30 days with "Remember me"). Logout deletes the row, so a
 * copied cookie stops working at once.
 */
import type { Cookie, HttpRequest } from '@azure/functions';
import { deleteEntityIfExists, deletePartition, getEntityOrNull, guarded, table } from '../storage/tables';
import { randomToken, sha256Hex } from './tokens';
import { SIGNED_IN_HINT_COOKIE, SIGNED_IN_HINT_VALUE } from '../../../shared/contracts/session-hint';

/**
 * Cookie name. The `__Host-` prefix makes browsers refuse it unless it is Secure, for `/`, and
 * without a Domain, so no subdomain or plain-http page can plant or overwrite it.
 */
export const SESSION_COOKIE = '__Host-kai_session';
/**
 * The name sessions had before the prefix: still read, and moved to {@link SESSION_COOKIE} (old one
 * cleared) by the next `GET /api/auth/me` or sign-in. Sessions last at most 30 days, so it can go
 * after 2027-01-07.
 */
export const LEGACY_SESSION_COOKIE = 'kai_session';
/** Lifetime without "Remember me", seconds. */
export const SESSION_SECONDS = 24 * 3600;
/** Lifetime with "Remember me", seconds. */
export const REMEMBER_SECONDS = 30 * 24 * 3600;

interface SessionEntity {
  expiresAt: string;
  createdAt: string;
}

/** A signed-in request's session. */
export interface Session {
  userId: string;
  tokenHash: string;
  /** The cookie's value and remaining lifetime when it came under the legacy name (to reissue it). */
  legacy?: { value: string; maxAgeSeconds: number };
}

/** Creates a session and returns the cookie value and its lifetime. */
export async function createSession(userId: string, remember: boolean, now: Date): Promise<{ value: string; maxAgeSeconds: number }> {
  const token = randomToken();
  const maxAgeSeconds = remember ? REMEMBER_SECONDS : SESSION_SECONDS;
  const client = await table('sessions');
  await guarded(() =>
    client.createEntity<SessionEntity>({
      partitionKey: userId,
      rowKey: sha256Hex(token),
      expiresAt: new Date(now.getTime() + maxAgeSeconds * 1000).toISOString(),
      createdAt: now.toISOString(),
    }),
  );
  return { value: `${userId}.${token}`, maxAgeSeconds };
}

/** The session cookie's value from a Cookie header (the prefixed name first, then the legacy one), or null. */
export function sessionCookieValue(request: HttpRequest): { value: string; legacy: boolean } | null {
  const header = request.headers.get('cookie') ?? '';
  let legacy: string | null = null;
  for (const part of header.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    const value = rest.join('=');
    if (name === SESSION_COOKIE && value) return { value, legacy: false };
    if (name === LEGACY_SESSION_COOKIE && value) legacy = value;
  }
  return legacy ? { value: legacy, legacy: true } : null;
}

/** The session a request carries, if it is known and not expired. */
export async function readSession(request: HttpRequest, now: Date): Promise<Session | null> {
  const cookie = sessionCookieValue(request);
  const value = cookie?.value;
  const match = value?.match(/^([A-Za-z0-9]{1,40})\.([A-Za-z0-9_-]{20,100})$/);
  if (!match) return null;
  const [, userId, token] = match as unknown as [string, string, string];
  const tokenHash = sha256Hex(token);
  const entity = await getEntityOrNull<SessionEntity>('sessions', userId, tokenHash);
  if (!entity) return null;
  if (Date.parse(entity.expiresAt) <= now.getTime()) {
    await deleteEntityIfExists('sessions', userId, tokenHash);
    return null;
  }
  if (!cookie?.legacy) return { userId, tokenHash };
  const maxAgeSeconds = Math.max(1, Math.floor((Date.parse(entity.expiresAt) - now.getTime()) / 1000));
  return { userId, tokenHash, legacy: { value: value!, maxAgeSeconds } };
}

/** Ends one session. */
export async function revokeSession(session: Session): Promise<void> {
  await deleteEntityIfExists('sessions', session.userId, session.tokenHash);
}

/** Ends every session of a user (password reset, account deletion). */
export async function revokeAllSessions(userId: string): Promise<void> {
  await deletePartition('sessions', userId);
}

/**
 * The cookies to set: the session (HttpOnly, Secure, SameSite=Lax, whole site) and the hint,
 * with one lifetime; a zero lifetime clears both. The legacy session name is always cleared.
 * Browsers accept Secure (and `__Host-`) cookies from http://localhost and 127.0.0.1, so the
 * local host needs no exception.
 */
export function sessionCookies(value: string, maxAgeSeconds: number): Cookie[] {
  const common = { path: '/', maxAge: maxAgeSeconds, secure: true, sameSite: 'Lax' as const };
  return [
    { name: SESSION_COOKIE, value, httpOnly: true, ...common },
    { name: SIGNED_IN_HINT_COOKIE, value: maxAgeSeconds > 0 ? SIGNED_IN_HINT_VALUE : '', httpOnly: false, ...common },
    { name: LEGACY_SESSION_COOKIE, value: '', httpOnly: true, ...common, maxAge: 0 },
  ];
}
