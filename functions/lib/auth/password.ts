/**
 * Password hashing with scrypt (memory-hard, from node:crypto) and a random 16-byte salt per
 * user. The parameters travel with each hash (`scrypt$N$r$p$salt$hash`, base64url), so they can
 * be raised later without invalidating stored passwords.
 *
 * At most one hash per core runs at once; the rest wait in line (first come, first served). Run
 * all together, 16 sign-ins on 2 cores each take 16 hashes' time; in line, the first finishes
 * after one, so latency stays near (queue length / cores) × one hash, and the line's length is
 * capped: past {@link MAX_WAITING_HASHES} a request is refused at once (503 with Retry-After)
 * rather than tying up memory (32 MiB per running hash) and everyone's time.
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { availableParallelism } from 'node:os';

/** Cost: N = 2^15, r = 8 → 32 MiB of memory per hash (~60–100 ms on one core here). */
const SCRYPT_N = 2 ** 15;
const SCRYPT_R = 8;
const SCRYPT_P = 1;
const KEY_BYTES = 32;
const SALT_BYTES = 16;

/** Hashes running at once: one per core. */
const MAX_RUNNING_HASHES = Math.max(1, availableParallelism());
/** Hashes waiting in line before new ones are refused (about 2 s of work on 2 cores at ~100 ms each). */
const MAX_WAITING_HASHES = 48;

/** Too many password checks are waiting: answered 503 with Retry-After. */
export class HashingBusyError extends Error {
  constructor() {
    super('Too many sign-ins at once; try again in a moment.');
    this.name = 'HashingBusyError';
  }
}

let running = 0;
const waiting: (() => void)[] = [];

async function inLine<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_RUNNING_HASHES) {
    if (waiting.length >= MAX_WAITING_HASHES) throw new HashingBusyError();
    await new Promise<void>((resolve) => waiting.push(resolve));
  } else running += 1;
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next)
      next(); // the slot passes straight to the next in line
    else running -= 1;
  }
}

function derive(password: string, salt: Buffer, n: number, r: number, p: number): Promise<Buffer> {
  const options: ScryptOptions = { N: n, r, p, maxmem: 256 * n * r + 1024 * 1024 };
  return inLine(
    () =>
      new Promise((resolve, reject) =>
        scrypt(password.normalize('NFC'), salt, KEY_BYTES, options, (error, key) => (error ? reject(error) : resolve(key))),
      ),
  );
}

/** A storable hash of the password with a fresh salt. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, SCRYPT_N, SCRYPT_R, SCRYPT_P);
  return ['scrypt', SCRYPT_N, SCRYPT_R, SCRYPT_P, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** True when the password matches the stored hash (constant-time comparison). */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), Number(n), Number(r), Number(p));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A hash of a random password: verifying against it costs the same as a real one, so unknown emails take as long as known ones. */
let decoy: Promise<string> | null = null;
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(randomBytes(18).toString('base64url'));
  return decoy;
}
