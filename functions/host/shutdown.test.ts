import { expect, it } from 'vitest';
import { sseStream } from '../lib/ai/sse';
import { startTestHost } from '../../tests/support/test-host';
import { gracefulShutdown } from './shutdown';

async function* slowWords(): AsyncGenerator<string, void, undefined> {
  for (let i = 1; i < 6; i++) {
    await new Promise((r) => setTimeout(r, 60));
    yield `w${i} `;
  }
}

/** A host whose one route streams six words 60 ms apart, like a chat reply. */
async function start() {
  const handler = async () => ({
    status: 200,
    headers: { 'content-type': 'text/event-stream' },
    body: sseStream(
      'w0 ',
      slowWords(),
      () => ({ status: 500, error: 'e', message: 'Failed to generate content' }),
      () => {},
    ),
  });
  const { server, base } = await startTestHost({ routes: [{ name: 'slow', route: 'slow', methods: ['GET'], handler }] });
  return { server, url: `${base}/api/slow` };
}

it('a stop mid-stream lets the reply finish with done, then refuses new connections', async () => {
  const { server, url } = await start();
  const response = await fetch(url);
  const body = response.text();
  await new Promise((r) => setTimeout(r, 100));
  const stopped = gracefulShutdown(server, 5_000);
  const text = await body;
  expect(text).toContain('w5 ');
  expect(text).toContain('"done":true');
  expect(await stopped).toBe('drained');
  await expect(fetch(url)).rejects.toThrow();
});

it('a stream that outlives the grace is cut when the grace runs out', async () => {
  const { server, url } = await start();
  const response = await fetch(url);
  const body = response.text().catch(() => 'cut');
  await new Promise((r) => setTimeout(r, 50));
  expect(await gracefulShutdown(server, 100)).toBe('cut');
  expect(await body).not.toContain('"done":true');
});
