import { describe, expect, it } from 'vitest';
import { hostWorkerCount, MAX_HOST_WORKERS } from './workers';
import { nextInvocationId } from './invocation-id';

describe('HOST_WORKERS', () => {
  it('defaults to one process and takes a count or auto (one per core)', () => {
    expect(hostWorkerCount(undefined, 8)).toBe(1);
    expect(hostWorkerCount('  ', 8)).toBe(1);
    expect(hostWorkerCount('3', 8)).toBe(3);
    expect(hostWorkerCount('AUTO', 2)).toBe(2);
    expect(hostWorkerCount('auto', 1000)).toBe(MAX_HOST_WORKERS);
  });

  it.each(['0', '-1', '1.5', 'two', '65', '1e1'])('refuses %s naming the variable', (raw) => {
    expect(() => hostWorkerCount(raw, 2)).toThrow(/^HOST_WORKERS: expected a whole number from 1 to 64 or "auto", got/);
  });
});

describe('invocation ids', () => {
  it('are version-4 UUID shaped and all different', () => {
    const ids = Array.from({ length: 1000 }, nextInvocationId);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
