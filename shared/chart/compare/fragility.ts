/**
 * Fragile inputs: a lagna or Moon so close to a sign or nakshatra boundary that a small error in
 * the birth time moves it across. For each profile, the minutes of birth time, earlier or later,
 * after which the sign or nakshatra changes, found by stepping a minute at a time and then
 * bisecting to the second; flagged when that is within FRAGILE_MINUTES.
 */
import { ascendantMc } from '../../astronomy/angles';
import { ayanamsaDeg } from '../../astronomy/ayanamsa';
import { grahaPosition } from '../../astronomy/positions';
import { normalizeDeg } from '../../math/angles';
import { NAKSHATRAS, NAKSHATRA_SPAN_DEG } from '../../vocabulary/nakshatra';
import { RASIS, RASI_SPAN_DEG } from '../../vocabulary/rasi';
import type { ProfileId, ProfileSettings } from '../profiles';
import type { BirthMoment } from './profile-values';

/** A birth-time error up to this many minutes either way is common (times rounded to the quarter hour): within it a flip is flagged. */
export const FRAGILE_MINUTES = 15;
const MINUTE_DAYS = 1 / 1440;
const SECOND_DAYS = 1 / 86_400;

/** One fragile value. */
export interface FragilityFlag {
  profile: ProfileId;
  /** "Lagna sign", "Moon nakshatra", … */
  what: string;
  /** Its value at the given time. */
  value: string;
  /** What it becomes across the boundary. */
  becomes: string;
  /** Whether an earlier or a later birth time flips it. */
  direction: 'earlier' | 'later';
  /** Minutes of birth-time error that flip it (to the second). */
  minutes: number;
  /** Distance of the point from that boundary now, degrees. */
  marginDeg: number;
}

type Division = { what: string; spanDeg: number; names: readonly string[] };
const DIVISIONS: readonly Division[] = [
  { what: 'sign', spanDeg: RASI_SPAN_DEG, names: RASIS },
  { what: 'nakshatra', spanDeg: NAKSHATRA_SPAN_DEG, names: NAKSHATRAS },
];

function indexOf(lonDeg: number, spanDeg: number, count: number): number {
  return Math.min(count - 1, Math.floor(normalizeDeg(lonDeg) / spanDeg));
}

/** The first change of division within the window in one direction, to the second; null if none. */
function firstChange(
  longitudeAt: (jdUt: number) => number,
  jdUt: number,
  d: Division,
  step: 1 | -1,
): { jdUt: number; index: number } | null {
  const at = (jd: number) => indexOf(longitudeAt(jd), d.spanDeg, d.names.length);
  const start = at(jdUt);
  // Both points move one way within a quarter hour (outside the polar circles): unchanged at the window's end, unchanged throughout.
  if (at(jdUt + step * FRAGILE_MINUTES * MINUTE_DAYS) === start) return null;
  let inside = jdUt;
  for (let m = 1; m <= FRAGILE_MINUTES; m++) {
    const t = jdUt + step * m * MINUTE_DAYS;
    const index = at(t);
    if (index !== start) {
      let a = inside;
      let b = t;
      while (Math.abs(b - a) > SECOND_DAYS / 2) {
        const mid = (a + b) / 2;
        if (at(mid) === start) a = mid;
        else b = mid;
      }
      return { jdUt: b, index };
    }
    inside = t;
  }
  return null;
}

/** The fragility flags of one profile (lagna only when the birth time is known). */
export function fragilityOf(birth: BirthMoment, id: ProfileId, settings: ProfileSettings, timeKnown: boolean): FragilityFlag[] {
  const lagnaAt = (jd: number) => ascendantMc(jd, birth.lat, birth.lon).ascendantTropicalDeg - ayanamsaDeg(jd, settings.ayanamsa, 'true');
  const moonAt = (jd: number) =>
    grahaPosition(jd, 'Moon', settings.node, settings.positions).tropicalLongitudeDeg -
    ayanamsaDeg(jd, settings.ayanamsa, settings.positions === 'apparent' ? 'true' : 'mean');
  const points: [string, (jd: number) => number][] = timeKnown
    ? [
        ['Lagna', lagnaAt],
        ['Moon', moonAt],
      ]
    : [['Moon', moonAt]];
  const flags: FragilityFlag[] = [];
  for (const [point, at] of points)
    for (const d of DIVISIONS) {
      const lon = normalizeDeg(at(birth.jdUt));
      const index = indexOf(lon, d.spanDeg, d.names.length);
      for (const step of [-1, 1] as const) {
        const change = firstChange(at, birth.jdUt, d, step);
        if (!change) continue;
        const lower = index * d.spanDeg;
        const marginDeg = change.index === (index + 1) % d.names.length ? lower + d.spanDeg - lon : lon - lower;
        flags.push({
          profile: id,
          what: `${point} ${d.what}`,
          value: d.names[index]!,
          becomes: d.names[change.index]!,
          direction: step < 0 ? 'earlier' : 'later',
          minutes: Math.round((Math.abs(change.jdUt - birth.jdUt) / MINUTE_DAYS) * 10) / 10,
          marginDeg: Math.round(marginDeg * 1e4) / 1e4,
        });
      }
    }
  return flags;
}
