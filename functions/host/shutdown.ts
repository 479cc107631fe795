/**
 * Graceful stop for the local host (SIGTERM/SIGINT): stop accepting connections, close idle
 * keep-alive sockets, let in-flight requests (a chat reply stream included) finish for up to
 * `graceMs`, then cut what is left. The relay's own whole-stream deadline (27 s) keeps replies
 * inside the default grace.
 */
import type { Server } from 'node:http';

/** Default grace, ms: the relay's whole-stream deadline plus a margin. */
export const SHUTDOWN_GRACE_MS = 28_000;

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
