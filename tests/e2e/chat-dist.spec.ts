/**
 * No provider key or provider setting reaches the browser: every text file of the built site
 * (STATIC_DIR, else dist/) is scanned for the provider setting names and for key-shaped strings.
 * The scanner is first shown to catch planted samples, so a broken pattern cannot pass silently.
 */
import { expect, test } from '@playwright/test';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join } from 'node:path';

const SITE_DIR = process.env.STATIC_DIR ?? join(process.cwd(), 'dist');
const TEXT_EXTENSIONS = new Set(['.html', '.js', '.mjs', '.css', '.json', '.txt', '.xml', '.svg', '.map', '.csv', '.webmanifest']);
/** Setting names and key shapes that must never ship: OpenAI (`sk-…`, `sk-proj-…`) and Azure setting names. */
const FORBIDDEN: RegExp[] = [
  /OPENAI_API_KEY/,
  /OPENAI_BASE_URL/,
  /OPENAI_MODEL/,
  /AZURE_OPENAI_[A-Z_]+/,
  /\bsk-(?:proj-)?[A-Za-z0-9_-]{20,}/,
  /\bapi-key\b/i,
];

function findings(text: string): string[] {
  return FORBIDDEN.flatMap((pattern) => {
    const found = pattern.exec(text);
    return found ? [found[0]] : [];
  });
}

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else if (TEXT_EXTENSIONS.has(extname(name))) yield path;
  }
}

test('the scanner catches planted keys and setting names', () => {
  // Assembled at run time so the repository itself holds nothing shaped like a key.
  const planted = ['sk', 'proj', 'AbCdEfGhIjKlMnOpQrStUvWx12'].join('-');
  expect(findings(`const k = "${planted}";`)).toEqual([planted]);
  expect(findings('process.env.AZURE_OPENAI_API_KEY')).toEqual(['OPENAI_API_KEY', 'AZURE_OPENAI_API_KEY']);
  expect(findings('OPENAI_API_KEY=')).toEqual(['OPENAI_API_KEY']);
  expect(findings('.task-list, .mask-image, disk-usage')).toEqual([]);
});

test('no provider key or setting name appears in the built site', () => {
  const hits: string[] = [];
  let scanned = 0;
  for (const path of files(SITE_DIR)) {
    scanned++;
    for (const hit of findings(readFileSync(path, 'utf8'))) hits.push(`${path.slice(SITE_DIR.length)}: ${hit}`);
  }
  expect(scanned, `text files under ${SITE_DIR}`).toBeGreaterThan(20);
  expect(hits).toEqual([]);
});
