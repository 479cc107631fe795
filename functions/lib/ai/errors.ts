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
