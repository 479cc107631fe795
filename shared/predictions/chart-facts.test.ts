/**
 * ChartFacts' precomputed answers (house lords, benefics, the seven and the star-planets by
 * house) against their definitions, over random charts: the rules read these instead of
 * computing them, so each must equal what it stands for.
 */
import { describe, expect, it } from 'vitest';
import { houseFrom, signOfHouse } from '../jyotish/classical';
import { GRAHAS, SAPTA_GRAHAS, type Graha } from '../vocabulary/graha';
import { RASI_LORD } from '../jyotish/classical';
import { ChartFacts } from './chart-facts';

/** A seeded linear congruential generator: the same charts on every run. */
function random(seed: number): () => number {
  let s = seed;
  return () => (s = (s * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
}

function randomFacts(next: () => number): ChartFacts {
  const grahas = {} as ConstructorParameters<typeof ChartFacts>[0]['grahas'];
  for (const g of GRAHAS) {
    // Clustered in four signs so conjunctions (Mercury with a malefic) are common.
    const sign = Math.floor(next() * 4) * 3;
    grahas[g] = { sign, deg: next() * 30, navamsa: Math.floor(next() * 12), retrograde: false, combust: false };
  }
  return new ChartFacts({ lagnaSign: Math.floor(next() * 12), grahas });
}

describe('ChartFacts precomputed answers', () => {
  it('lords, benefics, exchanges, and the seven and star-planets by house equal their definitions', () => {
    const next = random(7);
    for (let n = 0; n < 300; n++) {
      const f = randomFacts(next);
      for (let from = 0; from < 12; from++) {
        for (let h = 1; h <= 12; h++) {
          expect(f.lord(h, from)).toBe(RASI_LORD[signOfHouse(from, h)]);
          const inHouse = GRAHAS.filter((g) => houseFrom(from, f.sign[g]) === h);
          expect(f.sevenIn(h, from)).toEqual(inHouse.filter((g) => g !== 'Rahu' && g !== 'Ketu'));
          expect(f.starPlanetsIn(h, from)).toEqual(inHouse.filter((g) => !['Sun', 'Moon', 'Rahu', 'Ketu'].includes(g)));
        }
      }
      for (let h = 1; h <= 12; h++) expect(f.lord(h)).toBe(RASI_LORD[signOfHouse(f.lagnaSign, h)]);
      const exchanges = SAPTA_GRAHAS.flatMap((a, i) =>
        SAPTA_GRAHAS.slice(i + 1)
          .filter((b) => RASI_LORD[f.sign[a]] === b && RASI_LORD[f.sign[b]] === a)
          .map((b) => [a, b]),
      );
      expect(f.exchangePairs()).toEqual(exchanges);
      const maleficWithMercury = GRAHAS.some(
        (g: Graha) => ['Sun', 'Mars', 'Saturn', 'Rahu', 'Ketu'].includes(g) && f.sign[g] === f.sign.Mercury,
      );
      expect(f.benefic('Mercury')).toBe(!maleficWithMercury);
      expect(f.benefic('Moon')).toBe(f.moonWaxing);
      expect([f.benefic('Jupiter'), f.benefic('Venus'), f.benefic('Sun'), f.benefic('Mars'), f.benefic('Saturn')]).toEqual([
        true,
        true,
        false,
        false,
        false,
      ]);
    }
  });
});
