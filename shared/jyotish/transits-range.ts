/**
 * Transits over a window of Julian days (UT) for a natal chart: the sign ingresses of Saturn,
 * Jupiter, Rahu and Ketu (with the houses they enter, from the natal lagna and Moon), the
 * stations of Mercury–Saturn, and the Sade Sati phases that cover the window. Instants carry the
 * birth's UTC offset, as everywhere in the chart model. Windows up to a few years (findIngresses).
 */
import type { ChartBase, Transits } from '../model/chart';
import { jdUtToIso } from '../time/julian';
import { RASIS, type Rasi, rasiIndexOf } from '../vocabulary/rasi';
import { houseFrom } from './classical';
import { findIngresses, type IngressGraha } from './transits-ingress';
import { findStations, type StationGraha } from './transits-stations';
import { sadeSatiPhase, siderealAt } from './transits';

/** An ingress in the window, with the houses the graha enters. */
export interface RangeIngress {
  graha: IngressGraha;
  rasi: Rasi;
  instant: string;
  jdUt: number;
  /** Entered moving backwards (a retrograde planet, or the mean nodes always). */
  retrograde: boolean;
  houseFromLagna: number;
  houseFromMoon: number;
}

/** A station in the window. */
export interface RangeStation {
  graha: StationGraha;
  turns: 'retrograde' | 'direct';
  rasi: Rasi;
  /** Degrees within the sign, [0, 30). */
  degreesInRasi: number;
  instant: string;
  jdUt: number;
  houseFromLagna: number;
  houseFromMoon: number;
}

/** A stretch of the window with one Sade Sati phase (`null`: Saturn is not within one sign of the natal Moon). */
export interface SadeSatiStretch {
  phase: Transits['sadeSati']['phase'];
  from: string;
  to: string;
}

/** Everything `transitsOverRange` finds. */
export interface RangeTransits {
  from: string;
  to: string;
  ingresses: RangeIngress[];
  stations: RangeStation[];
  sadeSati: SadeSatiStretch[];
}

/** Transits in `[startJdUt, endJdUt)` over `base` (see the file comment). */
export function transitsOverRange(base: ChartBase, startJdUt: number, endJdUt: number): RangeTransits {
  if (!Number.isFinite(startJdUt) || !Number.isFinite(endJdUt) || endJdUt <= startJdUt)
    throw new RangeError(`endJdUt: expected a finite window end after startJdUt, got ${startJdUt}–${endJdUt}`);
  const offset = base.input.utcOffsetMinutes;
  const meanNodes = base.input.node === 'mean';
  const lagnaSign = base.input.timeKnown ? base.lagna.rasiIndex : base.grahas[1]!.rasiIndex;
  const moonSign = base.grahas[1]!.rasiIndex;
  const found = findIngresses(base.input.ayanamsa, base.input.node, startJdUt, endJdUt);
  const ingresses: RangeIngress[] = found.map((i) => ({
    graha: i.graha,
    rasi: RASIS[i.rasiIndex]!,
    instant: jdUtToIso(i.jdUt, offset),
    jdUt: i.jdUt,
    retrograde: ((i.graha === 'Rahu' || i.graha === 'Ketu') && meanNodes) || i.speedDegPerDay < 0,
    houseFromLagna: houseFrom(lagnaSign, i.rasiIndex),
    houseFromMoon: houseFrom(moonSign, i.rasiIndex),
  }));
  const stations: RangeStation[] = findStations(base.input.ayanamsa, base.input.node, startJdUt, endJdUt).map((s) => ({
    graha: s.graha,
    turns: s.turns,
    rasi: s.rasi,
    degreesInRasi: s.siderealLongitudeDeg - s.rasiIndex * 30,
    instant: jdUtToIso(s.jdUt, offset),
    jdUt: s.jdUt,
    houseFromLagna: houseFrom(lagnaSign, s.rasiIndex),
    houseFromMoon: houseFrom(moonSign, s.rasiIndex),
  }));
  // Sade Sati changes only when Saturn changes sign: its phase at the start, then at each Saturn ingress.
  const startSaturnSign = rasiIndexOf(siderealAt(base, startJdUt).Saturn.lonDeg);
  const changes = [
    { jdUt: startJdUt, phase: sadeSatiPhase(houseFrom(moonSign, startSaturnSign)).phase },
    ...found
      .filter((i) => i.graha === 'Saturn')
      .map((i) => ({ jdUt: i.jdUt, phase: sadeSatiPhase(houseFrom(moonSign, i.rasiIndex)).phase })),
  ];
  const sadeSati: SadeSatiStretch[] = [];
  for (const [k, change] of changes.entries()) {
    const last = sadeSati[sadeSati.length - 1];
    const endJd = changes[k + 1]?.jdUt ?? endJdUt;
    if (last && last.phase === change.phase) last.to = jdUtToIso(endJd, offset);
    else sadeSati.push({ phase: change.phase, from: jdUtToIso(change.jdUt, offset), to: jdUtToIso(endJd, offset) });
  }
  return { from: jdUtToIso(startJdUt, offset), to: jdUtToIso(endJdUt, offset), ingresses, stations, sadeSati };
}
