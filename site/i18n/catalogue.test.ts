/**
 * Every catalogue under site/i18n and site/content has, in every language, exactly the English source's keys, list
 * lengths and message kinds (the compiler checks keys and kinds; list lengths only run time can),
 * no empty message, and no message of a translation written only in another script but a listed proper name.
 * Every language pack (site/i18n/locales/<code>/) holds exactly the site's catalogues, by the names they are
 * exported under, every one translated. Also: the compiler
 * refuses a Hindi dictionary or a pack dictionary with a missing or an extra key (the @ts-expect-error lines
 * fail `npm run check` if it ever accepted one).
 */
import { readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, LOCALES, LOCALE_SCRIPT, REGIONAL_LOCALES } from '../../shared/i18n/locale';
import { CATALOGUE_NAME, defineMessages, isCatalogue, type Catalogue } from './catalogue';
import { PACK_LOADERS } from './locales/index';
import type { PackMessages } from './locales/pack';
import { PACK_LOCALES } from './locales/packs';
import './locales/server-packs';
import { scriptLetterCounts } from './proper-names';

const here = dirname(fileURLToPath(import.meta.url));
/** The site's languages and the regional ones whose packs exist (the same list once LOCALES lists them). */
const ALL_LOCALES = [...new Set([...LOCALES, ...REGIONAL_LOCALES])];

/** Module files of site/i18n that may hold catalogues (tests and the astro:content helper excluded). */
function catalogueModules(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    // The language packs (locales/) hold dictionaries, not catalogues: they are checked through their catalogues.
    if (entry.isDirectory()) return entry.name === 'locales' ? [] : catalogueModules(full);
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

const catalogues: { name: string; exportName: string; catalogue: Catalogue<unknown> }[] = [];
// Page words live in site/i18n, content lists (values, team, FAQ, pricing…) in site/content, the chart drawings' words beside them.
for (const file of [
  ...catalogueModules(here),
  ...catalogueModules(join(here, '..', 'content')),
  join(here, '..', 'components', 'chart', 'chart-text.ts'),
]) {
  const module = (await import(file)) as Record<string, unknown>;
  for (const [name, value] of Object.entries(module)) {
    if (isCatalogue(value)) catalogues.push({ name: `${relative(join(here, '..'), file)}:${name}`, exportName: name, catalogue: value });
  }
}

describe('site message catalogues', () => {
  it('are found (the layout catalogue at least)', () => {
    expect(catalogues.map((c) => c.name)).toEqual(
      expect.arrayContaining(['i18n/layout.ts:layoutMessages', 'content/pricing.ts:PLAN_TEXT']),
    );
  });

  for (const { name, exportName, catalogue } of catalogues) {
    it(`${name}: every language has the English keys, list lengths and kinds`, () => {
      for (const locale of ALL_LOCALES) expect(differences(catalogue.en, catalogue[locale], locale), locale).toEqual([]);
    });

    it(`${name}: every translated text is written in its language's script (Latin only for listed proper names)`, () => {
      const foreign = ALL_LOCALES.filter((locale) => locale !== DEFAULT_LOCALE && catalogue[locale] !== catalogue.en).flatMap((locale) =>
        strings(catalogue[locale], locale).filter(({ text }) => {
          const { inScript, other } = scriptLetterCounts(text, LOCALE_SCRIPT[locale]);
          return other > 0 && inScript === 0;
        }),
      );
      expect(foreign).toEqual([]);
    });

    it(`${name}: is named as it is exported (its packs' key)`, () => {
      expect(catalogue[CATALOGUE_NAME]).toBe(exportName);
    });
  }

  for (const locale of PACK_LOCALES) {
    it(`the ${locale} pack holds exactly the site's catalogues`, async () => {
      const pack = await PACK_LOADERS[locale]();
      expect(Object.keys(pack).sort()).toEqual(catalogues.map((c) => c.exportName).sort());
    });
  }

  it('the compiler refuses a dictionary with a missing or an extra key, and a text where English has a list', () => {
    const english = { title: 'Title', items: ['a'] };
    // @ts-expect-error `items` is missing from the Hindi dictionary
    const missing = defineMessages(english, { hi: { title: 'शीर्षक' } }, 'missing');
    // @ts-expect-error `subtitle` is not an English key
    const extra = defineMessages(english, { hi: { title: 'शीर्षक', items: ['क'], subtitle: 'उपशीर्षक' } }, 'extra');
    // @ts-expect-error `items` is a list in English
    const wrongKind = defineMessages(english, { hi: { title: 'शीर्षक', items: 'क' } }, 'wrongKind');
    // @ts-expect-error a pack dictionary without `prefix`
    const packMissing: PackMessages<'errorViewMessages'> = { home: 'প্রথম পাতা' };
    // @ts-expect-error `title` is not a key of the catalogue
    const packExtra: PackMessages<'errorViewMessages'> = { prefix: (status: number) => `${status}`, home: 'প্রথম পাতা', title: 'শিরোনাম' };
    expect([packMissing, packExtra].length).toBe(2);
    // The run-time check finds the same faults the compiler refused.
    expect(differences(missing.en, missing.hi, 'hi')).toEqual(['hi.items: missing']);
    expect(differences(extra.en, extra.hi, 'hi')).toEqual(['hi.subtitle: not in English']);
    expect(differences(wrongKind.en, wrongKind.hi, 'hi')).toEqual(['hi.items: list in English, string here']);
  });
});
