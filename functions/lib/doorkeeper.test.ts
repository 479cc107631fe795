import { describe, expect, it } from 'vitest';
import { Doorkeeper } from './doorkeeper';

describe('Doorkeeper', () => {
  it('answers false the first time a key is offered and true after', () => {
    const door = new Doorkeeper(1024);
    expect(door.seenBefore('chart|2461000.5|{"name":"A"}')).toBe(false);
    expect(door.seenBefore('chart|2461000.5|{"name":"A"}')).toBe(true);
    expect(door.seenBefore('chart|2461000.5|{"name":"B"}')).toBe(false);
  });
  it('tells apart nearly all of a table-full of distinct keys', () => {
    const door = new Doorkeeper(4096);
    let early = 0;
    for (let i = 0; i < 1000; i++) if (door.seenBefore(`/api/chart?name=P${i}&date=1990-01-01`)) early++;
    // A collision admits a key early; with 1,000 keys in 4,096 slots FNV-1a gives very few.
    expect(early).toBeLessThan(5);
  });
  it('forgets a key whose slot a later key took (a one-slot table remembers the last key only)', () => {
    const door = new Doorkeeper(1);
    door.seenBefore('a');
    door.seenBefore('b');
    expect(door.seenBefore('a')).toBe(false);
  });
  it('refuses a size that is not a power of two', () => expect(() => new Doorkeeper(1000)).toThrow(/slots/));
});
