/**
 * An identifier of the code that makes the API's bodies, for ETags derived from a request's
 * canonical key instead of the body's bytes (functions/lib/etag.ts `tagKeyed`): a chart body is
 * a pure function of its key and of this code, so the pair names the body as surely as a hash
 * of it, for a fraction of the CPU (SHA-1 of a 24 kB body is ~15 µs a request; of the key, < 1 µs).
 *
 * It digests the running code itself, so any change to it changes every such ETag:
 * - deployed, the esbuild bundle this module was bundled into (dist-api/index.js, everything of
 *   shared/ and functions/ in one file);
 * - from sources (the local host under tsx, tests), every file under shared/ and functions/
 *   (~3.5 MB, read once, ~20 ms on first use);
 * and, in both, Node's and V8's versions (JSON.stringify and Math's last bits are theirs).
 */
import { hash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Source folders, relative to the repository root, whose files make the bodies. */
const SOURCE_DIRS = ['shared', 'functions'];

/** Every file under `dirs` (relative to `root`, skipping node_modules), in a fixed order, as `path\0bytes` digested with SHA-1: base64url. */
export function sourceDigest(root: string, dirs: readonly string[]): string {
  const files: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules') continue;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.isFile()) files.push(path);
    }
  };
  for (const dir of dirs) walk(join(root, dir));
  files.sort();
  const parts: Buffer[] = [];
  for (const file of files)
    parts.push(Buffer.from(`${relative(root, file).replaceAll('\\', '/')}\0`), readFileSync(file), Buffer.from('\0'));
  return hash('sha1', Buffer.concat(parts), 'base64url');
}

let id: string | undefined;

/** See the module comment; computed on first call and kept for the process. */
export function buildId(): string {
  if (id === undefined) {
    const self = fileURLToPath(import.meta.url);
    // Bundled, this module's URL is the bundle's; from sources it is this file, two folders below the root.
    const code =
      basename(self) === 'build-id.ts'
        ? sourceDigest(dirname(dirname(dirname(self))), SOURCE_DIRS)
        : hash('sha1', readFileSync(self), 'base64url');
    id = hash('sha1', `${code}|${process.version}|${process.versions.v8}`, 'base64url').slice(0, 16);
  }
  return id;
}
