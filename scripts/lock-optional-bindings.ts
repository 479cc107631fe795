/**
 * Completes package-lock.json with the optional platform bindings the registry reachable here
 * does not serve (e.g. @astrojs/compiler-binding-darwin-arm64 404s), so `npm ci` accepts the
 * lock: each missing optional dependency gets an entry marked optional with the os/cpu (and
 * libc) its name states, which npm skips on every other platform, as it does for any foreign
 * binding. Run after `npm install` changes the lock: `npm run lock:bindings`.
 */
import { readFileSync, writeFileSync } from 'node:fs';

type LockEntry = {
  version?: string;
  optional?: boolean;
  os?: string[];
  cpu?: string[];
  libc?: string[];
  optionalDependencies?: Record<string, string>;
};
const LOCK = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(LOCK, 'utf8')) as { packages: Record<string, LockEntry> };

/** `…-linux-arm64-gnu` → os linux, cpu arm64, libc glibc; null when the name states no platform. */
function platformOf(name: string): Pick<LockEntry, 'os' | 'cpu' | 'libc'> | null {
  const m =
    /-(android|darwin|linux|win32|freebsd|openbsd|sunos|aix|wasm32)-(arm64|x64|ia32|arm|riscv64|s390x|ppc64|loong64|wasi)(?:-(gnu|musl|msvc|gnueabihf|musleabihf))?$/.exec(
      name,
    );
  if (!m) return null;
  if (m[1] === 'wasm32') return { cpu: ['wasm32'] };
  const libc = m[3] === 'gnu' || m[3] === 'gnueabihf' ? ['glibc'] : m[3] === 'musl' || m[3] === 'musleabihf' ? ['musl'] : undefined;
  return { os: [m[1]!], cpu: [m[2]!], ...(libc ? { libc } : {}) };
}

let added = 0;
for (const [path, entry] of Object.entries(lock.packages)) {
  for (const [name, range] of Object.entries(entry.optionalDependencies ?? {})) {
    const nested = `${path ? `${path}/` : ''}node_modules/${name}`;
    if (lock.packages[nested] || lock.packages[`node_modules/${name}`]) continue;
    const platform = platformOf(name);
    if (!platform || !/^\d+\.\d+\.\d+/.test(range)) continue;
    lock.packages[`node_modules/${name}`] = { version: range, optional: true, ...platform };
    added++;
  }
}
writeFileSync(LOCK, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`lock: ${added} optional platform binding entr${added === 1 ? 'y' : 'ies'} added`);
