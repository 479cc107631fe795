/** Azure Static Web Apps config: the settings issue 2 asks for, checked without a deployment. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

interface SwaConfig {
  platform?: { apiRuntime?: string };
  navigationFallback?: unknown;
  responseOverrides?: Record<string, { rewrite?: string; statusCode?: number }>;
  routes?: { route: string; headers?: Record<string, string> }[];
  globalHeaders?: Record<string, string>;
}

const config = JSON.parse(readFileSync(new URL('../../staticwebapp.config.json', import.meta.url), 'utf8')) as SwaConfig;

describe('staticwebapp.config.json', () => {
  it('runs the API on Node 22', () => {
    expect(config.platform?.apiRuntime).toBe('node:22');
  });

  it('answers unknown paths with the 404 page and status 404 (no SPA fallback, which would answer 200)', () => {
    expect(config.responseOverrides?.['404']).toEqual({ rewrite: '/404.html', statusCode: 404 });
    expect(config.navigationFallback).toBeUndefined();
  });

  it('sends the security headers; the CSP holds the directives a <meta> cannot', () => {
    const headers = config.globalHeaders ?? {};
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    // HTTPS only for a year, subdomains too (browsers ignore the header over plain http, so the local host is unaffected).
    expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const csp = headers['content-security-policy'] ?? '';
    for (const directive of ["frame-ancestors 'none'", "object-src 'none'", "base-uri 'self'", "form-action 'self'"])
      expect(csp).toContain(directive);
    // Astro's hashed script-src/style-src live in each page's <meta>; a header script-src would have to repeat every hash.
    expect(csp).not.toMatch(/script-src|style-src/);
  });

  it('caches hashed build assets for a year, immutably', () => {
    const rule = config.routes?.find((route) => route.route === '/_astro/*');
    expect(rule?.headers?.['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});
