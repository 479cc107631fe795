/**
 * What a rashifal is read from: the sky over one period counted from one Moon sign. Filled by
 * compose/rashifal.ts (which casts the sky), worded by reading.ts. Instants are local ISO 8601
 * strings with the place's offset; signs are indices 0 = Mesha; houses count from the Moon sign
 * (the same sign = 1).
 */
import type { EngineLocale } from '../../i18n/locale';
import type { Graha } from '../../vocabulary/graha';
import { festivalName } from '../../calendar/names/festival-name';
import type { EclipseKind } from '../../panchang/eclipses';
import type { SaturnSpellKind, SadeSatiPhaseName } from '../../jyotish/saturn-phases';

/** The periods a rashifal covers. */
export const RASHIFAL_PERIODS = ['day', 'week', 'month', 'year'] as const;
/** One of them. */
export type RashifalPeriod = (typeof RASHIFAL_PERIODS)[number];

/** A graha's transit at the period's start, counted from the sign. */
export interface RashifalTransit {
  graha: Graha;
  signIndex: number;
  house: number;
  /** Degrees within the sign, [0, 30). */
  degreesInSign: number;
  retrograde: boolean;
  /** A classical good house for the graha from the Moon (Phaladeepika 26). */
  favourable: boolean;
  /** Grahas in the vedha house that obstruct the good result. */
  obstructedBy: Graha[];
}

/** Something that happens within the period. */
export type RashifalEvent =
  | { kind: 'moon-sign'; at: string; signIndex: number; house: number }
  | { kind: 'ingress'; at: string; graha: Graha; signIndex: number; house: number; retrograde: boolean }
  | { kind: 'station'; at: string; graha: Graha; turns: 'retrograde' | 'direct'; signIndex: number; house: number }
  | { kind: 'eclipse'; at: string; eclipse: EclipseKind; signIndex: number; house: number }
  | { kind: 'chandrashtama'; at: string; until: string }
  | { kind: 'festival'; at: string; key: string; name: string; nameHi: string };

/** Saturn's spell over the sign (Sade Sati or a Dhaiya) at the period's start, or none. */
export interface SaturnSpellFact {
  kind: SaturnSpellKind | null;
  phase: SadeSatiPhaseName | null;
}

/** The facts of one rashifal. */
export interface RashifalFacts {
  signIndex: number;
  period: RashifalPeriod;
  /** First and last civil dates covered, YYYY-MM-DD (inclusive). */
  from: string;
  to: string;
  /** The Moon at the period's start (for a day: the day's sunrise). */
  moon: { signIndex: number; house: number; at: string };
  transits: RashifalTransit[];
  events: RashifalEvent[];
  saturn: SaturnSpellFact;
}

/**
 * A festival event's name in `locale`, as the festival calendar names it (festivalName: the
 * language's own name where its book has one, தீபாவளி, दिवाळी, else the Sanskrit name in its script).
 */
export function festivalNameIn(festival: { key: string; name: string; nameHi: string }, locale: EngineLocale): string {
  return festivalName({ key: festival.key, name: { en: festival.name, hi: festival.nameHi } }, locale);
}
