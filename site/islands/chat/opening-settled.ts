/**
 * The signal between /chat's early script and its island's hydration (scripts/astro-client-opening.ts): the early
 * script has drawn the opening conversation, or will not draw one. Kept apart (no imports) because the directive
 * that waits for it is inlined into every /chat page.
 */
export const OPENING_SETTLED_EVENT = 'kundali:chat-opening-settled';

/** The same, on <html> (data-chat-opening="settled"), for a directive that runs after the event. */
export const OPENING_SETTLED_ATTRIBUTE = 'data-chat-opening';

/**
 * The longest the island waits for the early script (ms): past it, it hydrates and draws the conversation itself,
 * as before (a slow chart request, or an early script that did not load).
 */
export const OPENING_WAIT_MS = 3000;

/** Tells the island it may hydrate (the early script: once drawn, or when it draws nothing). */
export function settleOpening(): void {
  document.documentElement.setAttribute(OPENING_SETTLED_ATTRIBUTE, 'settled');
  window.dispatchEvent(new Event(OPENING_SETTLED_EVENT));
}
