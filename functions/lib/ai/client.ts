/**
 * The `openai` SDK client for the configured provider, and the two calls the relay makes:
 * a streamed completion (text deltas) and a whole completion (JSON mode).
 */
import OpenAI, { AzureOpenAI } from 'openai';
import type { ChatCompletion, ChatCompletionMessageParam, ChatCompletionMessageFunctionToolCall } from 'openai/resources/chat/completions';
import { MAX_REPLY_CHARS } from '../../../shared/contracts/chat-limits';
import type { ProviderConfig } from './config';
import { EmptyReplyError, ReplyCutShortError, UpstreamTimeoutError } from './errors';

/**
 * Largest non-streamed completion read, bytes: a reply of MAX_REPLY_CHARS with every character
 * written as a \u escape (6 bytes), and room for the envelope and tool calls. The body is read up
 * to this and abandoned past it, never held whole (a 60 MB answer cost the listener ~250 MB).
 */
export const MAX_COMPLETION_BYTES = 6 * MAX_REPLY_CHARS + 64 * 1024;
/** Whole-stream deadline from the request to the last chunk, ms: below Azure Functions' 30 s and Static Web Apps' 45 s. */
export const STREAM_DEADLINE_MS = 27_000;

/** A chat turn as the provider receives it (the relay adds the one system turn itself). */
export interface ProviderMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

/** Builds the SDK client. Retries are the relay's job (one, on timeouts only), so the SDK's are off. */
export function createProviderClient(config: ProviderConfig, timeoutMs: number): OpenAI {
  if (config.kind === 'azure') {
    return new AzureOpenAI({
      endpoint: config.endpoint,
      apiKey: config.apiKey,
      deployment: config.deployment,
      apiVersion: config.apiVersion,
      timeout: timeoutMs,
      maxRetries: 0,
    });
  }
  return new OpenAI({ apiKey: config.apiKey, baseURL: config.baseURL ?? null, timeout: timeoutMs, maxRetries: 0 });
}

const toSdkMessages = (messages: readonly (ProviderMessage | ChatCompletionMessageParam)[]): ChatCompletionMessageParam[] =>
  messages.map((m) =>
    m.role === 'tool' || ('tool_calls' in m && m.tool_calls) ? m : ({ role: m.role, content: m.content } as ChatCompletionMessageParam),
  );

/** The tool side of one request: definitions offered, whether the model may call them, and where calls go. */
export interface ToolRound {
  tools: readonly unknown[];
  /** `auto`: the model may call tools; `none`: it must answer (the tools stay listed, as the earlier turns refer to them). */
  choice: 'auto' | 'none';
  /** Receives the tool calls the model made in this response, assembled from their deltas. */
  onToolCalls(calls: ChatCompletionMessageFunctionToolCall[]): void;
}

/** Assembles streamed tool-call fragments (`index`, then `id`, `name` and pieces of `arguments`) into whole calls. */
function toolCallCollector() {
  const calls: { id: string; name: string; arguments: string }[] = [];
  return {
    add(deltas: readonly { index?: number; id?: string; function?: { name?: string; arguments?: string } }[]) {
      for (const d of deltas) {
        const at = d.index ?? calls.length;
        const call = (calls[at] ??= { id: '', name: '', arguments: '' });
        if (d.id) call.id = d.id;
        if (d.function?.name) call.name += d.function.name;
        if (d.function?.arguments) call.arguments += d.function.arguments;
      }
    },
    calls: (): ChatCompletionMessageFunctionToolCall[] =>
      calls
        .filter((c) => c && c.name)
        .map((c, i) => ({ id: c.id || `call_${i}`, type: 'function', function: { name: c.name, arguments: c.arguments } })),
  };
}

/**
 * A watchdog: aborts `controller` when `arm()` is not called again within `timeoutMs`, and
 * remembers that it did so the abort can be reported as a timeout, not a cancellation.
 */
function watchdog(controller: AbortController, timeoutMs: number) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const state = { fired: false };
  const arm = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      state.fired = true;
      controller.abort();
    }, timeoutMs);
  };
  const stop = () => clearTimeout(timer);
  return { arm, stop, state };
}

/**
 * True when a completion ended on its own: the model stopped (`stop`) or handed over to tools
 * (`tool_calls`). `length` (the token limit), `content_filter`, or no reason at all (a stream
 * that closed early, e.g. a proxy hanging up mid-reply) leave the text unfinished, and an
 * unfinished reply is marked as such, never kept as a complete one.
 */
function isFinished(reason: string | null | undefined): boolean {
  return reason === 'stop' || reason === 'tool_calls';
}

/**
 * Streams the completion's text deltas (empty deltas skipped). Each wait — for the response and
 * then between chunks — is bounded by `timeoutMs` (UpstreamTimeoutError). Aborting `signal`
 * (the visitor left) ends the upstream request.
 */
export async function* streamCompletion(
  client: OpenAI,
  model: string,
  messages: readonly (ProviderMessage | ChatCompletionMessageParam)[],
  timeoutMs: number,
  signal?: AbortSignal,
  deadlineAt = Date.now() + STREAM_DEADLINE_MS,
  toolRound?: ToolRound,
): AsyncGenerator<string, void, undefined> {
  const controller = new AbortController();
  const onAbort = () => controller.abort();
  signal?.addEventListener('abort', onAbort, { once: true });
  const dog = watchdog(controller, timeoutMs);
  dog.arm();
  let pastDeadline = false;
  const deadline = setTimeout(
    () => {
      pastDeadline = true;
      controller.abort();
    },
    Math.max(0, deadlineAt - Date.now()),
  );
  let relayed = 0;
  let finish: string | null = null;
  const collector = toolCallCollector();
  try {
    const tools = toolRound ? { tools: toolRound.tools as never, tool_choice: toolRound.choice } : {};
    const stream = await client.chat.completions.create(
      { model, messages: toSdkMessages(messages), stream: true, ...tools },
      { signal: controller.signal },
    );
    for await (const chunk of stream) {
      dog.arm();
      finish = chunk.choices?.[0]?.finish_reason ?? finish;
      const toolDeltas = chunk.choices?.[0]?.delta?.tool_calls;
      if (toolRound && toolDeltas) collector.add(toolDeltas);
      const delta = chunk.choices?.[0]?.delta?.content;
      if (!delta) continue;
      relayed += delta.length;
      if (relayed > MAX_REPLY_CHARS) {
        controller.abort();
        throw new ReplyCutShortError('size');
      }
      dog.stop();
      yield delta;
      // The watchdog times the upstream, not the visitor's reading speed.
      dog.arm();
    }
    // The SDK ends the iteration quietly when its signal aborts mid-body; a watchdog abort is a timeout.
    if (pastDeadline) throw new ReplyCutShortError('deadline');
    if (dog.state.fired) throw new UpstreamTimeoutError(timeoutMs);
    const calls = collector.calls();
    if (toolRound && calls.length > 0) toolRound.onToolCalls(calls);
    else if (relayed === 0 && !signal?.aborted) throw new EmptyReplyError();
    else if (!signal?.aborted && !isFinished(finish)) throw new ReplyCutShortError('unfinished');
  } catch (error) {
    if (pastDeadline) throw new ReplyCutShortError('deadline');
    if (dog.state.fired) throw new UpstreamTimeoutError(timeoutMs);
    throw error;
  } finally {
    clearTimeout(deadline);
    dog.stop();
    signal?.removeEventListener('abort', onAbort);
  }
}

/**
 * The completion in `response`, read up to MAX_COMPLETION_BYTES (past it the request is aborted and
 * the reply refused as too long). As the SDK would: JSON when the body says so, else nothing.
 */
async function cappedCompletion(response: Response, controller: AbortController): Promise<Partial<ChatCompletion> | undefined> {
  const reader = response.body?.getReader();
  const parts: Uint8Array[] = [];
  let bytes = 0;
  for (let part = await reader?.read(); part && !part.done; part = await reader!.read()) {
    bytes += part.value.byteLength;
    if (bytes > MAX_COMPLETION_BYTES) {
      controller.abort();
      await reader!.cancel().catch(() => undefined);
      throw new ReplyCutShortError('size');
    }
    parts.push(part.value);
  }
  const text = Buffer.concat(parts).toString('utf8');
  if (!/json/i.test(response.headers.get('content-type') ?? '')) return undefined;
  return JSON.parse(text) as Partial<ChatCompletion>;
}

/**
 * The whole reply text of one non-streamed completion, bounded by `timeoutMs`. With `toolRound`,
 * a response that calls tools hands its calls over and returns its text (possibly empty).
 */
export async function completeOnce(
  client: OpenAI,
  model: string,
  messages: readonly (ProviderMessage | ChatCompletionMessageParam)[],
  timeoutMs: number,
  signal?: AbortSignal,
  toolRound?: ToolRound,
): Promise<string> {
  const controller = new AbortController();
  const onAbort = () => controller.abort();
  signal?.addEventListener('abort', onAbort, { once: true });
  const dog = watchdog(controller, timeoutMs);
  dog.arm();
  try {
    const tools = toolRound ? { tools: toolRound.tools as never, tool_choice: toolRound.choice } : {};
    const response = await client.chat.completions
      .create({ model, messages: toSdkMessages(messages), ...tools }, { signal: controller.signal })
      .asResponse();
    const completion = await cappedCompletion(response, controller);
    const message = completion?.choices?.[0]?.message;
    const calls = (message?.tool_calls ?? []).filter((c): c is ChatCompletionMessageFunctionToolCall => c.type === 'function');
    const content = message?.content;
    if (toolRound && calls.length > 0) {
      toolRound.onToolCalls(calls);
      return typeof content === 'string' ? content : '';
    }
    if (typeof content !== 'string' || content.trim() === '') throw new EmptyReplyError();
    if (content.length > MAX_REPLY_CHARS) throw new ReplyCutShortError('size');
    if (!isFinished(completion?.choices?.[0]?.finish_reason)) throw new ReplyCutShortError('unfinished');
    return content;
  } catch (error) {
    if (dog.state.fired) throw new UpstreamTimeoutError(timeoutMs);
    throw error;
  } finally {
    dog.stop();
    signal?.removeEventListener('abort', onAbort);
  }
}
