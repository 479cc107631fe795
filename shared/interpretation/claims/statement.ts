/**
 * What the claim check reads out of an answer before comparing it with the chart: one statement
 * per subject and value ("Moon and Mars in Leo" is two), with where it stands in the text.
 */
import type { Graha } from '../../vocabulary/graha';
import type { Nakshatra } from '../../vocabulary/nakshatra';
import type { Rasi } from '../../vocabulary/rasi';
import type { DignityClaim } from './grammar';

/** Kinds of statement the check understands. */
export const CLAIM_KINDS = ['sign', 'house', 'nakshatra', 'dignity', 'retrograde', 'ascendant', 'dasha'] as const;
/** One kind of statement. */
export type ClaimKind = (typeof CLAIM_KINDS)[number];

/** A dated dasha statement: lords, and the stated dates by role (`YYYY-MM-DD` spans). */
export interface DashaStated {
  mahadashaLord: Graha | null;
  antardashaLord: Graha | null;
  /** Stated start, end, or a moment inside the period; each a span of days as written (a year, a month, a day). */
  start: { first: string; last: string } | null;
  end: { first: string; last: string } | null;
  during: { first: string; last: string } | null;
  /** "You are currently in …": the period must be running on the chart's "now". */
  current: boolean;
}

/** The value a statement gives. */
export type StatedValue =
  | { kind: 'sign'; rasi: Rasi }
  | { kind: 'ascendant'; rasi: Rasi }
  | { kind: 'nakshatra'; nakshatra: Nakshatra }
  | { kind: 'house'; house: number; from: 'lagna' | 'Moon' }
  | { kind: 'dignity'; claim: DignityClaim }
  | { kind: 'retrograde'; retrograde: boolean }
  | { kind: 'dasha'; dasha: DashaStated };

/** One statement found in the answer. */
export interface Statement {
  /** The graha it is about, or 'Ascendant' (a nakshatra of the ascendant is kind 'nakshatra' with this subject). */
  subject: Graha | 'Ascendant';
  value: StatedValue;
  /** "Mars is **not** in Leo". */
  negated: boolean;
  /** UTF-16 offsets of the statement (subject to value), end exclusive. */
  start: number;
  end: number;
}
