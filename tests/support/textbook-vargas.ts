/**
 * How the textbook varga fixture (tests/fixtures/textbook/vargas/, PyJHora's encoding; see its README)
 * is read: which of its chart keys and methods is the "Traditional Parasara" rule we compute for each
 * varga, its body ids, and the sign a body sits in. Shared by the pure varga rules' test and the
 * full chart's, which check the same book charts.
 */
import type { Varga } from '../../shared/vocabulary/settings';

/** Each varga D2–D60 (D1 is the birth chart), its chart key in the fixture and the method that is the Traditional Parasara one. */
export const TRADITIONAL_PARASARA_METHODS: readonly (readonly [Varga, string, string])[] = [
  [2, 'hora', 'Traditional Parasara (Only Le & Cn)'],
  [3, 'drekkana', 'parasara'],
  [4, 'chatuthamsa', 'parasara'],
  [7, 'saptamsa', '1=>Traditional Parasara (even start from 7th and go forward)'],
  [9, 'navamsa', '1=>Traditional Parasara'],
  [10, 'dasamsa', '1=>Traditional Parasara (start from 9th and go forward)'],
  [12, 'dwadasamsa', '1=>Traditional Parasara'],
  [16, 'shodasamsa', '1=>Traditional Parasara'],
  [20, 'vimsamsa', '1=>Traditional Parasara'],
  [24, 'chaturvimsamsa', '1=> Traditional Parasara Siddhamsa (Odd Le->Cn, Even Cn->Ge)'],
  [27, 'nakshatramsa', '1=>Traditional Parasara'],
  [30, 'trimsamsa', '1=>Traditional Parasara'],
  [40, 'khavedamsa', '1=>Traditional Parasara'],
  [45, 'akshavedamsa', '1=>Traditional Parasara'],
  [60, 'shashtyamsa', '1=>Traditional Parasara shashtyamsa (from sign)'],
];

/** The fixture's id of each body: `L` the lagna, 0 = Sun … 8 = Ketu. */
export const BOOK_BODY_IDS: Readonly<Record<string, string>> = {
  Lagna: 'L',
  Sun: '0',
  Moon: '1',
  Mars: '2',
  Mercury: '3',
  Jupiter: '4',
  Venus: '5',
  Saturn: '6',
  Rahu: '7',
  Ketu: '8',
};

/** The sign (0 = Aries) whose entry of a fixture chart (12 strings, bodies joined with `/`) holds body `id`; -1 when none does. */
export function signHolding(signs: readonly string[], id: string): number {
  return signs.findIndex((s) => s.split('/').includes(id));
}
