/**
 * The local host's request limits, as Azure's front end and Functions host apply them
 * (docs/decisions/local-host-request-limits.md): X-Forwarded-For is the socket's address and
 * port whatever the client sends, and a body arriving slower than 240 B/s after a 5 s grace gets
 * 408 and a closed connection, while a slow but steady body still arrives.
 */
import { connect } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ok } from '../lib/http';
import { startTestHost, type TestHost } from '../../tests/support/test-host';
import { BODY_GRACE_MS, MIN_BODY_BYTES_PER_SECOND } from './server';

let host: TestHost;
beforeAll(async () => {
  host = await startTestHost({
    routes: [
      {
        name: 'echoIp',
        route: 'ip',
        methods: ['GET'],
        handler: async (request) => ok({ forwarded: request.headers.get('x-forwarded-for') }),
      },
      { name: 'echoBody', route: 'body', methods: ['POST'], handler: async (request) => ok({ length: (await request.text()).length }) },
    ],
  });
});
afterAll(() => host.close());

/** Sends `head` then the body's parts `gapMs` apart on a raw socket; resolves with the status line and when it came. */
function rawPost(parts: string[], declared: number, gapMs: number): Promise<{ status: string; afterMs: number; closedByHost: boolean }> {
  const { port } = new URL(host.base);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), '127.0.0.1');
    const started = performance.now();
    let text = '';
    let status = '';
    let statusAt = 0;
    let closedByUs = false;
    const close = () => {
      closedByUs = true;
      socket.destroy();
    };
    socket.on('data', (chunk) => {
      text += chunk.toString();
      if (!status && text.includes('\r\n')) {
        status = text.slice(0, text.indexOf('\r\n'));
        statusAt = performance.now() - started;
        // A kept connection after a 200 is normal; the 408's must be closed by the host.
        if (status.includes(' 200 ')) close();
      }
    });
    socket.on('error', reject);
    socket.on('close', () => resolve({ status, afterMs: statusAt, closedByHost: !closedByUs }));
    socket.write(`POST /api/body HTTP/1.1\r\nHost: x\r\nContent-Type: text/plain\r\nContent-Length: ${declared}\r\n\r\n`);
    parts.forEach((part, i) => setTimeout(() => !socket.destroyed && socket.write(part), i * gapMs));
    setTimeout(close, BODY_GRACE_MS + 5_000);
  });
}

it('replaces a client-supplied X-Forwarded-For with the socket address and port, as Azure does', async () => {
  const answer = await fetch(`${host.base}/api/ip`, { headers: { 'x-forwarded-for': '10.9.8.7' } });
  const { forwarded } = (await answer.json()) as { forwarded: string };
  expect(forwarded).toMatch(/^127\.0\.0\.1:\d+$/);
});

it.concurrent('answers a body that stalls with 408 after the grace period and closes the connection', async () => {
  const { status, afterMs, closedByHost } = await rawPost(['x'.repeat(34)], 100, 0);
  expect(status).toBe('HTTP/1.1 408 Request Timeout');
  expect(closedByHost).toBe(true);
  expect(afterMs).toBeGreaterThanOrEqual(BODY_GRACE_MS);
  expect(afterMs).toBeLessThan(BODY_GRACE_MS + 2_000);
});

it.concurrent('still takes a slow body that keeps above the minimum rate', async () => {
  // 8 parts of 200 bytes 0.8 s apart: 250 B/s, just above the minimum, for 5.6 s.
  const part = 'y'.repeat(200);
  expect(200 / 0.8).toBeGreaterThan(MIN_BODY_BYTES_PER_SECOND);
  const { status } = await rawPost(Array(8).fill(part), 1600, 800);
  expect(status).toBe('HTTP/1.1 200 OK');
});
