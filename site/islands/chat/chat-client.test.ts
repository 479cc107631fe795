/** Browser-side chat helpers: SSE framing, the userInfo record (address or location), stored conversations, first turns. */
import { describe, expect, it } from 'vitest';
import { firstTurn } from '../test-page/chart-data';
import { readUserInfo } from './birth-info';
import { HISTORY_LIMITS, historyForRequest } from './history';
import { CONVERSATIONS_KEY, loadConversations, newConversation, saveConversations } from './conversations';
import { parseSseFrames } from './sse';

const storage = (values: Record<string, string>) => ({
  getItem: (k: string) => values[k] ?? null,
  setItem: (k: string, v: string) => {
    values[k] = v;
  },
});

describe('parseSseFrames', () => {
  it('returns complete frames and keeps the unfinished rest', () => {
    const { events, rest } = parseSseFrames('data: {"delta":"a"}\n\nevent: error\ndata: {"message":"x"}\n\ndata: {"del');
    expect(events).toEqual([
      { event: 'message', data: '{"delta":"a"}' },
      { event: 'error', data: '{"message":"x"}' },
    ]);
    expect(rest).toBe('data: {"del');
  });

  it('accepts CRLF line ends and multi-line data', () => {
    expect(parseSseFrames('data: a\r\ndata: b\r\n\r\n').events).toEqual([{ event: 'message', data: 'a\nb' }]);
  });
});

describe('readUserInfo', () => {
  it('reads the spec record with address, or with location', () => {
    expect(
      readUserInfo(storage({ userInfo: JSON.stringify({ name: 'A', birthDate: '1990-07-01', timeOfBirth: '10:30', address: 'Mumbai' }) })),
    ).toEqual({ name: 'A', birthDate: '1990-07-01', timeOfBirth: '10:30', place: 'Mumbai' });
    expect(
      readUserInfo(storage({ userInfo: JSON.stringify({ name: 'A', birthDate: '1990-07-01', timeOfBirth: '9:05', location: 'Pune' }) })),
    ).toMatchObject({ timeOfBirth: '09:05', place: 'Pune' });
  });

  it('treats the spec\'s "undefined:undefined" time as unknown and a missing date or place as no record', () => {
    expect(
      readUserInfo(
        storage({ userInfo: JSON.stringify({ name: 'A', birthDate: '1990-07-01', timeOfBirth: 'undefined:undefined', address: 'Pune' }) }),
      )!.timeOfBirth,
    ).toBe('');
    expect(readUserInfo(storage({ userInfo: JSON.stringify({ name: 'A', birthDate: '', address: 'Pune' }) }))).toBeNull();
    expect(readUserInfo(storage({ userInfo: '{not json' }))).toBeNull();
    expect(readUserInfo(storage({}))).toBeNull();
  });
});

describe('conversations', () => {
  it('round-trips through storage and survives garbage', () => {
    const values: Record<string, string> = {};
    const c = newConversation('k', new Date('2026-11-21T10:00:00Z'));
    c.messages.push({ role: 'user', content: 'Hi' });
    saveConversations(storage(values), { conversations: [c], activeId: c.id });
    expect(loadConversations(storage(values))).toEqual({ conversations: [c], activeId: c.id });
    expect(loadConversations(storage({ [CONVERSATIONS_KEY]: '[1,2' }))).toEqual({ conversations: [], activeId: null });
  });
});

describe('firstTurn (/test)', () => {
  it('carries predictions, the question and the layperson instruction within the 4,000-character limit', () => {
    const predictions = Array.from({ length: 200 }, (_, i) => ({ Name: `Rule ${i}`, Description: 'x'.repeat(300) }));
    const turn = firstTurn(predictions, 'How is my career?');
    expect(turn.length).toBeLessThanOrEqual(3_800);
    expect(turn).toContain('- Rule 0: ');
    expect(turn).toContain('My question: How is my career?');
    expect(turn).toContain('point-wise, summarised and concise');
  });
});

describe('historyForRequest', () => {
  it('keeps long conversations inside the relay limits, newest turns first, starting with the visitor', () => {
    const turns = Array.from({ length: 121 }, (_, i) => ({
      role: (i % 2 ? 'assistant' : 'user') as 'user' | 'assistant',
      content: i % 2 ? 'r'.repeat(6_000) : `question ${i}`,
    }));
    const sent = historyForRequest(turns);
    expect(sent.length).toBeLessThanOrEqual(HISTORY_LIMITS.messages);
    expect(sent[0]!.role).toBe('user');
    expect(sent[sent.length - 1]).toEqual({ role: 'user', content: 'question 120' });
    expect(Math.max(...sent.map((t) => t.content.length))).toBeLessThanOrEqual(HISTORY_LIMITS.charsPerMessage);
    expect(new TextEncoder().encode(JSON.stringify(sent)).length).toBeLessThanOrEqual(HISTORY_LIMITS.jsonBytes);
  });

  it('leaves a short conversation alone', () => {
    const turns = [
      { role: 'user' as const, content: 'a' },
      { role: 'assistant' as const, content: 'b' },
      { role: 'user' as const, content: 'c' },
    ];
    expect(historyForRequest(turns)).toEqual(turns);
  });
});
