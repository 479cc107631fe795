/**
 * Property/fuzz test through the real local host (real HTTP on a random 127.0.0.1 port, real URL
 * decoding): thousands of random strings and random-but-plausible values in every parameter of
 * every API route. Property: no 5xx, every answer is JSON (or the empty 404 of a path no function
 * takes, as on Azure), every 400 names a field.
 * Seeded, so a failure can be replayed; the seed and the failing URL are in the message.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTES } from '../routes';
import { startTestHost, type TestHost } from '../../tests/support/test-host';
import { BIRTH_QUERY_FIELDS } from '../../shared/contracts/birth-query';
import { mulberry32 } from '../../tests/support/rng';
import { VEDASTRO_CALCULATOR_NAMES, vedAstroCall } from '../../shared/contracts/vedastro-calculators';

const SEED = Number(process.env.FUZZ_SEED ?? 20261121);
/** Requests per route group; 6 groups → ~3,000 requests, a few seconds on 2 cores. */
const REQUESTS_PER_GROUP = Number(process.env.FUZZ_REQUESTS ?? 500);
/**
 * Least share of a group's requests that must get a real answer (2xx; a VedAstro Pass), about
 * half the share measured with seed 20261121 (places 67 %, chart 11 %, calculate 4 %, VedAstro
 * 5 %, openapi 100 %); `raw` is malformed paths only, refused by design. Other groups: 2 %.
 */
const MIN_ANSWERED_SHARE: Record<string, number> = { places: 0.3, chart: 0.05, calculate: 0.02, vedastro: 0.02, openapi: 0.9, raw: 0 };

const random = mulberry32(SEED);
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
const int = (lo: number, hi: number) => lo + Math.floor(random() * (hi - lo + 1));
const pad = (n: number, width = 2) => String(n).padStart(width, '0');

const ALPHABET = [
  'a',
  'Z',
  '0',
  '9',
  ':',
  '-',
  '+',
  '.',
  ',',
  ' ',
  '%',
  '/',
  '\\',
  '?',
  '#',
  '&',
  '=',
  '"',
  "'",
  '<',
  '>',
  'é',
  'ß',
  '中',
  '😀',
  '\u0000',
  '\u200b',
  '\n',
  'e',
  'E',
  'NaN',
  'Infinity',
  '-0',
  '1e308',
  '__proto__',
  'constructor',
];
function randomString(): string {
  const kind = random();
  if (kind < 0.05) return '';
  if (kind < 0.1) return 'x'.repeat(int(100, 12_000));
  let text = '';
  const length = int(1, 24);
  // (random strings are built from tokens that often break parsers: escapes, NaN, unicode, NUL)
  for (let i = 0; i < length; i++) text += pick(ALPHABET);
  return text;
}
/** Valid values most of the time, edge values (day 31 of a short month, 24:00, ±14:xx, poles) otherwise. */
const edge = (valid: () => string, invalid: () => string) => () => (random() < 0.8 ? valid() : invalid());
const plausible: Record<string, () => string> = {
  date: edge(
    () => `${int(1800, 2200)}-${pad(int(1, 12))}-${pad(int(1, 28))}`,
    () => `${int(1700, 2300)}-${pad(int(0, 13))}-${pad(int(28, 32))}`,
  ),
  time: edge(
    () => `${pad(int(0, 23))}:${pad(int(0, 59))}${random() < 0.3 ? `:${pad(int(0, 59))}` : ''}`,
    () => `${pad(int(0, 26))}:${pad(int(0, 62))}:${pad(int(0, 61))}`,
  ),
  lat: edge(
    () => (random() * 180 - 90).toFixed(int(0, 6)),
    () => pick(['90', '-90', '90.0000001', '-91', '1e1', '.5', '+45', '']),
  ),
  lon: edge(
    () => (random() * 360 - 180).toFixed(int(0, 6)),
    () => pick(['180', '-180', '180.5', '-0', '0x10', '']),
  ),
  tz: () =>
    pick([
      'Asia/Kolkata',
      'Asia/Calcutta',
      'Europe/Berlin',
      'America/New_York',
      'Pacific/Apia',
      'Asia/Manila',
      'America/Sitka',
      'UTC',
      'Etc/GMT+12',
      'Etc/GMT-14',
      'Nope/Nope',
      'asia/kolkata',
      'Europe/London',
      'Pacific/Kiritimati',
      'America/St_Johns',
    ]),
  utcOffset: edge(
    () => `${pick(['+', '-'])}${pad(int(0, 11))}:${pick(['00', '30', '45'])}`,
    () => `${pick(['+', '-', ' ', ''])}${pad(int(0, 16))}:${pad(int(0, 61))}`,
  ),
  place: () =>
    pick([
      'Mumbai',
      'Bombay',
      'Springfield',
      'Paris, US',
      'Zürich',
      'sao paulo',
      '1275339',
      '0',
      'Kolkata, West Bengal, India',
      'Apia',
      'Manila',
      'Sitka',
      'x',
      'Berlin',
      'London',
    ]),
  ayanamsa: () => pick(['RAMAN', 'lahiri', 'KP', 'TRUE_CITRA', 'Fagan-Bradley', 'yukteshwar', 'KRISHNAMURTI', 'none']),
  node: () => pick(['mean', 'true', 'TRUE', 'false']),
  name: () => pick(['Asha', '', 'ü'.repeat(int(0, 120))]),
  q: () => pick(['a', 'mum', 'bomb', 'São', 'new y', 'Paris, Texas', ',', ', ,', 'zz']),
  limit: () => String(int(-2, 60)),
};
/** Per request: the one field that gets a random string while the others stay plausible (null: any field may). */
let mutated: string | null = null;
const value = (field: string) => {
  const wild = mutated === null ? random() < 0.5 : field === mutated;
  return wild ? randomString() : (plausible[field] ?? randomString)();
};

/** A path segment: usually encoded, sometimes raw (the host must survive malformed escapes). */
function segment(text: string): string {
  if (random() < 0.8) return encodeURIComponent(text);
  return text.replace(/[/?#]/g, '_');
}
function query(fields: string[]): string {
  const params = new URLSearchParams();
  for (const field of fields) if (random() < (field === 'utcOffset' || field === 'tz' ? 0.6 : 0.9)) params.set(field, value(field));
  return params.toString();
}

const BIRTH_FIELDS: string[] = [...BIRTH_QUERY_FIELDS];
/** The VedAstro mount's calculators with their body part, plus one unknown name. */
const VEDASTRO_PREFIXES = [...VEDASTRO_CALCULATOR_NAMES.map(vedAstroCall), 'NoSuchCalculator'];

const GROUPS: Record<string, () => string> = {
  places: () => `/api/places?${query(['q', 'limit'])}`,
  chart: () => `/api/chart?${query(BIRTH_FIELDS)}`,
  calculate: () =>
    `/api/Calculate/${['time', 'day', 'month', 'year', 'utcOffset'].map((f) => segment(f === 'day' ? String(int(0, 40)) : f === 'month' ? String(int(0, 13)) : f === 'year' ? String(int(1700, 2300)) : value(f))).join('/')}?${query(['lat', 'lon', 'ayanamsa', 'node', 'place'])}`,
  vedastro: () => {
    const location = random() < 0.5 ? value('place') : `${value('lat')},${value('lon')}`;
    return `/api/Calculate/${pick(VEDASTRO_PREFIXES)}/Location/${segment(location)}/Time/${segment(value('time'))}/${segment(String(int(0, 40)))}/${segment(pad(int(0, 13)))}/${segment(String(int(1700, 2300)))}/${segment(value('utcOffset'))}/Ayanamsa/${segment(value('ayanamsa'))}`;
  },
  openapi: () => `/api/openapi.json?${query(['q'])}`,
  raw: () => `/api/${segment(randomString())}/${segment(randomString())}`,
};

let host: TestHost;
let base = '';
beforeAll(async () => {
  host = await startTestHost({ routes: ROUTES });
  base = host.base;
});
afterAll(() => host.close());

describe(`fuzz every API route through the host (seed ${SEED})`, () => {
  for (const [group, makeUrl] of Object.entries(GROUPS)) {
    it(`${group}: ${REQUESTS_PER_GROUP} random requests, no 5xx`, async () => {
      const statuses = new Map<number, number>();
      let answered = 0;
      for (let i = 0; i < REQUESTS_PER_GROUP; i++) {
        // Half the requests keep all but one field plausible, so they reach place/zone resolution and the engine.
        const mode = random();
        mutated = mode < 0.4 ? pick([...BIRTH_FIELDS, 'q', 'limit']) : mode < 0.7 ? 'none' : null;
        const path = makeUrl();
        const response = await fetch(base + path);
        const text = await response.text();
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        if (response.status >= 200 && response.status < 300 && !(group === 'vedastro' && text.includes('"Status":"Fail"'))) answered++;
        expect(response.status, `seed ${SEED} ${path.slice(0, 300)}`).toBeLessThan(500);
        if (response.status === 400) {
          const body = JSON.parse(text) as { field?: string; Field?: string };
          expect(body.field ?? body.Field, `seed ${SEED} ${path.slice(0, 300)}`).toMatch(/^[a-zA-Z]+$/);
        } else if (group === 'vedastro' && response.status === 200) {
          // The VedAstro mount answers every input as VedAstro does: HTTP 200, a Fail naming the part first.
          const body = JSON.parse(text) as { Status: string; Payload: unknown };
          if (body.Status === 'Fail') expect(body.Payload, `seed ${SEED} ${path.slice(0, 300)}`).toMatch(/^[A-Za-z]+: /);
          else expect(body.Status).toBe('Pass');
        } else if (response.status === 404 && text === '') {
          // No function takes this path: Azure's (and so the host's) empty 404, no handler involved.
        } else if (response.status !== 304 && response.status !== 431) {
          // 431: Node's own 16 kB header limit answered before any handler (URLs with several 10 kB fields).
          expect(() => JSON.parse(text), `${response.status} ${path.slice(0, 300)}`).not.toThrow();
        }
      }
      console.log(
        `fuzz ${group}: ${[...statuses]
          .sort(([a], [b]) => a - b)
          .map(([s, n]) => `${s}×${n}`)
          .join(' ')}; answered ${answered}`,
      );
      // A floor of real answers: a group whose every request is refused tests only the refusals.
      expect(answered, `seed ${SEED} ${group}: answered ${answered} of ${REQUESTS_PER_GROUP}`).toBeGreaterThanOrEqual(
        Math.ceil(REQUESTS_PER_GROUP * (MIN_ANSWERED_SHARE[group] ?? 0.02)),
      );
    });
  }
});
