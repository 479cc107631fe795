/** The /test page's path tail: the UTC offset by the API's tz rules (history with backzone, gaps refused), not the browser's guess. */
import { describe, expect, it } from 'vitest';
import { ChartDataError, pathTail, zoneOffsetAt } from './chart-data';

describe('zoneOffsetAt', () => {
  it('gives the offset in force at that wall time, historical zones included', async () => {
    expect(await zoneOffsetAt('Asia/Kolkata', '1990-05-15', '14:30')).toBe('+05:30');
    expect(await zoneOffsetAt('America/New_York', '2021-07-01', '09:00')).toBe('-04:00');
    expect(await zoneOffsetAt('America/New_York', '2021-01-15', '09:00')).toBe('-05:00');
    // Amsterdam summer time 1930 was +01:19:32 (Dutch legal time); the path carries whole minutes.
    // The merged tz zone without backzone would say Brussels' +01:00.
    expect(await zoneOffsetAt('Europe/Amsterdam', '1930-06-01', '12:00')).toBe('+01:20');
  });

  it('refuses a time the clocks skipped, naming the time, instead of guessing an offset', async () => {
    await expect(zoneOffsetAt('America/New_York', '2021-03-14', '02:30')).rejects.toThrow(ChartDataError);
    await expect(zoneOffsetAt('America/New_York', '2021-03-14', '02:30')).rejects.toThrow(
      /^time: 02:30 did not exist in America\/New_York/,
    );
  });
});

describe('pathTail', () => {
  it('puts coordinates, time, date and the zone offset in the VedAstro path', async () => {
    const tail = await pathTail({ address: 'Mumbai', lat: 19.07283, lon: 72.88261, zone: 'Asia/Kolkata' }, '1990-05-15', '14:30');
    expect(tail).toBe('Location/19.072830%2C72.882610/Time/14:30/15/05/1990/%2B05%3A30/Ayanamsa/RAMAN');
    const fixed = await pathTail({ address: 'x', lat: 0, lon: 0, zone: '-03:00' }, '2000-01-01', '06:00');
    expect(fixed).toContain('/Time/06:00/01/01/2000/-03%3A00/');
  });
});
