/** Zone from nearby places: agreement inside a country, null at sea and across zone borders. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createPlaceIndex } from './index';
import { distanceKm } from './nearby';
import type { PlacesFile } from './types';

const index = createPlaceIndex(JSON.parse(readFileSync(new URL('./data/places.json', import.meta.url), 'utf8')) as PlacesFile);

describe('distanceKm', () => {
  it('matches known great-circle distances', () => {
    expect(distanceKm(51.5074, -0.1278, 48.8566, 2.3522)).toBeCloseTo(343.5, 0); // London–Paris
    expect(distanceKm(0, 179.5, 0, -179.5)).toBeCloseTo(111.2, 0); // across the antimeridian
  });
});

describe('zoneAt', () => {
  it('gives the zone where nearby places agree', () => {
    expect(index.zoneAt(28.6, 77.2)?.zone).toBe('Asia/Kolkata');
    expect(index.zoneAt(22.57, 88.36)?.zone).toBe('Asia/Kolkata');
    expect(index.zoneAt(40.75, -73.99)?.zone).toBe('America/New_York');
    expect(index.zoneAt(69.65, 18.96)?.zone).toBe('Europe/Oslo');
    expect(index.zoneAt(-33.87, 151.21)?.zone).toBe('Australia/Sydney');
  });
  it('answers null at sea, at the poles and across zone borders', () => {
    expect(index.zoneAt(0, -30)).toBeNull();
    expect(index.zoneAt(89.9, 0)).toBeNull();
    expect(index.zoneAt(26.99, 84.86)).toBeNull(); // Raxaul (India) / Birgunj (Nepal)
    expect(index.zoneAt(Number.NaN, 0)).toBeNull();
  });
});
