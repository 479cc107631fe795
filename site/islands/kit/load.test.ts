/**
 * The islands' one loading state set over @nanostores/query: idle without a key, loading then ready or
 * failed, a newer key winning over a late answer of an older one, a key seen before answered from the
 * cache, and "Try again" asking once more.
 */
import { describe, expect, it } from 'vitest';
import { createLoad, type Load } from './load';

/** A load whose answers the test releases by hand, counting the calls per key. */
function controlled() {
  const calls: string[] = [];
  const pending = new Map<string, { resolve(value: string): void; reject(error: unknown): void }>();
  const load = (key: string) =>
    new Promise<string>((resolve, reject) => {
      calls.push(key);
      pending.set(key, { resolve, reject });
    });
  return { calls, pending, load };
}

/** The key store batches changes to the next task (nanostores `batched`). */
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

function watch<T>(store: { subscribe(listener: (state: Load<T>) => void): () => void }) {
  const states: Load<T>[] = [];
  const stop = store.subscribe((state) => states.push(state));
  return { states, stop, last: () => states.at(-1) };
}

describe('createLoad', () => {
  it('is idle without a key, then loading, then ready with the data', async () => {
    const { load, pending } = controlled();
    const store = createLoad('t1', load);
    const seen = watch(store);
    expect(seen.last()).toEqual({ kind: 'idle' });
    store.setKey('a');
    await tick();
    expect(seen.last()).toEqual({ kind: 'loading' });
    pending.get('a')!.resolve('answer a');
    await tick();
    expect(seen.last()).toEqual({ kind: 'ready', data: 'answer a' });
    seen.stop();
  });

  it('a late answer for an older key never replaces the newer one', async () => {
    const { load, pending } = controlled();
    const store = createLoad('t2', load, 'old');
    const seen = watch(store);
    await tick();
    store.setKey('new');
    await tick();
    pending.get('new')!.resolve('new answer');
    await tick();
    pending.get('old')!.resolve('old answer');
    await tick();
    expect(seen.last()).toEqual({ kind: 'ready', data: 'new answer' });
    seen.stop();
  });

  it('fails with the error, and retry asks again', async () => {
    const { load, pending, calls } = controlled();
    const store = createLoad('t3', load, 'k');
    const seen = watch(store);
    const refusal = new Error('refused');
    pending.get('k')!.reject(refusal);
    await tick();
    expect(seen.last()).toEqual({ kind: 'failed', error: refusal });
    store.retry();
    await tick();
    expect(calls).toEqual(['k', 'k']);
    expect(seen.last()).toEqual({ kind: 'loading' });
    pending.get('k')!.resolve('second time');
    await tick();
    expect(seen.last()).toEqual({ kind: 'ready', data: 'second time' });
    seen.stop();
  });

  it('does not remember a failure: the key asked for again is asked again', async () => {
    const { load, pending, calls } = controlled();
    const store = createLoad('t6', load, 'k');
    const seen = watch(store);
    await tick();
    pending.get('k')!.reject(new Error('unreachable'));
    await tick();
    expect(seen.last()).toMatchObject({ kind: 'failed' });
    store.setKey(null);
    await tick();
    expect(seen.last()).toEqual({ kind: 'idle' });
    store.setKey('k');
    await tick();
    expect(calls).toEqual(['k', 'k']);
    seen.stop();
  });

  it('answers a key seen before from the cache; two loads with the same key do not share answers', async () => {
    const { load, pending, calls } = controlled();
    const store = createLoad('t4', load, 'x');
    const seen = watch(store);
    await tick();
    pending.get('x')!.resolve('x answer');
    await tick();
    store.setKey('y');
    await tick();
    pending.get('y')!.resolve('y answer');
    await tick();
    store.setKey('x');
    await tick();
    await tick();
    expect(seen.last()).toEqual({ kind: 'ready', data: 'x answer' });
    expect(calls).toEqual(['x', 'y']);
    const other = createLoad('t5', async (key: string) => `other ${key}`, 'x');
    const otherSeen = watch(other);
    await tick();
    expect(otherSeen.last()).toEqual({ kind: 'ready', data: 'other x' });
    seen.stop();
    otherSeen.stop();
  });
});
