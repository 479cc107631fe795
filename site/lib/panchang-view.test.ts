/** The /panchang page's helpers: shareable URL round trip, date stepping, time labels, timeline clipping. */
import { describe, expect, it } from 'vitest';
import { computeDayPanchang } from '../../shared/panchang/day';
import { dateLabel, monthLabel, readUrl, shiftDate, timeLabel, timelineSegments, todayIn, weekdayLabels, writeUrl } from './panchang-view';

describe('panchang page helpers', () => {
  it('round-trips date and place through the URL', () => {
    const place = { address: 'São Paulo, Brazil', lat: -23.5505, lon: -46.6333, zone: 'America/Sao_Paulo' };
    expect(readUrl(writeUrl('2026-02-28', place))).toEqual({ date: '2026-02-28', place, placeName: null, options: {} });
    // A malformed or non-existent date is kept for the API to refuse by name (before: dropped, and today shown instead).
    expect(readUrl('?date=2026-13-99x&lat=abc&lon=1')).toEqual({ date: '2026-13-99x', place: null, placeName: null, options: {} });
    expect(readUrl('?date=%20&lat=abc&lon=1').date).toBeNull();
    // A place named without (usable) coordinates is left for the API to resolve.
    expect(readUrl('?date=2026-11-27&place=Mumbai')).toEqual({ date: '2026-11-27', place: null, placeName: 'Mumbai', options: {} });
    expect(readUrl('?place=Mumbai&lat=abc&lon=1').placeName).toBe('Mumbai');
    expect(readUrl('?place=%20').placeName).toBeNull();
    // A raw offset is not sent as tz (the API wants an IANA zone): it is left to the API.
    expect(writeUrl('2026-01-01', { ...place, zone: '-03:00' })).not.toContain('tz=');
    // The URL's ayanamsa and sunrise are kept as written, for the API to use or refuse (before: dropped, Lahiri shown).
    const options = { ayanamsa: 'FOO', sunrise: 'disc-centre-no-refraction' };
    expect(readUrl(writeUrl('2026-02-28', place, options))).toEqual({ date: '2026-02-28', place, placeName: null, options });
    expect(readUrl('?place=Pune&ayanamsa=%20&sunrise=').options).toEqual({});
  });

  it('steps days across month and year ends, leap days included', () => {
    expect(shiftDate('2024-02-28', 1)).toBe('2024-02-29');
    expect(shiftDate('2025-12-31', 1)).toBe('2026-01-01');
    expect(shiftDate('2026-03-01', -1)).toBe('2026-02-28');
  });

  it("labels times in the place's wall clock, with the day when it is not the panchang's date", () => {
    expect(timeLabel('2026-03-08T07:18:54-04:00', '2026-03-08')).toBe('07:18');
    expect(timeLabel('2026-03-09T00:41:58-04:00', '2026-03-08')).toBe('00:41, Mar 9');
    expect(timeLabel('2026-03-09T00:41:58-04:00', '2026-03-08', 'hi')).toBe('00:41, 9 मार्च');
    expect(dateLabel('2025-11-22')).toBe('Saturday, 22 November 2025');
    // A day that does not exist is shown as given, not rolled over to 2 March.
    expect(dateLabel('2026-02-30')).toBe('2026-02-30');
    expect(dateLabel('abc', 'hi')).toBe('abc');
    expect(shiftDate('2026-02-30', 1)).toBe('2026-02-30');
    expect(shiftDate('abc', -1)).toBe('abc');
    expect(dateLabel('2025-11-22', 'hi')).toBe('शनिवार, 22 नवंबर 2025');
    expect(monthLabel(2026, 3, 'hi')).toBe('मार्च 2026');
    expect(weekdayLabels()).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
    expect(weekdayLabels('hi')).toEqual(['रवि', 'सोम', 'मंगल', 'बुध', 'गुरु', 'शुक्र', 'शनि']);
    expect(todayIn('Pacific/Kiritimati', new Date('2026-01-01T10:30:00Z'))).toBe('2026-01-02');
  });

  it('places the periods on the sunrise-to-sunrise line, clipped, in order', () => {
    const p = computeDayPanchang({ date: '2025-11-22', lat: 28.6139, lon: 77.209, zone: 'Asia/Kolkata', ayanamsa: 'LAHIRI' });
    const segments = timelineSegments(p);
    expect(segments.map((s) => s.key)).toContain('rahuKalam');
    for (const s of segments) expect(0 <= s.from && s.from < s.to && s.to <= 1).toBe(true);
    expect(segments.map((s) => s.from)).toEqual([...segments.map((s) => s.from)].sort((a, b) => a - b));
    const rahu = segments.find((s) => s.key === 'rahuKalam')!;
    const day = (Date.parse(p.sunset) - Date.parse(p.sunrise)) / (Date.parse(p.nextSunrise) - Date.parse(p.sunrise));
    // Saturday: the third eighth of the daytime.
    expect(rahu.from).toBeCloseTo((2 / 8) * day, 4); // times carry whole seconds
  });
});
