/**
 * The planet labels inside one chart cell: each body is a focusable SVG group with a <title>
 * (hover tooltip) and an accessible name carrying sign, degree, nakshatra and retrograde state;
 * focus or hover also reports the description to the figure's detail line.
 */
import type { ChartBody } from './chart-data';

/** Vertical distance between label lines, SVG units (viewBox 400). */
const LINE_UNITS = 19;
/** Horizontal distance between the two columns of a crowded cell, SVG units. */
const COLUMN_UNITS = 40;

export interface BodyLabelsProps {
  bodies: ChartBody[];
  /** Centre of the free area of the cell, SVG units. */
  cx: number;
  cy: number;
  /** More bodies than this go into two columns. */
  maxPerColumn: number;
  onDetail(text: string): void;
}

/** Labels for the bodies of one cell, centred on (cx, cy). */
export default function BodyLabels({ bodies, cx, cy, maxPerColumn, onDetail }: BodyLabelsProps) {
  const columns = bodies.length > maxPerColumn ? 2 : 1;
  const rows = Math.ceil(bodies.length / columns);
  const top = cy - ((rows - 1) * LINE_UNITS) / 2;
  return (
    <>
      {bodies.map((body, index) => {
        const column = columns === 1 ? 0 : index % 2;
        const row = columns === 1 ? index : Math.floor(index / 2);
        const x = columns === 1 ? cx : cx + (column === 0 ? -COLUMN_UNITS / 2 : COLUMN_UNITS / 2);
        const y = top + row * LINE_UNITS;
        const className =
          body.key === 'Lagna' ? 'chart-body chart-body--lagna' : body.retrograde ? 'chart-body chart-body--retro' : 'chart-body';
        return (
          <g
            key={body.key}
            className={className}
            tabIndex={0}
            role="img"
            aria-label={body.description}
            onFocus={() => onDetail(body.description)}
            onMouseEnter={() => onDetail(body.description)}
          >
            <title>{body.description}</title>
            <text x={x} y={y} textAnchor="middle" dominantBaseline="central">
              {body.label}
            </text>
          </g>
        );
      })}
    </>
  );
}
