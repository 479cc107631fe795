/**
 * Every catalogue under site/i18n and site/content has, in every language, exactly the English source's keys, list
 * lengths and message kinds (the compiler checks keys and kinds; list lengths only run time can),
 * no empty message, and no Latin-only Hindi message but a listed proper name. Also: the compiler
 * refuses a Hindi dictionary with a missing or an extra key (the @ts-expect-error lines fail
 * `npm run check` if it ever accepted one).
 */
import { readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../shared/i18n/locale';
import { defineMessages, isCatalogue, type Catalogue } from './catalogue';
import { letterCounts } from './proper-names';

const here = dirname(fileURLToPath(import.meta.url));

/** Module files of site/i18n that may hold catalogues (tests and the astro:content helper excluded). */
function catalogueModules(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) return catalogueModules(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && entry.name !== 'content.ts' ? [full] : [];
  });
}

/** Shape differences between `source` and `other` at `path`: missing or extra keys, kinds, list lengths, empty texts. */
function differences(source: unknown, other: unknown, path: string): string[] {
  const kind = (value: unknown) => (Array.isArray(value) ? 'list' : value === null ? 'null' : typeof value);
  if (kind(source) !== kind(other)) return [`${path}: ${kind(source)} in English, ${kind(other)} here`];
  if (typeof other === 'string' && other.trim() === '' && source !== '') return [`${path}: empty`];
  if (typeof source === 'function' && (source as () => void).length !== (other as () => void).length) return [`${path}: other parameters`];
  if (Array.isArray(source)) {
    const list = other as unknown[];
    if (source.length !== list.length) return [`${path}: ${source.length} items in English, ${list.length} here`];
    return source.flatMap((item, index) => differences(item, list[index], `${path}[${index}]`));
  }
  if (kind(source) === 'object') {
    const a = source as Record<string, unknown>;
    const b = other as Record<string, unknown>;
    const missing = Object.keys(a)
      .filter((key) => !(key in b))
      .map((key) => `${path}.${key}: missing`);
    const extra = Object.keys(b)
      .filter((key) => !(key in a))
      .map((key) => `${path}.${key}: not in English`);
    return [
      ...missing,
      ...extra,
      ...Object.keys(a)
        .filter((key) => key in b)
        .flatMap((key) => differences(a[key], b[key], `${path}.${key}`)),
    ];
  }
  return [];
}

/** Every string of a message tree with its path. */
function strings(value: unknown, path: string): { path: string; text: string }[] {
  if (typeof value === 'string') return [{ path, text: value }];
  if (Array.isArray(value)) return value.flatMap((item, index) => strings(item, `${path}[${index}]`));
  if (typeof value === 'object' && value !== null) return Object.entries(value).flatMap(([key, item]) => strings(item, `${path}.${key}`));
  return [];
}

const catalogues: { name: string; catalogue: Catalogue<unknown> }[] = [];
// Page words live in site/i18n, content lists (values, team, FAQ, pricing…) in site/content.
for (const file of [...catalogueModules(here), ...catalogueModules(join(here, '..', 'content'))]) {
  const module = (await import(file)) as Record<string, unknown>;
  for (const [name, value] of Object.entries(module)) {
    if (isCatalogue(value)) catalogues.push({ name: `${relative(join(here, '..'), file)}:${name}`, catalogue: value });
  }
}

describe('site message catalogues', () => {
  it('are found (the layout catalogue at least)', () => {
    expect(catalogues.map((c) => c.name)).toEqual(
      expect.arrayContaining(['i18n/layout.ts:layoutMessages', 'content/pricing.ts:PLAN_TEXT']),
    );
  });

  for (const { name, catalogue } of catalogues) {
    it(`${name}: every language has the English keys, list lengths and kinds`, () => {
      for (const locale of LOCALES) expect(differences(catalogue.en, catalogue[locale], locale), locale).toEqual([]);
    });

    it(`${name}: every Hindi text is written in Devanagari (Latin only for listed proper names)`, () => {
      const latinOnly = strings(catalogue.hi, 'hi').filter(({ text }) => {
        const { devanagari, other } = letterCounts(text);
        return other > 0 && devanagari === 0;
      });
      expect(latinOnly).toEqual([]);
    });
  }

  it('the compiler refuses a dictionary with a missing or an extra key, and a text where English has a list', () => {
    const english = { title: 'Title', items: ['a'] };
    // @ts-expect-error `items` is missing from the Hindi dictionary
    const missing = defineMessages(english, { hi: { title: 'शीर्षक' } });
    // @ts-expect-error `subtitle` is not an English key
    const extra = defineMessages(english, { hi: { title: 'शीर्षक', items: ['क'], subtitle: 'उपशीर्षक' } });
    // @ts-expect-error `items` is a list in English
    const wrongKind = defineMessages(english, { hi: { title: 'शीर्षक', items: 'क' } });
    // The run-time check finds the same faults the compiler refused.
    expect(differences(missing.en, missing.hi, 'hi')).toEqual(['hi.items: missing']);
    expect(differences(extra.en, extra.hi, 'hi')).toEqual(['hi.subtitle: not in English']);
    expect(differences(wrongKind.en, wrongKind.hi, 'hi')).toEqual(['hi.items: list in English, string here']);
  });
});
