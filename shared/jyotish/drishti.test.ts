import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GRAHAS, SAPTA_GRAHAS, type Graha } from '../vocabulary/graha';
import { RASIS } from '../vocabulary/rasi';
import { aspectedRasis, houseFrom } from './classical';

const fx = JSON.parse(readFileSync(new URL('../../tests/fixtures/textbook/drishti/graha-drishti.json', import.meta.url), 'utf8'));
const group = fx.cases[0].expected.graha_drishti_chart_4.values;
const signOf = (body: string) => RASIS.indexOf(group.input_chart[body][0]);

describe('graha drishti: PVR Exercise 14 / Chart 4 (book answer table)', () => {
  const rasiOf = Object.fromEntries(GRAHAS.map((g) => [g, signOf(g)])) as Record<Graha, number>;
  const lagna = signOf('Lagna');
  const expected = (graha: string, what: string) =>
    group.assertions.find((a: { test: string }) => a.test.endsWith(`Aspected ${what} for ${graha}`)).expected;
  for (const graha of SAPTA_GRAHAS) {
    it(`${graha}: aspected rasis, houses and grahas`, () => {
      const rasis = aspectedRasis(graha, rasiOf[graha]);
      expect(rasis.map((r) => RASIS[r]).sort()).toEqual([...expected(graha, 'Rasis')].sort());
      expect(rasis.map((r) => houseFrom(lagna, r) - 1).sort()).toEqual([...expected(graha, 'Houses')].sort());
      const planets = GRAHAS.filter((g) => g !== graha && rasis.includes(rasiOf[g]));
      expect(planets.sort()).toEqual([...expected(graha, 'Planets')].sort());
    });
  }
});
