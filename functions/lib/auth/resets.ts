/**
 * Emailed one-time links: password resets and sign-up confirmations. A token is 256 random bits,
 * stored only as its SHA-256, valid {@link RESET_TOKEN_MINUTES} minutes, used once — redeeming
 * deletes the row guarded by its ETag, so two redemptions cannot both win.
 *
 * Only a user's newest reset link works: a pointer row (`user:<id>`, `latest`) names the newest
 * token's hash, a redemption must match it, and a successful reset deletes the pointer, so every
 * link issued before it dies with it.
 */
import { deleteEntityIfExists, getEntityOrNull, guarded, storageStatus, table } from '../storage/tables';
import { randomToken, sha256Hex } from './tokens';

/** Lifetime of an emailed link, minutes. */
export const RESET_TOKEN_MINUTES = 30;

interface ResetEntity {
  userId: string;
  expiresAt: string;
}

/** A sign-up waiting for its address to be confirmed. */
export interface PendingSignup {
  name: string;
  email: string;
  passwordHash: string;
}

const RESET_ROW = 'reset';
const SIGNUP_ROW = 'signup';
const LATEST_ROW = 'latest';
const pointerPartition = (userId: string) => `user:${userId}`;

async function store(row: string, fields: Record<string, unknown>, now: Date): Promise<string> {
  const token = randomToken();
  const client = await table('resets');
  await guarded(() =>
    client.createEntity({
      partitionKey: sha256Hex(token),
      rowKey: row,
      ...fields,
      expiresAt: new Date(now.getTime() + RESET_TOKEN_MINUTES * 60_000).toISOString(),
    }),
  );
  return token;
}

/** Consumes a token's row; its fields when it existed, was not used and has not expired. */
async function consume<T extends object>(token: string, row: string, now: Date): Promise<(T & { expiresAt: string }) | null> {
  const key = sha256Hex(token);
  const entity = await getEntityOrNull<T & { expiresAt: string }>('resets', key, row);
  if (!entity) return null;
  const client = await table('resets');
  try {
    await guarded(() => client.deleteEntity(key, row, { etag: entity.etag }));
  } catch (error) {
    const status = storageStatus(error);
    if (status === 404 || status === 412) return null;
    throw error;
  }
  return Date.parse(entity.expiresAt) > now.getTime() ? entity : null;
}

/** Stores a new reset token for the user, making it the only one that works, and returns it (the only time it exists in clear). */
export async function createResetToken(userId: string, now: Date): Promise<string> {
  const token = await store(RESET_ROW, { userId }, now);
  const client = await table('resets');
  await guarded(() =>
    client.upsertEntity({ partitionKey: pointerPartition(userId), rowKey: LATEST_ROW, tokenHash: sha256Hex(token) }, 'Replace'),
  );
  return token;
}

/** The user a reset token was issued to, consuming it; null when unknown, used, expired or not the newest. */
export async function redeemResetToken(token: string, now: Date): Promise<string | null> {
  const entity = await consume<ResetEntity>(token, RESET_ROW, now);
  if (!entity) return null;
  const latest = await getEntityOrNull<{ tokenHash: string }>('resets', pointerPartition(entity.userId), LATEST_ROW);
  if (latest?.tokenHash !== sha256Hex(token)) return null;
  await deleteEntityIfExists('resets', pointerPartition(entity.userId), LATEST_ROW, latest.etag);
  return entity.userId;
}

/** Forgets which reset link is the newest, so none works (account deletion). */
export async function revokeResetLinks(userId: string): Promise<void> {
  await deleteEntityIfExists('resets', pointerPartition(userId), LATEST_ROW);
}

/** Stores a sign-up until its address is confirmed; returns the link's token. */
export function createSignupToken(pending: PendingSignup, now: Date): Promise<string> {
  return store(SIGNUP_ROW, { ...pending }, now);
}

/** The sign-up a confirmation token stands for, consuming it; null when unknown, used or expired. */
export async function redeemSignupToken(token: string, now: Date): Promise<PendingSignup | null> {
  const entity = await consume<PendingSignup>(token, SIGNUP_ROW, now);
  return entity ? { name: entity.name, email: entity.email, passwordHash: entity.passwordHash } : null;
}
