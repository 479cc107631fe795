/**
 * Chara karakas (Jaimini Upadesa Sutras 1.1.10–22; BPHS ch. 32): the grahas ranked by the degrees
 * they have covered in their signs, the highest the atmakaraka. Two schemes, both served:
 * - `8` (BPHS 32.1–2, as Jagannatha Hora and PyJHora): Sun–Saturn and Rahu, Rahu's degrees
 *   counted from the end of its sign (30° − its degrees, for its reverse motion); eight roles
 *   with the pitrikaraka.
 * - `7` (Jaimini as B.V. Raman and K.N. Rao teach it): the seven grahas Sun–Saturn, seven
 *   roles without the pitrikaraka.
 * Equal degrees keep the order Sun … Saturn, Rahu.
 */
import type { Graha } from '../../vocabulary/graha';
import type { Placements } from './sign-lord';

/** The two karaka schemes. */
export const KARAKA_SCHEMES = [7, 8] as const;
/** One karaka scheme. */
export type KarakaScheme = (typeof KARAKA_SCHEMES)[number];

/** Karaka roles of the 8-karaka scheme, strongest first. */
export const KARAKAS_8 = [
  'Atmakaraka',
  'Amatyakaraka',
  'Bhratrikaraka',
  'Matrikaraka',
  'Pitrikaraka',
  'Putrakaraka',
  'Gnatikaraka',
  'Darakaraka',
] as const;
/** Karaka roles of the 7-karaka scheme, strongest first. */
export const KARAKAS_7 = [
  'Atmakaraka',
  'Amatyakaraka',
  'Bhratrikaraka',
  'Matrikaraka',
  'Putrakaraka',
  'Gnatikaraka',
  'Darakaraka',
] as const;

/** One role and its graha. */
export interface CharaKaraka {
  karaka: (typeof KARAKAS_8)[number];
  graha: Graha;
  /** The degrees the ranking used (Rahu: 30° − its degrees). */
  degrees: number;
}

const ORDER_8: readonly Graha[] = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn', 'Rahu'];

/** The chara karakas of a chart by `scheme`. */
export function charaKarakas(placements: Placements, scheme: KarakaScheme): CharaKaraka[] {
  const grahas = scheme === 8 ? ORDER_8 : ORDER_8.slice(0, 7);
  const roles = scheme === 8 ? KARAKAS_8 : KARAKAS_7;
  const ranked = grahas
    .map((graha, order) => ({
      graha,
      order,
      degrees: graha === 'Rahu' ? 30 - placements.Rahu.degreesInRasi : placements[graha].degreesInRasi,
    }))
    .sort((a, b) => b.degrees - a.degrees || a.order - b.order);
  return ranked.map(({ graha, degrees }, i) => ({ karaka: roles[i]!, graha, degrees }));
}
