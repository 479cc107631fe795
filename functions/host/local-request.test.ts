/**
 * The local host's request and context (local-request.ts) against the library's own classes made
 * from the same init: every public member a handler can read gives the same value.
 */
import { describe, expect, it, vi } from 'vitest';
import functions, { type HttpRequestInit } from '@azure/functions';
import { LocalHttpRequest, LocalInvocationContext } from './local-request';

type Init = HttpRequestInit & { url: string; method: string; headers?: Record<string, string> };

/** Both objects for one init (the library's gets its own copy of the body bytes). */
function both(init: Init) {
  const copy = (i: Init): Init => ({ ...i, ...(i.body?.bytes ? { body: { bytes: Uint8Array.from(i.body.bytes) } } : {}) });
  return { local: new LocalHttpRequest(copy(init)), library: new functions.HttpRequest(copy(init)) };
}

const principal = Buffer.from(
  JSON.stringify({ identityProvider: 'github', userId: 'u1', userDetails: 'asha', userRoles: ['anonymous'] }),
).toString('base64');

describe('LocalHttpRequest', () => {
  it('reads url, method, query, headers and params as the library does', () => {
    const { local, library } = both({
      method: 'GET',
      // Host in capitals, a space and a repeated key: Request serialises the URL; the query keeps every value.
      url: 'http://LOCALHOST:7071/api/chart?name=Asha%20Rao&date=1990-08-16&a=1&a=2&place=S%C3%A3o Paulo',
      headers: { 'accept-encoding': 'gzip, br', 'x-forwarded-for': '127.0.0.1', 'X-Custom': 'Value' },
      params: { time: '14:31' },
    });
    expect(local.url).toBe(library.url);
    expect(local.method).toBe(library.method);
    expect([...local.query]).toEqual([...library.query]);
    expect(local.query.getAll('a')).toEqual(['1', '2']);
    expect([...local.headers]).toEqual([...library.headers]);
    expect(local.headers.get('x-custom')).toBe('Value');
    expect(local.params).toEqual(library.params);
  });

  it('reads a body, the user and a clone through the library, with the same results', async () => {
    const init: Init = {
      method: 'POST',
      url: 'http://localhost:7071/api/chat',
      headers: { 'content-type': 'application/json', 'x-ms-client-principal': principal },
      params: {},
      body: { bytes: new TextEncoder().encode(JSON.stringify({ message: 'नमस्ते', n: 1 })) },
    };
    const { local, library } = both(init);
    expect(local.user).toEqual(library.user);
    expect(local.user?.username).toBe('asha');
    expect(local.bodyUsed).toBe(false);
    expect(await local.clone().json()).toEqual(await library.clone().json());
    expect(await local.text()).toBe(await library.text());
    expect(local.bodyUsed).toBe(true);
    const second = both(init);
    expect(new Uint8Array(await second.local.arrayBuffer())).toEqual(new Uint8Array(await second.library.arrayBuffer()));
  });

  it('refuses what the library refuses (a header value with a line break)', () => {
    const init: Init = { method: 'GET', url: 'http://localhost/api/x', headers: { bad: 'a\nb' } };
    expect(() => new functions.HttpRequest(init)).toThrow();
    expect(() => new LocalHttpRequest(init)).toThrow();
  });
});

describe('LocalInvocationContext', () => {
  it('has the library context’s ids, options and extra inputs/outputs', () => {
    const init = { invocationId: '42', functionName: 'chart' };
    const local = new LocalInvocationContext(init);
    const library = new functions.InvocationContext(init);
    expect(local.invocationId).toBe(library.invocationId);
    expect(local.functionName).toBe(library.functionName);
    expect(local.options).toEqual(library.options);
    expect(local.retryContext).toEqual(library.retryContext);
    expect(typeof local.extraInputs.get).toBe('function');
    expect(typeof local.extraOutputs.set).toBe('function');
  });

  it('logs at the levels of the library’s fallback handler', () => {
    const init = { invocationId: '1', functionName: 'f' };
    for (const method of ['log', 'debug', 'info', 'warn', 'error'] as const) {
      const calls: Record<string, unknown[][]> = {};
      const spies = (['log', 'debug', 'info', 'warn', 'error'] as const).map((level) =>
        vi.spyOn(console, level).mockImplementation((...args: unknown[]) => void (calls[level] ??= []).push(args)),
      );
      new LocalInvocationContext(init)[method]('a', 1);
      const local = structuredClone(calls);
      for (const key of Object.keys(calls)) delete calls[key];
      new functions.InvocationContext(init)[method]('a', 1);
      expect(local).toEqual(calls);
      for (const spy of spies) spy.mockRestore();
    }
  });
});
