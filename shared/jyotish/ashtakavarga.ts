/**
 * Ashtakavarga: Bhinnashtakavarga (BAV) of the seven grahas from the eight reference points
 * and the Sarvashtakavarga (SAV), Parashari tables (see ashtakavarga-tables.ts). A pure
 * function of the D1 sign placements of the grahas and the lagna.
 */
import type { Ashtakavarga, ChartBase } from '../model/chart';
import { SAPTA_GRAHAS, type SaptaGraha } from '../vocabulary/graha';
import { ASHTAKAVARGA_REFERENCES, BAV_HOUSES, LAGNA_BAV_HOUSES, type AshtakavargaReference } from './ashtakavarga-tables';

/** Sign indices (0 = Aries) of the eight reference points. */
export type ReferenceSigns = Record<AshtakavargaReference, number>;

/**
 * Twelve zero bindus, one per sign. A literal rather than `new Array(12).fill(0)`: an array made
 * with a length has holes as far as the engine knows, and JSON.stringify walks such arrays on its
 * slow path.
 */
const zeroRow = (): number[] => [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0];

function castRow(signs: ReferenceSigns, table: Record<AshtakavargaReference, readonly number[]>): number[] {
  const row = zeroRow();
  for (const reference of ASHTAKAVARGA_REFERENCES) {
    const from = signs[reference];
    for (const house of table[reference]) row[(from + house - 1) % 12]! += 1;
  }
  return row;
}

/**
 * BAV and SAV from the sign (0 = Aries) of each reference point. Each BAV row has 12 bindus,
 * Aries first; SAV is their sum per sign (337 in total for every chart); `lagna` is the
 * lagna's own row (49 bindus), kept out of SAV.
 */
export function ashtakavargaFromSigns(signs: ReferenceSigns): Ashtakavarga {
  const bhinna = {} as Record<SaptaGraha, number[]>;
  const sarva = zeroRow();
  for (const graha of SAPTA_GRAHAS) {
    const row = castRow(signs, BAV_HOUSES[graha]);
    bhinna[graha] = row;
    for (let sign = 0; sign < 12; sign++) sarva[sign]! += row[sign]!;
  }
  return { bhinna, sarva, lagna: castRow(signs, LAGNA_BAV_HOUSES) };
}

/** The D1 sign (0 = Aries) of each reference point: grahas Sun–Saturn and the lagna. */
export function referenceSigns(base: Pick<ChartBase, 'lagna' | 'grahas'>): ReferenceSigns {
  const signs = { Lagna: base.lagna.rasiIndex } as ReferenceSigns;
  for (const position of base.grahas) {
    if (position.graha !== 'Rahu' && position.graha !== 'Ketu') signs[position.graha] = position.rasiIndex;
  }
  return signs;
}

/** Ashtakavarga of a chart from its D1 rasi placements (grahas Sun–Saturn and the lagna). */
export function computeAshtakavarga(base: ChartBase): Ashtakavarga {
  return ashtakavargaFromSigns(referenceSigns(base));
}

/**
 * Sarvashtakavarga by giver: for each of the eight reference points, the bindus it gives each
 * sign (Aries first) summed over the seven BAVs. The eight rows add up, sign by sign, to SAV
 * (the table that lists SAV with one row per planet and the lagna).
 */
export function sarvaByReference(signs: ReferenceSigns): Record<AshtakavargaReference, number[]> {
  const rows = {} as Record<AshtakavargaReference, number[]>;
  for (const reference of ASHTAKAVARGA_REFERENCES) {
    const row = zeroRow();
    for (const graha of SAPTA_GRAHAS) {
      for (const house of BAV_HOUSES[graha][reference]) row[(signs[reference] + house - 1) % 12]! += 1;
    }
    rows[reference] = row;
  }
  return rows;
}
