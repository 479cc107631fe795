/**
 * The labels and descriptions the SVG charts show for each body of a varga layout
 * (shared/chart/varga-layout.ts decides which body sits in which sign). No astrology here.
 */
import type { ChartView } from '../../../shared/chart/view';
import { vargaLayout, type VargaLayout } from '../../../shared/chart/varga-layout';
import { formatDegreesDm, formatDegreesDms } from '../../../shared/interpretation/format';
import { GRAHA_ABBREVIATION, type Graha } from '../../../shared/vocabulary/graha';
import { RASIS } from '../../../shared/vocabulary/rasi';
import type { Varga } from '../../../shared/vocabulary/settings';

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

/** A varga layout whose bodies carry their display labels. */
export interface ChartLayout extends Omit<VargaLayout, 'bySign'> {
  /** Sign index (0 = Aries) → labelled bodies in it, lagna first. */
  bySign: ChartBody[][];
}

/** Retrograde mark appended to labels (℞, the traditional symbol). */
export const RETRO_MARK = '℞';

/** Short display name of a varga: "Rasi (D1)", "Navamsha (D9)", "D10". */
export function vargaTitle(varga: Varga): string {
  const names: Partial<Record<Varga, string>> = {
    1: 'Rasi',
    2: 'Hora',
    3: 'Drekkana',
    4: 'Chaturthamsha',
    7: 'Saptamsha',
    9: 'Navamsha',
    10: 'Dashamsha',
    12: 'Dwadashamsha',
  };
  const name = names[varga];
  return name ? `${name} (D${varga})` : `D${varga}`;
}

/** The chart's varga layout with a label and a description for every body. */
export function chartLayout(chart: ChartView, varga: Varga): ChartLayout {
  const layout = vargaLayout(chart, varga);
  const bySign = layout.bySign.map((bodies, sign) =>
    bodies.map((body): ChartBody => {
      const d1 = body.key === 'Lagna' ? chart.lagna : chart.grahas.find((g) => g.graha === body.key)!;
      const name = body.key === 'Lagna' ? 'Lagna (ascendant)' : body.key;
      const where =
        varga === 1
          ? `${RASIS[sign]} ${formatDegreesDms(d1.degreesInRasi)}, ${d1.nakshatra} pada ${d1.pada}`
          : `${RASIS[sign]} in D${varga}; D1 ${d1.rasi} ${formatDegreesDms(d1.degreesInRasi)}`;
      return {
        key: body.key,
        label: body.key === 'Lagna' ? 'As' : GRAHA_ABBREVIATION[body.key] + (body.retrograde ? RETRO_MARK : ''),
        degreeText: formatDegreesDm(body.degreesInRasi),
        description: `${name}: ${where}${body.retrograde ? ', retrograde' : ''}`,
        retrograde: body.retrograde,
      };
    }),
  );
  return { ...layout, bySign };
}
