/**
 * The lagna cautions' codes and shape, part of the chart model (`input.cautionCodes`); the
 * checks that raise them are in shared/chart/lagna-cautions.ts.
 */
import type { CodedCaution } from '../timezone/cautions';

/** The lagna cautions' codes; params in brackets. */
export const LAGNA_CAUTION_CODES = [
  /** Birth at a pole: no ecliptic point rises {pole: 'north' | 'south'}. */
  'lagnaAtPole',
  /** The ecliptic lies along the horizon: the rising point jumps within minutes (no figures). */
  'lagnaAlongHorizon',
  /** The lagna moves fast {degPerMinute} (against the mean, MEAN_LAGNA_DEG_PER_MINUTE in shared/chart/lagna-cautions.ts). */
  'lagnaFast',
  /**
   * Steady at the given minute, but within UNSTEADY_LAGNA_WINDOW_MINUTES (shared/chart/lagna-cautions.ts) either side it travels {degrees} (the ecliptic
   * sweeps through the horizon nearby, at high latitudes): a birth time that far off gives another rasi.
   */
  'lagnaUnsteady',
] as const;

/** One of {@link LAGNA_CAUTION_CODES}. */
export type LagnaCautionCode = (typeof LAGNA_CAUTION_CODES)[number];

/** A lagna caution: its code, the figures it quotes, and its English sentence. */
export type LagnaCaution = CodedCaution<LagnaCautionCode>;
