import type { Locale } from '../../../shared/i18n/locale';
/**
 * Reads the chat endpoint's Server-Sent Events in the browser: `{delta}` frames, a final
 * `{done:true}`, or an `error` event with the catalogue text. Non-2xx answers (sent before any
 * token) carry `{status, error, message}` JSON and become a ChatStreamError too.
 */
import type { ShownClaim } from './claims';
import type { ChatFrame } from '../../../shared/contracts/responses/chat';
import { apiRequest, readApiError } from '../../lib/api-client';

/** Every field any member of a union has, each as that member types it. */
type UnionToFields<U> = { [K in U extends unknown ? keyof U : never]: U extends { [P in K]: infer V } ? V : never };

/** A failed chat request; `message` is the catalogue text to show (English, as the API wrote it). */
export class ChatStreamError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly title: string,
    /** No answer at all, or a stream cut before its end; null for an answer of the service. */
    readonly failure: 'unreachable' | 'cutShort' | null = null,
    /** The API's error body (`field`, `code`, `params` of a refused field): other languages word it from there. */
    readonly body: Readonly<Record<string, unknown>> = {},
  ) {
    super(message);
    this.name = 'ChatStreamError';
  }
}

/** One parsed SSE frame. */
export interface SseEvent {
  event: string;
  data: string;
}

/**
 * Splits buffered SSE text into complete frames; returns the frames and the unfinished rest
 * (frames end with a blank line; `data:` lines of one frame are joined with newlines).
 */
export function parseSseFrames(buffer: string): { events: SseEvent[]; rest: string } {
  const events: SseEvent[] = [];
  const normalized = buffer.replace(/\r\n/g, '\n');
  const parts = normalized.split('\n\n');
  const rest = parts.pop() ?? '';
  for (const part of parts) {
    let event = 'message';
    const data: string[] = [];
    for (const line of part.split('\n')) {
      if (line.startsWith('event:')) event = line.slice(6).trim();
      else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
    }
    if (data.length) events.push({ event, data: data.join('\n') });
  }
  return { events, rest };
}

/** A chat turn as the endpoint takes it. */
export interface ChatTurn {
  role: 'user' | 'assistant';
  content: string;
}

/** The body of `POST /api/chat`: the conversation (history.ts limits), the chart fields the server recomputes from, the page's language and, about a match, its query. */
export interface ChatRequest {
  conversationHistory: ChatTurn[];
  chart?: Record<string, string>;
  match?: Record<string, string>;
  locale?: Locale;
}

/** Turns a page's early script sent before its island could run (sendChatTurn), by JSON body; each answer is read once. */
const sentTurns = new Map<string, { response: Promise<Response>; controller: AbortController }>();

function postChat(json: string, signal: AbortSignal): Promise<Response> {
  return apiRequest('chat', { method: 'POST', signal, body: json, accept: 'text/event-stream' });
}

/**
 * Sends a chat turn now, from a page's small early script, so that its answer travels while the page's island
 * downloads and hydrates; the island's streamChat for the same body then reads this answer instead of asking again.
 */
export function sendChatTurn(body: ChatRequest): void {
  const json = JSON.stringify(body);
  if (sentTurns.has(json)) return;
  const controller = new AbortController();
  sentTurns.set(json, { response: postChat(json, controller.signal), controller });
}

/** Resolves once the browser has drawn the next frame (a frame, then a task after it). */
function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
}

/**
 * What comes besides the text: who answers (before the first piece), the whole reply rewritten (the model
 * corrected itself) and the claim check's report.
 */
export interface ReplyExtras {
  /** True when the built-in reader answers (the API's `x-chat-engine: built-in`), false when a model does. */
  onBuiltIn?(builtIn: boolean): void;
  onReplace?(text: string): void;
  onClaims?(claims: ShownClaim[]): void;
}

/**
 * POSTs the conversation to `/api/chat` and calls `onDelta` for every text piece. Resolves when
 * the reply is complete; rejects with ChatStreamError on an error answer or event, or with the
 * AbortError when `signal` aborts (the Stop button). A `{replace}` frame rewrites the whole
 * reply and a `{claims}` frame carries the statements checked against the chart (`extras`).
 */
export async function streamChat(
  body: ChatRequest,
  onDelta: (text: string) => void,
  signal: AbortSignal,
  extras: ReplyExtras = {},
): Promise<void> {
  const json = JSON.stringify(body);
  const early = sentTurns.get(json);
  sentTurns.delete(json);
  // The early request has its own controller; Stop aborts it as it would this caller's own request.
  if (early) {
    if (signal.aborted) early.controller.abort(signal.reason);
    else signal.addEventListener('abort', () => early.controller.abort(signal.reason), { once: true });
  }
  let response: Response;
  try {
    response = await (early?.response ?? postChat(json, signal));
    // An early answer may be complete already: the visitor's message is drawn before its reply, as while a request
    // travels (in one frame with the reply, the log would open scrolled past the question).
    if (early) await afterNextPaint();
  } catch (error) {
    if (signal.aborted) throw error;
    throw new ChatStreamError(0, 'Could not reach the chat service. Check your connection and try again.', 'Network error', 'unreachable');
  }
  if (!response.ok || !response.body) {
    const refused = await readApiError(response, 'Failed to generate content');
    throw new ChatStreamError(refused.status, refused.message, refused.title, null, refused.body);
  }
  extras.onBuiltIn?.(response.headers.get('x-chat-engine') === 'built-in');
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += value;
    const parsed = parseSseFrames(buffer);
    buffer = parsed.rest;
    for (const e of parsed.events) {
      // One frame as the relay writes it (shared/contracts/responses/chat.ts); partial fields are read defensively.
      const data = JSON.parse(e.data) as Partial<UnionToFields<ChatFrame>>;
      if (e.event === 'error')
        throw new ChatStreamError(data.status ?? 500, data.message ?? 'Failed to generate content', data.error ?? 'Error');
      if (typeof data.delta === 'string') onDelta(data.delta);
      if (typeof data.replace === 'string') extras.onReplace?.(data.replace);
      // The claim check's report comes after the text: its reader loads then (claims.ts, outside /chat's first load).
      const onClaims = extras.onClaims;
      if (onClaims && 'claims' in data)
        void import('./claims').then(({ claimsFromFrame }) => {
          const claims = claimsFromFrame(data);
          if (claims) onClaims(claims);
        });
      if (data.done) return;
    }
  }
  // The body ended without `done`: the connection or the server was cut mid-reply.
  throw new ChatStreamError(0, 'The reply was cut short before it finished. Please ask again.', 'Incomplete reply', 'cutShort');
}
