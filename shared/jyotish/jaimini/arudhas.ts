/**
 * Arudha padas (Jaimini Upadesa Sutras 1.3; BPHS ch. 29): the pada of a house is as far from its
 * lord as the lord is from the house; when that falls in the house itself or the 7th from it,
 * the 10th from there is taken instead (BPHS 29.4–5, as Jagannatha Hora). Scorpio's and
 * Aquarius' lord: ./sign-lord.ts. AL is the pada of the 1st house, UL (upapada) of the 12th.
 */
import type { Rasi } from '../../vocabulary/rasi';
import { RASIS } from '../../vocabulary/rasi';
import { jaiminiSignLord, type Placements } from './sign-lord';

/** Sign index (0 = Aries) of the arudha of sign `rasiIndex`. */
export function arudhaOf(rasiIndex: number, placements: Placements): number {
  const lordSign = placements[jaiminiSignLord(rasiIndex, placements).lord].rasiIndex;
  const distance = (lordSign - rasiIndex + 12) % 12;
  let pada = (lordSign + distance) % 12;
  if (pada === rasiIndex || pada === (rasiIndex + 6) % 12) pada = (pada + 9) % 12;
  return pada;
}

/** The twelve bhava arudhas (house 1 = AL … house 12 = UL) from the lagna sign. */
export function arudhaPadas(lagnaRasiIndex: number, placements: Placements): { house: number; sign: Rasi }[] {
  return Array.from({ length: 12 }, (_, i) => ({ house: i + 1, sign: RASIS[arudhaOf((lagnaRasiIndex + i) % 12, placements)]! }));
}
