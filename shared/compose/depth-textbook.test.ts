/**
 * The depth systems against published worked examples (tests/fixtures/textbook/jaimini, copied
 * from the project kit's textbook extract of PyJHora's tests; see the README there):
 * - chara karakas of P.V.R. Narasimha Rao's *Vedic Astrology: An Integrated Approach* (VAIA)
 *   Example 28 and Exercise 11 (8-karaka scheme, given as sign and degrees: a pure function);
 * - the twelve arudha padas of VAIA Chart 1 (Example 29's answer), cast from its birth data;
 * - the Ashtottari mahadashas of PyJHora's author's chart as Jagannatha Hora gives them.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { arudhaPadas } from '../jyotish/jaimini/arudhas';
import { charaKarakas } from '../jyotish/jaimini/karakas';
import type { Placements } from '../jyotish/jaimini/sign-lord';
import { civilToJdUt } from '../time/julian';
import { GRAHAS, type Graha } from '../vocabulary/graha';
import { RASIS } from '../vocabulary/rasi';
import { computeChartBase } from './chart';
import { computeDashas, placementsOf } from './dashas';

const fx = JSON.parse(readFileSync(new URL('../../tests/fixtures/textbook/jaimini/cases.json', import.meta.url), 'utf8'));
const byId = (id: string) => fx.cases.find((c: { id: string }) => c.id === id);
const signIndex = (name: string) => {
  const i = (RASIS as readonly string[]).indexOf(name);
  if (i < 0) throw new Error(`unknown sign ${name}`);
  return i;
};
const birthOf = (c: { birth: { date: string; time: string; utcOffset: string; lat: number; lon: number } }) =>
  computeChartBase({
    date: c.birth.date,
    time: c.birth.time,
    utcOffset: c.birth.utcOffset,
    lat: c.birth.lat,
    lon: c.birth.lon,
    ayanamsa: 'LAHIRI',
    node: 'mean',
  });

/**
 * Ashtottari boundaries: JHora reads geometric positions, we apparent ones (the Moon ~0.7″ behind),
 * which moves a boundary by a few minutes to hours depending on the period's length. Measured
 * worst over the eight starts: 0.010 day (printed by the test); bound a little above.
 */
const ASHTOTTARI_TOLERANCE_DAYS = 0.05;

describe('published examples: Jaimini and Ashtottari', () => {
  it('chara karakas of VAIA Example 28 and Exercise 11 (8 karakas, Rahu counted from the end of its sign)', () => {
    const { values } = byId('pvr_vaia_pure_function_examples').expected.chara_karakas;
    expect(values).toHaveLength(2);
    for (const example of values) {
      const placements = Object.fromEntries(
        (GRAHAS as readonly Graha[]).map((g) => [
          g,
          { rasiIndex: signIndex(example.input_positions[g].sign), degreesInRasi: example.input_positions[g].deg_in_sign },
        ]),
      ) as unknown as Placements;
      expect(
        charaKarakas(placements, 8).map((k) => k.graha),
        example.example,
      ).toEqual(example.karakas_in_order);
    }
  });

  it("VAIA Chart 1: the cast chart has the book's signs, and its arudha padas A1–A12 are Example 29's answer", () => {
    const c = byId('pvr_vaia_chart_1_2000-04-09');
    const chart = birthOf(c);
    const book = c.expected.rasi_chart_signs_book.values as Record<string, string[]>;
    expect(RASIS[chart.lagna.rasiIndex]).toBe(book.Lagna![0]);
    for (const g of chart.grahas) expect(RASIS[g.rasiIndex], g.graha).toBe(book[g.graha]![0]);
    const padas = arudhaPadas(chart.lagna.rasiIndex, placementsOf(chart)).map((a) => a.sign);
    expect(padas).toEqual(c.expected.bhava_arudhas_A1_A12_book.values);
  });

  it('Ashtottari of the Chennai chart: the eight lords in order and their starts within 0.05 day of Jagannatha Hora', () => {
    const c = byId('pyjhora_own_chart_1996-12-07_chennai');
    const dashas = computeDashas(birthOf(c), 'ashtottari');
    const expected = c.expected.ashtottari_mahadasha.values as { md: string; start_local: string }[];
    expect(dashas.mahadashas.slice(0, expected.length).map((p) => p.lord)).toEqual(expected.map((e) => e.md));
    let worst = 0;
    expected.forEach((e, i) => {
      // "YYYY-MM-DD HH:MM:SS AM" with a 24-hour clock, local time at +05:30.
      const jd = civilToJdUt(e.start_local.slice(0, 10), e.start_local.slice(11, 19), 330);
      const off = Math.abs(dashas.mahadashas[i]!.startJdUt - jd);
      worst = Math.max(worst, off);
      expect(off, `${e.md} starts ${e.start_local}`).toBeLessThan(ASHTOTTARI_TOLERANCE_DAYS);
    });
    console.log(`Ashtottari vs Jagannatha Hora: worst start ${worst.toFixed(3)} d`);
  });
});
