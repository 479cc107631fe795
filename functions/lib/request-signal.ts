/**
 * The "visitor went away" signal of a request, where the host can give one. The local host
 * registers an AbortSignal that fires when the client's connection closes, so a handler that is
 * still waiting (the chat relay before its first token) can cancel its upstream call at once.
 * Azure's worker exposes no such signal; there `signalFor` returns undefined and the relay's own
 * deadlines bound the work.
 */
import type { HttpRequest } from '@azure/functions';

/** Where the signal's maker is kept: a symbol property of the request itself. */
const SIGNAL = Symbol('request disconnect signal');
type WithSignal = HttpRequest & { [SIGNAL]?: () => AbortSignal };

/**
 * Called by a host before it runs the handler, with a function that makes (or returns) the
 * signal: most handlers never ask, and an AbortController per request showed in the host's
 * profile.
 */
export function registerRequestSignal(request: HttpRequest, signal: () => AbortSignal): void {
  (request as WithSignal)[SIGNAL] = signal;
}

/** The request's disconnect signal, if its host registered one. */
export function signalFor(request: HttpRequest): AbortSignal | undefined {
  return (request as WithSignal)[SIGNAL]?.();
}
