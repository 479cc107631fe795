/**
 * A small least-recently-used cache on Map's insertion order: O(1) get and set. Values sit in a
 * box that is emptied when its entry is evicted or replaced, so an evicted value can die young
 * (docs/decisions/lru-boxed-values.md).
 */
import { Doorkeeper } from './doorkeeper';

interface Box<V> {
  value: V | undefined;
}

/** Which values `set` keeps: every one, or (string keys) only one whose key was offered before (doorkeeper.ts). */
export type Admission = 'always' | 'on-second-request';

/**
 * Recent keys a doorkeeper tells apart (256 KiB of hashes): far more than any cache here holds, so
 * a repeat minutes later (a visitor opening the next page of the same chart) is still admitted.
 */
const DOORKEEPER_SLOTS = 65_536;

export class LruCache<K, V> {
  readonly #map = new Map<K, Box<V>>();
  readonly #doorkeeper: Doorkeeper | null;
  constructor(
    readonly capacity: number,
    admission: Admission = 'always',
  ) {
    if (!(capacity >= 1)) throw new RangeError(`capacity: expected ≥ 1, got ${capacity}`);
    this.#doorkeeper = admission === 'on-second-request' ? new Doorkeeper(DOORKEEPER_SLOTS) : null;
  }

  /** The value for `key`, refreshed as most recently used; undefined when absent. */
  get(key: K): V | undefined {
    const box = this.#map.get(key);
    if (box === undefined) return undefined;
    this.#map.delete(key);
    this.#map.set(key, box);
    return box.value;
  }

  /** Stores `value` (unless the admission policy turns it away), evicting the least recently used entry when full. */
  set(key: K, value: V): void {
    const old = this.#map.get(key);
    if (old === undefined && this.#doorkeeper && !this.#doorkeeper.seenBefore(String(key))) return;
    if (old !== undefined) {
      old.value = undefined;
      this.#map.delete(key);
    }
    this.#map.set(key, { value });
    if (this.#map.size > this.capacity) {
      const [oldestKey, oldest] = this.#map.entries().next().value as [K, Box<V>];
      oldest.value = undefined;
      this.#map.delete(oldestKey);
    }
  }

  get size(): number {
    return this.#map.size;
  }
}
