/**
 * Every rule of the catalogue holds in at least one constructed chart and fails in another.
 * Charts come from a seeded generator (clustered placements so rare patterns appear) plus a
 * few hand-built charts for patterns too rare to sample (Sakata, Vihaga, Yava, Koota, Chakra,
 * Samudra, Vajra, Naukaa, Chatra, Shara, Chaapa, Kulavardhana, Budha, Devendra). Hand-checked cases for the best-known rules follow.
 */
import { describe, expect, it } from 'vitest';
import { GRAHAS, type Graha } from '../vocabulary/graha';
import { YOGA_CATALOGUE } from './catalogue';
import { ChartFacts } from './chart-facts';
import { manglikStatus } from './doshas';
import { evaluatePredictions } from './evaluate';
import { buildChart, placements } from './testing/chart-builder';

type Spec = {
  lagna: number;
  signs: Partial<Record<Graha, number>>;
  deg?: Partial<Record<Graha, number>>;
  retro?: Graha[];
  combust?: Graha[];
};

/** ChartFacts from a spec; unspecified grahas fall back to a spread-out default. */
function facts(spec: Spec): ChartFacts {
  const fallback: Record<Graha, number> = { Sun: 0, Moon: 3, Mars: 5, Mercury: 1, Jupiter: 8, Venus: 11, Saturn: 6, Rahu: 2, Ketu: 8 };
  const grahas = {} as ConstructorParameters<typeof ChartFacts>[0]['grahas'];
  for (const g of GRAHAS) {
    const sign = spec.signs[g] ?? fallback[g];
    const deg = spec.deg?.[g] ?? 15;
    grahas[g] = {
      sign,
      deg,
      navamsa: Math.floor(((sign * 30 + deg) * 9) / 30) % 12,
      retrograde: spec.retro?.includes(g) ?? (g === 'Rahu' || g === 'Ketu'),
      combust: spec.combust?.includes(g) ?? false,
    };
  }
  return new ChartFacts({ lagnaSign: spec.lagna, grahas });
}

/** Hand-built charts for rare patterns (lagna Aries, so house = sign + 1). */
const HAND_BUILT: Spec[] = [
  { lagna: 0, signs: { Sun: 0, Moon: 0, Mars: 0, Mercury: 6, Jupiter: 6, Venus: 6, Saturn: 6 } }, // Sakata
  { lagna: 0, signs: { Sun: 3, Moon: 3, Mars: 3, Mercury: 9, Jupiter: 9, Venus: 9, Saturn: 9 } }, // Vihaga
  { lagna: 0, signs: { Sun: 0, Mars: 6, Saturn: 0, Mercury: 3, Jupiter: 9, Venus: 3, Moon: 1 } }, // Yava
  { lagna: 0, signs: { Sun: 3, Moon: 4, Mars: 5, Mercury: 6, Jupiter: 7, Venus: 8, Saturn: 9 } }, // Koota
  { lagna: 0, signs: { Sun: 0, Moon: 2, Mars: 4, Mercury: 6, Jupiter: 8, Venus: 10, Saturn: 0 } }, // Chakra
  { lagna: 0, signs: { Sun: 1, Moon: 3, Mars: 5, Mercury: 7, Jupiter: 9, Venus: 11, Saturn: 1 } }, // Samudra
  { lagna: 0, signs: { Jupiter: 0, Mercury: 0, Venus: 6, Sun: 3, Mars: 3, Saturn: 9, Moon: 1 } }, // Vajra
  { lagna: 0, signs: { Sun: 0, Moon: 1, Mars: 2, Mercury: 3, Jupiter: 4, Venus: 5, Saturn: 6 } }, // Naukaa
  { lagna: 0, signs: { Sun: 6, Moon: 7, Mars: 8, Mercury: 9, Jupiter: 10, Venus: 11, Saturn: 0 } }, // Chatra
  { lagna: 0, signs: { Sun: 3, Moon: 4, Mars: 5, Mercury: 6, Jupiter: 3, Venus: 4, Saturn: 5 } }, // Shara
  { lagna: 0, signs: { Sun: 9, Moon: 10, Mars: 11, Mercury: 0, Jupiter: 1, Venus: 2, Saturn: 3 } }, // Chaapa
  { lagna: 0, signs: { Jupiter: 0, Saturn: 0, Rahu: 2, Sun: 4, Mars: 4, Ketu: 8, Moon: 8, Mercury: 8, Venus: 8 } }, // Kulavardhana (Raman's example)
  { lagna: 1, signs: { Jupiter: 1, Saturn: 2, Sun: 0, Mars: 6, Moon: 3, Mercury: 10, Venus: 11, Rahu: 10, Ketu: 4 } }, // Devendra (VAIA example)
  { lagna: 0, signs: { Jupiter: 0, Moon: 3, Rahu: 4, Sun: 6, Mars: 6, Ketu: 10, Mercury: 11, Venus: 11, Saturn: 11 } }, // Budha (Raman's example)
];

function* generated(count: number): Generator<ChartFacts> {
  let seed = 20240601;
  const r = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2147483648), seed % n);
  for (let i = 0; i < count; i++) {
    const base = r(12);
    const spread = 1 + r(12);
    const signs: Partial<Record<Graha, number>> = {};
    const deg: Partial<Record<Graha, number>> = {};
    for (const g of GRAHAS) {
      signs[g] = (base + r(spread)) % 12;
      deg[g] = r(30);
    }
    signs.Ketu = (signs.Rahu! + 6) % 12;
    deg.Ketu = deg.Rahu!;
    const retro = GRAHAS.filter((g) => g === 'Rahu' || g === 'Ketu' || r(6) === 0);
    const combust = GRAHAS.filter(() => r(8) === 0);
    yield facts({ lagna: (base + r(spread)) % 12, signs, deg, retro, combust });
  }
}

describe('yoga/dosha catalogue', () => {
  it('has at least 60 rules with unique ids, our own descriptions and a source', () => {
    expect(YOGA_CATALOGUE.length).toBeGreaterThanOrEqual(60);
    expect(new Set(YOGA_CATALOGUE.map((r) => r.id)).size).toBe(YOGA_CATALOGUE.length);
    for (const r of YOGA_CATALOGUE) {
      expect(r.description.length, r.id).toBeGreaterThan(40);
      expect(r.source.length, r.id).toBeGreaterThan(10);
      expect(['good', 'mixed', 'challenging']).toContain(r.nature);
    }
  });

  it('every rule holds in some constructed chart and fails in another', () => {
    const holds = new Map<string, number>();
    const fails = new Map<string, number>();
    const charts = [...HAND_BUILT.map(facts), ...generated(3000)];
    for (const f of charts) {
      for (const rule of YOGA_CATALOGUE) {
        const m = rule.holds(f);
        const map = m ? holds : fails;
        map.set(rule.id, (map.get(rule.id) ?? 0) + 1);
        if (m) {
          expect(m.grahas.length + m.houses.length, rule.id).toBeGreaterThan(0);
          for (const h of m.houses) expect(h >= 1 && h <= 12, rule.id).toBe(true);
        }
      }
    }
    const missing = YOGA_CATALOGUE.filter((r) => !holds.get(r.id) || !fails.get(r.id)).map(
      (r) => `${r.id} holds ${holds.get(r.id) ?? 0} fails ${fails.get(r.id) ?? 0}`,
    );
    expect(missing).toEqual([]);
    console.log(
      `catalogue: ${YOGA_CATALOGUE.length} rules over ${charts.length} constructed charts; holds-rate per rule: ` +
        YOGA_CATALOGUE.map((r) => `${r.id} ${(((holds.get(r.id) ?? 0) / charts.length) * 100).toFixed(1)}%`).join(', '),
    );
  });

  const ids = (f: ChartFacts) => YOGA_CATALOGUE.filter((r) => r.holds(f)).map((r) => r.id);

  it('Pancha Mahapurusha: own or exalted sign in a kendra only', () => {
    expect(ids(facts({ lagna: 0, signs: { Mars: 9 } }))).toContain('ruchaka'); // exalted in the 10th
    expect(ids(facts({ lagna: 0, signs: { Mars: 7 } }))).not.toContain('ruchaka'); // own sign but 8th house
    expect(ids(facts({ lagna: 3, signs: { Jupiter: 3 } }))).toContain('hamsa');
    expect(ids(facts({ lagna: 6, signs: { Saturn: 6 } }))).toContain('sasa');
    expect(ids(facts({ lagna: 2, signs: { Mercury: 5 } }))).toContain('bhadra');
    expect(ids(facts({ lagna: 8, signs: { Venus: 11 } }))).toContain('malavya');
  });

  it('Gajakesari: Jupiter in a kendra from the Moon unless debilitated, combust or in an enemy sign', () => {
    expect(ids(facts({ lagna: 0, signs: { Moon: 0, Jupiter: 3 } }))).toContain('gajakesari');
    expect(ids(facts({ lagna: 0, signs: { Moon: 0, Jupiter: 4 } }))).not.toContain('gajakesari');
    expect(ids(facts({ lagna: 0, signs: { Moon: 3, Jupiter: 9 } }))).not.toContain('gajakesari'); // debilitated
    expect(ids(facts({ lagna: 0, signs: { Moon: 3, Jupiter: 3 }, combust: ['Jupiter'] }))).not.toContain('gajakesari');
  });

  it('Manglik with cancellations', () => {
    expect(manglikStatus(facts({ lagna: 0, signs: { Mars: 6, Jupiter: 1, Moon: 3, Venus: 11 } }))).toEqual({
      manglik: true,
      cancelled: false,
      cancellations: [],
      reasons: [],
    });
    const own = manglikStatus(facts({ lagna: 0, signs: { Mars: 0, Jupiter: 1, Moon: 3 } }));
    expect(own.cancelled).toBe(true);
    expect(own.reasons).toContain('Mars is in its own or exaltation sign');
    expect(manglikStatus(facts({ lagna: 3, signs: { Mars: 9 } })).reasons).toContain('Cancer or Leo rising makes Mars a yogakaraka');
    expect(manglikStatus(facts({ lagna: 0, signs: { Mars: 2 } })).manglik).toBe(false);
  });

  it('Kala Sarpa: all seven between the nodes by longitude', () => {
    const inside = facts({
      lagna: 0,
      signs: { Rahu: 0, Ketu: 6, Sun: 1, Moon: 2, Mars: 3, Mercury: 1, Jupiter: 4, Venus: 2, Saturn: 5 },
      deg: { Rahu: 10, Ketu: 10 },
    });
    expect(ids(inside)).toContain('kala-sarpa');
    const outside = facts({
      lagna: 0,
      signs: { Rahu: 0, Ketu: 6, Sun: 1, Moon: 8, Mars: 3, Mercury: 1, Jupiter: 4, Venus: 2, Saturn: 5 },
      deg: { Rahu: 10, Ketu: 10 },
    });
    expect(ids(outside)).not.toContain('kala-sarpa');
  });

  it('Neecha Bhanga needs a debilitated graha and a cancellation', () => {
    // Sun debilitated in Libra; Venus (lord of Libra) in a kendra from the lagna.
    expect(ids(facts({ lagna: 0, signs: { Sun: 6, Venus: 3, Mercury: 6, Moon: 1, Saturn: 2, Mars: 2, Jupiter: 1 } }))).toContain(
      'neecha-bhanga',
    );
    expect(ids(facts({ lagna: 0, signs: { Sun: 4, Venus: 3, Mercury: 4 } }))).not.toContain('neecha-bhanga');
  });

  it('predictions of a chart: the yogas that hold, with the houses and signs they relate to', () => {
    const chart = buildChart(
      placements(0, { Mars: 9 }, { Sun: 0, Moon: 3, Mars: 5, Mercury: 1, Jupiter: 8, Venus: 11, Saturn: 6, Rahu: 2, Ketu: 8 }),
    );
    const preds = evaluatePredictions({ ...chart, ashtakavarga: { bhinna: {} as never, sarva: [] }, shadbala: {} as never, bhavaBala: [] });
    expect(preds.every((p) => p.kind === 'yoga' || p.kind === 'dosha')).toBe(true);
    expect(preds.find((p) => p.id === 'ruchaka')?.relatedBody).toEqual({ grahas: ['Mars'], houses: [10], rasis: ['Capricorn'] });
  });
});
