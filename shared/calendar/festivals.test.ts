/**
 * Invariants of the festival calendar: every festival the issue names is there each year, the
 * adhika Jyeshtha of 2026 pushes the festivals after it a lunation later than the year before
 * (those before it are not), Ekadashis come by name with parana after them, and years outside
 * 1900–2100 are refused naming the field.
 */
import { describe, expect, it } from 'vitest';
import { FieldError } from '../errors/field-error';
import { jdnOfDate } from './place-days';
import { computeFestivals } from './festivals';

const DELHI = { lat: 28.6139, lon: 77.209, zone: 'Asia/Kolkata', ayanamsa: 'LAHIRI' as const };
const REQUIRED = [
  'makar-sankranti',
  'vasant-panchami',
  'maha-shivaratri',
  'holika-dahan',
  'holi',
  'chaitra-navratri',
  'ram-navami',
  'hanuman-jayanti',
  'akshaya-tritiya',
  'buddha-purnima',
  'guru-purnima',
  'raksha-bandhan',
  'krishna-janmashtami',
  'ganesh-chaturthi',
  'sharad-navratri',
  'dussehra',
  'karva-chauth',
  'dhanteras',
  'diwali',
  'govardhan-puja',
  'bhai-dooj',
  'chhath-puja',
  'dev-uthani-ekadashi',
  'pitru-paksha',
];
const y2025 = computeFestivals(DELHI, 2025);
const y2026 = computeFestivals(DELHI, 2026);
const dateOf = (year: typeof y2025, key: string) => year.festivals.find((f) => f.key === key)!.date;
const daysBetween = (a: string, b: string) => jdnOfDate(b) - jdnOfDate(a);

describe('computeFestivals', () => {
  it.each([1900, 2025, 2026, 2100])('lists every festival of the issue once in %i, with kebab-case keys and a rule', (year) => {
    const r = year === 2025 ? y2025 : year === 2026 ? y2026 : computeFestivals(DELHI, year);
    for (const key of REQUIRED)
      expect(
        r.festivals.filter((f) => f.key === key),
        key,
      ).toHaveLength(1);
    for (const f of r.festivals) {
      expect(f.key).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(f.date.startsWith(String(year))).toBe(true);
      expect(f.rule.source.length).toBeGreaterThan(20);
      expect(f.name.hi.length).toBeGreaterThan(0);
    }
    expect(r.festivals.filter((f) => f.key.endsWith('-sankranti'))).toHaveLength(12);
    expect(r.festivals.filter((f) => f.key === 'chaitra-navratri-day-9')).toHaveLength(1);
  });

  it('finds the adhika Jyeshtha of 2026 and shifts the festivals after it, not those before', () => {
    expect(y2025.adhikaMasa).toEqual([]);
    expect(y2026.adhikaMasa).toEqual([{ month: 'Jyeshtha', start: '2026-05-17', end: '2026-06-15' }]);
    // A lunar year is ~354 days: festivals before the adhika month come ~11 days earlier than the year before ...
    for (const key of ['holi', 'ram-navami', 'akshaya-tritiya'])
      expect(daysBetween(dateOf(y2025, key), dateOf(y2026, key))).toBeLessThan(365 - 7);
    // ... those after it ~19 days later (354 + 30).
    for (const key of ['guru-purnima', 'raksha-bandhan', 'ganesh-chaturthi', 'dussehra', 'diwali'])
      expect(daysBetween(dateOf(y2025, key), dateOf(y2026, key))).toBeGreaterThan(365 + 7);
    const adhikaEkadashis = y2026.festivals.filter((f) => f.key === 'padmini-ekadashi' || f.key === 'parama-ekadashi');
    expect(adhikaEkadashis.map((f) => f.month?.adhika)).toEqual([true, true]);
    expect(adhikaEkadashis.every((f) => f.date >= '2026-05-17' && f.date <= '2026-06-15')).toBe(true);
  });

  it("handles the kshaya Magha of 1983: the swallowed month's festivals fall in the lunation that holds it", () => {
    const y1983 = computeFestivals(DELHI, 1983);
    expect(y1983.kshayaMasa).toEqual([{ month: 'Magha', start: '1983-01-14', end: '1983-02-13' }]);
    expect(y1983.adhikaMasa.map((m) => m.month)).toEqual(['Phalguna']);
    for (const key of ['vasant-panchami', 'maha-shivaratri', 'vijaya-ekadashi']) {
      const f = y1983.festivals.find((e) => e.key === key)!;
      expect(f.date >= '1983-01-14' && f.date <= '1983-02-13', key).toBe(true);
    }
    // Holi follows the nija Phalguna, after the adhika one.
    expect(y1983.festivals.find((e) => e.key === 'holi')!.date > '1983-03-14').toBe(true);
  });

  it('names each Ekadashi and gives the parana window on the next morning', () => {
    const ekadashis = y2025.festivals.filter((f) => f.kind === 'ekadashi');
    expect(ekadashis.length).toBeGreaterThanOrEqual(24);
    // A name can come twice in one Gregorian year (Pausha Putrada on 2025-01-10 and 2025-12-30), never twice on a day.
    expect(new Set(ekadashis.map((f) => `${f.key}/${f.date}`)).size).toBe(ekadashis.length);
    for (const e of ekadashis) {
      expect(e.key).toMatch(/ekadashi$/);
      expect(e.window!.start.slice(0, 10)).toBe(new Date(Date.parse(`${e.date}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10));
      expect(e.window!.end > e.window!.start).toBe(true);
      for (const a of e.alternatives ?? []) expect(a.date > e.date).toBe(true);
    }
  });

  it('gives amanta and purnimanta months: a Krishna-paksha festival is in the next purnimanta month', () => {
    const karva = y2025.festivals.find((f) => f.key === 'karva-chauth')!;
    expect(karva.month).toEqual({ amanta: 'Ashwin', purnimanta: 'Kartika', adhika: false });
    expect(y2025.festivals.find((f) => f.key === 'ganesh-chaturthi')!.month).toEqual({
      amanta: 'Bhadrapada',
      purnimanta: 'Bhadrapada',
      adhika: false,
    });
  });

  it.each([1899, 2101, 2025.5])('refuses year %s naming the field', (year) => {
    expect(() => computeFestivals(DELHI, year)).toThrow(FieldError);
    expect(() => computeFestivals(DELHI, year)).toThrow(/^year: /);
  });
});
