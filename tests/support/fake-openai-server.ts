/**
 * CLI wrapper: `tsx tests/support/fake-openai-server.ts <port>` runs the fake OpenAI-compatible
 * server (default reply, a 150 ms gap between chunks so streaming is visible even on a loaded machine) until killed.
 * Used by the chat end-to-end tests, which start it as a child process.
 */
import { DEFAULT_CHUNKS, FakeOpenAiServer } from './fake-openai';

const port = Number(process.argv[2] ?? process.env.FAKE_OPENAI_PORT ?? 0);
const server = new FakeOpenAiServer();
// An aligned table too, so the e2e CSP check sees how tables render.
server.scenario = {
  kind: 'reply',
  chunks: ['**Fake model:** ', ...DEFAULT_CHUNKS, '\n| Planet | Degree |\n|:-|-:|\n', '| Sun | 12.34° |\n'],
  chunkDelayMs: 150,
};
const url = await server.start(port);
console.log(`fake-openai listening at ${url}`);
const stop = () => void server.stop().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
