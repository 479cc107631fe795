/**
 * Apparent geocentric ecliptic positions of the grahas (true equinox and ecliptic of date), the
 * frame Swiss Ephemeris reports by default: light-time, gravitational light deflection by the
 * Sun (planets), annual aberration, IAU 2006 precession and nutation in longitude.
 *
 * Planets and Earth come from truncated VSOP87B, the Moon from truncated ELP/MPP02 (see
 * series/ and scripts/generate-series.ts); all speeds are analytic time derivatives of the
 * same chain, so one evaluation per body serves both position and speed.
 */
import type { Graha } from '../vocabulary/graha';
import type { NodeType } from '../vocabulary/settings';
import { moonState, withLatitudeTerms, type ElpSeries } from './elpmpp02';
import { meanNode, trueNode } from './lunar-node';
import { apparentMoon, apparentPlanet, frameAt, ORIGIN, type BodyPosition, type PositionReduction } from './reduction';
import { normalizeDeg } from '../math/angles';
import type { Nutation } from './nutation';
import { ELPMPP02 } from './series/elpmpp02';
import { EARTH_VSOP87B } from './series/vsop87b-earth';
import { JUPITER_VSOP87B } from './series/vsop87b-jupiter';
import { MARS_VSOP87B } from './series/vsop87b-mars';
import { MERCURY_VSOP87B } from './series/vsop87b-mercury';
import { SATURN_VSOP87B } from './series/vsop87b-saturn';
import { VENUS_VSOP87B } from './series/vsop87b-venus';
import { vsopState, type VsopSeries } from './vsop87';

export type { BodyPosition, PositionReduction } from './reduction';
export { AU_KM } from './reduction';

const PLANET_SERIES = {
  Mars: MARS_VSOP87B,
  Mercury: MERCURY_VSOP87B,
  Jupiter: JUPITER_VSOP87B,
  Venus: VENUS_VSOP87B,
  Saturn: SATURN_VSOP87B,
} as const;
const PLANETS = Object.entries(PLANET_SERIES) as readonly (readonly [Graha, VsopSeries])[];

/**
 * Tropical positions and speeds of the nine grahas at a Julian day (UT), apparent by default.
 * Rahu is the mean or true (osculating) ascending node; Ketu is Rahu + 180° with the same speed.
 */
export function tropicalPositions(jdUt: number, node: NodeType, reduction: PositionReduction = 'apparent'): Record<Graha, BodyPosition> {
  const { jdTt, frame } = frameAt(jdUt, reduction);
  const earth = vsopState(EARTH_VSOP87B, jdTt);
  const out = {} as Record<Graha, BodyPosition>;
  out.Sun = apparentPlanet(ORIGIN, earth, frame, false);
  const moon = moonState(ELPMPP02, jdTt);
  out.Moon = apparentMoon(moon, frame);
  for (const [graha, series] of PLANETS) out[graha] = apparentPlanet(vsopState(series, jdTt), earth, frame, true);
  out.Rahu = node === 'mean' ? meanNode(jdTt, frame) : trueNode(moon, earth, frame);
  out.Ketu = ketuOf(out.Rahu);
  return out;
}

/**
 * Apparent position of one graha at a Julian day (UT), evaluating only the series it needs
 * (for searches and transits); identical to the corresponding entry of `tropicalPositions`.
 */
export function grahaPosition(jdUt: number, graha: Graha, node: NodeType, reduction: PositionReduction = 'apparent'): BodyPosition {
  const { jdTt, frame } = frameAt(jdUt, reduction);
  if (graha === 'Rahu' || graha === 'Ketu') {
    const rahu = node === 'mean' ? meanNode(jdTt, frame) : trueNode(moonState(ELPMPP02, jdTt), vsopState(EARTH_VSOP87B, jdTt), frame);
    return graha === 'Rahu' ? rahu : ketuOf(rahu);
  }
  if (graha === 'Moon') return apparentMoon(moonState(ELPMPP02, jdTt), frame);
  const earth = vsopState(EARTH_VSOP87B, jdTt);
  if (graha === 'Sun') return apparentPlanet(ORIGIN, earth, frame, false);
  const series = PLANET_SERIES[graha];
  return apparentPlanet(vsopState(series, jdTt), earth, frame, true);
}

/**
 * The apparent Sun and Moon at one Julian day (UT) in one frame of date, with the TT instant and
 * the nutation the frame used: each identical to `grahaPosition`'s (with `moonLatitude` 'arcsecond',
 * the Moon's latitude to about an arcsecond and its longitude unchanged), for callers that
 * read both at many instants (the calendar's sky windows) and would otherwise build the frame twice.
 */
export function sunAndMoon(
  jdUt: number,
  moonLatitude: MoonLatitude = 'full',
): { sun: BodyPosition; moon: BodyPosition; jdTt: number; nutation: Nutation } {
  const { jdTt, frame, nutation } = frameAt(jdUt, 'apparent');
  return {
    sun: apparentPlanet(ORIGIN, vsopState(EARTH_VSOP87B, jdTt), frame, false),
    moon: apparentMoon(moonState(moonLatitude === 'full' ? ELPMPP02 : arcsecondLatitudeSeries(), jdTt), frame),
    jdTt,
    nutation,
  };
}

/**
 * How precisely the Moon's latitude is wanted: 'full' (the whole series), or 'arcsecond': latitude
 * terms under 0.01″ dropped (they sum to 2.0″ at most; measured 0.38″ worst over 1900–2100), a third off the Moon's
 * cost, for the calendar's year of sky, which reads the latitude only for moonrise (well under 0.1 s).
 */
export type MoonLatitude = 'full' | 'arcsecond';
/** Latitude terms of at least this size are kept by 'arcsecond'. */
const ARCSECOND_LATITUDE_MIN_TERM_ARCSEC = 0.01;
let arcsecondLatitude: ElpSeries | null = null;
/** The cut series, made on first use. */
function arcsecondLatitudeSeries(): ElpSeries {
  return (arcsecondLatitude ??= withLatitudeTerms(ELPMPP02, ARCSECOND_LATITUDE_MIN_TERM_ARCSEC));
}

/** Apparent position of the Sun alone, at a Julian day (UT); same frame as `tropicalPositions`. */
export function apparentSunPosition(jdUt: number): BodyPosition {
  return grahaPosition(jdUt, 'Sun', 'mean', 'apparent');
}

function ketuOf(rahu: BodyPosition): BodyPosition {
  return { ...rahu, tropicalLongitudeDeg: normalizeDeg(rahu.tropicalLongitudeDeg + 180) };
}
