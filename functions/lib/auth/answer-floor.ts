/**
 * A floor under the answer time of the routes that must not reveal whether an address has an
 * account (sign-up, forgot-password). They already do the same work for both (issue 37), but that
 * work's time still varies with storage and the machine by a few per cent, which an attacker timing
 * many requests could average out; answering no sooner than a fixed time after the request began
 * leaves nothing to average. Real time (performance.now), not the routes' injectable clock.
 */

/** Forgot-password answers no sooner than this after it began (its work takes ≈ 5 ms). */
export const FORGOT_PASSWORD_FLOOR_MS = 40;
/** Sign-up answers no sooner than this (its password hash takes ≈ 100 ms on one core). */
export const SIGNUP_FLOOR_MS = 250;

/** Waits until `floorMs` have passed since `startedMs` (a performance.now() reading); at once if they have. */
export async function answerNoSoonerThan(startedMs: number, floorMs: number): Promise<void> {
  const waitMs = floorMs - (performance.now() - startedMs);
  if (waitMs > 0) await new Promise((resolve) => setTimeout(resolve, waitMs));
}
