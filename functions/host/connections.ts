/**
 * How the host's worker processes (HOST_WORKERS > 1) share the port: the primary accepts each
 * connection and hands it to the next worker in turn (a socket handle over the IPC channel).
 * Node's cluster round robin hands a connection to whichever worker acknowledges first, and a
 * worker busy with a request cannot: a burst of keep-alive connections piled onto the idle one
 * (bench:api, 16 connections over 2 workers: 4 and 12 in one run, 7 and 9 in another), and the
 * worker with 12 queued each request behind 11 others (its event-loop delay p50 18 ms against
 * 6 ms; p99 58.8 ms instead of ~45). Azure's host spreads invocations over its worker processes
 * evenly in the same way, per invocation rather than per connection.
 */
import type { Worker } from 'node:cluster';
import { createServer as createNetServer, type Server as NetServer, type Socket } from 'node:net';
import type { Server } from 'node:http';

/** The IPC message that carries a connection from the primary to a worker. */
const HANDOFF = 'kundali:connection';

/** Primary: listens on `port`/`host` and deals each connection to the next of `workers()` (the ready ones). */
export function dealConnections(port: number, host: string, workers: () => readonly Worker[]): NetServer {
  let next = 0;
  // Paused: the primary never reads; the worker's HTTP parser gets every byte.
  return createNetServer({ pauseOnConnect: true }, (socket) => {
    const ready = workers();
    if (ready.length === 0) {
      socket.destroy();
      return;
    }
    const worker = ready[next++ % ready.length]!;
    worker.send(HANDOFF, socket, (error: Error | null) => {
      if (error) socket.destroy();
    });
  }).listen(port, host);
}

/**
 * Worker: serves the connections the primary hands over with `server` (which does not listen
 * itself). Returns the worker's graceful stop: take no more, close idle connections at once and
 * each busy one after its answer (a chat stream included), and cut what is left after `graceMs`.
 */
export function serveDealtConnections(server: Server): (graceMs: number) => Promise<'drained' | 'cut'> {
  const open = new Set<Socket>();
  const busy = new Set<Socket>();
  let stopping = false;
  let drained = (): void => {};
  server.on('request', (req, res) => {
    const socket = req.socket;
    busy.add(socket);
    res.once('close', () => {
      busy.delete(socket);
      if (stopping) socket.end();
    });
  });
  process.on('message', (message, handle) => {
    if (message !== HANDOFF || !handle) return;
    const socket = handle as Socket;
    if (stopping) {
      socket.destroy();
      return;
    }
    open.add(socket);
    socket.once('close', () => {
      open.delete(socket);
      if (stopping && open.size === 0) drained();
    });
    server.emit('connection', socket);
    socket.resume();
  });
  return (graceMs) =>
    new Promise((resolve) => {
      stopping = true;
      drained = () => resolve('drained');
      const timer = setTimeout(() => {
        for (const socket of open) socket.destroy();
        resolve('cut');
      }, graceMs);
      timer.unref();
      for (const socket of open) if (!busy.has(socket)) socket.end();
      if (open.size === 0) resolve('drained');
    });
}
