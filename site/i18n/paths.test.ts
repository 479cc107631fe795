/** Addresses per language: English unprefixed, Hindi under /hi, and back. */
import { describe, expect, it } from 'vitest';
import { alternatePaths, localeOfPath, localeStaticPaths, localizePath, unlocalizedPath } from './paths';

describe('localizePath', () => {
  it('keeps English addresses and prefixes Hindi ones, with query and hash', () => {
    expect(localizePath('en', '/faq')).toBe('/faq');
    expect(localizePath('hi', '/faq')).toBe('/hi/faq');
    expect(localizePath('hi', '/')).toBe('/hi');
    expect(localizePath('hi', '/?reason=no-birth-info')).toBe('/hi?reason=no-birth-info');
    expect(localizePath('hi', '/blog/what-is-a-kundali#dasha')).toBe('/hi/blog/what-is-a-kundali#dasha');
    expect(localizePath('hi', '/history')).toBe('/hi/history');
  });

  it('refuses a relative path and one already in a language', () => {
    expect(() => localizePath('hi', 'faq')).toThrow(/must start with "\/", got "faq"/);
    expect(() => localizePath('hi', '/hi/faq')).toThrow(/already names a language/);
  });
});

describe('localeOfPath and unlocalizedPath', () => {
  it('read the language from the first segment only', () => {
    expect(localeOfPath('/hi/faq')).toBe('hi');
    expect(localeOfPath('/hi')).toBe('hi');
    expect(localeOfPath('/hi?x=1')).toBe('hi');
    expect(localeOfPath('/history')).toBe('en');
    expect(localeOfPath('/en/faq')).toBe('en');
    expect(localeOfPath('/faq/hi')).toBe('en');
  });

  it('give back the English address, without trailing slash', () => {
    expect(unlocalizedPath('/hi/faq/')).toBe('/faq');
    expect(unlocalizedPath('/hi')).toBe('/');
    expect(unlocalizedPath('/hi/')).toBe('/');
    expect(unlocalizedPath('/')).toBe('/');
    expect(unlocalizedPath('/blog/x/')).toBe('/blog/x');
  });

  it('round-trip with localizePath', () => {
    for (const path of ['/', '/faq', '/blog/what-is-a-kundali']) {
      expect(unlocalizedPath(localizePath('hi', path))).toBe(path);
      expect(unlocalizedPath(localizePath('en', path))).toBe(path);
    }
  });
});

describe('alternatePaths and localeStaticPaths', () => {
  it('list every language, English first', () => {
    expect(alternatePaths('/hi/team')).toEqual([
      { locale: 'en', path: '/team' },
      { locale: 'hi', path: '/hi/team' },
      { locale: 'bn', path: '/bn/team' },
      { locale: 'mr', path: '/mr/team' },
      { locale: 'te', path: '/te/team' },
      { locale: 'ta', path: '/ta/team' },
    ]);
    expect(localeStaticPaths()).toEqual([
      { params: { locale: undefined }, props: { locale: 'en' } },
      { params: { locale: 'hi' }, props: { locale: 'hi' } },
      { params: { locale: 'bn' }, props: { locale: 'bn' } },
      { params: { locale: 'mr' }, props: { locale: 'mr' } },
      { params: { locale: 'te' }, props: { locale: 'te' } },
      { params: { locale: 'ta' }, props: { locale: 'ta' } },
    ]);
  });
});
