/**
 * Rate limits kept in Table Storage, so every API instance sees the same counts: one row per
 * (policy, key) — an account's email, a client IP — holding the times of its recent attempts
 * and the lock they earned, written only with the ETag it was read with (retried on a conflict).
 *
 * Sliding window with exponential backoff: the attempts counted are those of the last
 * `windowSeconds`; after `freeAttempts` of them every further one locks the key for
 * `baseLockSeconds × 2^(extra−1)`, at most `maxLockSeconds`. Nothing resets at a window's edge,
 * so a patient attacker stays at the longest lock: for sign-in per account (5 free a day, 30 s
 * doubling to 20 min) that is at most 5 + 6 + (86,400 − 1,890) / 1,200 ≈ 81 guesses per account
 * per day. The owner is never locked out for more than 20 minutes at a time, and a password
 * reset (a link to the owner's mailbox) clears the lock at once.
 *
 * `reserveAttempt` counts an attempt BEFORE the work it guards (checking a password), in the
 * same conditional write that reads the lock: of any number of racing requests, only those that
 * fit under the limit get through — a correct password sent among a burst of guesses is refused
 * like them once the limit is reached.
 */
import { StorageUnavailableError, deleteEntityIfExists, getEntityOrNull, guarded, storageStatus, table } from '../storage/tables';
import { sha256Hex } from './tokens';

/** A limit's policy. */
export interface LimitPolicy {
  /** Distinguishes policies sharing a key, e.g. `login-account`, `login-ip`, `reset-account`. */
  kind: string;
  freeAttempts: number;
  windowSeconds: number;
  baseLockSeconds: number;
  maxLockSeconds: number;
}

const DAY_SECONDS = 86_400;
const HOUR_SECONDS = 3_600;

/** Sign-in per account: 5 free wrong passwords a day, then 30 s doubling to 20 min (see the module comment). */
export const LOGIN_ACCOUNT_LIMIT: LimitPolicy = {
  kind: 'login-account',
  freeAttempts: 5,
  windowSeconds: DAY_SECONDS,
  baseLockSeconds: 30,
  maxLockSeconds: 1_200,
};
/** Sign-in failures per IP: 20 free an hour (a shared office network), then 30 s doubling to 1 h. */
export const LOGIN_IP_LIMIT: LimitPolicy = {
  kind: 'login-ip',
  freeAttempts: 20,
  windowSeconds: HOUR_SECONDS,
  baseLockSeconds: 30,
  maxLockSeconds: HOUR_SECONDS,
};
/** Reset emails per account: 3 an hour. */
export const RESET_ACCOUNT_LIMIT: LimitPolicy = {
  kind: 'reset-account',
  freeAttempts: 3,
  windowSeconds: HOUR_SECONDS,
  baseLockSeconds: 600,
  maxLockSeconds: HOUR_SECONDS,
};
/** Reset emails per IP: 10 an hour. */
export const RESET_IP_LIMIT: LimitPolicy = {
  kind: 'reset-ip',
  freeAttempts: 10,
  windowSeconds: HOUR_SECONDS,
  baseLockSeconds: 600,
  maxLockSeconds: HOUR_SECONDS,
};
/** Sign-ups per address (each sends the address a mail): 3 an hour. */
export const SIGNUP_ACCOUNT_LIMIT: LimitPolicy = {
  kind: 'signup-account',
  freeAttempts: 3,
  windowSeconds: HOUR_SECONDS,
  baseLockSeconds: 600,
  maxLockSeconds: HOUR_SECONDS,
};
/**
 * Sign-ups per IP: 10 an hour, or SIGNUP_IP_PER_HOUR (an operator's setting, e.g. many people behind one
 * network's address; the end-to-end suite, whose many accounts all come from 127.0.0.1, sets it).
 */
export const SIGNUP_IP_LIMIT: LimitPolicy = {
  kind: 'signup-ip',
  freeAttempts: Number(process.env.SIGNUP_IP_PER_HOUR) > 0 ? Number(process.env.SIGNUP_IP_PER_HOUR) : 10,
  windowSeconds: HOUR_SECONDS,
  baseLockSeconds: 60,
  maxLockSeconds: HOUR_SECONDS,
};
/** Contact messages per IP: 5 an hour. */
export const CONTACT_IP_LIMIT: LimitPolicy = {
  kind: 'contact-ip',
  freeAttempts: 5,
  windowSeconds: HOUR_SECONDS,
  baseLockSeconds: 60,
  maxLockSeconds: HOUR_SECONDS,
};

interface LimitEntity {
  /** Attempt times in the window, epoch seconds, comma-separated, oldest first. */
  attempts: string;
  lockedUntil: string;
}

/** Attempt times kept per row: past this many the lock is at its longest anyway. */
const MAX_KEPT_ATTEMPTS = 400;
const MAX_WRITE_ATTEMPTS = 50;
const ROW = 'limit';
const partition = (policy: LimitPolicy, key: string) => sha256Hex(`${policy.kind}:${key}`);

/** Lock earned by `count` attempts in the window, seconds. */
function lockSecondsAfter(policy: LimitPolicy, count: number): number {
  const extra = count - policy.freeAttempts + 1;
  return extra > 0 ? Math.min(policy.maxLockSeconds, policy.baseLockSeconds * 2 ** (extra - 1)) : 0;
}

const secondsLeft = (until: string, now: Date) => Math.max(0, Math.ceil((Date.parse(until) - now.getTime()) / 1000));

function recent(policy: LimitPolicy, entity: LimitEntity | null, now: Date): number[] {
  const since = now.getTime() / 1000 - policy.windowSeconds;
  return (entity?.attempts ?? '')
    .split(',')
    .filter(Boolean)
    .map(Number)
    .filter((t) => t > since);
}

/**
 * Runs `change` on the row in an ETag-guarded read-modify-write, retried when another instance
 * wrote first; `change` returns the new row (or null to write nothing) and the result.
 */
async function update<R>(
  policy: LimitPolicy,
  key: string,
  change: (current: LimitEntity | null) => { next: LimitEntity | null; result: R },
): Promise<R> {
  const client = await table('limits');
  const partitionKey = partition(policy, key);
  for (let attempt = 0; attempt < MAX_WRITE_ATTEMPTS; attempt += 1) {
    const current = await getEntityOrNull<LimitEntity>('limits', partitionKey, ROW);
    const { next, result } = change(current);
    if (!next) return result;
    try {
      await guarded(() =>
        current
          ? client.updateEntity({ partitionKey, rowKey: ROW, ...next }, 'Replace', { etag: current.etag })
          : client.createEntity({ partitionKey, rowKey: ROW, ...next }),
      );
      return result;
    } catch (error) {
      const status = storageStatus(error);
      // 409: another instance created the row first; 412: it changed it; 404: a successful sign-in cleared it
      // (clearAttempts) between the read and this write. Each time: read again and redo the change.
      if (status !== 404 && status !== 409 && status !== 412) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(40, 2 * attempt))); // another write landed first
    }
  }
  throw new StorageUnavailableError('Too many attempts at once; try again.');
}

function counted(policy: LimitPolicy, times: number[], now: Date): LimitEntity {
  const kept = times.slice(-MAX_KEPT_ATTEMPTS);
  return {
    attempts: kept.join(','),
    lockedUntil: new Date(now.getTime() + lockSecondsAfter(policy, times.length) * 1000).toISOString(),
  };
}

/** An attempt's reservation: allowed, or refused for `retryAfterSeconds`. */
export type Reservation = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** Counts one attempt unless the key is locked (atomically; see the module comment). */
export async function reserveAttempt(policy: LimitPolicy, key: string, now: Date): Promise<Reservation> {
  return update<Reservation>(policy, key, (current) => {
    const locked = current ? secondsLeft(current.lockedUntil, now) : 0;
    if (locked > 0) return { next: null, result: { allowed: false, retryAfterSeconds: locked } };
    return { next: counted(policy, [...recent(policy, current, now), now.getTime() / 1000], now), result: { allowed: true } };
  });
}

/** Seconds until the key may try again, or 0 (a read, for limits that count only failures). */
export async function lockedForSeconds(policy: LimitPolicy, key: string, now: Date): Promise<number> {
  const entity = await getEntityOrNull<LimitEntity>('limits', partition(policy, key), ROW);
  return entity ? secondsLeft(entity.lockedUntil, now) : 0;
}

/** Counts one failure after the fact; returns the lock now in force, seconds. */
export async function recordFailure(policy: LimitPolicy, key: string, now: Date): Promise<number> {
  return update(policy, key, (current) => {
    const next = counted(policy, [...recent(policy, current, now), now.getTime() / 1000], now);
    return { next, result: secondsLeft(next.lockedUntil, now) };
  });
}

/** Forgets a key's attempts and lock (a successful sign-in, a password reset). */
export async function clearAttempts(policy: LimitPolicy, key: string): Promise<void> {
  await deleteEntityIfExists('limits', partition(policy, key), ROW);
}
