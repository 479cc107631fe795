/**
 * Blog posts and guides exist in every language that has its own texts (CONTENT_LOCALES): for each English
 * Markdown file under site/content/<collection>/en/ there is a file of the same name in every other such
 * language's folder (and nothing more), with the same date or order, a translated title, and links that stay in
 * the translation's language. The other languages show the English texts, marked as English (site/i18n/content.ts).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE } from '../../shared/i18n/locale';
import { CONTENT_LOCALES } from '../i18n/content-locales';
import { letterCounts } from '../i18n/proper-names';
import { localeOfPath } from '../i18n/paths';

const here = dirname(fileURLToPath(import.meta.url));

/** Front-matter fields (one `key: value` per line) and body of a Markdown file. */
function parse(file: string): { data: Record<string, string>; body: string } {
  const text = readFileSync(file, 'utf8');
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text);
  if (!match) throw new Error(`${file}: no front matter`);
  const data = Object.fromEntries(
    match[1]!.split('\n').map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1).trim()]),
  );
  return { data, body: match[2]! };
}

for (const collection of ['blog', 'guides'] as const) {
  describe(`${collection} translations`, () => {
    const folder = (locale: string) => join(here, collection, locale);
    const english = readdirSync(folder(DEFAULT_LOCALE)).filter((name) => name.endsWith('.md'));

    for (const locale of CONTENT_LOCALES.filter((l) => l !== DEFAULT_LOCALE)) {
      it(`${locale}: the same files as English`, () => {
        expect(existsSync(folder(locale))).toBe(true);
        expect(
          readdirSync(folder(locale))
            .filter((name) => name.endsWith('.md'))
            .sort(),
        ).toEqual([...english].sort());
      });

      for (const name of english) {
        it(`${locale}/${name}: same date/order, translated text, links in ${locale}`, () => {
          const source = parse(join(folder(DEFAULT_LOCALE), name));
          const translation = parse(join(folder(locale), name));
          expect(Object.keys(translation.data).sort()).toEqual(Object.keys(source.data).sort());
          for (const key of ['date', 'order']) expect(translation.data[key]).toBe(source.data[key]);
          for (const key of ['title', 'excerpt', 'description', 'author'].filter((k) => k in source.data)) {
            expect(translation.data[key], key).not.toBe(source.data[key]);
          }
          const { devanagari, other } = letterCounts(translation.body);
          expect(devanagari / (devanagari + other)).toBeGreaterThan(0.9);
          const links = [...translation.body.matchAll(/\]\((\/[^)]*)\)/g)].map((m) => m[1]!);
          expect(links.length).toBe([...source.body.matchAll(/\]\((\/[^)]*)\)/g)].length);
          for (const link of links) expect(localeOfPath(link), link).toBe(locale);
        });
      }
    }
  });
}
