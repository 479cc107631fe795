/**
 * Users: a profile row per user and an email index row (keyed by the email's hash) that makes
 * addresses unique — signup creates the index row first, so two signups with one address cannot
 * both succeed, on any number of instances.
 */
import { forgetDigests } from '../feeds/digest-store';
import { revokeAllFeeds } from '../feeds/feed-store';
import { deleteEntityIfExists, deletePartition, getEntityOrNull, guarded, storageStatus, table } from '../storage/tables';
import { LOGIN_ACCOUNT_LIMIT, RESET_ACCOUNT_LIMIT, clearAttempts } from './rate-limit';
import { revokeResetLinks } from './resets';
import { revokeAllSessions } from './sessions';
import { newId, sha256Hex } from './tokens';

/** A user's profile as stored (the password only as its scrypt hash). */
export interface UserEntity {
  name: string;
  email: string;
  passwordHash: string;
  createdAt: string;
}

/** A user as the API shows it: never the hash. */
export interface PublicUser {
  id: string;
  name: string;
  email: string;
  createdAt: string;
}

interface EmailEntity {
  userId: string;
}

const PROFILE = 'profile';
const EMAIL_ROW = 'user';

/** Storage key of an (already lower-cased) email. */
export const emailKey = (email: string) => sha256Hex(email);

/** The user's public view. */
export function publicUser(id: string, user: UserEntity): PublicUser {
  return { id, name: user.name, email: user.email, createdAt: user.createdAt };
}

/** Creates a user; null when the email is taken. */
export async function createUser(name: string, email: string, passwordHash: string, now: Date): Promise<string | null> {
  const id = newId();
  const emails = await table('emails');
  try {
    await guarded(() => emails.createEntity<EmailEntity>({ partitionKey: emailKey(email), rowKey: EMAIL_ROW, userId: id }));
  } catch (error) {
    if (storageStatus(error) === 409) return null;
    throw error;
  }
  const users = await table('users');
  await guarded(() =>
    users.createEntity<UserEntity>({ partitionKey: id, rowKey: PROFILE, name, email, passwordHash, createdAt: now.toISOString() }),
  );
  return id;
}

/** The user id registered for an email, or null. */
export async function userIdForEmail(email: string): Promise<string | null> {
  const entity = await getEntityOrNull<EmailEntity>('emails', emailKey(email), EMAIL_ROW);
  return entity?.userId ?? null;
}

/** A user's profile, or null. */
export async function getUser(id: string): Promise<(UserEntity & { etag: string }) | null> {
  const entity = await getEntityOrNull<UserEntity>('users', id, PROFILE);
  return entity
    ? { name: entity.name, email: entity.email, passwordHash: entity.passwordHash, createdAt: entity.createdAt, etag: entity.etag }
    : null;
}

/** Replaces the password hash, guarded by the profile's ETag. */
export async function setPasswordHash(id: string, passwordHash: string, etag: string): Promise<void> {
  const users = await table('users');
  await guarded(() => users.updateEntity({ partitionKey: id, rowKey: PROFILE, passwordHash }, 'Merge', { etag }));
}

/** Deletes the user and everything stored for them: charts, chats, calendar feeds, digests, sessions, reset tokens, limits, email index, profile. */
export async function deleteUserEverywhere(id: string, email: string): Promise<void> {
  await deletePartition('charts', id);
  await deletePartition('chats', id);
  await revokeAllFeeds(id);
  await forgetDigests(id);
  await revokeAllSessions(id);
  const resets = await table('resets');
  await guarded(async () => {
    const filter = `userId eq '${id.replace(/'/g, "''")}'`;
    for await (const row of resets.listEntities({ queryOptions: { filter } }))
      await deleteEntityIfExists('resets', String(row.partitionKey), String(row.rowKey));
  });
  await revokeResetLinks(id);
  await clearAttempts(LOGIN_ACCOUNT_LIMIT, email);
  await clearAttempts(RESET_ACCOUNT_LIMIT, email);
  await deleteEntityIfExists('emails', emailKey(email), EMAIL_ROW);
  await deleteEntityIfExists('users', id, PROFILE);
}
