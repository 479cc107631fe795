/**
 * The regional festivals against dates almanacs published (tests/fixtures/regional-calendars/
 * festivals.json, provenance in its README), and their place in the year's calendar.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { computeFestivals, type FestivalYear } from '../festivals';

interface PublishedCase {
  city: string;
  year: number;
  key: string;
  date: string;
  source: string;
}
const fixture = JSON.parse(readFileSync(new URL('../../../tests/fixtures/regional-calendars/festivals.json', import.meta.url), 'utf8')) as {
  cities: Record<string, { lat: number; lon: number; zone: string }>;
  cases: PublishedCase[];
};

const years = new Map<string, FestivalYear>();
function yearFor(city: string, year: number): FestivalYear {
  const id = `${city}/${year}`;
  let found = years.get(id);
  if (!found) years.set(id, (found = computeFestivals({ ...fixture.cities[city]!, ayanamsa: 'LAHIRI' }, year)));
  return found;
}

describe('regional festivals against published dates', () => {
  it.each(fixture.cases.map((c) => [`${c.key} ${c.date} in ${c.city} (${c.source})`, c] as const))('%s', (_, c) => {
    const entries = yearFor(c.city, c.year).festivals.filter((f) => f.key === c.key);
    expect(entries.map((e) => e.date)).toEqual([c.date]);
  });

  it('marks each regional festival with its region and its rule', () => {
    const year = yearFor('Kolkata', 2025).festivals;
    const regional = year.filter((f) => f.region);
    expect(new Set(regional.map((f) => f.region))).toEqual(new Set(['tamil', 'bengali', 'telugu', 'marathi']));
    for (const f of regional) {
      expect(f.rule.source.length, f.key).toBeGreaterThan(40);
      expect(f.rule.text, f.key).toMatch(/\d{4}-\d{2}-\d{2}|in force/);
    }
    expect(year.filter((f) => f.key === 'diwali')[0]?.region).toBeUndefined();
  });
});
