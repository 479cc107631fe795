/**
 * North Indian (diamond) chart: houses are fixed, house 1 the top diamond, counted
 * anticlockwise; each house shows its sign number (1 = Aries) and the bodies in it.
 * Drawn in a 400 × 400 viewBox so it scales to any width (readable at 320 px); the drawing
 * itself is site/render/chart-drawing.ts, shared with the API's Open Graph image.
 */
import type { ChartLayout } from './chart-data';
import { northChartDrawing } from '../../render/chart-drawing';
import SvgTree from './SvgTree';

export interface NorthIndianChartProps {
  layout: ChartLayout;
  onDetail(text: string): void;
}

/** The diamond chart's SVG content (the caller supplies the <svg> element). */
export default function NorthIndianChart({ layout, onDetail }: NorthIndianChartProps) {
  return <SvgTree node={northChartDrawing(layout)} onDetail={onDetail} />;
}
