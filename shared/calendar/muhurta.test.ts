/**
 * Every muhurta window checked against the same day's panchang (shared/panchang/day.ts, computed
 * on its own): inside the Hindu day, no overlap with Rahu Kalam, Yamaganda or a Vishti karana,
 * every nakshatra and tithi in force during it allowed for the event, the weekday allowed; and
 * the range limits name their field. One second of slack on each edge: the finder and the day
 * panchang solve the same boundaries from different interpolation windows (measured ≤ 0.1 s).
 */
import { describe, expect, it } from 'vitest';
import { FieldError } from '../errors/field-error';
import { computeDayPanchang } from '../panchang/day';
import { isoToJdUt } from '../time/julian';
import { computeMuhurta, type MuhurtaRequest } from './muhurta';
import { NAKSHATRAS } from '../vocabulary/nakshatra';

const SLACK_DAYS = 1 / 86_400;
const DELHI = { lat: 28.6139, lon: 77.209, zone: 'Asia/Kolkata', ayanamsa: 'LAHIRI' as const };
const NEW_YORK = { lat: 40.7128, lon: -74.006, zone: 'America/New_York', ayanamsa: 'LAHIRI' as const };

const overlap = (a: [number, number], b: { start?: string; end?: string; startsAt?: string; endsAt?: string }) => {
  const b0 = isoToJdUt((b.start ?? b.startsAt)!);
  const b1 = isoToJdUt((b.end ?? b.endsAt)!);
  return a[0] + SLACK_DAYS < b1 && b0 < a[1] - SLACK_DAYS;
};

const cases: [string, MuhurtaRequest][] = [
  ['marriage, 90 days in New Delhi', { event: 'marriage', from: '2026-01-01', to: '2026-03-31', place: DELHI }],
  [
    'griha-pravesh with one birth in New Delhi',
    { event: 'griha-pravesh', from: '2027-02-01', to: '2027-04-30', place: DELHI, births: [{ moonNakshatra: 4, moonSign: 1 }] },
  ],
  [
    'vehicle with two births',
    {
      event: 'vehicle',
      from: '2026-10-01',
      to: '2026-12-31',
      place: DELHI,
      births: [
        { moonNakshatra: 1, moonSign: 0 },
        { moonNakshatra: 14, moonSign: 6 },
      ],
    },
  ],
  ['travel across a DST change in New York', { event: 'travel', from: '2026-10-20', to: '2026-11-20', place: NEW_YORK }],
];

describe('computeMuhurta windows against the day panchang', () => {
  for (const [title, request] of cases) {
    it(title, () => {
      const answer = computeMuhurta(request);
      expect(answer.windows.length).toBeGreaterThan(0);
      for (const w of answer.windows) {
        const at: [number, number] = [isoToJdUt(w.start), isoToJdUt(w.end)];
        const p = computeDayPanchang({ date: w.date, ...request.place });
        const where = `${w.date} ${w.start}–${w.end}`;
        expect(at[0], where).toBeGreaterThanOrEqual(isoToJdUt(p.sunrise) - SLACK_DAYS);
        expect(at[1], where).toBeLessThanOrEqual(isoToJdUt(p.nextSunrise) + SLACK_DAYS);
        expect(overlap(at, p.rahuKalam), `${where} Rahu Kalam`).toBe(false);
        expect(overlap(at, p.yamaganda), `${where} Yamaganda`).toBe(false);
        for (const k of p.karana.filter((k) => k.name === 'Vishti')) expect(overlap(at, k), `${where} Bhadra`).toBe(false);
        const stars = p.nakshatra.filter((n) => overlap(at, n)).map((n) => n.name);
        expect(stars, where).toEqual([w.nakshatra]);
        for (const star of stars) expect(answer.rules.nakshatras).toContain(star);
        for (const t of p.tithi.filter((t) => overlap(at, t))) expect(answer.rules.tithis).toContain(`${t.paksha} ${t.name}`);
        expect(answer.rules.weekdays).toContain(p.vara.name);
        // Each person's tara (counted by hand from the window's star) is good, and the Moon's house from the natal Moon gives chandra bala.
        expect(w.persons.map((b) => b.person)).toEqual((request.births ?? []).map((_, i) => i + 1));
        w.persons.forEach((b, i) => {
          const natal = request.births![i]!;
          const counted = ((NAKSHATRAS.indexOf(w.nakshatra as (typeof NAKSHATRAS)[number]) + 1 - natal.moonNakshatra + 27) % 27) % 9;
          expect(b.tara, where).toBe(counted + 1);
          expect([3, 5, 7]).not.toContain(b.tara);
          expect([1, 3, 6, 7, 10, 11]).toContain(b.houseFromMoon);
          expect(b.houseFromMoon).toBe(((b.moonSign - natal.moonSign + 12) % 12) + 1);
        });
      }
    });
  }

  it('keeps marriage out of Chaturmas unless the tradition does not observe it', () => {
    const observed = computeMuhurta({ event: 'marriage', from: '2026-08-01', to: '2026-09-30', place: DELHI });
    expect(observed.windows).toEqual([]);
    expect(observed.excludedDays.some((d) => d.reason === 'chaturmas')).toBe(true);
    const not = computeMuhurta({ event: 'marriage', from: '2026-08-01', to: '2026-09-30', place: DELHI, observeChaturmas: false });
    expect(not.rules.excluded.map((e) => e.key)).not.toContain('chaturmas');
  });

  it('bars marriage in the adhika Jyeshtha of 2026', () => {
    const r = computeMuhurta({ event: 'marriage', from: '2026-05-18', to: '2026-06-14', place: DELHI });
    expect(r.windows).toEqual([]);
  });

  it.each([
    ['2026-03-01', '2026-02-01', /^to: .* is before from/],
    ['2026-01-01', '2027-01-02', /^to: .*367 days; at most 366/],
  ])('refuses from %s to %s naming the field', (from, to, message) => {
    expect(() => computeMuhurta({ event: 'travel', from, to, place: DELHI })).toThrow(FieldError);
    expect(() => computeMuhurta({ event: 'travel', from, to, place: DELHI })).toThrow(message);
  });
});
