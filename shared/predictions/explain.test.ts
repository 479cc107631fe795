/**
 * The evidence behind each yoga: it exists exactly for the rules that hold, it names where the
 * matched grahas stand (checked against the chart's own positions), and the classical citations
 * parse from every rule's source line. Hand-built charts check the evidence of well-known rules.
 */
import { describe, expect, it } from 'vitest';
import { computeChart } from '../compose/chart';
import { YOGA_FAMILIES } from '../chart/yoga-evidence';
import { GRAHAS, type Graha } from '../vocabulary/graha';
import { YOGA_CATALOGUE } from './catalogue';
import { ChartFacts } from './chart-facts';
import { citationsOf, doshaChecks, evidenceOf, explainYogas } from './explain';

/** Lagna Aries (house = sign + 1) with the grahas' signs; everything at 15°, only the nodes retrograde. */
function facts(lagna: number, signs: Record<Graha, number>): ChartFacts {
  const grahas = {} as ConstructorParameters<typeof ChartFacts>[0]['grahas'];
  for (const g of GRAHAS)
    grahas[g] = { sign: signs[g], deg: 15, navamsa: (signs[g] * 9 + 4) % 12, retrograde: g === 'Rahu' || g === 'Ketu', combust: false };
  return new ChartFacts({ lagnaSign: lagna, grahas });
}
const rule = (id: string) => YOGA_CATALOGUE.find((r) => r.id === id)!;

describe('yoga evidence', () => {
  it('exists for exactly the natal yogas and doshas that hold, and places each graha where the chart has it', () => {
    for (let i = 0; i < 40; i++) {
      const chart = computeChart({
        date: `${1920 + i * 2}-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 27) + 1).padStart(2, '0')}`,
        time: `${String((i * 5) % 24).padStart(2, '0')}:${String((i * 17) % 60).padStart(2, '0')}`,
        utcOffset: '+05:30',
        lat: -40 + i * 2,
        lon: 10 + i * 4,
      });
      const x = explainYogas(chart);
      const natal = chart.predictions.filter((p) => (p.kind === 'yoga' || p.kind === 'dosha') && p.id !== 'sade-sati' && p.id !== 'dhaiya');
      expect(x.evidence.map((e) => e.id)).toEqual(natal.map((p) => p.id));
      for (const e of x.evidence) {
        expect(e.grahas.length).toBeGreaterThan(0);
        for (const s of e.grahas) {
          const pos = chart.grahas.find((g) => g.graha === s.graha)!;
          expect([s.house, s.rasiIndex]).toEqual([pos.house, pos.rasiIndex]);
        }
      }
      expect(x.checks.manglik.present && !x.checks.manglik.cancelled).toBe(natal.some((p) => p.id === 'manglik'));
      expect(x.checks.manglik.present && x.checks.manglik.cancelled).toBe(natal.some((p) => p.id === 'manglik-cancelled'));
      expect(x.checks.kalaSarpa.present).toBe(natal.some((p) => p.id === 'kala-sarpa'));
      expect(x.checks.kalaSarpa.rahuToKetu.length + x.checks.kalaSarpa.ketuToRahu.length).toBe(7);
    }
  });

  it('cites a classical text for every rule whose source names one, and every family has rules', () => {
    const uncited = YOGA_CATALOGUE.filter((r) => citationsOf(r.source).length === 0).map((r) => r.id);
    // Common usage without one classical source (their source lines carry no citation).
    expect(uncited.sort()).toEqual(
      [
        'angaraka',
        'budhaditya',
        'chandra-mangala',
        'grahana',
        'guru-chandala',
        'kala-sarpa',
        'lagnadhi',
        'manglik',
        'manglik-cancelled',
        'papa-kartari',
        'shubha-kartari',
        'vish',
      ].sort(),
    );
    expect(citationsOf('BPHS ch. 28 / Phaladeepika 7: x')).toEqual([
      { work: 'BPHS', chapter: 28 },
      { work: 'Phaladeepika', chapter: 7 },
    ]);
    expect(citationsOf('Raman (300 Combinations): x')).toEqual([{ work: 'Raman300', chapter: null }]);
    expect(citationsOf('PVR, VAIA ch. 11: x')).toEqual([{ work: 'VAIA', chapter: 11 }]);
    for (const family of YOGA_FAMILIES) expect(YOGA_CATALOGUE.some((r) => r.family === family)).toBe(true);
  });

  it('Gajakesari counts Jupiter from the Moon; Raja yoga links only associated lords', () => {
    // Lagna Aries; Moon in Taurus (2nd), Jupiter in Leo (5th): 4th from the Moon. Sun Aries lords the 5th.
    const f = facts(0, { Sun: 0, Moon: 1, Mars: 9, Mercury: 11, Jupiter: 4, Venus: 10, Saturn: 6, Rahu: 2, Ketu: 8 });
    const g = evidenceOf(f, rule('gajakesari'), rule('gajakesari').holds(f)!);
    expect(g.from).toBe('Moon');
    expect(g.grahas.map((s) => [s.graha, s.house, s.houseFromRef])).toEqual([
      ['Moon', 2, undefined],
      ['Jupiter', 5, 4],
    ]);
    expect(g.citations).toEqual([{ work: 'Raman300', chapter: null }]);
    // Whatever lords the Raja yoga links, each pair is associated in the chart.
    const raja = rule('raja-yoga').holds(f);
    for (const link of raja?.links ?? []) expect(f.associated(link.a, link.b)).toBe(true);
  });

  it('Manglik checks say either way, with the cancellations as data', () => {
    // Mars in Cancer, 4th from an Aries lagna: Manglik house, and Cancer is Mars's debilitation: no exemption; Jupiter in Capricorn aspects Cancer (7th).
    const cancelled = doshaChecks(facts(0, { Sun: 0, Moon: 1, Mars: 3, Mercury: 11, Jupiter: 9, Venus: 10, Saturn: 6, Rahu: 2, Ketu: 8 }));
    expect(cancelled.manglik).toMatchObject({ present: true, cancelled: true, marsHouse: 4, marsRasiIndex: 3 });
    expect(cancelled.manglik.cancellations).toContainEqual({ code: 'jupiter-with-mars' });
    const absent = doshaChecks(facts(0, { Sun: 0, Moon: 1, Mars: 4, Mercury: 11, Jupiter: 9, Venus: 10, Saturn: 6, Rahu: 2, Ketu: 8 }));
    expect(absent.manglik).toEqual({ present: false, cancelled: false, marsHouse: 5, marsRasiIndex: 4, cancellations: [] });
    // All seven from Gemini (Rahu) to Sagittarius (Ketu): Kala Sarpa, Rahu to Ketu.
    const ks = doshaChecks(facts(0, { Sun: 3, Moon: 4, Mars: 5, Mercury: 3, Jupiter: 6, Venus: 4, Saturn: 7, Rahu: 2, Ketu: 8 }));
    expect(ks.kalaSarpa).toMatchObject({ present: true, side: 'rahu-to-ketu', rahuHouse: 3, ketuToRahu: [] });
    expect(absent.kalaSarpa.present).toBe(false);
    expect(absent.kalaSarpa.ketuToRahu.length).toBeGreaterThan(0);
  });
});
