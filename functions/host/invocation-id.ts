/**
 * Invocation ids for the local host: UUID-shaped (as Azure's are), unique per process by a random
 * prefix drawn once and a counter. `crypto.randomUUID()` per request showed as ~3% of the host's
 * CPU per chart in a profile under load; a counter costs nothing.
 */
import { randomUUID } from 'node:crypto';

/** `xxxxxxxx-xxxx-4xxx-yxxx-` of one random v4 UUID: the process's prefix. */
const PREFIX = randomUUID().slice(0, 24);
let counter = 0;

/** The next id: the prefix plus a 12-hex-digit counter (2^48 ids before it wraps). */
export function nextInvocationId(): string {
  counter = (counter + 1) % 2 ** 48;
  return PREFIX + counter.toString(16).padStart(12, '0');
}
