/**
 * Sign lordship (Parashari): each rasi has one lord among the seven grahas; the nodes lord none
 * (CONVENTIONS.md, "Nodes"). House lords, dispositors, exchanges and the yoga rules read it.
 */
import type { Graha } from '../../vocabulary/graha';

/** Traditional sign lords (Parashari), index 0 = Aries. */
export const RASI_LORD: readonly Graha[] = [
  'Mars',
  'Venus',
  'Mercury',
  'Moon',
  'Sun',
  'Mercury',
  'Venus',
  'Mars',
  'Jupiter',
  'Saturn',
  'Saturn',
  'Jupiter',
];
