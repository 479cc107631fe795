/**
 * A VedAstro calculator call, as its clients send it, → one parsed call or the part at fault.
 * - GET path after `/Calculate/{Name}/`: named parts in any order — `Location/{place or lat,long}`,
 *   `Time/{HH:mm}/{dd}/{MM}/{yyyy}/{±hh:mm}`, `PlanetName/{All|Sun…}`, `HouseName/{All|House1…}`,
 *   `Ayanamsa/{name}` (optional, default RAMAN); `APIKey/{k}`, `filterTag/{t}` and `sortByWeight/{b}`
 *   are accepted and ignored.
 * - POST JSON (the 2026 Python client): `{planetName|houseName|inputHouse, time|birthTime:
 *   {StdTime: "HH:mm dd/MM/yyyy ±hh:mm", Location: {Name, Longitude, Latitude}}, filterTags?,
 *   sortByWeight?, APIKey?, Ayanamsa? (name or VedAstro's enum number)}`; keys in any letter case.
 * Messages start with the part's name as the URL or body spells it ("Location: …", "Time: …").
 */
import { GRAHAS, type Graha } from '../../shared/vocabulary/graha';
import { DEFAULT_AYANAMSA, type Ayanamsa } from '../../shared/vocabulary/settings';
import type { PathMoment } from './path-birth';
import { vedAstroAyanamsa } from './vedastro-ayanamsa';
import { VEDASTRO_CALCULATORS, VEDASTRO_CALCULATOR_NAMES, type VedAstroCalculator } from '../../shared/contracts/vedastro-calculators';

export type { VedAstroCalculator } from '../../shared/contracts/vedastro-calculators';

/** `All`, one graha, or one house number. */
export type VedAstroBody = { kind: 'all' } | { kind: 'planet'; graha: Graha } | { kind: 'house'; house: number } | { kind: 'none' };

/** Where: typed text, or coordinates with the label the client gave. */
export type VedAstroLocation = { text: string } | { lat: number; lon: number; label: string };

export interface VedAstroCall {
  calculator: VedAstroCalculator;
  body: VedAstroBody;
  location: VedAstroLocation;
  moment: PathMoment;
  ayanamsa: Ayanamsa;
}

export type VedAstroParse = { ok: true; call: VedAstroCall } | { ok: false; message: string };

const fail = (message: string): VedAstroParse => ({ ok: false, message });
const show = (text: string) => JSON.stringify(text.length > 40 ? `${text.slice(0, 40)}…` : text);

/** The calculator by name (VedAstro's spelling, any letter case), or null. */
export function vedAstroCalculator(name: string): VedAstroCalculator | null {
  return VEDASTRO_CALCULATOR_NAMES.find((n) => n.toLowerCase() === name.toLowerCase()) ?? null;
}

export const unknownCalculatorMessage = (name: string) =>
  `Calculator: unknown calculator ${show(name)}; this server answers ${VEDASTRO_CALCULATOR_NAMES.join(', ')}`;

function parseBody(
  calculator: VedAstroCalculator,
  kind: 'PlanetName' | 'HouseName' | undefined,
  value: string | undefined,
): { ok: true; body: VedAstroBody } | { ok: false; message: string } {
  const wants = VEDASTRO_CALCULATORS[calculator];
  if (kind !== undefined && wants !== kind)
    return { ok: false, message: `${kind}: ${calculator} takes ${wants ? `${wants}, not ${kind}` : `no ${kind}`}` };
  if (wants === null) return { ok: true, body: { kind: 'none' } };
  if (value === undefined)
    return { ok: false, message: `${wants}: missing; send ${wants}/All or ${wants}/${wants === 'PlanetName' ? 'Sun' : 'House1'}` };
  if (value.toLowerCase() === 'all') return { ok: true, body: { kind: 'all' } };
  if (wants === 'PlanetName') {
    const graha = GRAHAS.find((g) => g.toLowerCase() === value.toLowerCase());
    return graha
      ? { ok: true, body: { kind: 'planet', graha } }
      : { ok: false, message: `PlanetName: unknown planet ${show(value)}; expected All or one of ${GRAHAS.join(', ')}` };
  }
  const house = /^house(\d{1,2})$/i.exec(value);
  const number = house ? Number(house[1]) : 0;
  return number >= 1 && number <= 12
    ? { ok: true, body: { kind: 'house', house: number } }
    : { ok: false, message: `HouseName: unknown house ${show(value)}; expected All or House1 … House12` };
}

function parseAyanamsa(value: unknown): { ok: true; ayanamsa: Ayanamsa } | { ok: false; message: string } {
  if (value === undefined || value === null || value === '') return { ok: true, ayanamsa: DEFAULT_AYANAMSA };
  if (typeof value !== 'string' && typeof value !== 'number')
    return { ok: false, message: 'Ayanamsa: expected a name such as RAMAN or LAHIRI' };
  return vedAstroAyanamsa(value);
}

/** Parts ignored as VedAstro ignores them (lower case). */
const IGNORED_PARTS = new Set(['apikey', 'filtertag', 'filtertags', 'sortbyweight']);

/** Parses the decoded path segments after `/Calculate/{Name}/`. */
export function parseVedAstroPath(calculator: VedAstroCalculator, segments: string[]): VedAstroParse {
  const parts = segments.filter((s) => s !== '');
  let location: string | undefined;
  let moment: PathMoment | undefined;
  let ayanamsa: string | undefined;
  let bodyKind: 'PlanetName' | 'HouseName' | undefined;
  let bodyValue: string | undefined;
  const seen = new Set<string>();
  for (let i = 0; i < parts.length;) {
    const name = parts[i]!;
    const lower = name.toLowerCase();
    if (seen.has(lower)) return fail(`${name}: given twice`);
    seen.add(lower);
    if (lower === 'time') {
      const [time, day, month, year, offset] = parts.slice(i + 1, i + 6);
      if (offset === undefined) return fail('Time: expected Time/{HH:mm}/{dd}/{MM}/{yyyy}/{±hh:mm}');
      moment = { time, day, month, year, offset };
      i += 6;
      continue;
    }
    const value = parts[i + 1];
    if (lower === 'location' || lower === 'ayanamsa' || lower === 'planetname' || lower === 'housename' || IGNORED_PARTS.has(lower)) {
      if (value === undefined) return fail(`${name}: missing its value (${name}/{value})`);
      if (lower === 'location') location = value;
      else if (lower === 'ayanamsa') ayanamsa = value;
      else if (lower === 'planetname') {
        bodyKind = 'PlanetName';
        bodyValue = value;
      } else if (lower === 'housename') {
        bodyKind = 'HouseName';
        bodyValue = value;
      }
      i += 2;
      continue;
    }
    return fail(
      `URL: unexpected part ${show(name)}; expected Location/…, Time/…, ${VEDASTRO_CALCULATORS[calculator] ? `${VEDASTRO_CALCULATORS[calculator]}/…, ` : ''}Ayanamsa/…`,
    );
  }
  const body = parseBody(calculator, bodyKind, bodyValue);
  if (!body.ok) return fail(body.message);
  if (location === undefined) return fail('Location: missing; send Location/{place or lat,long} before Time/…');
  if (moment === undefined) return fail('Time: missing; send Time/{HH:mm}/{dd}/{MM}/{yyyy}/{±hh:mm}');
  const parsedAyanamsa = parseAyanamsa(ayanamsa);
  if (!parsedAyanamsa.ok) return fail(parsedAyanamsa.message);
  return { ok: true, call: { calculator, body: body.body, location: { text: location }, moment, ayanamsa: parsedAyanamsa.ayanamsa } };
}

/** Body keys (lower case) the POST form may carry, by role. */
const TIME_KEYS = new Set(['time', 'birthtime']);
const PLANET_KEYS = new Set(['planetname']);
const HOUSE_KEYS = new Set(['housename', 'inputhouse']);

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Parses the POST JSON body (already JSON.parse'd). */
export function parseVedAstroBody(calculator: VedAstroCalculator, json: unknown): VedAstroParse {
  if (!isRecord(json))
    return fail(
      'Body: expected a JSON object such as {"time": {"StdTime": "14:30 01/07/1990 +05:30", "Location": {"Name": "Mumbai, India"}}}',
    );
  let time: unknown;
  let ayanamsa: unknown;
  let bodyKind: 'PlanetName' | 'HouseName' | undefined;
  let bodyValue: string | undefined;
  for (const [key, value] of Object.entries(json)) {
    const lower = key.toLowerCase();
    if (TIME_KEYS.has(lower)) time = value;
    else if (lower === 'ayanamsa') ayanamsa = value;
    else if (PLANET_KEYS.has(lower) || HOUSE_KEYS.has(lower)) {
      if (typeof value !== 'string') return fail(`${key}: expected a name such as "All"`);
      bodyKind = PLANET_KEYS.has(lower) ? 'PlanetName' : 'HouseName';
      bodyValue = value;
    } else if (!IGNORED_PARTS.has(lower)) return fail(`Body: unexpected field ${show(key)}`);
  }
  const body = parseBody(calculator, bodyKind, bodyValue);
  if (!body.ok) return fail(body.message);
  if (!isRecord(time))
    return fail('time: missing; send {"time": {"StdTime": "HH:mm dd/MM/yyyy ±hh:mm", "Location": {"Name", "Longitude", "Latitude"}}}');
  const stdTime = Object.entries(time).find(([k]) => k.toLowerCase() === 'stdtime')?.[1];
  const where = Object.entries(time).find(([k]) => k.toLowerCase() === 'location')?.[1];
  if (typeof stdTime !== 'string') return fail('Time: StdTime missing; expected "HH:mm dd/MM/yyyy ±hh:mm"');
  const m = /^\s*(\S+)\s+(\d+)\/(\d+)\/(\d+)\s+(\S+)\s*$/.exec(stdTime.slice(0, 60));
  if (!m) return fail(`Time: StdTime ${show(stdTime)} is not "HH:mm dd/MM/yyyy ±hh:mm"`);
  const moment: PathMoment = { time: m[1], day: m[2], month: m[3], year: m[4], offset: m[5] };
  if (!isRecord(where)) return fail('Location: missing; send "Location": {"Name": …, "Longitude": …, "Latitude": …}');
  const field = (name: string) => Object.entries(where).find(([k]) => k.toLowerCase() === name)?.[1];
  const label = field('name');
  // A client without coordinates sends null for them (GeoLocation(name, None, None)).
  const lat = field('latitude') ?? undefined;
  const lon = field('longitude') ?? undefined;
  let location: VedAstroLocation;
  if (lat !== undefined || lon !== undefined) {
    if (typeof lat !== 'number' || !Number.isFinite(lat) || Math.abs(lat) > 90)
      return fail(`Location: Latitude must be a number within −90…90, got ${show(String(lat))}`);
    if (typeof lon !== 'number' || !Number.isFinite(lon) || Math.abs(lon) > 180)
      return fail(`Location: Longitude must be a number within −180…180, got ${show(String(lon))}`);
    location = { lat, lon, label: typeof label === 'string' ? label.slice(0, 100) : `${lat},${lon}` };
  } else if (typeof label === 'string') location = { text: label };
  else return fail('Location: give Latitude and Longitude, or a Name');
  const parsedAyanamsa = parseAyanamsa(ayanamsa);
  if (!parsedAyanamsa.ok) return fail(parsedAyanamsa.message);
  return { ok: true, call: { calculator, body: body.body, location, moment, ayanamsa: parsedAyanamsa.ayanamsa } };
}
