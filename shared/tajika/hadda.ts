/**
 * Hadda (terms) of the signs as Tajika uses them: the "Egyptian" terms of Ptolemy's Tetrabiblos
 * (I.20), five unequal parts of each sign ruled by Mercury, Venus, Mars, Jupiter and Saturn.
 * Each row gives (lord, end degree) in order. PyJHora 4.8.5 prints a different lord in a few
 * cells (Taurus 14–22°, Gemini 6–17°); we keep Ptolemy's table.
 */
import type { SaptaGraha } from '../vocabulary/graha';

type Term = readonly [SaptaGraha, number];

/** Index 0 = Aries. */
export const HADDA: readonly (readonly Term[])[] = [
  [
    ['Jupiter', 6],
    ['Venus', 12],
    ['Mercury', 20],
    ['Mars', 25],
    ['Saturn', 30],
  ],
  [
    ['Venus', 8],
    ['Mercury', 14],
    ['Jupiter', 22],
    ['Saturn', 27],
    ['Mars', 30],
  ],
  [
    ['Mercury', 6],
    ['Jupiter', 12],
    ['Venus', 17],
    ['Mars', 24],
    ['Saturn', 30],
  ],
  [
    ['Mars', 7],
    ['Venus', 13],
    ['Mercury', 19],
    ['Jupiter', 26],
    ['Saturn', 30],
  ],
  [
    ['Jupiter', 6],
    ['Venus', 11],
    ['Saturn', 18],
    ['Mercury', 24],
    ['Mars', 30],
  ],
  [
    ['Mercury', 7],
    ['Venus', 17],
    ['Jupiter', 21],
    ['Mars', 28],
    ['Saturn', 30],
  ],
  [
    ['Saturn', 6],
    ['Mercury', 14],
    ['Jupiter', 21],
    ['Venus', 28],
    ['Mars', 30],
  ],
  [
    ['Mars', 7],
    ['Venus', 11],
    ['Mercury', 19],
    ['Jupiter', 24],
    ['Saturn', 30],
  ],
  [
    ['Jupiter', 12],
    ['Venus', 17],
    ['Mercury', 21],
    ['Saturn', 26],
    ['Mars', 30],
  ],
  [
    ['Mercury', 7],
    ['Jupiter', 14],
    ['Venus', 22],
    ['Saturn', 26],
    ['Mars', 30],
  ],
  [
    ['Mercury', 7],
    ['Venus', 13],
    ['Jupiter', 20],
    ['Mars', 25],
    ['Saturn', 30],
  ],
  [
    ['Venus', 12],
    ['Jupiter', 16],
    ['Mercury', 19],
    ['Mars', 28],
    ['Saturn', 30],
  ],
];

/** Lord of the hadda holding `degreesInRasi` ([0, 30)) of sign `rasiIndex` (0 = Aries). */
export function haddaLord(rasiIndex: number, degreesInRasi: number): SaptaGraha {
  const row = HADDA[rasiIndex]!;
  return (row.find(([, end]) => degreesInRasi < end) ?? row[4]!)[0];
}
