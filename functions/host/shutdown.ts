/**
 * Graceful stop for the local host (SIGTERM/SIGINT): stop accepting connections, close idle
 * keep-alive sockets, let in-flight requests (a chat reply stream included) finish for up to
 * `graceMs`, then cut what is left. The default grace leaves room, within the 10 s a container
 * stop allows before SIGKILL, for the embedded Azurite's save afterwards (azurite.ts); a chat reply
 * still streaming then (the relay allows a reply 27 s) is cut.
 */
import type { Server } from 'node:http';

/** Default grace, ms: with Azurite's stop (4 s at most) and the exit, under a container stop's 10 s. */
export const SHUTDOWN_GRACE_MS = 5_000;

/** Resolves once every connection is closed (`'drained'`) or the grace ran out (`'cut'`). */
export function gracefulShutdown(server: Server, graceMs = SHUTDOWN_GRACE_MS): Promise<'drained' | 'cut'> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      server.closeAllConnections();
      resolve('cut');
    }, graceMs);
    timer.unref();
    server.close(() => {
      clearTimeout(timer);
      resolve('drained');
    });
    server.closeIdleConnections();
  });
}
