/** The build identifier in keyed ETags: it changes with any file of the code, and is stable otherwise. */
import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildId, sourceDigest } from './build-id';

describe('sourceDigest', () => {
  const root = mkdtempSync(join(tmpdir(), 'build-id-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  mkdirSync(join(root, 'shared/astronomy'), { recursive: true });
  mkdirSync(join(root, 'functions/node_modules/x'), { recursive: true });
  writeFileSync(join(root, 'shared/astronomy/a.ts'), 'export const a = 1;\n');
  writeFileSync(join(root, 'functions/b.ts'), 'export const b = 2;\n');
  const digest = () => sourceDigest(root, ['shared', 'functions']);

  it('changes when a file changes, is added or renamed, and not otherwise', () => {
    const first = digest();
    expect(digest()).toBe(first);
    writeFileSync(join(root, 'functions/node_modules/x/index.js'), 'ignored');
    expect(digest()).toBe(first);
    writeFileSync(join(root, 'shared/astronomy/a.ts'), 'export const a = 2;\n');
    const edited = digest();
    expect(edited).not.toBe(first);
    writeFileSync(join(root, 'shared/c.ts'), '');
    const added = digest();
    expect(added).not.toBe(edited);
    renameSync(join(root, 'shared/c.ts'), join(root, 'shared/d.ts'));
    expect(digest()).not.toBe(added);
  });
});

describe('buildId', () => {
  it('is the same for the whole process', () => {
    expect(buildId()).toMatch(/^[\w-]{16}$/);
    expect(buildId()).toBe(buildId());
  });
});
