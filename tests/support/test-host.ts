/** The local Functions host on an ephemeral 127.0.0.1 port, for tests that go through real HTTP. */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHost, type HostOptions } from '../../functions/host/server';

/** A started host: its origin (`http://127.0.0.1:<port>`), the server, and a close that waits for it. */
export interface TestHost {
  base: string;
  server: Server;
  close(): Promise<void>;
}

/** Creates the host with `options` and listens on a free port. */
export async function startTestHost(options: HostOptions): Promise<TestHost> {
  const server = createHost(options);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    server,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
