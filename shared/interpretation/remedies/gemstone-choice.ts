/**
 * Which grahas' gemstones a chart may wear (the stones themselves: jyotish/classical/gemstones.ts).
 * A gem strengthens its graha for good and ill alike, so only a functional benefic's stone is
 * offered: the lagna lord's, a yogakaraka's (one graha ruling a kendra and a trikona, BPHS
 * ch. 34), then the 5th and 9th lords' (the trikonas). A graha that also rules a dusthana (6th,
 * 8th, 12th) or a trishadaya house of the functional malefics (3rd, 11th; BPHS ch. 34) is left out,
 * even when it rules the lagna: that is the cautious reading, and the answer names why. The
 * nodes rule no house and are never offered. Needs the lagna: with no birth time, nothing.
 */
import type { SaptaGraha } from '../../vocabulary/graha';
import { SAPTA_GRAHAS } from '../../vocabulary/graha';

/** Houses whose lords' stones are never offered: the dusthanas and the remaining trishadaya houses. */
export const STONE_BARRED_HOUSES = [3, 6, 8, 11, 12] as const;

/** Why a graha's stone is offered. */
export type StoneRole = 'lagna-lord' | 'yogakaraka' | 'trikona-lord';

/** A graha whose stone suits the chart, or one left out and the barred houses it rules. */
export interface StoneChoice {
  offered: { graha: SaptaGraha; role: StoneRole; houses: number[] }[];
  barred: { graha: SaptaGraha; role: StoneRole; barredHouses: number[] }[];
}

/** The houses (1–12) each graha rules, from the sign lords of the twelve houses (house 1 first). */
function housesRuled(lords: readonly SaptaGraha[], graha: SaptaGraha): number[] {
  return lords.flatMap((lord, i) => (lord === graha ? [i + 1] : []));
}

/**
 * The stones offered and barred for a chart whose houses 1–12 have these sign lords (whole-sign
 * from the lagna), in order lagna lord, yogakaraka(s), 5th lord, 9th lord; each graha once.
 */
export function gemstoneChoice(houseLords: readonly SaptaGraha[]): StoneChoice {
  if (houseLords.length !== 12) throw new RangeError(`houseLords: need the lords of 12 houses, got ${houseLords.length}`);
  const yogakarakas = SAPTA_GRAHAS.filter((g) => {
    const ruled = housesRuled(houseLords, g);
    return ruled.some((h) => h === 4 || h === 7 || h === 10) && ruled.some((h) => h === 5 || h === 9);
  });
  const candidates: { graha: SaptaGraha; role: StoneRole }[] = [
    { graha: houseLords[0]!, role: 'lagna-lord' },
    ...yogakarakas.map((graha) => ({ graha, role: 'yogakaraka' as const })),
    { graha: houseLords[4]!, role: 'trikona-lord' },
    { graha: houseLords[8]!, role: 'trikona-lord' },
  ];
  const seen = new Set<SaptaGraha>();
  const choice: StoneChoice = { offered: [], barred: [] };
  for (const { graha, role } of candidates) {
    if (seen.has(graha)) continue;
    seen.add(graha);
    const houses = housesRuled(houseLords, graha);
    const barredHouses = houses.filter((h) => (STONE_BARRED_HOUSES as readonly number[]).includes(h));
    if (barredHouses.length) choice.barred.push({ graha, role, barredHouses });
    else choice.offered.push({ graha, role, houses });
  }
  return choice;
}
