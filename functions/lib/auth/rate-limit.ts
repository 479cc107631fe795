/**
 * Failure-counting rate limits with exponential backoff, kept in Table Storage so every API
 * instance sees the same counts (ETag-guarded read-modify-write, retried on a conflict).
 * A key (an account's email hash, or a client IP) may fail `freeFailures` times within the
 * window; each further failure locks it for `baseLockSeconds × 2^(extra−1)`, at most `maxLockSeconds`.
 */
import { getEntityOrNull, guarded, storageStatus, table, deleteEntityIfExists } from '../storage/tables';
import { sha256Hex } from './tokens';

/** A limit's policy. */
export interface LimitPolicy {
  /** Distinguishes policies sharing a key, e.g. `login-account`, `login-ip`, `reset-account`. */
  kind: string;
  freeFailures: number;
  windowSeconds: number;
  baseLockSeconds: number;
  maxLockSeconds: number;
}

/** Sign-in per account: 5 free failures in 15 minutes, then 30 s, 60 s, … up to 1 h. */
export const LOGIN_ACCOUNT_LIMIT: LimitPolicy = {
  kind: 'login-account',
  freeFailures: 5,
  windowSeconds: 900,
  baseLockSeconds: 30,
  maxLockSeconds: 3600,
};
/** Sign-in per IP: 20 free failures in 15 minutes (a shared office network), then the same backoff. */
export const LOGIN_IP_LIMIT: LimitPolicy = {
  kind: 'login-ip',
  freeFailures: 20,
  windowSeconds: 900,
  baseLockSeconds: 30,
  maxLockSeconds: 3600,
};
/** Reset emails per account: 3 an hour. */
export const RESET_ACCOUNT_LIMIT: LimitPolicy = {
  kind: 'reset-account',
  freeFailures: 3,
  windowSeconds: 3600,
  baseLockSeconds: 600,
  maxLockSeconds: 3600,
};
/** Reset emails per IP: 10 an hour. */
export const RESET_IP_LIMIT: LimitPolicy = {
  kind: 'reset-ip',
  freeFailures: 10,
  windowSeconds: 3600,
  baseLockSeconds: 600,
  maxLockSeconds: 3600,
};

interface LimitEntity {
  failures: number;
  windowStart: string;
  lockedUntil: string;
}

const rowKey = 'limit';
const partition = (policy: LimitPolicy, key: string) => sha256Hex(`${policy.kind}:${key}`);

/** Seconds until the key may try again, or 0 when it is not locked. */
export async function lockedForSeconds(policy: LimitPolicy, key: string, now: Date): Promise<number> {
  const entity = await getEntityOrNull<LimitEntity>('limits', partition(policy, key), rowKey);
  if (!entity) return 0;
  const remainingMs = Date.parse(entity.lockedUntil) - now.getTime();
  return remainingMs > 0 ? Math.ceil(remainingMs / 1000) : 0;
}

/** Counts one failure (or one use, for reset emails); returns the lock now in force, seconds. */
export async function recordFailure(policy: LimitPolicy, key: string, now: Date): Promise<number> {
  const client = await table('limits');
  const partitionKey = partition(policy, key);
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const current = await getEntityOrNull<LimitEntity>('limits', partitionKey, rowKey);
    const windowOpen = current && now.getTime() - Date.parse(current.windowStart) < policy.windowSeconds * 1000;
    const failures = windowOpen ? current.failures + 1 : 1;
    const extra = failures - policy.freeFailures;
    const lockSeconds = extra > 0 ? Math.min(policy.maxLockSeconds, policy.baseLockSeconds * 2 ** (extra - 1)) : 0;
    const next: LimitEntity = {
      failures,
      windowStart: windowOpen ? current.windowStart : now.toISOString(),
      lockedUntil: new Date(now.getTime() + lockSeconds * 1000).toISOString(),
    };
    try {
      await guarded(() =>
        current
          ? client.updateEntity({ partitionKey, rowKey, ...next }, 'Replace', { etag: current.etag })
          : client.createEntity({ partitionKey, rowKey, ...next }),
      );
      return lockSeconds;
    } catch (error) {
      const status = storageStatus(error);
      if (status === 409 || status === 412) continue; // another instance counted first: read again
      throw error;
    }
  }
  return policy.baseLockSeconds;
}

/** Forgets a key's failures (a successful sign-in). */
export async function clearFailures(policy: LimitPolicy, key: string): Promise<void> {
  await deleteEntityIfExists('limits', partition(policy, key), rowKey);
}

/** The client's IP as Azure's front end reports it (first X-Forwarded-For hop), else `unknown`. */
export function clientIp(headers: { get(name: string): string | null }): string {
  const forwarded = headers.get('x-forwarded-for');
  const first = forwarded?.split(',')[0]?.trim();
  if (!first) return 'unknown';
  const ipv4WithPort = first.match(/^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/);
  return ipv4WithPort ? ipv4WithPort[1]! : first;
}
