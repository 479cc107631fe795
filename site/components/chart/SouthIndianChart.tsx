/**
 * South Indian chart: signs are fixed in a 4 × 4 ring (Pisces top-left, Aries next, running
 * clockwise); the lagna's sign carries a diagonal stroke. 400 × 400 viewBox; the drawing itself
 * is site/render/chart-drawing.ts, shared with the API's Open Graph image.
 */
import type { Locale } from '../../../shared/i18n/locale';
import type { ChartLayout } from './chart-data';
import { southChartDrawing } from '../../render/chart-drawing';
import SvgTree from './SvgTree';

export interface SouthIndianChartProps {
  layout: ChartLayout;
  onDetail(text: string): void;
  /** The page's language; default English. */
  locale?: Locale;
}

/** The grid chart's SVG content (the caller supplies the <svg> element). */
export default function SouthIndianChart({ layout, onDetail, locale = 'en' }: SouthIndianChartProps) {
  return <SvgTree node={southChartDrawing(layout, locale)} onDetail={onDetail} />;
}
