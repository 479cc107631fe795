/**
 * Maps whatever the provider (or the network) throws onto the product's error catalogue.
 * Nothing from the upstream error (its text, body or stack) reaches the client: only the
 * status and a catalogue message chosen here.
 */
import OpenAI from 'openai';
import { catalogueEntry } from '../../../shared/errors/catalogue';

/** What the client sees for an upstream failure. */
export interface RelayFailure {
  /** 500, 502 or 503. */
  status: 500 | 502 | 503;
  /** Catalogue title, e.g. "Service Temporarily Overloaded". */
  error: string;
  /** One plain sentence for the visitor. */
  message: string;
  /** Short internal reason for the server log (never sent). */
  reason: 'overloaded' | 'timeout' | 'failed';
}

/** The spec's text for a chat reply that could not be produced. */
export const FAILED_TO_GENERATE = 'Failed to generate content';

/** Raised by the relay when no chunk arrives within its timeout while a stream is open. */
export class UpstreamTimeoutError extends Error {
  constructor(readonly timeoutMs: number) {
    super(`The language model sent nothing for ${timeoutMs} ms.`);
    this.name = 'UpstreamTimeoutError';
  }
}

/** Upstream statuses that mean "busy, try later" rather than "broken". */
const OVERLOAD_STATUSES = new Set([429, 503, 529]);

/** Classifies an upstream error: rate limits and overload → 502, timeouts → 503, anything else → 500. */
export function mapUpstreamError(error: unknown): RelayFailure {
  if (error instanceof ReplyCutShortError) {
    return {
      status: error.why === 'deadline' ? 503 : 500,
      error: catalogueEntry(error.why === 'deadline' ? 503 : 500).title,
      message: CUT_SHORT_MESSAGES[error.why],
      reason: 'failed',
    };
  }
  if (error instanceof UpstreamTimeoutError || error instanceof OpenAI.APIConnectionTimeoutError) {
    return {
      status: 503,
      error: catalogueEntry(503).title,
      message: 'The language model did not answer in time. Please try again.',
      reason: 'timeout',
    };
  }
  if (error instanceof OpenAI.APIError && typeof error.status === 'number' && OVERLOAD_STATUSES.has(error.status)) {
    return { status: 502, error: catalogueEntry(502).title, message: catalogueEntry(502).description, reason: 'overloaded' };
  }
  if (error instanceof OpenAI.APIError && /overloaded/i.test(String((error.error as { type?: unknown } | undefined)?.type ?? ''))) {
    return { status: 502, error: catalogueEntry(502).title, message: catalogueEntry(502).description, reason: 'overloaded' };
  }
  return { status: 500, error: catalogueEntry(500).title, message: FAILED_TO_GENERATE, reason: 'failed' };
}

/** Raised when the upstream answered but with no text (a bare `[DONE]`, a content-filter stop, a page that is not SSE). */
export class EmptyReplyError extends Error {
  constructor() {
    super('The language model answered with no text.');
    this.name = 'EmptyReplyError';
  }
}

/** Why a reply was cut short: past the size bound, past the whole-stream deadline, or ended by the upstream before it was finished. */
export type CutShortReason = 'size' | 'deadline' | 'unfinished';

/** The visitor's sentence for each reason. */
const CUT_SHORT_MESSAGES: Record<CutShortReason, string> = {
  size: 'The reply was too long and was cut short. Please ask a narrower question.',
  deadline: 'The reply took too long and was cut short. Please ask again, perhaps more briefly.',
  unfinished: 'The reply stopped before it was finished. Please ask again.',
};

/** Raised when a reply runs past the relay's size bound or its whole-stream deadline, or the upstream ends it unfinished (client.ts isFinished). */
export class ReplyCutShortError extends Error {
  constructor(readonly why: CutShortReason) {
    super(
      why === 'size'
        ? 'The reply ran past the size bound.'
        : why === 'deadline'
          ? 'The reply ran past the whole-stream deadline.'
          : 'The upstream ended the reply before it was finished.',
    );
    this.name = 'ReplyCutShortError';
  }
}

/** A log line for an upstream failure that never repeats the upstream's own text (it may echo keys or prompts). */
export function upstreamLogLine(error: unknown, failure: RelayFailure): string {
  const status = error instanceof OpenAI.APIError && typeof error.status === 'number' ? ` status ${error.status}` : '';
  return `chat: upstream ${failure.reason} (${(error as Error | undefined)?.name ?? 'error'}${status})`;
}
