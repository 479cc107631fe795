/**
 * The `openai` SDK client for the configured provider, and the two calls the relay makes:
 * a streamed completion (text deltas) and a whole completion (JSON mode).
 */
import OpenAI, { AzureOpenAI } from 'openai';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import type { ProviderConfig } from './config';
import { UpstreamTimeoutError } from './errors';

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

const toSdkMessages = (messages: ProviderMessage[]): ChatCompletionMessageParam[] =>
  messages.map((m) => ({ role: m.role, content: m.content }));

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
 * Streams the completion's text deltas (empty deltas skipped). Each wait — for the response and
 * then between chunks — is bounded by `timeoutMs` (UpstreamTimeoutError). Aborting `signal`
 * (the visitor left) ends the upstream request.
 */
export async function* streamCompletion(
  client: OpenAI,
  model: string,
  messages: ProviderMessage[],
  timeoutMs: number,
  signal?: AbortSignal,
): AsyncGenerator<string, void, undefined> {
  const controller = new AbortController();
  const onAbort = () => controller.abort();
  signal?.addEventListener('abort', onAbort, { once: true });
  const dog = watchdog(controller, timeoutMs);
  dog.arm();
  try {
    const stream = await client.chat.completions.create(
      { model, messages: toSdkMessages(messages), stream: true },
      { signal: controller.signal },
    );
    for await (const chunk of stream) {
      dog.arm();
      const delta = chunk.choices[0]?.delta?.content;
      if (delta) yield delta;
    }
    // The SDK ends the iteration quietly when its signal aborts mid-body; a watchdog abort is a timeout.
    if (dog.state.fired) throw new UpstreamTimeoutError(timeoutMs);
  } catch (error) {
    if (dog.state.fired) throw new UpstreamTimeoutError(timeoutMs);
    throw error;
  } finally {
    dog.stop();
    signal?.removeEventListener('abort', onAbort);
  }
}

/** The whole reply text of one non-streamed completion, bounded by `timeoutMs`. */
export async function completeOnce(
  client: OpenAI,
  model: string,
  messages: ProviderMessage[],
  timeoutMs: number,
  signal?: AbortSignal,
): Promise<string> {
  const controller = new AbortController();
  const onAbort = () => controller.abort();
  signal?.addEventListener('abort', onAbort, { once: true });
  const dog = watchdog(controller, timeoutMs);
  dog.arm();
  try {
    const completion = await client.chat.completions.create({ model, messages: toSdkMessages(messages) }, { signal: controller.signal });
    const content = completion.choices?.[0]?.message?.content;
    if (typeof content !== 'string') throw new TypeError('Upstream completion has no message content.');
    return content;
  } catch (error) {
    if (dog.state.fired) throw new UpstreamTimeoutError(timeoutMs);
    throw error;
  } finally {
    dog.stop();
    signal?.removeEventListener('abort', onAbort);
  }
}
