/**
 * Ashtakavarga reductions and pindas (P.V.R. Narasimha Rao, "Vedic Astrology: An Integrated
 * Approach", ch. 12; BPHS ch. 67–69): trikona sodhana, ekadhipatya sodhana, then the rasi,
 * graha and sodhya pindas of a Bhinnashtakavarga row. Signs are indices, 0 = Aries.
 */
import type { SaptaGraha } from '../vocabulary/graha';

/** Rasi gunakara (sign multipliers), Aries first. */
export const RASI_GUNAKARA: readonly number[] = [7, 10, 8, 4, 10, 5, 7, 8, 9, 5, 11, 12];
/** Graha gunakara (planet multipliers). */
export const GRAHA_GUNAKARA: Record<SaptaGraha, number> = { Sun: 5, Moon: 5, Mars: 8, Mercury: 5, Jupiter: 10, Venus: 7, Saturn: 5 };
/** Sign pairs ruled by one graha (Cancer and Leo have single lords and are left alone). */
const SAME_LORD_PAIRS: readonly (readonly [number, number])[] = [
  [0, 7],
  [1, 6],
  [2, 5],
  [8, 11],
  [9, 10],
];

/** Trikona sodhana: in each triangle of signs (1-5-9 and so on) subtract the smallest value from all three. */
export function trikonaSodhana(bav: readonly number[]): number[] {
  const out = [...bav];
  for (let s = 0; s < 4; s++) {
    const min = Math.min(bav[s]!, bav[s + 4]!, bav[s + 8]!);
    for (const i of [s, s + 4, s + 8]) out[i] = bav[i]! - min;
  }
  return out;
}

/**
 * Ekadhipatya sodhana on the two signs of each lord (after trikona sodhana), by occupation
 * of those signs by the seven grahas or the lagna (nodes do not count; with the lagna counted
 * PVR's Chart 7 pindas come out exactly as printed): both occupied or either already 0 → unchanged; both
 * empty → both take the smaller value (0 if equal); one occupied → the empty sign drops to 0
 * if its value is not larger, else to the occupied sign's value.
 */
export function ekadhipatyaSodhana(afterTrikona: readonly number[], occupied: readonly boolean[]): number[] {
  const out = [...afterTrikona];
  for (const [a, b] of SAME_LORD_PAIRS) {
    const va = out[a]!;
    const vb = out[b]!;
    if (va === 0 || vb === 0 || (occupied[a] && occupied[b])) continue;
    if (!occupied[a] && !occupied[b]) {
      const v = va === vb ? 0 : Math.min(va, vb);
      out[a] = v;
      out[b] = v;
    } else {
      const [full, empty] = occupied[a] ? [a, b] : [b, a];
      out[empty] = out[empty]! <= out[full]! ? 0 : out[full]!;
    }
  }
  return out;
}

/** Rasi, graha and sodhya pinda of one reduced row, given the sign of each graha. */
export function pindas(
  reduced: readonly number[],
  grahaSigns: Record<SaptaGraha, number>,
): { rasi: number; graha: number; sodhya: number } {
  const rasi = reduced.reduce((sum, v, i) => sum + v * RASI_GUNAKARA[i]!, 0);
  let graha = 0;
  for (const [g, sign] of Object.entries(grahaSigns) as [SaptaGraha, number][]) graha += reduced[sign]! * GRAHA_GUNAKARA[g];
  return { rasi, graha, sodhya: rasi + graha };
}

/** Both reductions and the pindas of every graha's row, from the sign (0 = Aries) of each reference point. */
export function reduceAshtakavarga(
  bhinna: Record<SaptaGraha, readonly number[]>,
  signs: Record<SaptaGraha | 'Lagna', number>,
): Record<SaptaGraha, { reduced: number[]; rasi: number; graha: number; sodhya: number }> {
  const occupied = new Array<boolean>(12).fill(false);
  for (const sign of Object.values(signs)) occupied[sign] = true;
  const grahaSigns = { ...signs } as Record<string, number>;
  delete grahaSigns['Lagna'];
  const out = {} as Record<SaptaGraha, { reduced: number[]; rasi: number; graha: number; sodhya: number }>;
  for (const [g, row] of Object.entries(bhinna) as [SaptaGraha, readonly number[]][]) {
    const reduced = ekadhipatyaSodhana(trikonaSodhana(row), occupied);
    out[g] = { reduced, ...pindas(reduced, grahaSigns as Record<SaptaGraha, number>) };
  }
  return out;
}
