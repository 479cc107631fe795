/**
 * How a conversation save meets the copy already stored: the chat sends the whole conversation
 * (its newest turns) after each reply, from any tab or device, without knowing what another one
 * stored meanwhile. Merging keeps every turn of both, once and in order, so two saves racing
 * each other never lose a message; a save that only repeats stored turns changes nothing.
 */
import type { StoredConversation } from '../../../shared/contracts/account';

/** One turn of a conversation. */
export type Turn = StoredConversation['messages'][number];

const same = (a: Turn, b: Turn) => a.role === b.role && a.content === b.content && Boolean(a.error) === Boolean(b.error);

/** Turns `stored[from…]` and `incoming` agree on, from their starts. */
function agreeing(stored: Turn[], from: number, incoming: Turn[]): number {
  let count = 0;
  while (from + count < stored.length && count < incoming.length && same(stored[from + count]!, incoming[count]!)) count += 1;
  return count;
}

/**
 * Stored turns followed by the incoming ones not already there. The incoming list may start
 * anywhere in the stored one (the chat stores a sliding window of the newest turns):
 * - it continues the stored turns (or repeats some of them) → the stored turns plus what is new;
 * - both went on differently from a shared run (two tabs) → the stored turns, then the incoming
 *   turns after the shared run;
 * - nothing shared → the stored turns, then all incoming turns.
 */
export function mergeTurns(stored: Turn[], incoming: Turn[]): Turn[] {
  let best = { from: 0, count: 0 };
  for (let from = 0; from < stored.length; from += 1) {
    const count = agreeing(stored, from, incoming);
    if (count === incoming.length) return stored; // nothing new
    if (from + count === stored.length) return [...stored, ...incoming.slice(count)];
    if (count > best.count) best = { from, count };
  }
  return [...stored, ...incoming.slice(best.count)];
}

/** The newest turns within the stored limits (the chat's own rule for what it stores, site/islands/chat/account-sync.ts). */
export function newestWithin(turns: Turn[], maxTurns: number, maxChars: number): Turn[] {
  const kept = turns.slice(-maxTurns);
  while (kept.length > 1 && JSON.stringify(kept).length > maxChars) kept.shift();
  return kept;
}
