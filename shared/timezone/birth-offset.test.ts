/** The birth offset: explicit offsets win, zones give history, gaps/overlaps come back with candidates, cautions are attached. */
import { describe, expect, it } from 'vitest';
import { resolveBirthOffset } from './birth-offset';

const d = (year: number, month: number, day: number) => ({ year, month, day });
const t = (hour: number, minute: number) => ({ hour, minute, second: 0 });

describe('resolveBirthOffset', () => {
  it('uses the zone history', () => {
    expect(resolveBirthOffset({ date: d(1990, 7, 1), time: t(12, 0), zone: 'America/New_York' })).toMatchObject({
      kind: 'resolved',
      utcOffset: '-04:00',
      utcOffsetMinutes: -240,
      source: 'zone',
      cautions: [],
    });
  });

  it('an explicit offset always overrides, with a caution when the zone disagrees', () => {
    const r = resolveBirthOffset({ date: d(1990, 7, 1), time: t(12, 0), zone: 'America/New_York', utcOffsetMinutes: -300 });
    expect(r).toMatchObject({ kind: 'resolved', utcOffset: '-05:00', source: 'explicit' });
    if (r.kind === 'resolved') expect(r.cautions.map((c) => c.text).join()).toContain('-04:00');
    const gapOverride = resolveBirthOffset({ date: d(2021, 3, 28), time: t(2, 30), zone: 'Europe/Berlin', utcOffsetMinutes: 60 });
    expect(gapOverride).toMatchObject({ kind: 'resolved', utcOffset: '+01:00', source: 'explicit' });
    expect(resolveBirthOffset({ date: d(1990, 7, 1), utcOffsetMinutes: 330 })).toMatchObject({
      kind: 'resolved',
      utcOffset: '+05:30',
      cautions: [],
    });
  });

  it('reports gaps and overlaps with candidate offsets, never shifting the time', () => {
    expect(resolveBirthOffset({ date: d(2021, 3, 28), time: t(2, 30), zone: 'Europe/Berlin' })).toMatchObject({
      kind: 'gap',
      candidates: ['+01:00', '+02:00'],
    });
    expect(resolveBirthOffset({ date: d(2021, 10, 31), time: t(2, 30), zone: 'Europe/Berlin' })).toMatchObject({
      kind: 'ambiguous',
      candidates: ['+02:00', '+01:00'],
    });
  });

  it('uses local noon when the time is unknown', () => {
    expect(resolveBirthOffset({ date: d(2021, 3, 28), zone: 'Europe/Berlin' })).toMatchObject({ kind: 'resolved', utcOffset: '+02:00' });
  });

  it('cautions about Indian local time before 1955, by zone or by country', () => {
    const war = resolveBirthOffset({ date: d(1943, 6, 1), time: t(12, 0), zone: 'Asia/Kolkata' });
    expect(war).toMatchObject({ kind: 'resolved', utcOffset: '+06:30' });
    if (war.kind === 'resolved') expect(war.cautions[0]?.text).toMatch(/before 1955.*Bombay Time.*Calcutta Time/);
    const byCountry = resolveBirthOffset({ date: d(1950, 1, 1), utcOffsetMinutes: 330, countryCode: 'IN' });
    if (byCountry.kind === 'resolved') expect(byCountry.cautions).toHaveLength(1);
    const later = resolveBirthOffset({ date: d(1955, 1, 1), time: t(12, 0), zone: 'Asia/Kolkata' });
    if (later.kind === 'resolved') expect(later.cautions).toEqual([]);
  });

  it('rounds local mean time to the minute and says so', () => {
    const r = resolveBirthOffset({ date: d(1880, 1, 1), time: t(12, 0), zone: 'Asia/Kolkata' });
    expect(r).toMatchObject({ kind: 'resolved', utcOffset: '+05:21', utcOffsetMinutes: 321 });
    if (r.kind === 'resolved') expect(r.cautions.some((c) => c.code === 'roundedOffset' && c.text.includes('+05:21:10'))).toBe(true);
  });

  it('says when nothing gives an offset', () => {
    expect(resolveBirthOffset({ date: d(1990, 1, 1) })).toEqual({ kind: 'missing' });
  });
});
