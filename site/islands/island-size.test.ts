/**
 * No island source file over 300 lines (site/islands/README.md): an island that grows past it mixes
 * data, state and views again, and is split by view and state (issue 35). Tests are not counted.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/** The most lines one island source file may have. */
const MAX_ISLAND_FILE_LINES = 300;

const ISLANDS_DIR = import.meta.dirname;

/** Every `.ts` and `.tsx` file below `dir`, tests left out. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Lines of a file as an editor numbers them (a final newline ends the last line, it does not add one). */
function lineCount(path: string): number {
  const text = readFileSync(path, 'utf8');
  return text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
}

describe('island files', () => {
  it(`are at most ${MAX_ISLAND_FILE_LINES} lines each`, () => {
    const files = sourceFiles(ISLANDS_DIR);
    expect(files.length).toBeGreaterThan(50);
    const over = files
      .map((path) => ({ file: relative(ISLANDS_DIR, path), lines: lineCount(path) }))
      .filter(({ lines }) => lines > MAX_ISLAND_FILE_LINES);
    expect(over).toEqual([]);
  });
});
