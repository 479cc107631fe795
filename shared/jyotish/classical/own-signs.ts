/**
 * Own signs (swakshetra) and sign lordship.
 *
 * Two notions, kept apart on purpose (../../chart/CONVENTIONS.md, "Nodes"):
 * - Lordship (`RASI_LORD`, `lordedRasis`): each sign has exactly one lord among the seven grahas.
 *   House lords, dispositors, exchanges and the yoga rules use this; nodes lord no sign.
 * - Ownership for dignity (`ownsRasi`, `ownRasis`): the seven grahas own the signs they lord;
 *   by the stated node convention Rahu also owns Aquarius and Ketu owns Scorpio.
 */
import type { Graha } from '../../vocabulary/graha';
import { RASI_LORD } from './rasi-lords';

/** Signs a node is taken to own (the seven grahas' own signs come from RASI_LORD). */
export const NODE_OWN_SIGNS: Readonly<Record<'Rahu' | 'Ketu', readonly number[]>> = { Rahu: [10], Ketu: [7] };

/** Signs (indices) whose lord is `graha`; empty for the nodes. */
export function lordedRasis(graha: Graha): number[] {
  const out: number[] = [];
  for (let r = 0; r < 12; r++) if (RASI_LORD[r] === graha) out.push(r);
  return out;
}

/** Signs the graha owns for dignity: its lorded signs, and for a node the convention's sign. */
export function ownRasis(graha: Graha): number[] {
  return graha === 'Rahu' || graha === 'Ketu' ? [...NODE_OWN_SIGNS[graha]] : lordedRasis(graha);
}

/** True when the graha owns the rasi (dignity sense, nodes included). */
export function ownsRasi(graha: Graha, rasiIndex: number): boolean {
  // The same test as ownRasis(graha).includes(rasiIndex) without building the list: the dignity
  // and yoga code ask this a few hundred times per chart.
  return graha === 'Rahu' || graha === 'Ketu' ? NODE_OWN_SIGNS[graha].includes(rasiIndex) : RASI_LORD[rasiIndex] === graha;
}
