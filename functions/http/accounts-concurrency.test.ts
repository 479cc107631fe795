/**
 * Accounts under concurrent writes, through the local host on a real Azurite: edits made from
 * the same version (If-Match), conversation saves racing each other, and the chart cap against
 * a burst of saves. Each race is started together (Promise.all over fetch), so the requests
 * overlap in the host and in storage.
 */
import { describe, expect, it } from 'vitest';
import { savedBirth, signedUpClient } from '../../tests/support/account-client';
import { accountsHostForFile } from '../../tests/support/accounts-host';
import { MAX_SAVED_CHARTS } from '../lib/auth/saved-charts';

const started = accountsHostForFile();

const signedIn = (email: string) =>
  signedUpClient(started.host.base, started.storage.outbox, { name: 'Race', email, password: 'a long passphrase 7' });

describe('concurrent writes', () => {
  it('50 pairs of parallel edits from one version: one 200 and one 412 each, never both 200', async () => {
    const visitor = await signedIn('pairs@example.com');
    const made = await visitor.call('POST', 'charts', { name: 'Start', relation: '', birth: savedBirth('1990-01-01') });
    expect(made.status).toBe(201);
    const id = made.json.chart.id as string;
    let etag = made.headers.get('etag')!;
    expect(made.json.chart.etag).toBe(etag);

    expect((await visitor.call('PUT', `charts/${id}`, { name: 'No tag', birth: savedBirth('1990-01-01') })).status).toBe(428);
    expect(
      (await visitor.call('PUT', `charts/${id}`, { name: 'Bad', birth: savedBirth('1990-01-01') }, { 'if-match': '"nope"' })).status,
    ).toBe(412);

    const outcomes: string[] = [];
    for (let pair = 0; pair < 50; pair += 1) {
      const edit = (side: string) =>
        visitor.call('PUT', `charts/${id}`, { name: `pair ${pair} ${side}`, birth: savedBirth('1990-01-01') }, { 'if-match': etag });
      const [a, b] = await Promise.all([edit('a'), edit('b')]);
      outcomes.push(`${a.status},${b.status}`);
      const winner = a.status === 200 ? a : b;
      const loser = a.status === 200 ? b : a;
      expect(loser.json.chart?.name).toBe(winner.json.chart?.name); // the 412 shows what won
      expect(loser.headers.get('etag')).toBe(winner.headers.get('etag'));
      etag = winner.headers.get('etag')!;
    }
    expect(outcomes.filter((o) => o === '200,200')).toEqual([]);
    expect(outcomes.every((o) => o === '200,412' || o === '412,200')).toBe(true);

    const stale = await visitor.call('DELETE', `charts/${id}`, undefined, { 'if-match': made.headers.get('etag')! });
    expect(stale.status).toBe(412);
    const overwrite = await visitor.call(
      'PUT',
      `charts/${id}`,
      { name: 'Mine anyway', birth: savedBirth('1990-01-01') },
      { 'if-match': '*' },
    );
    expect(overwrite.status).toBe(200);
    expect((await visitor.call('GET', `charts/${id}`)).headers.get('etag')).toBe(overwrite.headers.get('etag'));
    expect((await visitor.call('DELETE', `charts/${id}`, undefined, { 'if-match': overwrite.headers.get('etag')! })).status).toBe(200);
  }, 120_000);

  it('racing conversation saves keep every message', async () => {
    const visitor = await signedIn('chats@example.com');
    const base = { title: 'Career', createdAt: '2026-11-23T10:00:00.000Z', birthKey: 'k' };
    const opening = [{ role: 'user' as const, content: 'opening question' }];
    expect((await visitor.call('PUT', 'conversations/race-1', { ...base, messages: opening })).status).toBe(200);
    const sent: string[] = ['opening question'];
    for (let round = 0; round < 4; round += 1) {
      const saves = Array.from({ length: 6 }, (_, tab) => {
        const ask = `round ${round} tab ${tab} asks`;
        const reply = `round ${round} tab ${tab} reply`;
        sent.push(ask, reply);
        return visitor.call('PUT', 'conversations/race-1', {
          ...base,
          messages: [...opening, { role: 'user', content: ask }, { role: 'assistant', content: reply }],
        });
      });
      expect((await Promise.all(saves)).map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    }
    const stored = (await visitor.call('GET', 'conversations')).json.conversations[0];
    const contents = stored.messages.map((m: { content: string }) => m.content);
    expect(contents.filter((c: string) => c === 'opening question')).toHaveLength(1);
    expect([...contents].sort()).toEqual([...sent].sort());

    const stale = await visitor.call('PUT', 'conversations/race-1', { ...base, messages: opening }, { 'if-match': '"c3RhbGU"' });
    expect(stale.status).toBe(412);
    expect(stale.json.conversation.messages).toHaveLength(sent.length);
  }, 120_000);

  it(`the ${MAX_SAVED_CHARTS}-chart cap holds under 100 concurrent saves`, async () => {
    const visitor = await signedIn('cap@example.com');
    for (let i = 0; i < MAX_SAVED_CHARTS - 10; i += 10) {
      const batch = Array.from({ length: 10 }, (_, j) =>
        visitor.call('POST', 'charts', { name: `p${i + j}`, birth: savedBirth('1980-05-05') }),
      );
      expect((await Promise.all(batch)).every((r) => r.status === 201)).toBe(true);
    }
    const burst = await Promise.all(
      Array.from({ length: 100 }, (_, i) => visitor.call('POST', 'charts', { name: `burst ${i}`, birth: savedBirth('1981-06-06') })),
    );
    const statuses = burst.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 409)).toHaveLength(90);
    expect((await visitor.call('GET', 'charts')).json.charts).toHaveLength(MAX_SAVED_CHARTS);
  }, 180_000);
});
