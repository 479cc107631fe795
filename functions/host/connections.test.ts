/** The primary deals connections to its ready workers strictly in turn, whatever each is busy with. */
import type { Worker } from 'node:cluster';
import { connect, type Socket } from 'node:net';
import { expect, it } from 'vitest';
import { dealConnections } from './connections';
import { freePort } from './free-port';

it('deals sixteen connections eight and eight to two workers, and refuses none', async () => {
  const port = await freePort();
  const dealt = [0, 0];
  const worker = (i: number) =>
    ({
      send: (_message: unknown, socket: Socket, done: (error: Error | null) => void) => {
        dealt[i]!++;
        socket.destroy();
        done(null);
        return true;
      },
    }) as unknown as Worker;
  const workers = [worker(0), worker(1)];
  const front = dealConnections(port, '127.0.0.1', () => workers);
  await new Promise((resolve) => front.once('listening', resolve));
  await Promise.all(
    Array.from({ length: 16 }, () => new Promise((resolve) => connect(port, '127.0.0.1').on('close', resolve).on('error', resolve))),
  );
  front.close();
  expect(dealt).toEqual([8, 8]);
});
