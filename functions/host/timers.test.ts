/**
 * The local host's timer triggers: NCRONTAB's six fields read as the Functions host reads them
 * (examples from the Azure Functions timer trigger documentation: every five minutes, and
 * "0 30 9 * * 1-5" at 9:30 on weekdays), and each row of the timer table invoked on its
 * schedule with an InvocationContext, never twice at once.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { InvocationContext } from '@azure/functions';
import { ncrontabMatcher, startTimers } from './timers';
import { TIMERS } from '../timers';

describe('ncrontabMatcher', () => {
  it('reads seconds first, ranges, lists and steps, in UTC', () => {
    const everyFive = ncrontabMatcher('0 */5 * * * *');
    expect(everyFive(new Date('2026-12-07T10:15:00Z'))).toBe(true);
    expect(everyFive(new Date('2026-12-07T10:16:00Z'))).toBe(false);
    expect(everyFive(new Date('2026-12-07T10:15:01Z'))).toBe(false);
    const weekdays = ncrontabMatcher('0 30 9 * * 1-5');
    expect(weekdays(new Date('2026-12-07T09:30:00Z'))).toBe(true); // a Monday
    expect(weekdays(new Date('2026-12-06T09:30:00Z'))).toBe(false); // a Sunday
    const listed = ncrontabMatcher('0 0 6,18 1 1,7 *');
    expect(listed(new Date('2027-07-01T18:00:00Z'))).toBe(true);
    expect(listed(new Date('2027-07-02T18:00:00Z'))).toBe(false);
  });

  it('refuses what is not six NCRONTAB fields', () => {
    expect(() => ncrontabMatcher('*/5 * * * *')).toThrow(/six NCRONTAB fields/);
    expect(() => ncrontabMatcher('0 61 * * * *')).toThrow(/field 2/);
    expect(() => ncrontabMatcher('0 x * * * *')).toThrow(/field 2/);
  });

  it('reads every schedule of the timer table', () => {
    for (const row of TIMERS) expect(() => ncrontabMatcher(row.schedule), row.name).not.toThrow();
    expect(ncrontabMatcher(TIMERS.find((r) => r.name === 'digest')!.schedule)(new Date('2026-12-07T06:00:00Z'))).toBe(true);
  });
});

describe('startTimers', () => {
  afterEach(() => vi.useRealTimers());

  it('invokes a row on its schedule with a context, one invocation at a time', async () => {
    vi.useFakeTimers({ now: new Date('2026-12-07T05:59:58.500Z') });
    const calls: { name: string; at: number }[] = [];
    let release: () => void = () => undefined;
    const stop = startTimers(
      [
        {
          name: 'every-second',
          schedule: '* * * * * *',
          handler: (_timer, context: InvocationContext) => {
            calls.push({ name: context.functionName, at: Date.now() });
            return new Promise<void>((resolve) => (release = resolve));
          },
        },
      ],
      () => undefined,
    );
    await vi.advanceTimersByTimeAsync(3_000);
    // Still running from the first second: not started again.
    expect(calls).toHaveLength(1);
    expect(calls[0]!.name).toBe('every-second');
    release();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(calls).toHaveLength(2);
    stop();
    release();
    await vi.advanceTimersByTimeAsync(3_000);
    expect(calls).toHaveLength(2);
  });
});
