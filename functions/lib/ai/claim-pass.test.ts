/**
 * The claim pass alone: the correction round runs only for a wrong answer with time to spare,
 * and its answer is kept only when it has fewer wrong statements.
 */
import { describe, expect, it } from 'vitest';
import { computeChart } from '../../../shared/compose/chart';
import { RASIS } from '../../../shared/vocabulary/rasi';
import { claimFrames, MIN_CORRECTION_TIME_MS, settleClaims } from './claim-pass';

const chart = computeChart({ date: '1990-07-01', time: '06:30', utcOffset: '+05:30', lat: 19.07, lon: 72.88 }, { transitJdUt: 2461368.5 });
const sun = chart.grahas[0]!;
const right = `Your Sun is in ${sun.rasi}.`;
const wrong = `Your Sun is in ${RASIS[(sun.rasiIndex + 1) % 12]}.`;

describe('settleClaims', () => {
  it('leaves a right answer alone without asking again', async () => {
    let asked = 0;
    const outcome = await settleClaims(right, { chart, locale: 'en', remainingMs: () => 20_000, correct: async () => (asked++, right) });
    expect(asked).toBe(0);
    expect(outcome.replace).toBeNull();
    expect(outcome.report.claims.map((c) => c.ok)).toEqual([true]);
    expect(claimFrames(outcome)).toEqual([{ claims: outcome.report }]);
  });

  it('asks once with the correction request and keeps a better answer', async () => {
    const asks: string[] = [];
    const outcome = await settleClaims(wrong, {
      chart,
      locale: 'en',
      remainingMs: () => 20_000,
      correct: async (answer, request, timeoutMs) => {
        asks.push(`${answer}|${timeoutMs}|${request}`);
        return right;
      },
    });
    expect(asks).toHaveLength(1);
    expect(asks[0]).toContain(`${wrong}|19000|`);
    expect(asks[0]).toContain(sun.rasi);
    expect(outcome.replace).toBe(right);
    expect(outcome.report.wrong).toBe(0);
    expect(claimFrames(outcome)).toEqual([{ replace: right }, { claims: outcome.report }]);
  });

  it('keeps the first answer when the correction is no better, fails, or there is no time', async () => {
    const same = await settleClaims(wrong, { chart, locale: 'en', remainingMs: () => 20_000, correct: async () => wrong });
    expect(same.replace).toBeNull();
    expect(same.report.wrong).toBe(1);
    const failures: unknown[] = [];
    const failed = await settleClaims(wrong, {
      chart,
      locale: 'en',
      remainingMs: () => 20_000,
      correct: async () => {
        throw new Error('upstream down');
      },
      onCorrectionFailed: (e) => failures.push(e),
    });
    expect(failed.replace).toBeNull();
    expect(failures).toHaveLength(1);
    let asked = 0;
    const late = await settleClaims(wrong, {
      chart,
      locale: 'en',
      remainingMs: () => MIN_CORRECTION_TIME_MS - 1,
      correct: async () => (asked++, right),
    });
    expect(asked).toBe(0);
    expect(late.report.claims[0]!.correction).toContain(sun.rasi);
  });
});
