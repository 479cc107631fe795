/**
 * Server-Sent Events framing for the chat reply: `data: {"delta": "..."}` per chunk, then the
 * closing frames the caller adds once the text is complete (the claim check's `{"replace"}` and
 * `{"claims"}`), a final `data: {"done": true}`, and on a mid-stream failure `event: error` with
 * the catalogue text.
 */

import type { ChatFrame, ErrorFrame } from '../../../shared/contracts/responses/chat';

const encoder = new TextEncoder();

/** One SSE frame; `data` is JSON-encoded so newlines inside deltas cannot break the framing. */
export function sseFrame(data: ChatFrame, event?: string): Uint8Array {
  const head = event ? `event: ${event}\n` : '';
  return encoder.encode(`${head}data: ${JSON.stringify(data)}\n\n`);
}

/** Headers for an SSE response (no buffering by proxies, never cached). */
export const SSE_HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-store',
  'x-accel-buffering': 'no',
} as const;

/** What to send when the source fails after the stream has begun (the `event: error` frame). */
export type SseErrorPayload = ErrorFrame;

/**
 * Turns an async source of text deltas into an SSE byte stream. `first` is a delta already read
 * (the relay reads one before answering so early failures get a real HTTP status). Cancelling
 * the stream (client went away) calls `onCancel` so the upstream request is aborted too.
 * `closing` runs once the source is exhausted; each object it returns is sent as a data frame
 * before `{done: true}` (a failure there is an error event, like a source failure).
 */
export function sseStream(
  first: string | null,
  rest: AsyncIterator<string>,
  toError: (error: unknown) => SseErrorPayload,
  onCancel: () => void,
  closing: () => Promise<readonly ChatFrame[]> = async () => [],
): ReadableStream<Uint8Array> {
  let sentFirst = first === null;
  // Set when the reader went away; a pull still awaiting the upstream must then not enqueue.
  let cancelled = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (cancelled) return;
      if (!sentFirst) {
        sentFirst = true;
        controller.enqueue(sseFrame({ delta: first ?? '' }));
        return;
      }
      try {
        const next = await rest.next();
        if (cancelled) return;
        if (next.done) {
          const frames = await closing();
          if (cancelled) return;
          for (const frame of frames) controller.enqueue(sseFrame(frame));
          controller.enqueue(sseFrame({ done: true }));
          controller.close();
          return;
        }
        controller.enqueue(sseFrame({ delta: next.value }));
      } catch (error) {
        if (cancelled) return;
        controller.enqueue(sseFrame(toError(error), 'error'));
        controller.close();
      }
    },
    cancel() {
      cancelled = true;
      onCancel();
      void rest.return?.();
    },
  });
}
