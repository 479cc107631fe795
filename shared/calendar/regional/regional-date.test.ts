/**
 * Regional calendar names of a date against what almanacs published (tests/fixtures/
 * regional-calendars, provenance in its README): Tamil and Bengali solar months with their day, the
 * Tamil year's cycle name and the Bangabda; amanta months with the Shaka year and its cycle name;
 * purnimanta months with the Vikram Samvat.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FieldError } from '../../errors/field-error';
import type { CalendarSystem } from '../../vocabulary/regional-conventions';
import { addDays } from '../place-days';
import { SAMVATSARA_MR, SAMVATSARA_NAMES, SAMVATSARA_TA, SAMVATSARA_TE, TAMIL_SOLAR_MONTHS, BENGALI_SOLAR_MONTHS } from './month-names';
import { regionalDate } from './regional-date';

interface PublishedCase {
  source: string;
  system: CalendarSystem;
  place: string;
  date: string;
  month: string;
  day?: number;
  year?: number;
  cycle?: string;
  adhika?: boolean;
  tithi?: number;
  lastDayOfMonth?: boolean;
}
const fixture = JSON.parse(readFileSync(new URL('../../../tests/fixtures/regional-calendars/published.json', import.meta.url), 'utf8')) as {
  places: Record<string, { lat: number; lon: number }>;
  cases: PublishedCase[];
};
const placeOf = (name: string) => ({ ...fixture.places[name]!, zone: 'Asia/Kolkata', ayanamsa: 'LAHIRI' as const });

describe('regional calendars against published almanac dates', () => {
  it.each(fixture.cases.map((c) => [`${c.system} ${c.date} (${c.source})`, c] as const))('%s', (_, c) => {
    const got = regionalDate(placeOf(c.place), c.date, c.system, 'en');
    expect(got.month.en).toBe(c.month);
    if (c.day !== undefined) expect(got.day).toBe(c.day);
    if (c.year !== undefined) expect(got.year.number).toBe(c.year);
    if (c.cycle !== undefined) expect(got.year.cycle?.en).toBe(c.cycle);
    if (c.adhika !== undefined) expect(got.month.adhika).toBe(c.adhika);
    if (c.tithi !== undefined) expect(got.tithi?.number).toBe(c.tithi);
    if (c.lastDayOfMonth) expect(regionalDate(placeOf(c.place), addDays(c.date, 1), c.system, 'en').day).toBe(1);
  });

  it('covers at least three published dates per calendar', () => {
    for (const system of ['tamil-solar', 'bengali-solar', 'amanta-shaka'] as const)
      expect(fixture.cases.filter((c) => c.system === system).length, system).toBeGreaterThanOrEqual(3);
  });
});

describe('regional calendar names', () => {
  it('names the month and the year in the calendar’s language', () => {
    const chennai = placeOf('Chennai');
    const tamil = regionalDate(chennai, '2025-12-08', 'tamil-solar', 'ta');
    expect([tamil.month.name, tamil.year.cycle?.native]).toEqual(['கார்த்திகை', 'விசுவாவசு']);
    const bengali = regionalDate(placeOf('Kolkata'), '2025-04-15', 'bengali-solar', 'bn');
    expect(bengali.month.name).toBe('বৈশাখ');
    const telugu = regionalDate(placeOf('Hyderabad'), '2024-04-09', 'amanta-shaka', 'te');
    expect([telugu.month.name, telugu.tithi?.pakshaName, telugu.tithi?.tithiName, telugu.year.cycle?.native]).toEqual([
      'చైత్రం',
      'శుద్ధ పక్షం',
      'పాడ్యమి',
      'క్రోధి',
    ]);
    const marathi = regionalDate(placeOf('Mumbai'), '2025-03-30', 'amanta-shaka', 'mr');
    expect([marathi.month.name, marathi.tithi?.pakshaName, marathi.year.number, marathi.year.cycle?.native]).toEqual([
      'चैत्र',
      'शुद्ध पक्ष',
      1947,
      'विश्वावसू',
    ]);
  });

  it('keeps twelve months and sixty distinct years in every script', () => {
    for (const months of [TAMIL_SOLAR_MONTHS, BENGALI_SOLAR_MONTHS]) expect(new Set(months.map((m) => m.native)).size).toBe(12);
    for (const names of [SAMVATSARA_NAMES, SAMVATSARA_TA, SAMVATSARA_TE, SAMVATSARA_MR]) expect(new Set(names).size).toBe(60);
  });

  it('refuses a date that does not exist, naming the field', () => {
    expect(() => regionalDate(placeOf('Chennai'), '2025-02-30', 'tamil-solar', 'en')).toThrow(FieldError);
    expect(() => regionalDate(placeOf('Chennai'), '2025-02-30', 'tamil-solar', 'en')).toThrow(/day 30 does not exist/);
  });
});
