/** host.json and local.settings.json as the local host reads them (Azure's defaults when a file is silent). */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadLocalSettings, parseTimespanMs, readHostJson } from './host-config';

const dir = mkdtempSync(join(tmpdir(), 'kundali-host-config-'));
const file = (name: string, text: string) => {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
};

describe('host.json', () => {
  it('reads the repository host.json: prefix api (the default), timeout 30 s', () => {
    expect(readHostJson(join(process.cwd(), 'host.json'))).toEqual({ routePrefix: 'api', functionTimeoutMs: 30_000 });
  });

  it('takes extensions.http.routePrefix, an empty prefix included, and no file means the defaults', () => {
    expect(readHostJson(file('prefix.json', '{"extensions":{"http":{"routePrefix":"/v2/"}}}'))).toEqual({
      routePrefix: 'v2',
      functionTimeoutMs: null,
    });
    expect(readHostJson(file('empty-prefix.json', '{"extensions":{"http":{"routePrefix":""}}}')).routePrefix).toBe('');
    expect(readHostJson(join(dir, 'absent.json'))).toEqual({ routePrefix: 'api', functionTimeoutMs: null });
  });

  it('parses timespans as Azure writes them, and refuses others naming functionTimeout', () => {
    expect(parseTimespanMs('00:00:30')).toBe(30_000);
    expect(parseTimespanMs('00:05:00')).toBe(300_000);
    expect(parseTimespanMs('1.02:00:00')).toBe(26 * 3_600_000);
    expect(parseTimespanMs('00:00:01.5')).toBe(1500);
    expect(parseTimespanMs('-1')).toBeNull();
    for (const bad of ['30', '00:61:00', '00:00:60', 'half a minute']) expect(() => parseTimespanMs(bad), bad).toThrow(/functionTimeout/);
    expect(() => readHostJson(file('number.json', '{"functionTimeout":30}'))).toThrow(/functionTimeout/);
  });
});

describe('local.settings.json', () => {
  it('puts Values in the environment without overriding what the shell set', () => {
    const path = file(
      'local.settings.json',
      JSON.stringify({ IsEncrypted: false, Values: { OPENAI_MODEL: 'from-file', CHAT_X: 'x', PORT: '1' } }),
    );
    const env: NodeJS.ProcessEnv = { PORT: '7281' };
    expect(loadLocalSettings(path, env)).toEqual(['OPENAI_MODEL', 'CHAT_X']);
    expect(env).toEqual({ PORT: '7281', OPENAI_MODEL: 'from-file', CHAT_X: 'x' });
    // An empty value in the shell is still a value the shell set.
    const shell: NodeJS.ProcessEnv = { OPENAI_MODEL: '' };
    loadLocalSettings(path, shell);
    expect(shell.OPENAI_MODEL).toBe('');
  });

  it('sets nothing without the file, and names what is wrong with a broken one', () => {
    expect(loadLocalSettings(join(dir, 'none.json'), {})).toEqual([]);
    expect(() => loadLocalSettings(file('bad.json', '{"Values": {'), {})).toThrow(/local.settings.json: not valid JSON/);
    expect(() => loadLocalSettings(file('num.json', '{"Values": {"N": 1}}'), {})).toThrow(
      'local.settings.json Values.N: expected a string',
    );
  });
});
