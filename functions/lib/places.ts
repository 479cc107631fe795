/**
 * The places index for the API: reads `shared/places/data/places.json` once (an edge effect,
 * kept out of shared/) and builds the in-memory index on first use (~150 ms, then cached).
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createPlaceIndex, type PlaceIndex } from '../../shared/places/index';
import type { PlacesFile } from '../../shared/places/types';

const DATA_PATH = 'shared/places/data/places.json';

let index: PlaceIndex | undefined;

/** Finds the data file: beside the deployable bundle (`dist-api/places.json`, see scripts/build-api.ts), else walking up from this module to the repository's copy. */
function findDataFile(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  const beside = join(dir, 'places.json');
  if (existsSync(beside)) return beside;
  for (let depth = 0; depth < 6; depth++) {
    const candidate = join(dir, DATA_PATH);
    if (existsSync(candidate)) return candidate;
    dir = dirname(dir);
  }
  throw new Error(`${DATA_PATH} not found above ${fileURLToPath(import.meta.url)}; run npx tsx scripts/build-places.ts`);
}

/** The shared places index, built on first call. */
export function placeIndex(): PlaceIndex {
  if (!index) index = createPlaceIndex(JSON.parse(readFileSync(findDataFile(), 'utf8')) as PlacesFile);
  return index;
}
