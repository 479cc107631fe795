/**
 * The lord Jaimini's methods count to for a sign. Scorpio and Aquarius have two lords (Mars and
 * Ketu, Saturn and Rahu: the node convention of ../classical/own-signs.ts). For them, after
 * K.N. Rao ("Predicting through Jaimini's Chara Dasha") and P.V.R. Narasimha Rao ("Vedic
 * Astrology: An Integrated Approach", ch. on strength of rasis):
 *   1. if one co-lord is in the sign and the other is not, the other one is taken;
 *   2. otherwise the stronger: the one with more grahas in its sign, then the exalted one,
 *      then the one further advanced in its sign.
 * `bothInSign` says when both sit in the sign itself (a 12-year Chara period).
 */
import type { Graha } from '../../vocabulary/graha';
import { GRAHAS } from '../../vocabulary/graha';
import { RASI_LORD } from '../classical/rasi-lords';
import { EXALTATION } from '../classical/exaltation';
import { NODE_OWN_SIGNS } from '../classical/own-signs';

/** Where the nine grahas are: sign index (0 = Aries) and degrees within the sign, [0, 30). */
export type Placements = Readonly<Record<Graha, { rasiIndex: number; degreesInRasi: number }>>;

/** The node that co-lords `rasiIndex` (Ketu for Scorpio, Rahu for Aquarius), or null. */
export function coLordOf(rasiIndex: number): 'Rahu' | 'Ketu' | null {
  if (NODE_OWN_SIGNS.Rahu.includes(rasiIndex)) return 'Rahu';
  if (NODE_OWN_SIGNS.Ketu.includes(rasiIndex)) return 'Ketu';
  return null;
}

/** The lord of `rasiIndex` Jaimini counts to, and whether both co-lords occupy the sign. */
export function jaiminiSignLord(rasiIndex: number, placements: Placements): { lord: Graha; bothInSign: boolean } {
  const lord = RASI_LORD[rasiIndex]!;
  const node = coLordOf(rasiIndex);
  if (!node) return { lord, bothInSign: false };
  const lordIn = placements[lord].rasiIndex === rasiIndex;
  const nodeIn = placements[node].rasiIndex === rasiIndex;
  if (lordIn && nodeIn) return { lord, bothInSign: true };
  if (lordIn) return { lord: node, bothInSign: false };
  if (nodeIn) return { lord, bothInSign: false };
  return { lord: strongerOf(lord, node, placements), bothInSign: false };
}

const companions = (graha: Graha, placements: Placements) =>
  GRAHAS.filter((g) => g !== graha && placements[g].rasiIndex === placements[graha].rasiIndex).length;

function strongerOf(a: Graha, b: Graha, placements: Placements): Graha {
  const byCompany = companions(a, placements) - companions(b, placements);
  if (byCompany !== 0) return byCompany > 0 ? a : b;
  const exalted = (g: Graha) => (EXALTATION[g].rasiIndex === placements[g].rasiIndex ? 1 : 0);
  const byExaltation = exalted(a) - exalted(b);
  if (byExaltation !== 0) return byExaltation > 0 ? a : b;
  return placements[a].degreesInRasi >= placements[b].degreesInRasi ? a : b;
}
