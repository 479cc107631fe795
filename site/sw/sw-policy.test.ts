import { describe, expect, it } from 'vitest';
import { homeKey, pageKey, swPolicy } from './sw-policy';

const ORIGIN = 'https://kundali.example';
const policy = (path: string, method = 'GET', mode = 'cors', origin = ORIGIN) => swPolicy(new URL(path, ORIGIN), method, mode, origin);

describe('the service worker’s rules', () => {
  it('serves pages network-first and the build’s files from the cache', () => {
    expect(policy('/detailed-kundali?date=1990-05-15', 'GET', 'navigate')).toBe('page');
    expect(policy('/hi/', 'GET', 'navigate')).toBe('page');
    expect(policy('/_astro/report.abc123.js')).toBe('asset');
    expect(policy('/manifest.webmanifest')).toBe('asset');
  });

  it('keeps only the answers computed from their query, and never an account’s', () => {
    expect(policy('/api/chart?date=1990-05-15&lat=19&lon=72')).toBe('api');
    expect(policy('/api/panchang?date=2026-12-07&place=Mumbai')).toBe('api');
    expect(policy('/api/panchang/month?year=2026&month=12&place=Mumbai')).toBe('api');
    for (const path of ['/api/auth/me', '/api/charts', '/api/charts/abc', '/api/conversations', '/api/auth/export', '/api/chart/now'])
      expect(policy(path), path).toBe('network');
    expect(policy('/api/chat', 'POST')).toBe('network');
    expect(policy('/api/charts', 'POST')).toBe('network');
  });

  it('drops the kept answers when someone signs in or out', () => {
    expect(policy('/api/auth/login', 'POST')).toBe('account-change');
    expect(policy('/api/auth/logout', 'POST')).toBe('account-change');
    expect(policy('/api/auth/confirm-signup', 'POST')).toBe('account-change');
  });

  it('leaves other origins and other methods alone', () => {
    expect(policy('https://elsewhere.example/x.js', 'GET', 'cors')).toBe('network');
    expect(policy('/contact-us', 'POST', 'navigate')).toBe('network');
  });

  it('keys a page by its path alone, with the home page of its language as the offline fallback', () => {
    expect(pageKey(new URL('/detailed-kundali/?date=1990', ORIGIN))).toBe(`${ORIGIN}/detailed-kundali`);
    expect(pageKey(new URL('/', ORIGIN))).toBe(`${ORIGIN}/`);
    expect(homeKey(new URL('/hi/panchang?x=1', ORIGIN))).toBe(`${ORIGIN}/hi`);
    expect(homeKey(new URL('/panchang', ORIGIN))).toBe(`${ORIGIN}/`);
    expect(homeKey(new URL('/history', ORIGIN))).toBe(`${ORIGIN}/`);
  });
});
