/**
 * The error catalogue against the spec's table (section 8): every status's title, descriptions
 * that follow the spec's wording, and the 404 text for any status the table does not list.
 * Expected titles are written out here from the spec, not read back from the catalogue.
 */
import { describe, expect, it } from 'vitest';
import { REGIONAL_LOCALES } from '../i18n/locale';
import { scriptShare } from '../i18n/scripts';
import { catalogueEntry, ERROR_CATALOGUE } from './catalogue';

/** Spec section 8 titles, plus 405/408/409/412/413/428/429 which the API adds (wrong method, slow body, full account, stale edit, oversized body, edit without If-Match, rate limit); RFC 9110/6585 titles. */
const SPEC_TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  408: 'Request Timeout',
  409: 'Conflict',
  412: 'Precondition Failed',
  413: 'Payload Too Large',
  428: 'Precondition Required',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  501: 'Not Implemented',
  502: 'Service Temporarily Overloaded',
  503: 'Service Unavailable',
};

describe('error catalogue', () => {
  it('lists exactly the spec statuses (and the seven the API adds)', () => {
    expect(
      Object.keys(ERROR_CATALOGUE)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual(
      Object.keys(SPEC_TITLES)
        .map(Number)
        .sort((a, b) => a - b),
    );
  });

  it.each(Object.entries(SPEC_TITLES).map(([status, title]) => [Number(status), title] as const))(
    '%i → %s, with its own status and a sentence of description',
    (status, title) => {
      const entry = catalogueEntry(status);
      expect(entry.status).toBe(status);
      expect(entry.title).toBe(title);
      expect(entry.description).toMatch(/^[A-Z].{10,}\.$/);
    },
  );

  it('describes the spec rows in the spec words', () => {
    expect(catalogueEntry(400).description).toBe('The server cannot process the request due to a client error.');
    expect(catalogueEntry(401).description).toMatch(/authenticated/);
    expect(catalogueEntry(403).description).toMatch(/permission/);
    expect(catalogueEntry(404).description).toMatch(/could not be found/);
  });

  it.each([0, 200, 302, 418, 422, 499, 504, 599, 1000, -1, Number.NaN, 404.5])('unknown status %s → the 404 text', (status) => {
    expect(catalogueEntry(status)).toEqual({ status: 404, title: 'Not Found', description: 'The resource could not be found.' });
  });

  it("descriptions are distinct, so no status silently shows another one's text", () => {
    const descriptions = Object.values(ERROR_CATALOGUE).map((entry) => entry.description);
    expect(new Set(descriptions).size).toBe(descriptions.length);
  });

  it('every entry has its Hindi title and description in Devanagari; unknown statuses fall back to the Hindi 404', () => {
    for (const code of Object.keys(ERROR_CATALOGUE).map(Number)) {
      const hi = catalogueEntry(code, 'hi');
      const en = catalogueEntry(code);
      expect(hi.status).toBe(code);
      for (const text of [hi.title, hi.description]) expect(text).toMatch(/^[\u0900-\u097F\s,.।()-]+$/u);
      expect(hi.title).not.toBe(en.title);
    }
    expect(catalogueEntry(418, 'hi')).toEqual({ status: 404, ...ERROR_CATALOGUE[404].hi });
  });

  it.each(REGIONAL_LOCALES)(
    "%s: every status has its own title and description in the language's script; unknown statuses give its 404",
    (locale) => {
      const titles = new Set<string>();
      for (const code of Object.keys(ERROR_CATALOGUE).map(Number)) {
        const entry = catalogueEntry(code, locale);
        expect(entry.status).toBe(code);
        // Letters only in the script: these short texts carry no names or numbers to excuse a Latin word.
        expect(scriptShare(`${entry.title} ${entry.description}`, locale)).toBe(1);
        expect(entry.description).toMatch(/[.।]$/u);
        titles.add(entry.title);
      }
      expect(titles.size).toBe(Object.keys(ERROR_CATALOGUE).length);
      expect(catalogueEntry(418, locale)).toEqual(catalogueEntry(404, locale));
    },
  );
});
