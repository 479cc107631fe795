import { describe, expect, it } from 'vitest';
import { mergeTurns, newestWithin, type Turn } from './conversation-merge';

const u = (content: string): Turn => ({ role: 'user', content });
const a = (content: string): Turn => ({ role: 'assistant', content });

describe('mergeTurns', () => {
  it('takes a continuation whole and ignores a save that only repeats stored turns', () => {
    expect(mergeTurns([u('1'), a('2')], [u('1'), a('2'), u('3'), a('4')])).toEqual([u('1'), a('2'), u('3'), a('4')]);
    expect(mergeTurns([u('1'), a('2'), u('3')], [u('1'), a('2')])).toEqual([u('1'), a('2'), u('3')]);
    expect(mergeTurns([], [u('1')])).toEqual([u('1')]);
    expect(mergeTurns([u('1')], [])).toEqual([u('1')]);
  });

  it('follows a sliding window that dropped the oldest turns', () => {
    expect(mergeTurns([u('1'), a('2'), u('3'), a('4')], [u('3'), a('4'), u('5'), a('6')])).toEqual([
      u('1'),
      a('2'),
      u('3'),
      a('4'),
      u('5'),
      a('6'),
    ]);
  });

  it('keeps both branches when two tabs went on from the same turns', () => {
    const base = [u('1'), a('2')];
    expect(mergeTurns([...base, u('tab A'), a('reply A')], [...base, u('tab B'), a('reply B')])).toEqual([
      ...base,
      u('tab A'),
      a('reply A'),
      u('tab B'),
      a('reply B'),
    ]);
    expect(mergeTurns([u('x')], [u('y')])).toEqual([u('x'), u('y')]);
  });

  it('a same-text turn with a different role or error mark is a different turn', () => {
    expect(mergeTurns([u('hi')], [a('hi')])).toEqual([u('hi'), a('hi')]);
    expect(mergeTurns([a('no')], [{ role: 'assistant', content: 'no', error: true }])).toHaveLength(2);
  });
});

describe('newestWithin', () => {
  it('keeps the newest turns within the count and the length', () => {
    const turns = Array.from({ length: 6 }, (_, i) => u(String(i)));
    expect(newestWithin(turns, 4, 1_000)).toEqual(turns.slice(2));
    expect(newestWithin(turns, 10, JSON.stringify(turns.slice(3)).length)).toEqual(turns.slice(3));
  });
});
