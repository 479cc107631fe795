/**
 * Offsets before 1970 come from the tz database with backzone (tests/fixtures/tzdb/README.md):
 * every listed second of 18 zones' histories as zic + zdump give them, then the births the
 * issue names (Amsterdam 1930, Oslo 1916/1920, Kolkata 1943) through the chart's offset path.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { resolveBirthOffset } from './birth-offset';
import { isLocalMeanTime, zoneOffsetSecondsAt } from './offset';

const rows = readFileSync(new URL('../../tests/fixtures/tzdb/backzone-transitions.tsv', import.meta.url), 'utf8')
  .split('\n')
  .filter((line) => line.includes('/') && !line.startsWith('#'))
  .map((line) => {
    const [zone, utc, offset, abbreviation] = line.split('\t');
    return { zone: zone!, utcSeconds: Number(utc), offsetSeconds: Number(offset), abbreviation: abbreviation! };
  });

const birth = (zone: string, date: string, time = '12:00') => {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  const result = resolveBirthOffset({ date: { year, month, day }, time: { hour, minute, second: 0 }, zone });
  if (result.kind !== 'resolved') throw new Error(`${zone} ${date}: ${result.kind}`);
  return result;
};

describe('pre-1970 offsets: tz database with backzone', () => {
  it('match zic/zdump at every listed second of 18 zones', () => {
    expect(rows.length).toBeGreaterThan(1000);
    for (const r of rows) {
      expect(zoneOffsetSecondsAt(r.zone, r.utcSeconds * 1000), `${r.zone} ${new Date(r.utcSeconds * 1000).toISOString()}`).toBe(
        r.offsetSeconds,
      );
      if (r.utcSeconds * 1000 < -1e12)
        expect(isLocalMeanTime(r.zone, r.utcSeconds * 1000), `${r.zone} ${r.utcSeconds}`).toBe(r.abbreviation === 'LMT');
    }
  });

  it('Amsterdam 1930: Amsterdam summer time +01:19:32 (NST), not Brussels', () => {
    const summer = birth('Europe/Amsterdam', '1930-06-01');
    expect(summer.utcOffset).toBe('+01:20');
    expect(summer.cautions.map((c) => c.text).join(' ')).toContain('+01:19:32');
    expect(
      birth('Europe/Amsterdam', '1930-01-15')
        .cautions.map((c) => c.text)
        .join(' '),
    ).toContain('+00:19:32');
  });

  it('Oslo: local mean time +00:43 in 1894 (said so), CET in 1920, and its own 1916 summer time', () => {
    const lmt = birth('Europe/Oslo', '1894-06-01');
    expect(lmt.utcOffset).toBe('+00:43');
    expect(lmt.cautions.map((c) => c.text).join(' ')).toMatch(/local mean time \(LMT, \+00:43/);
    expect(birth('Europe/Oslo', '1920-06-01').utcOffset).toBe('+01:00');
    // Norway began summer time on 22 May 1916; Berlin (which tzdb merged Oslo into) on 30 April.
    expect(birth('Europe/Oslo', '1916-05-10').utcOffset).toBe('+01:00');
    expect(birth('Europe/Berlin', '1916-05-10').utcOffset).toBe('+02:00');
  });

  it('Kolkata before 1955: war time +06:30 in 1943, Madras time in 1900, LMT before 1854', () => {
    expect(birth('Asia/Kolkata', '1943-06-01').utcOffset).toBe('+06:30');
    expect(
      birth('Asia/Kolkata', '1900-06-01')
        .cautions.map((c) => c.text)
        .join(' '),
    ).toContain('+05:21:10');
    expect(
      birth('Asia/Calcutta', '1850-06-01')
        .cautions.map((c) => c.text)
        .join(' '),
    ).toMatch(/LMT, \+05:53:28/);
  });
});
