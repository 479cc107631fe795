/**
 * The weekday lords and the Chaldean order of the horas: the day's first hora belongs to its
 * weekday lord and the hora lords follow in the Chaldean order (slowest first), which is how
 * the weekday lords themselves follow one another (every 24th hora). Read by the panchang's
 * vara and hora and by shadbala's vara, hora, abda and masa balas.
 */
import type { SaptaGraha } from '../../vocabulary/graha';

/** Weekday lords, index 0 = Sunday. */
export const WEEKDAY_LORDS = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn'] as const satisfies readonly SaptaGraha[];

/** Chaldean order, slowest first: each hora's lord is followed by the next in this list. */
export const CHALDEAN_ORDER = ['Saturn', 'Jupiter', 'Mars', 'Sun', 'Venus', 'Mercury', 'Moon'] as const satisfies readonly SaptaGraha[];
