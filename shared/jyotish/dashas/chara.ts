/**
 * Chara dasha (Jaimini Upadesa Sutras 2.3): twelve sign periods from the lagna, no balance (the
 * lagna's period starts at birth). Two methods (../../chart/CONVENTIONS.md, "Chara dasha"):
 *
 * - `kn-rao` (K.N. Rao, "Predicting through Jaimini's Chara Dasha", 1990s Vani editions): the
 *   signs run zodiacally when the 9th from the lagna is odd-footed (Aries, Taurus, Gemini,
 *   Libra, Scorpio, Sagittarius), otherwise backwards. A sign's years: count from the sign to
 *   its lord's sign, forwards for an odd-footed sign and backwards for an even-footed one, less
 *   one; 12 when the lord is in the sign (no adjustment, even for Mercury in Virgo); otherwise
 *   one more when the lord is exalted, one less when it is debilitated (by sign).
 * - `pvn-rao` (the Parashari Chara dasha as P.V.R. Narasimha Rao presents it): the same
 *   progression and count, without the exaltation and debilitation adjustment, and 12 years when
 *   both co-lords of Scorpio or Aquarius occupy it.
 *
 * Both run a second cycle of the same signs with (12 − first-cycle years) each, a sign with 12
 * years or more in the first cycle having none in the second (and a sign with none is skipped).
 * Antardashas: twelve equal parts from the sign after the mahadasha's, the mahadasha's sign last;
 * `kn-rao` runs them by the mahadasha sign's own direction (the 9th from it odd-footed: zodiacal),
 * as K.N. Rao's Journal of Astrology prints Indira Gandhi's Pisces dasha (Aries, Taurus, … under
 * a Cancer lagna whose mahadashas run backwards); `pvn-rao` in the direction of the progression.
 * Scorpio's and Aquarius' lord: ../jaimini/sign-lord.ts.
 */
import { RASIS } from '../../vocabulary/rasi';
import { debilitationRasi, EXALTATION } from '../classical/exaltation';
import { jaiminiSignLord, type Placements } from '../jaimini/sign-lord';
import { layPeriods, type CharaMethod, type DashaTimeline, type PeriodSeed } from './timeline';

/** Odd-footed (savya) signs, index 0 = Aries: Aries, Taurus, Gemini, Libra, Scorpio, Sagittarius. */
export const ODD_FOOTED_SIGNS: readonly number[] = [0, 1, 2, 6, 7, 8];

const oddFooted = (rasiIndex: number) => ODD_FOOTED_SIGNS.includes(rasiIndex);

/** +1 when the signs run zodiacally from the lagna (9th from it odd-footed), else −1. */
export function charaDirection(lagnaRasiIndex: number): 1 | -1 {
  return oddFooted((lagnaRasiIndex + 8) % 12) ? 1 : -1;
}

/** First-cycle years of a sign (1–13). */
export function charaYears(rasiIndex: number, placements: Placements, method: CharaMethod): number {
  const { lord, bothInSign } = jaiminiSignLord(rasiIndex, placements);
  if (bothInSign && method === 'pvn-rao') return 12;
  const lordSign = placements[lord].rasiIndex;
  const count = oddFooted(rasiIndex) ? (lordSign - rasiIndex + 12) % 12 : (rasiIndex - lordSign + 12) % 12;
  if (count === 0) return 12;
  let years = count;
  if (method === 'kn-rao') {
    if (EXALTATION[lord].rasiIndex === lordSign) years += 1;
    else if (debilitationRasi(lord) === lordSign) years -= 1;
  }
  return years;
}

/**
 * Chara dasha from the lagna sign and the grahas' placements (sign indices, 0 = Aries), starting
 * at birth (`birthJdUt`, Julian day UT); `yearDays` days per year; `formatInstant` makes the ISO strings.
 */
export function charaDasha(
  lagnaRasiIndex: number,
  placements: Placements,
  method: CharaMethod,
  birthJdUt: number,
  yearDays: number,
  formatInstant: (jdUt: number) => string,
): DashaTimeline {
  const direction = charaDirection(lagnaRasiIndex);
  const signs = Array.from({ length: 12 }, (_, k) => (lagnaRasiIndex + direction * k + 12) % 12);
  const first = signs.map((s) => ({ index: s, years: charaYears(s, placements, method) }));
  const seeds: (PeriodSeed & { index: number })[] = [
    ...first.filter(({ years }) => years > 0).map(({ index, years }) => ({ index, sign: RASIS[index]!, years })),
    ...first.filter(({ years }) => years < 12).map(({ index, years }) => ({ index, sign: RASIS[index]!, years: 12 - years })),
  ];
  const antardashas = (maha: PeriodSeed): PeriodSeed[] => {
    const from = RASIS.indexOf(maha.sign!);
    const step = method === 'kn-rao' ? charaDirection(from) : direction;
    return Array.from({ length: 12 }, (_, k) => ({ sign: RASIS[(from + step * (k + 1) + 12) % 12]!, years: maha.years / 12 }));
  };
  return {
    system: 'chara',
    method,
    yearDays,
    balanceYears: first[0]!.years,
    mahadashas: layPeriods(
      seeds.map(({ sign, years }) => ({ sign, years })),
      birthJdUt,
      yearDays,
      formatInstant,
      antardashas,
    ),
  };
}
