/** The shared birth query schema: good input normalised, every bad field named in the message. */
import { describe, expect, it } from 'vitest';
import { birthQuerySchema, firstFieldIssue } from './birth-query';

const BASE = { date: '1990-07-01', time: '14:30', lat: '19.07', lon: '72.88', tz: 'Asia/Kolkata' };
const issueOf = (input: Record<string, unknown>) => {
  const parsed = birthQuerySchema.safeParse(input);
  if (parsed.success) throw new Error(`expected a failure for ${JSON.stringify(input).slice(0, 80)}`);
  return firstFieldIssue(parsed.error);
};

describe('birthQuerySchema', () => {
  it('parses and normalises a good query', () => {
    expect(birthQuerySchema.parse({ ...BASE, ayanamsa: 'lahiri', node: 'TRUE', name: ' Asha ' })).toEqual({
      date: '1990-07-01',
      time: '14:30',
      lat: 19.07,
      lon: 72.88,
      tz: 'Asia/Kolkata',
      ayanamsa: 'LAHIRI',
      node: 'true',
      name: 'Asha',
    });
  });

  it('defaults ayanamsa to RAMAN and node to mean; empty optional fields are absent', () => {
    expect(birthQuerySchema.parse({ ...BASE, time: '', ayanamsa: '', node: '' })).toEqual({
      date: '1990-07-01',
      lat: 19.07,
      lon: 72.88,
      tz: 'Asia/Kolkata',
      ayanamsa: 'RAMAN',
      node: 'mean',
    });
  });

  it('reads coordinates as JavaScript writes them', () => {
    expect(birthQuerySchema.parse({ ...BASE, lat: '-39.989999999999995', lon: '1e-7' })).toMatchObject({
      lat: -39.989999999999995,
      lon: 1e-7,
    });
    expect(birthQuerySchema.parse({ ...BASE, lat: 19.5, lon: -0.25 })).toMatchObject({ lat: 19.5, lon: -0.25 });
  });

  it('accepts ayanamsa spellings of other tools', () => {
    for (const [text, name] of [
      ['Fagan-Bradley', 'FAGAN_BRADLEY'],
      ['true_citra', 'TRUE_CITRA'],
      ['Krishnamurti', 'KRISHNAMURTI'],
      ['yukteshwar', 'YUKTESHWAR'],
    ] as const) {
      expect(birthQuerySchema.parse({ ...BASE, ayanamsa: text }).ayanamsa).toBe(name);
    }
  });

  it('names the field of each bad value', () => {
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ ...BASE, date: '2023-02-30' }, 'date', /day 30 does not exist/],
      [{ ...BASE, date: '1990-13-01' }, 'date', /month 13/],
      [{ ...BASE, date: '01/07/1990' }, 'date', /YYYY-MM-DD/],
      [{ ...BASE, date: '1066-10-14' }, 'date', /outside the supported range/],
      [{ ...BASE, time: '25:61' }, 'time', /hour 25/],
      [{ ...BASE, time: '12:60' }, 'time', /minute 60/],
      [{ ...BASE, time: 'noon' }, 'time', /HH:MM/],
      [{ ...BASE, tz: undefined, utcOffset: '+15:00' }, 'utcOffset', /outside/],
      [{ ...BASE, tz: undefined, utcOffset: '5:30' }, 'utcOffset', /±HH:MM/],
      [{ ...BASE, lat: '91' }, 'lat', /out of range/],
      [{ ...BASE, lat: '0x10' }, 'lat', /decimal degrees/],
      [{ ...BASE, lat: '1e2' }, 'lat', /out of range/],
      [{ ...BASE, lat: 'Infinity' }, 'lat', /decimal degrees/],
      [{ ...BASE, lon: '-180.5' }, 'lon', /out of range/],
      [{ ...BASE, lon: 'east' }, 'lon', /decimal degrees/],
      [{ ...BASE, lat: undefined }, 'lat', /required with lon/],
      [{ ...BASE, ayanamsa: 'TROPICAL' }, 'ayanamsa', /unknown ayanamsa "TROPICAL"; expected one of RAMAN/],
      [{ ...BASE, node: 'osculating' }, 'node', /mean or true/],
      [{ ...BASE, tz: 'Mars/Olympus_Mons' }, 'tz', /unknown time zone/],
      [{ ...BASE, tz: '+05:30' }, 'tz', /send it as utcOffset/],
      [{ date: '1990-07-01', tz: 'Asia/Kolkata' }, 'place', /give a place, or lat and lon/],
      [{ ...BASE, place: 'x'.repeat(10_000) }, 'place', /longer than 100/],
      [{ ...BASE, name: 'n'.repeat(101) }, 'name', /longer than 100/],
      [{ ...BASE, date: ['1990-07-01'] }, 'date', /YYYY-MM-DD/],
      [{}, 'date', /required/],
    ];
    for (const [input, field, message] of cases) {
      const issue = issueOf(input);
      expect(issue.field, JSON.stringify(input).slice(0, 80)).toBe(field);
      expect(issue.message).toMatch(new RegExp(`^${field}: `));
      expect(issue.message).toMatch(message);
      expect(issue.message.length).toBeLessThan(300);
    }
  });
});
