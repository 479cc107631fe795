/**
 * Which bodies sit in which sign of a varga chart, and which sign is house 1: the pure data that
 * every chart drawing (the page's SVG charts and the PDF) places. House 1 is the lagna's varga
 * sign, or the Moon's when the birth time is unknown (a Moon chart, as the rest of the model does).
 * Counting houses from `firstHouseSign` is jyotish/classical's `houseFrom` / `signOfHouse`.
 */
import type { Graha } from '../vocabulary/graha';
import type { Varga } from '../vocabulary/settings';
import type { ChartPositionsView } from './view';

/** One body in a varga sign: a graha or the lagna (ascendant). */
export interface VargaBody {
  key: Graha | 'Lagna';
  retrograde: boolean;
  /** Degrees within the D1 (rasi) sign, [0, 30). */
  degreesInRasi: number;
}

/** The bodies of one varga grouped by sign. */
export interface VargaLayout {
  varga: Varga;
  /** Sign index (0 = Aries) → bodies in it, in ChartModel order with the lagna first. */
  bySign: VargaBody[][];
  /** Sign index of house 1: the lagna's varga sign, or the Moon's when the birth time is unknown. */
  firstHouseSign: number;
  /** True when house 1 is the lagna (birth time known). */
  lagnaKnown: boolean;
}

/** Groups the chart's bodies by their sign in `varga` (D1 = the rasi chart). */
export function vargaLayout(chart: ChartPositionsView, varga: Varga): VargaLayout {
  const bySign: VargaBody[][] = Array.from({ length: 12 }, () => []);
  const lagnaKnown = chart.input.timeKnown;
  if (lagnaKnown) {
    bySign[chart.lagna.vargas[varga] ?? chart.lagna.rasiIndex]!.push({
      key: 'Lagna',
      retrograde: false,
      degreesInRasi: chart.lagna.degreesInRasi,
    });
  }
  for (const position of chart.grahas) {
    bySign[position.vargas[varga] ?? position.rasiIndex]!.push({
      key: position.graha,
      retrograde: position.retrograde,
      degreesInRasi: position.degreesInRasi,
    });
  }
  const moon = chart.grahas.find((g) => g.graha === 'Moon');
  const firstHouseSign = lagnaKnown
    ? (chart.lagna.vargas[varga] ?? chart.lagna.rasiIndex)
    : moon
      ? (moon.vargas[varga] ?? moon.rasiIndex)
      : 0;
  return { varga, bySign, firstHouseSign, lagnaKnown };
}
