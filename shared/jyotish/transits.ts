/**
 * Transits (gochara) at a given instant over a natal chart: sidereal positions with houses
 * from the natal lagna and Moon, the running Vimshottari periods, the sign ingresses of
 * Saturn, Jupiter, Rahu and Ketu within the calendar year of the instant, and the Sade Sati
 * phase. The engine has no clock: the instant is an argument (Julian day, UT).
 */
import type { ChartBase, Ingress, TransitPosition, Transits } from '../model/chart';
import { tropicalPositions } from '../astronomy/positions';
import { ayanamsaDeg } from '../astronomy/ayanamsa';
import { jdUtToCivil, jdUtToIso } from '../time/julian';
import { GRAHAS, type Graha } from '../vocabulary/graha';
import { NAKSHATRAS, NAKSHATRA_SPAN_DEG } from '../vocabulary/nakshatra';
import { RASIS, rasiIndexOf } from '../vocabulary/rasi';
import { houseFrom } from './classical';
import { ingressesInYear } from './transits-ingress-year';
import { dashaPathAt } from './vimshottari';
import { normalizeDeg } from '../math/angles';

/** Sade Sati phase from the houses Saturn occupies counted from the natal Moon: 12th rising, 1st peak, 2nd setting. */
export function sadeSatiPhase(saturnHouseFromMoon: number): Transits['sadeSati'] {
  const phase = saturnHouseFromMoon === 12 ? 'rising' : saturnHouseFromMoon === 1 ? 'peak' : saturnHouseFromMoon === 2 ? 'setting' : null;
  return { active: phase !== null, phase };
}

/** Running maha/antar/pratyantar dasha at `jdUt`, or null outside the 120-year tree. */
export function runningDasha(base: ChartBase, jdUt: number): Transits['running'] {
  return dashaPathAt(base.dasha, jdUt);
}

type SiderealPositions = Readonly<Record<Graha, Readonly<{ lonDeg: number; speedDegPerDay: number }>>>;

/**
 * Positions by (instant, ayanamsa, node): like the year's ingresses, they do not depend on the
 * birth, and a server casts every chart of a day for the same "now" (a cache of a pure function
 * of its key, so results are the same with or without it). Small: a handful of instants at once.
 */
const SIDEREAL_MEMO_SIZE = 32;
const siderealMemo = new Map<string, SiderealPositions>();

/** Sidereal longitudes (degrees) and speeds of all grahas at `jdUt` in the chart's ayanamsa and node model, memoised (see above). */
export function siderealAt(base: ChartBase, jdUt: number): SiderealPositions {
  const key = `${jdUt}|${base.input.ayanamsa}|${base.input.node}`;
  const hit = siderealMemo.get(key);
  if (hit) return hit;
  const tropical = tropicalPositions(jdUt, base.input.node);
  const ayanamsa = ayanamsaDeg(jdUt, base.input.ayanamsa);
  const out = {} as Record<Graha, { lonDeg: number; speedDegPerDay: number }>;
  for (const g of GRAHAS)
    out[g] = Object.freeze({
      lonDeg: normalizeDeg(tropical[g].tropicalLongitudeDeg - ayanamsa),
      speedDegPerDay: tropical[g].speedDegPerDay,
    });
  if (siderealMemo.size >= SIDEREAL_MEMO_SIZE) siderealMemo.delete(siderealMemo.keys().next().value!);
  siderealMemo.set(key, Object.freeze(out));
  return out;
}

/** Sidereal transit positions at `jdUt` with houses from the natal lagna (the Moon when the time is unknown) and from the natal Moon. */
export function transitPositions(base: ChartBase, jdUt: number): TransitPosition[] {
  const now = siderealAt(base, jdUt);
  const lagnaSign = base.input.timeKnown ? base.lagna.rasiIndex : base.grahas[1]!.rasiIndex;
  const moonSign = base.grahas[1]!.rasiIndex;
  const meanNodes = base.input.node === 'mean';
  return GRAHAS.map((graha) => {
    const { lonDeg, speedDegPerDay } = now[graha];
    const rasiIndex = rasiIndexOf(lonDeg);
    const node = graha === 'Rahu' || graha === 'Ketu';
    return {
      graha,
      siderealLongitudeDeg: lonDeg,
      rasiIndex,
      rasi: RASIS[rasiIndex]!,
      degreesInRasi: lonDeg - rasiIndex * 30,
      nakshatra: NAKSHATRAS[Math.min(26, Math.floor(lonDeg / NAKSHATRA_SPAN_DEG))]!,
      retrograde: (node && meanNodes) || speedDegPerDay < 0,
      houseFromLagna: houseFrom(lagnaSign, rasiIndex),
      houseFromMoon: houseFrom(moonSign, rasiIndex),
    };
  });
}

/** Transits at `transitJdUt` (Julian day, UT) for the natal chart `base`; instants carry the birth's UTC offset. */
export function computeTransits(base: ChartBase, transitJdUt: number): Transits {
  if (!Number.isFinite(transitJdUt)) throw new RangeError(`transitJdUt: not a finite number: ${transitJdUt}`);
  const offset = base.input.utcOffsetMinutes;
  const meanNodes = base.input.node === 'mean';
  const positions = transitPositions(base, transitJdUt);
  const year = jdUtToCivil(transitJdUt, offset).year;
  // The year's ingresses do not depend on the birth: found once per (year, ayanamsa, node) and reused.
  const ingresses: Ingress[] = ingressesInYear(year, offset, base.input.ayanamsa, base.input.node).map((i) => ({
    graha: i.graha,
    rasi: RASIS[i.rasiIndex]!,
    rasiIndex: i.rasiIndex,
    jdUt: i.jdUt,
    instant: jdUtToIso(i.jdUt, offset),
    retrograde: ((i.graha === 'Rahu' || i.graha === 'Ketu') && meanNodes) || i.speedDegPerDay < 0,
  }));
  return {
    at: jdUtToIso(transitJdUt, offset),
    jdUt: transitJdUt,
    year,
    positions,
    running: runningDasha(base, transitJdUt),
    ingresses,
    sadeSati: sadeSatiPhase(positions[6]!.houseFromMoon),
  };
}
