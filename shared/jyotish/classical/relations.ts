/**
 * Natural (naisargika, BPHS 3.55), temporal (tatkalika, BPHS 3.56) and compound (panchadha,
 * BPHS 3.57) relationships between grahas.
 *
 * Rahu and Ketu have no relationship table in BPHS; by the dictum "Shanivad Rahu, Kujavad
 * Ketu" (Rahu acts like Saturn, Ketu like Mars) they take Saturn's and Mars' natural
 * friendships, and other grahas view them as they view Saturn and Mars.
 */
import type { CompoundRelation, NaturalRelation, TemporalRelation } from '../../model/chart';
import { SAPTA_GRAHAS, type Graha, type SaptaGraha } from '../../vocabulary/graha';
import { houseFrom } from './counting';

const F = 'friend',
  N = 'neutral',
  E = 'enemy';
/** Row graha's natural view of column graha (Sun … Saturn), BPHS 3.55. */
// prettier-ignore
const NATURAL: Record<SaptaGraha, readonly NaturalRelation[]> = {
  //        Sun Moon Mars Merc Jup Ven Sat
  Sun:     [N, F, F, N, F, E, E],
  Moon:    [F, N, N, F, N, N, N],
  Mars:    [F, F, N, E, F, N, N],
  Mercury: [F, E, N, N, N, F, N],
  Jupiter: [F, F, F, E, N, E, N],
  Venus:   [E, E, N, F, N, N, F],
  Saturn:  [E, E, E, F, N, F, N],
};

/** Points of a relation in the five-fold sum: friend +1, neutral 0, enemy −1. */
export const RELATION_SCORE: Record<NaturalRelation | TemporalRelation, 1 | 0 | -1> = { friend: 1, neutral: 0, enemy: -1 };

/** The visible graha whose relationships a node borrows. */
function proxy(graha: Graha): SaptaGraha {
  return graha === 'Rahu' ? 'Saturn' : graha === 'Ketu' ? 'Mars' : graha;
}

/** Natural relation of `from` towards `to` (nodes through their proxies: Rahu → Saturn, Ketu → Mars). */
export function naturalRelation(from: Graha, to: Graha): NaturalRelation {
  const a = proxy(from),
    b = proxy(to);
  if (a === b) return 'friend';
  return NATURAL[a][SAPTA_GRAHAS.indexOf(b)]!;
}

/**
 * Temporal relation: a graha in the 2nd, 3rd, 4th, 10th, 11th or 12th sign from `fromRasiIndex`
 * is a temporary friend, anywhere else (including the same sign) a temporary enemy.
 */
export function temporalRelation(fromRasiIndex: number, toRasiIndex: number): TemporalRelation {
  const house = houseFrom(fromRasiIndex, toRasiIndex);
  return house === 2 || house === 3 || house === 4 || house === 10 || house === 11 || house === 12 ? 'friend' : 'enemy';
}

/** Compound relation from natural + temporal (friend+friend = great friend, enemy+enemy = great enemy, …). */
export function compoundRelation(natural: NaturalRelation, temporal: TemporalRelation): CompoundRelation {
  if (natural === 'friend') return temporal === 'friend' ? 'great friend' : 'neutral';
  if (natural === 'neutral') return temporal === 'friend' ? 'friend' : 'enemy';
  return temporal === 'friend' ? 'neutral' : 'great enemy';
}

/** Compound relation of `from` towards `to` given both grahas' rasi indices. */
export function compoundRelationOf(from: Graha, fromRasiIndex: number, to: Graha, toRasiIndex: number): CompoundRelation {
  return compoundRelation(naturalRelation(from, to), temporalRelation(fromRasiIndex, toRasiIndex));
}

type Matrix<T> = Record<SaptaGraha, Record<SaptaGraha, T | 'self'>>;

/** A table's row as one literal in SAPTA_GRAHAS order (the served JSON's), from its cells by graha index. */
function rowOf<T>(cells: readonly T[]): Record<SaptaGraha, T> {
  return { Sun: cells[0]!, Moon: cells[1]!, Mars: cells[2]!, Mercury: cells[3]!, Jupiter: cells[4]!, Venus: cells[5]!, Saturn: cells[6]! };
}

/**
 * The natural relations as a table, the same for every chart: made once and frozen (a chart's
 * model shares it, so nothing may change it), where each chart used to rebuild it.
 */
const NATURAL_TABLE: Matrix<NaturalRelation> = Object.freeze(
  rowOf(SAPTA_GRAHAS.map((a) => Object.freeze(rowOf(SAPTA_GRAHAS.map((b) => (a === b ? 'self' : naturalRelation(a, b))))))),
);

/** The three 7×7 tables of the ChartModel from the seven grahas' rasi indices. */
export function relationshipTables(rasiIndexOf: Record<SaptaGraha, number>): {
  natural: Matrix<NaturalRelation>;
  temporal: Matrix<TemporalRelation>;
  compound: Matrix<CompoundRelation>;
} {
  // Cells by index in plain loops, each row then one literal: about five times faster than rows
  // built cell by cell through callbacks (measured 5.0 → 0.8–1.2 µs; once per chart).
  const temporalRows: Record<SaptaGraha, TemporalRelation | 'self'>[] = [];
  const compoundRows: Record<SaptaGraha, CompoundRelation | 'self'>[] = [];
  const temporalCells: (TemporalRelation | 'self')[] = [];
  const compoundCells: (CompoundRelation | 'self')[] = [];
  for (let i = 0; i < SAPTA_GRAHAS.length; i++) {
    const a = SAPTA_GRAHAS[i]!;
    for (let j = 0; j < SAPTA_GRAHAS.length; j++) {
      const b = SAPTA_GRAHAS[j]!;
      if (i === j) {
        temporalCells[j] = compoundCells[j] = 'self';
        continue;
      }
      const t = temporalRelation(rasiIndexOf[a], rasiIndexOf[b]);
      temporalCells[j] = t;
      compoundCells[j] = compoundRelation(naturalRelation(a, b), t);
    }
    temporalRows.push(rowOf(temporalCells));
    compoundRows.push(rowOf(compoundCells));
  }
  return { natural: NATURAL_TABLE, temporal: rowOf(temporalRows), compound: rowOf(compoundRows) };
}
