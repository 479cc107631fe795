/**
 * Renders a chart drawing (site/render/chart-drawing.ts) as React SVG elements. Each body's group
 * is focusable with a <title> (hover tooltip) and an accessible name carrying sign, degree,
 * nakshatra and retrograde state; focus or hover also reports the description to the figure's
 * detail line.
 */
import type { SvgNode } from '../../render/chart-drawing';

/** SVG attribute names React spells in camelCase (the drawings use no others). */
const REACT_NAMES: Readonly<Record<string, string>> = {
  class: 'className',
  'text-anchor': 'textAnchor',
  'dominant-baseline': 'dominantBaseline',
};

export interface SvgTreeProps {
  node: SvgNode;
  onDetail(text: string): void;
}

/** One node and its children. */
export default function SvgTree({ node, onDetail }: SvgTreeProps) {
  const Tag = node.tag;
  const props: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(node.attrs)) props[REACT_NAMES[name] ?? name] = value;
  const children = node.children?.map((child, index) => <SvgTree key={index} node={child} onDetail={onDetail} />);
  const body = node.body;
  if (body) {
    return (
      <Tag
        {...props}
        tabIndex={0}
        role="img"
        aria-label={body.description}
        onFocus={() => onDetail(body.description)}
        onMouseEnter={() => onDetail(body.description)}
      >
        <title>{body.description}</title>
        {children}
      </Tag>
    );
  }
  return <Tag {...props}>{node.text ?? children}</Tag>;
}
