/**
 * A doorkeeper for a cache: remembers which keys were offered recently, as 32-bit hashes in a
 * fixed table (one slot per hash, a newer key overwriting an older one), so the cache can keep a
 * value only when its key comes a second time. When every request is a new birth, as most are
 * (each visitor casts their own chart, and the browser keeps it for an hour), caching the first
 * answer only lengthens its life: the body, its key and the map entry survive scavenges, are
 * promoted to the old generation and collected there by a mark-compact. A repeat still costs one
 * more computation before it is cached. The table holds numbers only, so it adds nothing for the
 * collector to trace; a hash collision admits a key early, which is harmless.
 */

/** FNV-1a over the UTF-16 code units of `text`, as a non-zero 32-bit integer. */
function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash | 1;
}

export class Doorkeeper {
  readonly #slots: Int32Array;
  readonly #mask: number;

  /** `slots`: a power of two, the number of recent keys it can tell apart. */
  constructor(slots: number) {
    if (!(slots >= 1 && Number.isInteger(Math.log2(slots)))) throw new RangeError(`slots: expected a power of two, got ${slots}`);
    this.#slots = new Int32Array(slots);
    this.#mask = slots - 1;
  }

  /** True when `key` was offered before and not yet forgotten; remembers it either way. */
  seenBefore(key: string): boolean {
    const hash = hashOf(key);
    const slot = hash & this.#mask;
    if (this.#slots[slot] === hash) return true;
    this.#slots[slot] = hash;
    return false;
  }
}
