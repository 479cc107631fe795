/**
 * The relay's retry policy around the provider calls: one retry, and only when the first
 * attempt timed out or could not connect before any text was produced (a retry after text has
 * been streamed would repeat words to the visitor). Worst case ≈ 2 × timeout. With `tools`, each
 * attempt runs the tool loop (tool-loop.ts); a retry starts the loop again (no text was shown yet).
 */
import OpenAI from 'openai';
import { completeOnce, STREAM_DEADLINE_MS, streamCompletion, type ProviderMessage } from './client';
import { UpstreamTimeoutError } from './errors';
import { completeWithTools, streamWithTools, type ToolLoopOptions } from './tool-loop';

/** Per-attempt wait, milliseconds: two attempts stay within the 25 s budget the product promises. */
export const DEFAULT_ATTEMPT_TIMEOUT_MS = 12_000;
/** Largest per-attempt wait accepted from configuration, milliseconds (2 × 12.5 s = the 25 s budget). */
export const MAX_ATTEMPT_TIMEOUT_MS = 12_500;
/** Attempts in all (first try + one retry). */
export const MAX_ATTEMPTS = 2;

/** True for failures worth one more try: timeouts and connection failures, not HTTP answers. */
export function isRetryable(error: unknown): boolean {
  return error instanceof UpstreamTimeoutError || error instanceof OpenAI.APIConnectionError;
}

/**
 * Runs `attempt` up to MAX_ATTEMPTS times: again only after a retryable failure (see
 * `isRetryable`) while the visitor is still there (`signal` not aborted). Throws the last error.
 */
async function withRetry<T>(signal: AbortSignal | undefined, attempt: () => Promise<T>): Promise<T> {
  let lastError: unknown;
  for (let n = 1; n <= MAX_ATTEMPTS; n++) {
    try {
      return await attempt();
    } catch (error) {
      lastError = error;
      if (!isRetryable(error) || signal?.aborted) break;
    }
  }
  throw lastError;
}

/** What `openRelayStream` hands back: the first delta (already received) and the rest. */
export interface OpenedStream {
  first: string | null;
  rest: AsyncGenerator<string, void, undefined>;
}

/**
 * Opens a streamed completion and waits for its first delta, retrying once on a timeout or
 * connection failure. Throws the last upstream error (map it with `mapUpstreamError`).
 */
export async function openRelayStream(
  client: OpenAI,
  model: string,
  messages: ProviderMessage[],
  timeoutMs: number,
  signal?: AbortSignal,
  tools?: ToolLoopOptions,
): Promise<OpenedStream> {
  // One deadline for the whole reply, retry included.
  const deadlineAt = Date.now() + STREAM_DEADLINE_MS;
  return withRetry(signal, async () => {
    const rest = tools
      ? streamWithTools(client, model, messages, timeoutMs, signal, deadlineAt, tools)
      : streamCompletion(client, model, messages, timeoutMs, signal, deadlineAt);
    const first = await rest.next();
    return { first: first.done ? null : first.value, rest };
  });
}

/** A whole (non-streamed) completion with the same single retry. */
export async function completeWithRetry(
  client: OpenAI,
  model: string,
  messages: ProviderMessage[],
  timeoutMs: number,
  signal?: AbortSignal,
  tools?: ToolLoopOptions,
): Promise<string> {
  return withRetry(signal, () =>
    tools ? completeWithTools(client, model, messages, timeoutMs, signal, tools) : completeOnce(client, model, messages, timeoutMs, signal),
  );
}
