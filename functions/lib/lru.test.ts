/** The LRU evicts the least recently used entry and refreshes on get. */
import { describe, expect, it } from 'vitest';
import { LruCache } from './lru';

describe('LruCache', () => {
  it('keeps at most `capacity` entries, evicting the least recently used', () => {
    const cache = new LruCache<string, number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1);
    cache.set('c', 3);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    expect(cache.get('c')).toBe(3);
    expect(cache.size).toBe(2);
  });
  it('replaces the value of a key already present, as the most recently used', () => {
    const cache = new LruCache<string, number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('a', 10);
    cache.set('c', 3);
    expect(cache.get('a')).toBe(10);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.size).toBe(2);
  });
  it('refuses a capacity below 1', () => expect(() => new LruCache(0)).toThrow(/capacity/));
});

describe('LruCache with admission on the second request', () => {
  it('keeps a value only when its key was offered before', () => {
    const cache = new LruCache<string, number>(4, 'on-second-request');
    cache.set('a', 1);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
    cache.set('a', 2);
    expect(cache.get('a')).toBe(2);
    cache.set('a', 3);
    expect(cache.get('a')).toBe(3);
  });
  it('remembers many more keys than it holds, so a repeat after other keys is still admitted', () => {
    const cache = new LruCache<string, number>(2, 'on-second-request');
    cache.set('repeat', 1);
    for (let i = 0; i < 1000; i++) cache.set(`other ${i}`, i);
    cache.set('repeat', 2);
    expect(cache.get('repeat')).toBe(2);
  });
});
