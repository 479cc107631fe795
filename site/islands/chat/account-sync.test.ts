import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAX_STORED_CONVERSATION_CHARS, MAX_STORED_TURN_CHARS } from '../../../shared/contracts/account-limits';
import { storedConversationSchema } from '../../../shared/contracts/account';
import { mayBeSignedIn } from '../../lib/account-api';
import { callAccount } from './account-sync';
import { mergeConversations, storedBody } from './account-conversations';
import type { Conversation } from './conversations';

const conversation = (id: string, createdAt: string, turns: number, length = 10): Conversation => ({
  id,
  title: 'Transit Predictions',
  createdAt,
  birthKey: 'Asha|1990-07-01',
  messages: Array.from({ length: turns }, (_, i) => ({
    role: i % 2 === 0 ? ('user' as const) : ('assistant' as const),
    content: 'x'.repeat(length),
  })),
});

describe('chat history with an account', () => {
  it('asks the API only when the hint cookie is there', () => {
    expect(mayBeSignedIn('a=1; kai_account=1')).toBe(true);
    expect(mayBeSignedIn('kai_account=; other=1')).toBe(false);
    expect(mayBeSignedIn('')).toBe(false);
  });

  it('merges by id, keeping the longer copy, newest first', () => {
    const local = [conversation('a', '2026-11-01T00:00:00Z', 2), conversation('b', '2026-11-02T00:00:00Z', 4)];
    const stored = [
      { ...conversation('a', '2026-11-01T00:00:00Z', 6), updatedAt: '2026-11-03T00:00:00Z' },
      { ...conversation('c', '2026-11-03T00:00:00Z', 2), updatedAt: '2026-11-03T00:00:00Z' },
    ];
    const merged = mergeConversations(local, stored);
    expect(merged.map((c) => [c.id, c.messages.length])).toEqual([
      ['c', 2],
      ['b', 4],
      ['a', 6],
    ]);
  });

  it('stores what the API accepts: long turns cut, oldest turns dropped to fit', () => {
    const huge = storedBody(conversation('a', '2026-11-01T00:00:00.000Z', 50, 20_000));
    expect(huge.messages.every((m) => m.content.length <= MAX_STORED_TURN_CHARS)).toBe(true);
    expect(JSON.stringify(huge.messages).length).toBeLessThanOrEqual(MAX_STORED_CONVERSATION_CHARS);
    expect(storedConversationSchema.safeParse(huge).success).toBe(true);
    expect(storedBody(conversation('a', '2026-11-01T00:00:00.000Z', 3)).messages).toHaveLength(3);
  });

  afterEach(() => vi.unstubAllGlobals());

  it('calls the account API through the client it loads for the call; an unreachable API is a failed call, not a throw', async () => {
    const asked: [string, string | undefined, string | undefined][] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      asked.push([url, init.method, init.body as string | undefined]);
      return new Response(JSON.stringify({ charts: [] }), { status: 200, headers: { 'content-type': 'application/json' } });
    });
    expect(await callAccount('GET', 'charts')).toEqual({ ok: true, status: 200, data: { charts: [] } });
    await callAccount('PUT', 'conversations/a', { title: 't' });
    expect(asked).toEqual([
      ['/api/charts', 'GET', undefined],
      ['/api/conversations/a', 'PUT', '{"title":"t"}'],
    ]);
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await callAccount('GET', 'conversations')).toMatchObject({ ok: false, status: 0 });
  });
});
