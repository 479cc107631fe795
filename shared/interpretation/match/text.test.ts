/**
 * The match's sentences in Hindi: the same facts as the English (points, verdict, which doshas and
 * cancellations), every sentence in Devanagari with no English word left (digits, °, / and the
 * 4, 7, 10 … 25 list aside), over a sweep of Moon pairs; and the unknown-time refusal naming the
 * person and field in Hindi.
 */
import { describe, expect, it } from 'vitest';
import type { Graha } from '../../vocabulary/graha';
import { buildChart, placements } from '../../predictions/testing/chart-builder';
import { type KundaliMatch } from '../../jyotish/matching';
import { matchKundali } from '../../compose/matching';
import { computeMatch } from '../../compose/match';
import { nakshatraNameOf } from '../../vocabulary/nakshatra';
import { mulberry32 } from '../../../tests/support/rng';

const FALLBACK: Record<Graha, number> = { Sun: 0, Moon: 0, Mars: 10, Mercury: 1, Jupiter: 4, Venus: 11, Saturn: 9, Rahu: 2, Ketu: 8 };
const withMoon = (moonLonDeg: number, lagna: number, mars: number) =>
  buildChart(placements(lagna, { Moon: { rasiIndex: Math.floor(moonLonDeg / 30), deg: moonLonDeg % 30 }, Mars: mars }, FALLBACK));

/** Every sentence of a match (explanations, exceptions, Manglik, summary, poruthams). */
function sentences(m: KundaliMatch): string[] {
  return [
    m.summary,
    m.manglik.note,
    ...m.kootas.map((k) => k.explanation),
    ...m.doshas.flatMap((d) => [d.explanation, ...d.exceptions]),
    ...(['bride', 'groom'] as const).flatMap((p) => [m.manglik[p].reason, ...m.manglik[p].cancellations]),
    ...m.poruthams.map((p) => p.explanation),
  ];
}
/** Facts that must not depend on the language. */
const facts = (m: KundaliMatch) => ({
  points: m.kootas.map((k) => [k.key, k.points, k.groom, k.bride]),
  total: m.total,
  verdict: m.verdict,
  doshas: m.doshas.map((d) => [d.name, d.present, d.cancelled, d.exceptions.length]),
  manglik: [m.manglik.groom, m.manglik.bride].map((s) => [s.manglik, s.cancelled, s.cancellations.length, s.marsHouse]),
  poruthams: m.poruthams.map((p) => [p.key, p.agreement]),
});

describe('Hindi match sentences', () => {
  it('say the same facts as the English, in Devanagari only, over 300 random pairs', () => {
    const random = mulberry32(18);
    let cancelledSeen = 0;
    for (let i = 0; i < 300; i++) {
      const groom = withMoon(random() * 360, Math.floor(random() * 12), Math.floor(random() * 12));
      const bride = withMoon(random() * 360, Math.floor(random() * 12), Math.floor(random() * 12));
      const en = matchKundali(groom, bride);
      const hi = matchKundali(groom, bride, 'hi');
      expect(facts(hi)).toEqual(facts(en));
      for (const s of sentences(hi)) {
        expect(s, s).toMatch(/[\u0900-\u097F]/);
        expect(s, s).not.toMatch(/[A-Za-z]/);
      }
      cancelledSeen += hi.doshas.filter((d) => d.cancelled).length + hi.manglik.groom.cancellations.length;
    }
    // The sweep reached the exceptions and Manglik cancellations, not only the plain sentences.
    expect(cancelledSeen).toBeGreaterThan(20);
  });

  it('a worked pair in Hindi: Ashwini groom, Bharani bride', () => {
    const m = matchKundali(withMoon(5, 0, 2), withMoon(21, 0, 2), 'hi');
    expect(m.summary).toMatch(/^36 में से 34 गुण मिलते हैं \(उत्तम\)।/);
    expect(m.kootas.find((k) => k.key === 'tara')!.explanation).toBe(
      'नक्षत्र से नक्षत्र गिनने पर 27 (वधू से वर) और 2 (वर से वधू) आते हैं; दो में से 2 दिशाएँ शुभ हैं।',
    );
  });

  it('refuses an unknown time on a day the Moon changes star, naming the person and field in Hindi', () => {
    // 2000-01-07 at Delhi: the Moon leaves one nakshatra (and sign) for the next during the day.
    const groom = { date: '2000-01-07', utcOffset: '+05:30', lat: 28.61, lon: 77.21 };
    const bride = { date: '1998-05-04', time: '10:00', utcOffset: '+05:30', lat: 28.61, lon: 77.21 };
    const en = computeMatch({ bride, groom });
    const hi = computeMatch({ bride, groom }, 'hi');
    if (en.ok || hi.ok) throw new Error('expected a refusal');
    expect(hi.failure.field).toBe(en.failure.field);
    expect(en.failure.message).toMatch(/^groom: time: needed — on 2000-01-07 the Moon moved from /);
    const [, from, to] = /moved from (.+?) \(.*\) to (.+?) \(/.exec(en.failure.message)!;
    expect(hi.failure.message).toMatch(/^वर: जन्म समय: आवश्यक है — 2000-01-07 को चंद्रमा /);
    expect(hi.failure.message).toContain(`${nakshatraNameOf(from!, 'hi')} (`);
    expect(hi.failure.message).toContain(`${nakshatraNameOf(to!, 'hi')} (`);
  });
});
