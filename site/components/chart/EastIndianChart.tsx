/**
 * East Indian (Bengal, Odisha) chart: signs are fixed, Mesha in the top middle cell and the rest
 * anticlockwise, the corner cells cut diagonally into two signs each (site/render/east-indian-geometry.ts).
 * Each cell shows its sign number (1 = Aries) and its bodies; the lagna's cell is outlined. Same
 * classes, hence the same colours, as the North and South charts. 400 × 400 viewBox; the drawing
 * itself is site/render/chart-drawing.ts, shared with the API's Open Graph image.
 */
import type { Locale } from '../../../shared/i18n/locale';
import type { ChartLayout } from './chart-data';
import { eastChartDrawing } from '../../render/chart-drawing';
import SvgTree from './SvgTree';

export interface EastIndianChartProps {
  layout: ChartLayout;
  onDetail(text: string): void;
  /** The page's language; default English. */
  locale?: Locale;
}

/** The East Indian chart's SVG content (the caller supplies the <svg> element). */
export default function EastIndianChart({ layout, onDetail, locale = 'en' }: EastIndianChartProps) {
  return <SvgTree node={eastChartDrawing(layout, locale)} onDetail={onDetail} />;
}
