/**
 * The labels and descriptions the SVG charts show for each body of a varga layout
 * (shared/chart/varga-layout.ts decides which body sits in which sign). No astrology here.
 */
import type { ChartPositionsView } from '../../../shared/chart/view';
import { vargaLayout, type VargaLayout } from '../../../shared/chart/varga-layout';
import { formatDegreesDm, formatDegreesDms } from '../../../shared/interpretation/format';
import type { Locale } from '../../../shared/i18n/locale';
import { grahaAbbreviation, grahaName, type Graha } from '../../../shared/vocabulary/graha';
import { nakshatraNameOf } from '../../../shared/vocabulary/nakshatra';
import { rasiName, rasiNameOf } from '../../../shared/vocabulary/rasi';
import type { Varga } from '../../../shared/vocabulary/settings';
import { vargaName } from '../../../shared/vocabulary/varga-names';
import { CHART_TEXT } from './chart-text';

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

/** Short display name of a varga in `locale`: "Rasi (D1)", "नवांश (D9)", "D10". */
export function vargaTitle(varga: Varga, locale: Locale = 'en'): string {
  const name = vargaName(varga, locale);
  return name ? `${name} (D${varga})` : `D${varga}`;
}

/**
 * The chart's varga layout with a label and a description for every body, in `locale`: graha
 * abbreviations Su Mo … (English) or सू चं मं बु गु शु श रा के (Hindi), signs and nakshatras named
 * from the vocabulary tables.
 */
export function chartLayout(chart: ChartPositionsView, varga: Varga, locale: Locale = 'en'): ChartLayout {
  const text = CHART_TEXT[locale];
  const layout = vargaLayout(chart, varga);
  const bySign = layout.bySign.map((bodies, sign) =>
    bodies.map((body): ChartBody => {
      const d1 = body.key === 'Lagna' ? chart.lagna : chart.grahas.find((g) => g.graha === body.key)!;
      const name = body.key === 'Lagna' ? text.lagnaName : grahaName(body.key, locale);
      const where =
        varga === 1
          ? `${rasiName(sign, locale)} ${formatDegreesDms(d1.degreesInRasi)}, ${nakshatraNameOf(d1.nakshatra, locale)} ${text.pada} ${d1.pada}`
          : text.inVarga(rasiName(sign, locale), varga, rasiNameOf(d1.rasi, locale), formatDegreesDms(d1.degreesInRasi));
      return {
        key: body.key,
        label: body.key === 'Lagna' ? text.lagnaLabel : grahaAbbreviation(body.key, locale) + (body.retrograde ? RETRO_MARK : ''),
        degreeText: formatDegreesDm(body.degreesInRasi),
        description: `${name}: ${where}${body.retrograde ? `, ${text.retrograde}` : ''}`,
        retrograde: body.retrograde,
      };
    }),
  );
  return { ...layout, bySign };
}
