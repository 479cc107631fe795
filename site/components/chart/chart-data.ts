/**
 * Pure layout data for the chart drawings: which bodies sit in which sign of a varga, with the
 * labels and descriptions the SVGs show. Drawing files only place these; no astrology here
 * beyond reading the ChartModel's precomputed varga signs.
 */
import type { ChartModel } from '../../../shared/chart/model';
import { GRAHA_ABBREVIATION, type Graha } from '../../../shared/vocabulary/graha';
import { RASIS, type Rasi } from '../../../shared/vocabulary/rasi';
import type { Varga } from '../../../shared/vocabulary/settings';
import { formatDm, formatDms } from '../../lib/format';

/** One body drawn in a chart cell. */
export interface ChartBody {
  /** A graha, or 'Lagna' for the ascendant. */
  key: Graha | 'Lagna';
  /** Short label, e.g. "Su", "Sa℞", "As". */
  label: string;
  /** Degrees within the D1 sign as `d° m′`, shown under the label in D1. */
  degreeText: string;
  /** Full description for tooltip, accessible name and the text table. */
  description: string;
  retrograde: boolean;
}

/** The bodies of one varga grouped by sign. */
export interface VargaLayout {
  varga: Varga;
  /** Sign index (0 = Aries) → bodies in it, in ChartModel order with the lagna first. */
  bySign: ChartBody[][];
  /** Sign index of house 1: the lagna's varga sign, or the Moon's when the birth time is unknown. */
  firstHouseSign: number;
  /** True when house 1 is the lagna (birth time known). */
  lagnaKnown: boolean;
}

/** Retrograde mark appended to labels (℞, the traditional symbol). */
export const RETRO_MARK = '℞';

/** Short display name of a varga: "Rasi (D1)", "Navamsha (D9)", "D10". */
export function vargaTitle(varga: Varga): string {
  const names: Partial<Record<Varga, string>> = { 1: 'Rasi', 2: 'Hora', 3: 'Drekkana', 4: 'Chaturthamsha', 7: 'Saptamsha', 9: 'Navamsha', 10: 'Dashamsha', 12: 'Dwadashamsha' };
  const name = names[varga];
  return name ? `${name} (D${varga})` : `D${varga}`;
}

/** Groups the chart's bodies by their sign in `varga` (D1 = the rasi chart). */
export function vargaLayout(chart: ChartModel, varga: Varga): VargaLayout {
  const bySign: ChartBody[][] = Array.from({ length: 12 }, () => []);
  const lagnaKnown = chart.input.timeKnown;
  if (lagnaKnown) {
    const lagnaSign = chart.lagna.vargas[varga] ?? chart.lagna.rasiIndex;
    bySign[lagnaSign]!.push({
      key: 'Lagna',
      label: 'As',
      degreeText: formatDm(chart.lagna.degreesInRasi),
      description: describe('Lagna (ascendant)', RASIS[lagnaSign]!, chart.lagna.rasi, chart.lagna.degreesInRasi, chart.lagna.nakshatra, chart.lagna.pada, false, varga),
      retrograde: false,
    });
  }
  for (const position of chart.grahas) {
    const sign = position.vargas[varga] ?? position.rasiIndex;
    bySign[sign]!.push({
      key: position.graha,
      label: GRAHA_ABBREVIATION[position.graha] + (position.retrograde ? RETRO_MARK : ''),
      degreeText: formatDm(position.degreesInRasi),
      description: describe(position.graha, RASIS[sign]!, position.rasi, position.degreesInRasi, position.nakshatra, position.pada, position.retrograde, varga),
      retrograde: position.retrograde,
    });
  }
  const moon = chart.grahas.find((g) => g.graha === 'Moon');
  const firstHouseSign = lagnaKnown
    ? (chart.lagna.vargas[varga] ?? chart.lagna.rasiIndex)
    : (moon ? (moon.vargas[varga] ?? moon.rasiIndex) : 0);
  return { varga, bySign, firstHouseSign, lagnaKnown };
}

function describe(name: string, vargaSign: Rasi, d1Sign: Rasi, degreesInRasi: number, nakshatra: string, pada: number, retrograde: boolean, varga: Varga): string {
  const where = varga === 1
    ? `${vargaSign} ${formatDms(degreesInRasi)}, ${nakshatra} pada ${pada}`
    : `${vargaSign} in D${varga}; D1 ${d1Sign} ${formatDms(degreesInRasi)}`;
  return `${name}: ${where}${retrograde ? ', retrograde' : ''}`;
}

/** House number (1–12) of a sign given the sign of house 1. */
export function houseOfSign(signIndex: number, firstHouseSign: number): number {
  return ((signIndex - firstHouseSign + 12) % 12) + 1;
}

/** Sign index of a house (1–12) given the sign of house 1. */
export function signOfHouse(house: number, firstHouseSign: number): number {
  return (firstHouseSign + house - 1) % 12;
}
