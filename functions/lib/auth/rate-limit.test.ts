/**
 * The limiter's read-modify-write against a real Azurite, with another writer stepping in between
 * the read and the write (as bench:accounts' racing sign-ins did: a 500 from a row cleared by a
 * successful sign-in).
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestStorage, type TestStorage } from '../../../tests/support/account-client';
import { table } from '../storage/tables';
import { clearAttempts, lockedForSeconds, LOGIN_ACCOUNT_LIMIT, recordFailure, reserveAttempt } from './rate-limit';

let storage: TestStorage;
beforeAll(async () => {
  storage = await startTestStorage();
});
afterAll(async () => {
  vi.restoreAllMocks();
  await storage?.stop();
});

describe('rate limit rows written while another request changes them', () => {
  it('counts the attempt when a successful sign-in clears the row between the read and the write', async () => {
    const now = new Date('2026-12-08T03:00:00Z');
    const key = 'cleared-between@example.com';
    await recordFailure(LOGIN_ACCOUNT_LIMIT, key, now);
    const client = await table('limits');
    const update = client.updateEntity.bind(client);
    let cleared = false;
    vi.spyOn(client, 'updateEntity').mockImplementation(async (...args) => {
      if (!cleared) {
        cleared = true;
        await clearAttempts(LOGIN_ACCOUNT_LIMIT, key);
      }
      return update(...args);
    });
    await expect(reserveAttempt(LOGIN_ACCOUNT_LIMIT, key, now)).resolves.toEqual({ allowed: true });
    expect(cleared).toBe(true);
    // Written again from the cleared row: one attempt, no lock.
    await expect(lockedForSeconds(LOGIN_ACCOUNT_LIMIT, key, now)).resolves.toBe(0);
  });
});
