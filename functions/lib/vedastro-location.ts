/**
 * Locations as VedAstro clients send them → birth fields for the shared pipeline. VedAstro takes
 * `lat,long` (decimal, latitude first) as coordinates and geocodes any other text; its clients send
 * what people type ("Tokyo, Japan", "New York, USA", "Gaithersburg, MD, USA"), and its web client
 * strips every space first ("NewDelhi,India"). We resolve the text in our place index as typed and,
 * if that finds nothing, once more with the client's habits undone: spaces put back at inner
 * capitals, country short forms (USA, UK, UAE) and US state codes written out, and "New York"
 * read as New York City. Never a guess: an unknown or ambiguous place is refused with the reason.
 */
import { foldForSearch } from '../../shared/places/fold';
import type { PlaceResolution } from '../../shared/places/index';
import { placeIndex } from './places';

/** VedAstro's coordinate form, `lat,long` in decimal degrees (spaces around the comma tolerated). */
const COORDINATES = /^\s*(-?\d+(?:\.\d+)?)\s*,\s*(-?\d+(?:\.\d+)?)\s*$/;

/** Country short forms people write → the country name in the index (keys folded). */
const COUNTRY_NAMES: Record<string, string> = {
  usa: 'United States',
  us: 'United States',
  'u s a': 'United States',
  'u s': 'United States',
  'united states of america': 'United States',
  america: 'United States',
  uk: 'United Kingdom',
  'u k': 'United Kingdom',
  'great britain': 'United Kingdom',
  britain: 'United Kingdom',
  uae: 'United Arab Emirates',
  'u a e': 'United Arab Emirates',
  ksa: 'Saudi Arabia',
  'hong kong sar': 'Hong Kong',
};

/** US state and DC postal codes → the state names GeoNames uses as regions. */
const US_STATES: Record<string, string> = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
};

/** Everyday names the index keeps under another name, per country (folded city → indexed name). */
const EVERYDAY_NAMES: Record<string, Record<string, string>> = {
  'United States': { 'new york': 'New York City' },
};

/** "NewDelhi" → "New Delhi": a space before each capital that follows a lower-case letter (one word only). */
const unsquash = (part: string) => (/\s/.test(part) ? part : part.replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2'));

/** The text with VedAstro clients' habits undone (see module comment), or null when nothing changes. */
export function rewriteVedAstroPlace(text: string): string | null {
  const parts = text
    .split(',')
    .map((p) => unsquash(p.trim()))
    .filter((p) => p.length > 0);
  if (parts.length === 0) return null;
  const last = parts.length > 1 ? parts.length - 1 : -1;
  if (last > 0) parts[last] = COUNTRY_NAMES[foldForSearch(parts[last]!)] ?? parts[last]!;
  const country = last > 0 ? parts[last]! : undefined;
  if (country === undefined || country === 'United States') {
    for (let i = 1; i < parts.length; i++) {
      if (i === last && country !== undefined) continue;
      const state = /^[A-Za-z]{2}$/.test(parts[i]!) ? US_STATES[parts[i]!.toUpperCase()] : undefined;
      if (state) parts[i] = state;
    }
  }
  const everyday = EVERYDAY_NAMES[country ?? 'United States']?.[foldForSearch(parts[0]!)];
  if (everyday) parts[0] = everyday;
  const rewritten = parts.join(', ');
  return rewritten === text ? null : rewritten;
}

/** Birth fields (`lat`/`lon`, or `place` as a GeoNames id) for a VedAstro location, or a message starting with "Location: ". */
export function vedAstroLocationFields(
  text: string,
): { ok: true; fields: Record<string, string>; label: string } | { ok: false; message: string } {
  const shown = JSON.stringify(text.length > 60 ? `${text.slice(0, 60)}…` : text);
  if (text.trim() === '' || text.length > 100)
    return { ok: false, message: `Location: expected a place name or "lat,long" of 1–100 characters, got ${shown}` };
  const coordinates = COORDINATES.exec(text);
  if (coordinates) return { ok: true, fields: { lat: coordinates[1]!, lon: coordinates[2]! }, label: text.trim() };
  const rewritten = rewriteVedAstroPlace(text);
  const tried = rewritten ? [text, rewritten] : [text];
  let ambiguous: Extract<PlaceResolution, { kind: 'ambiguous' }> | undefined;
  for (const candidate of tried) {
    const resolution = placeIndex().resolve(candidate);
    if (resolution.kind === 'found') return { ok: true, fields: { place: String(resolution.place.id) }, label: resolution.place.label };
    if (resolution.kind === 'ambiguous') ambiguous ??= resolution;
  }
  if (ambiguous) {
    const choices = ambiguous.candidates
      .slice(0, 3)
      .map((p) => `"${p.label}"`)
      .join(', ');
    return {
      ok: false,
      message: `Location: ${shown} matches several places (${choices}${ambiguous.candidates.length > 3 ? ', …' : ''}); add the state or country, or send "lat,long"`,
    };
  }
  const also = rewritten ? ` (also tried ${JSON.stringify(rewritten)})` : '';
  return {
    ok: false,
    message: `Location: no place named ${shown} is known here${also}; send "City, Country" or "lat,long" in decimal degrees`,
  };
}
