/**
 * The places index for the API: reads `shared/places/data/places.json` once (an edge effect,
 * kept out of shared/) and builds the in-memory index on first use (~150 ms, then cached).
 *
 * A missing, unreadable or empty file does not take the chart API down with it: the index then
 * answers as an empty one (no nearby zone, no label cautions), so a chart given coordinates and
 * a zone still works, while anything that needs a place by name throws PlacesUnavailableError,
 * which the request pipeline (functions/lib/pipeline.ts) answers with a 503 that says why.
 * `/api/health` reports the same reason (placesProblem).
 *
 * Place-name resolution and the nearby zone are pure functions of the index, and a few places
 * and coordinates (the form's suggestions, the big cities) come back again and again, so each
 * process keeps their recent answers (`memoised`): a chart request by name or by coordinates
 * then skips the name folding and rewriting or the radius search (~4 % of its CPU).
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createPlaceIndex, type PlaceIndex, type PlaceResolution } from '../../shared/places/index';
import type { NearbyZone } from '../../shared/places/nearby';
import type { PlacesFile } from '../../shared/places/types';
import { LruCache } from './lru';

const DATA_PATH = 'shared/places/data/places.json';

/** A request needed the places index and it could not be loaded; `reason` says what is wrong with the file. */
export class PlacesUnavailableError extends Error {
  constructor(readonly reason: string) {
    super(`The places index is unavailable (${reason}).`);
    this.name = 'PlacesUnavailableError';
  }
}

let index: PlaceIndex | undefined;
let problem: string | null = null;

/**
 * Finds the data file: `PLACES_FILE` when set (another build of the index, or a test's broken
 * copy), beside the deployable bundle (`dist-api/places.json`, see scripts/build-api.ts), else
 * walking up from this module to the repository's copy.
 */
function findDataFile(): string | null {
  if (process.env.PLACES_FILE) return process.env.PLACES_FILE;
  let dir = dirname(fileURLToPath(import.meta.url));
  const beside = join(dir, 'places.json');
  if (existsSync(beside)) return beside;
  for (let depth = 0; depth < 6; depth++) {
    const candidate = join(dir, DATA_PATH);
    if (existsSync(candidate)) return candidate;
    dir = dirname(dir);
  }
  return null;
}

/** The index from `path`, or the reason it cannot be used. */
export function loadPlaceIndex(path: string | null): { index: PlaceIndex } | { problem: string } {
  if (path === null) return { problem: `${DATA_PATH} not found; run npm run build:data` };
  // Named without its folder: health answers are public, server paths are not.
  const name = path.replaceAll('\\', '/').endsWith(DATA_PATH) ? DATA_PATH : 'the places file';
  let file: PlacesFile;
  try {
    file = JSON.parse(readFileSync(path, 'utf8')) as PlacesFile;
  } catch (error) {
    const code = (error as { code?: string }).code;
    return { problem: `${name} could not be read: ${code ?? (error instanceof Error ? error.message.slice(0, 120) : String(error))}` };
  }
  if (!file || !Array.isArray(file.places) || typeof file.countries !== 'object' || !Array.isArray(file.zones)) {
    return { problem: `${name} is not a places file (expected countries, regions, zones and places)` };
  }
  if (file.places.length === 0) return { problem: `${name} lists no places` };
  try {
    return { index: memoised(createPlaceIndex(file)) };
  } catch (error) {
    return { problem: `${name} is corrupt: ${error instanceof Error ? error.message.slice(0, 120) : String(error)}` };
  }
}

/** Texts whose resolution each process keeps (a resolution is a few references into the index). */
const RESOLUTION_ENTRIES = 1024;
/** Coordinates whose nearby zone each process keeps. */
const NEARBY_ZONE_ENTRIES = 4096;

/**
 * `index` with `resolve` and `zoneAt` answered from small LRUs (see the module comment). The
 * answers are shared between callers, which only read them.
 */
export function memoised(index: PlaceIndex): PlaceIndex {
  const resolutions = new LruCache<string, PlaceResolution>(RESOLUTION_ENTRIES);
  const zones = new LruCache<string, NearbyZone | null>(NEARBY_ZONE_ENTRIES);
  return {
    size: index.size,
    search: (query, limit) => index.search(query, limit),
    resolve(text) {
      let resolution = resolutions.get(text);
      if (resolution === undefined) {
        resolution = index.resolve(text);
        resolutions.set(text, resolution);
      }
      return resolution;
    },
    byId: (id) => index.byId(id),
    zoneAt(lat, lon) {
      // String(number) round-trips, so distinct coordinates never share a key.
      const key = `${lat},${lon}`;
      let zone = zones.get(key);
      if (zone === undefined) {
        zone = index.zoneAt(lat, lon);
        zones.set(key, zone);
      }
      return zone;
    },
  };
}

/** An index with nothing in it: searches and names throw PlacesUnavailableError, coordinates find no nearby zone. */
function unavailableIndex(reason: string): PlaceIndex {
  const refuse = (): never => {
    throw new PlacesUnavailableError(reason);
  };
  return { size: 0, search: refuse, resolve: refuse, byId: () => undefined, zoneAt: () => null };
}

/** The shared places index, built on first call (an unavailable one when the file is missing or broken; see module comment). */
export function placeIndex(): PlaceIndex {
  if (!index) {
    const loaded = loadPlaceIndex(findDataFile());
    if ('index' in loaded) index = loaded.index;
    else {
      problem = loaded.problem;
      console.error(`places index unavailable: ${problem}`);
      index = unavailableIndex(problem);
    }
  }
  return index;
}

/** Why the places index cannot be used (loading it first if need be), or null when it is fine. */
export function placesProblem(): string | null {
  placeIndex();
  return problem;
}
