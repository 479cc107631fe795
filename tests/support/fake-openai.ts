/**
 * A fake OpenAI-compatible server on 127.0.0.1 for tests and benches: real HTTP, real SSE,
 * the `/v1/chat/completions` shape the `openai` SDK speaks. It records every request body so
 * tests can read the system prompt the relay sent, and plays one scenario at a time.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the next requests get. */
export type FakeScenario =
  | { kind: 'reply'; chunks: string[]; chunkDelayMs?: number }
  | { kind: 'status'; status: number; body?: unknown }
  | { kind: 'hang' }
  | { kind: 'hang-after-first'; first: string }
  | { kind: 'malformed' }
  | { kind: 'malformed-after-first'; first: string }
  /** A raw body with a content type (e.g. a bare `data: [DONE]`, an HTML page). */
  | { kind: 'raw'; contentType: string; body: string }
  /** A response that calls tools (streamed as id/name first, then the arguments in two pieces), after `delayMs`. */
  | { kind: 'tool-calls'; calls: { name: string; arguments: string }[]; text?: string; delayMs?: number }
  /** A whole (non-streamed) completion whose content is about `bytes` long, written 64 KB at a time while the client reads. */
  | { kind: 'huge-json'; bytes: number };

/** Text that makes the reply slow (60 chunks, 250 ms apart). */
export const SLOW_MARKER = '[slow]';

/** Default reply: a few Markdown chunks, the way a model streams. */
export const DEFAULT_CHUNKS = ['Namaste! ', 'Here is ', 'your **chart** ', 'in brief:\n\n', '- Point one\n', '- Point two\n'];

/** A recorded request. */
export interface RecordedRequest {
  path: string;
  headers: IncomingMessage['headers'];
  body: {
    model?: string;
    stream?: boolean;
    messages?: { role: string; content: string; tool_call_id?: string; tool_calls?: { id: string; function: { name: string } }[] }[];
    tools?: { type: string; function: { name: string; parameters: unknown } }[];
    tool_choice?: unknown;
  };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The server; `start()` binds an ephemeral (or given) port on 127.0.0.1. */
export class FakeOpenAiServer {
  scenario: FakeScenario = { kind: 'reply', chunks: DEFAULT_CHUNKS };
  /** Scenarios used once each, before falling back to `scenario` (e.g. timeout then success). */
  queue: FakeScenario[] = [];
  readonly requests: RecordedRequest[] = [];
  /** Responses the client hung up on before they ended (the relay aborting upstream). */
  abandoned = 0;
  private server: Server | null = null;
  private readonly open = new Set<ServerResponse>();

  /** Base URL for the SDK, e.g. `http://127.0.0.1:54321/v1`. */
  url = '';
  /** Body bytes the last huge-json answer got out before it ended or the client hung up. */
  sentBytes = 0;
  /** When set, a request carrying `tools` gets a 400 with this message (a server without tool support). */
  rejectTools: string | null = null;

  async start(port = 0): Promise<string> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(port, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/v1`;
    return this.url;
  }

  async stop(): Promise<void> {
    for (const res of this.open) res.destroy();
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    if (!path.endsWith('/chat/completions')) {
      res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'not found' } }));
      return;
    }
    let body: RecordedRequest['body'] = {};
    try {
      body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    } catch {
      /* recorded as empty */
    }
    this.requests.push({ path, headers: req.headers, body });
    if (this.rejectTools !== null && body.tools) {
      res
        .writeHead(400, { 'content-type': 'application/json' })
        .end(JSON.stringify({ error: { message: this.rejectTools, type: 'api_error' } }));
      return;
    }
    const scenario = this.queue.shift() ?? this.scenario;
    this.open.add(res);
    res.on('close', () => {
      this.open.delete(res);
      if (!res.writableEnded) this.abandoned++;
    });
    await this.play(scenario, body, res);
  }

  private async play(s: FakeScenario, body: RecordedRequest['body'], res: ServerResponse): Promise<void> {
    const model = body.model ?? 'fake';
    const chunkJson = (content: string | null, finish: string | null) =>
      JSON.stringify({
        id: 'chatcmpl-fake',
        object: 'chat.completion.chunk',
        created: 1_700_000_000,
        model,
        choices: [{ index: 0, delta: content === null ? {} : { role: 'assistant', content }, finish_reason: finish }],
      });
    // A whole (non-streamed) completion.
    const whole = (message: unknown, finish: string) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          id: 'chatcmpl-fake',
          object: 'chat.completion',
          created: 1_700_000_000,
          model,
          choices: [{ index: 0, message, finish_reason: finish }],
        }),
      );
    };
    switch (s.kind) {
      case 'status':
        res.writeHead(s.status, { 'content-type': 'application/json', 'retry-after-ms': '1' });
        res.end(
          JSON.stringify(
            s.body ?? {
              error: { message: `upstream secret detail ${s.status}`, type: s.status === 429 ? 'rate_limit_exceeded' : 'server_error' },
            },
          ),
        );
        return;
      case 'hang':
        return; // never answers; the client's timeout must fire
      case 'reply':
        if (!body.stream) {
          whole({ role: 'assistant', content: s.chunks.join('') }, 'stop');
          return;
        }
        res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
        {
          // A visitor message containing SLOW_MARKER gets a long, slow reply (to test the Stop button).
          const slow = body.messages?.[body.messages.length - 1]?.content?.includes(SLOW_MARKER) ?? false;
          const chunks = slow ? Array.from({ length: 60 }, (_, i) => `word${i} `) : s.chunks;
          for (const c of chunks) {
            if (res.destroyed) return;
            res.write(`data: ${chunkJson(c, null)}\n\n`);
            const delay = slow ? 250 : s.chunkDelayMs;
            if (delay) await sleep(delay);
          }
        }
        res.write(`data: ${chunkJson(null, 'stop')}\n\n`);
        res.end('data: [DONE]\n\n');
        return;
      case 'hang-after-first':
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        res.write(`data: ${chunkJson(s.first, null)}\n\n`);
        return;
      case 'malformed':
        if (!body.stream) {
          res.writeHead(200, { 'content-type': 'application/json' }).end('{"choices": [ this is not json');
          return;
        }
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        res.end('data: {"choices": [ this is not json\n\n');
        return;
      case 'raw':
        res.writeHead(200, { 'content-type': s.contentType });
        res.end(s.body);
        return;
      case 'tool-calls': {
        if (s.delayMs) await sleep(s.delayMs);
        const calls = s.calls.map((c, i) => ({ id: `call_${this.requests.length}_${i}`, ...c }));
        if (!body.stream) {
          const toolCalls = calls.map((c) => ({ id: c.id, type: 'function', function: { name: c.name, arguments: c.arguments } }));
          whole({ role: 'assistant', content: s.text ?? null, tool_calls: toolCalls }, 'tool_calls');
          return;
        }
        res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
        const delta = (d: unknown, finish: string | null = null) =>
          `data: ${JSON.stringify({ id: 'chatcmpl-fake', object: 'chat.completion.chunk', created: 1_700_000_000, model, choices: [{ index: 0, delta: d, finish_reason: finish }] })}\n\n`;
        if (s.text) res.write(delta({ role: 'assistant', content: s.text }));
        for (const [index, c] of calls.entries()) {
          const half = Math.floor(c.arguments.length / 2);
          res.write(delta({ tool_calls: [{ index, id: c.id, type: 'function', function: { name: c.name, arguments: '' } }] }));
          res.write(delta({ tool_calls: [{ index, function: { arguments: c.arguments.slice(0, half) } }] }));
          res.write(delta({ tool_calls: [{ index, function: { arguments: c.arguments.slice(half) } }] }));
        }
        res.write(delta({}, 'tool_calls'));
        res.end('data: [DONE]\n\n');
        return;
      }
      case 'huge-json': {
        const head = JSON.stringify({ id: 'chatcmpl-fake', object: 'chat.completion', created: 1_700_000_000, model }).slice(0, -1);
        const block = 'z'.repeat(64 * 1024);
        res.writeHead(200, { 'content-type': 'application/json' });
        this.sentBytes = 0;
        const write = async (text: string) => {
          if (res.destroyed) return false;
          this.sentBytes += Buffer.byteLength(text);
          if (!res.write(text)) await new Promise((resolve) => res.once('drain', resolve).once('close', resolve));
          return !res.destroyed;
        };
        if (!(await write(`${head},"choices":[{"index":0,"finish_reason":"stop","message":{"role":"assistant","content":"`))) return;
        for (let sent = 0; sent < s.bytes; sent += block.length) if (!(await write(block))) return;
        res.end('"}}]}');
        return;
      }
      case 'malformed-after-first':
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        res.write(`data: ${chunkJson(s.first, null)}\n\n`);
        res.end('data: {broken\n\n');
        return;
    }
  }
}
