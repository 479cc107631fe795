import { HttpRequest } from '@azure/functions';
import { describe, expect, it } from 'vitest';
import { sameOriginRequest } from './origin';

const request = (url: string, headers: Record<string, string>) => new HttpRequest({ method: 'POST', url, headers });

describe('sameOriginRequest', () => {
  it('takes the same origin, scheme and port included', () => {
    expect(sameOriginRequest(request('https://kundali.example/api/auth/login', { origin: 'https://kundali.example' }), {})).toBe(true);
    expect(sameOriginRequest(request('https://kundali.example/api/auth/login', { origin: 'http://kundali.example' }), {})).toBe(false);
    expect(sameOriginRequest(request('http://127.0.0.1:7071/api/x', { origin: 'http://127.0.0.1:7072' }), {})).toBe(false);
    expect(sameOriginRequest(request('http://127.0.0.1:7071/api/x', { origin: 'null' }), {})).toBe(false);
  });

  it('never trusts X-Forwarded-Host', () => {
    const forged = request('https://kundali.example/api/x', { origin: 'https://evil.example', 'x-forwarded-host': 'evil.example' });
    expect(sameOriginRequest(forged, {})).toBe(false);
  });

  it('takes https when the front end ended TLS and says so, never the other way', () => {
    expect(
      sameOriginRequest(request('http://kundali.example/api/x', { origin: 'https://kundali.example', 'x-forwarded-proto': 'https' }), {}),
    ).toBe(true);
    expect(
      sameOriginRequest(request('http://kundali.example/api/x', { origin: 'http://kundali.example', 'x-forwarded-proto': 'https' }), {}),
    ).toBe(false);
    expect(
      sameOriginRequest(request('https://kundali.example/api/x', { origin: 'http://kundali.example', 'x-forwarded-proto': 'http' }), {}),
    ).toBe(false);
  });

  it('adds the exact origins of ALLOWED_ORIGINS; no Origin is a non-browser client unless Sec-Fetch-Site says cross-site', () => {
    const front = request('https://api.internal/api/x', { origin: 'https://kundali.example' });
    expect(sameOriginRequest(front, { ALLOWED_ORIGINS: 'https://kundali.example, https://www.kundali.example' })).toBe(true);
    expect(sameOriginRequest(front, { ALLOWED_ORIGINS: 'http://kundali.example' })).toBe(false);
    expect(sameOriginRequest(request('https://kundali.example/api/x', {}), {})).toBe(true);
    expect(sameOriginRequest(request('https://kundali.example/api/x', { 'sec-fetch-site': 'cross-site' }), {})).toBe(false);
  });
});
