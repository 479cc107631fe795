/**
 * How people write places, undone so the index can find them. People and clients send "City,
 * Country" with short forms ("London, UK", "New York, USA"), US state codes ("Austin, TX",
 * "Gaithersburg, MD, USA"), everyday names the index keeps under another ("New York" for New
 * York City), no comma at all ("mumbai india") and, from VedAstro's web client, no spaces
 * ("NewDelhi,India"). `placeTextForms` lists what to try, as typed first; the index
 * (index.ts) resolves and searches with them, so the API, the chat and the VedAstro mount share
 * one matcher. Never a guess: each form must still resolve to one place on its own.
 */
import { foldForSearch } from './fold';

/** Country short forms people write → the country name in the index (keys folded). */
export const COUNTRY_SHORT_FORMS: Record<string, string> = {
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
export const US_STATES: Record<string, string> = {
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

const US_STATE_NAMES_FOLDED = new Set(Object.values(US_STATES).map(foldForSearch));

/** Everyday names the index keeps under another name, per country (folded city → indexed name). */
const EVERYDAY_NAMES: Record<string, Record<string, string>> = {
  'United States': { 'new york': 'New York City' },
};

/** "NewDelhi" → "New Delhi": a space before each capital that follows a lower-case letter (one word only). */
const unsquash = (part: string) => (/\s/.test(part) ? part : part.replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2'));

/** The text with the habits of the module comment undone, or null when nothing changes. */
export function rewritePlaceText(text: string): string | null {
  const parts = text
    .split(',')
    .map((p) => unsquash(p.trim()))
    .filter((p) => p.length > 0);
  if (parts.length === 0) return null;
  const last = parts.length > 1 ? parts.length - 1 : -1;
  const stateCode = (part: string) => (/^[A-Za-z]{2}$/.test(part) ? US_STATES[part.toUpperCase()] : undefined);
  if (last > 0) parts[last] = COUNTRY_SHORT_FORMS[foldForSearch(parts[last]!)] ?? parts[last]!;
  // A last part that is a US state code ("Austin, TX") names the state, not a country; tried
  // after the text as typed, so "Mumbai, IN" stays India.
  const country = last > 0 && !stateCode(parts[last]!) ? parts[last]! : undefined;
  if (country === undefined || country === 'United States') {
    for (let i = 1; i < parts.length; i++) {
      if (i === last && country !== undefined) continue;
      parts[i] = stateCode(parts[i]!) ?? parts[i]!;
    }
  }
  const everyday = EVERYDAY_NAMES[country ?? 'United States']?.[foldForSearch(parts[0]!)];
  if (everyday) parts[0] = everyday;
  const rewritten = parts.join(', ');
  return rewritten === text ? null : rewritten;
}

/** Most trailing words read as a qualifier when the text has no comma ("united arab emirates"). */
const MAX_QUALIFIER_WORDS = 3;

/**
 * The forms of `text` to try, best first and without repeats: as typed; rewritten (see
 * rewritePlaceText); and, when there is no comma, the same with a comma put before the last one to
 * three words when `isQualifier` accepts them (a country, a short form, a US state), each also
 * rewritten. `isQualifier` gets the folded words.
 */
export function placeTextForms(text: string, isQualifier: (folded: string) => boolean): string[] {
  const forms = [text];
  const add = (form: string | null) => {
    if (form !== null && !forms.includes(form)) forms.push(form);
  };
  add(rewritePlaceText(text));
  if (!text.includes(',')) {
    const words = text.trim().split(/\s+/);
    for (let n = Math.min(MAX_QUALIFIER_WORDS, words.length - 1); n >= 1; n--) {
      const tail = words.slice(-n).join(' ');
      if (!isQualifier(foldForSearch(tail))) continue;
      const split = `${words.slice(0, -n).join(' ')}, ${tail}`;
      add(split);
      add(rewritePlaceText(split));
    }
  }
  return forms;
}

/** True when folded text is a country short form or a US state code or name (the qualifiers the index does not list itself). */
export function isKnownShortQualifier(folded: string): boolean {
  return folded in COUNTRY_SHORT_FORMS || (folded.length === 2 && folded.toUpperCase() in US_STATES) || US_STATE_NAMES_FOLDED.has(folded);
}
