/**
 * The settings Azure reads from files beside the app, read the same way for the local host:
 * `host.json` (route prefix, function timeout) and `local.settings.json` (whose `Values` Core
 * Tools puts in the environment). Anything the files do not say keeps Azure's default.
 */
import { existsSync, readFileSync } from 'node:fs';

/** The parts of host.json the local host honours. */
export interface HostJsonSettings {
  /** `extensions.http.routePrefix`: first path segment of every function ('' = none). Azure's default `api`. */
  routePrefix: string;
  /** `functionTimeout` in milliseconds, or null for no limit (absent, or `-1`). */
  functionTimeoutMs: number | null;
}

/**
 * A host.json timespan (`[d.]hh:mm:ss[.fff]`, e.g. `00:00:30`) → milliseconds; `-1` → null (no
 * limit). Throws an Error naming `functionTimeout` for anything else.
 */
export function parseTimespanMs(text: string): number | null {
  if (text.trim() === '-1') return null;
  const match = /^(?:(\d+)\.)?(\d{1,2}):(\d{2}):(\d{2})(?:\.(\d{1,7}))?$/.exec(text.trim());
  if (!match) throw new Error(`host.json functionTimeout: expected hh:mm:ss (e.g. 00:00:30) or -1, got ${JSON.stringify(text)}`);
  const [, days = '0', hours, minutes, seconds, fraction = '0'] = match;
  if (Number(minutes) > 59 || Number(seconds) > 59)
    throw new Error(`host.json functionTimeout: minutes and seconds run 0–59, got ${JSON.stringify(text)}`);
  const ms = ((Number(days) * 24 + Number(hours)) * 60 + Number(minutes)) * 60_000 + Number(seconds) * 1000;
  return ms + Math.round(Number(`0.${fraction}`) * 1000);
}

/** Reads host.json (a missing file means Azure's defaults). Throws on a file that is not JSON or has a bad timeout. */
export function readHostJson(path: string): HostJsonSettings {
  if (!existsSync(path)) return { routePrefix: 'api', functionTimeoutMs: null };
  const json = JSON.parse(readFileSync(path, 'utf8')) as {
    functionTimeout?: unknown;
    extensions?: { http?: { routePrefix?: unknown } };
  };
  const prefix = json.extensions?.http?.routePrefix;
  if (prefix !== undefined && typeof prefix !== 'string') throw new Error('host.json extensions.http.routePrefix: expected a string');
  const timeout = json.functionTimeout;
  if (timeout !== undefined && typeof timeout !== 'string')
    throw new Error('host.json functionTimeout: expected a string such as "00:00:30"');
  return {
    routePrefix: (prefix ?? 'api').replace(/^\/+|\/+$/g, ''),
    functionTimeoutMs: timeout === undefined ? null : parseTimespanMs(timeout),
  };
}

/**
 * Puts local.settings.json's `Values` in `env` as Core Tools does, except that a variable already
 * set is never overridden (the shell's value wins). Returns the names it set; a missing file sets
 * none. Throws when the file is not JSON or `Values` holds a non-string.
 */
export function loadLocalSettings(path: string, env: NodeJS.ProcessEnv): string[] {
  if (!existsSync(path)) return [];
  let json: { Values?: unknown };
  try {
    json = JSON.parse(readFileSync(path, 'utf8')) as { Values?: unknown };
  } catch (error) {
    throw new Error(`local.settings.json: not valid JSON (${error instanceof Error ? error.message : String(error)})`);
  }
  const values = json.Values ?? {};
  if (typeof values !== 'object' || values === null || Array.isArray(values))
    throw new Error('local.settings.json Values: expected an object');
  const set: string[] = [];
  for (const [name, value] of Object.entries(values)) {
    if (typeof value !== 'string') throw new Error(`local.settings.json Values.${name}: expected a string`);
    if (env[name] !== undefined) continue;
    env[name] = value;
    set.push(name);
  }
  return set;
}
