/**
 * Password-reset tokens: 256 random bits, stored only as their SHA-256, valid 30 minutes, used
 * once — redeeming deletes the row guarded by its ETag, so two redemptions cannot both win.
 */
import { getEntityOrNull, guarded, storageStatus, table } from '../storage/tables';
import { randomToken, sha256Hex } from './tokens';

/** Lifetime of a reset link, minutes. */
export const RESET_TOKEN_MINUTES = 30;

interface ResetEntity {
  userId: string;
  expiresAt: string;
}

const ROW = 'reset';

/** Stores a new token for the user and returns it (the only time it exists in clear). */
export async function createResetToken(userId: string, now: Date): Promise<string> {
  const token = randomToken();
  const client = await table('resets');
  await guarded(() =>
    client.createEntity<ResetEntity>({
      partitionKey: sha256Hex(token),
      rowKey: ROW,
      userId,
      expiresAt: new Date(now.getTime() + RESET_TOKEN_MINUTES * 60_000).toISOString(),
    }),
  );
  return token;
}

/** The user a token was issued to, consuming it; null when unknown, used or expired. */
export async function redeemResetToken(token: string, now: Date): Promise<string | null> {
  const key = sha256Hex(token);
  const entity = await getEntityOrNull<ResetEntity>('resets', key, ROW);
  if (!entity) return null;
  const client = await table('resets');
  try {
    await guarded(() => client.deleteEntity(key, ROW, { etag: entity.etag }));
  } catch (error) {
    const status = storageStatus(error);
    if (status === 404 || status === 412) return null;
    throw error;
  }
  return Date.parse(entity.expiresAt) > now.getTime() ? entity.userId : null;
}
