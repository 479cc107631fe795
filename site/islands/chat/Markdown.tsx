/**
 * Renders a chat message's Markdown (GFM tables and lists) with react-markdown. Raw HTML in a
 * reply is dropped (`skipHtml`), never injected. Headings of any level become <h2> (styled by
 * their Markdown level) so a reply cannot break the page's heading order under its <h1>, and
 * tables scroll inside a keyboard-focusable region on narrow screens, with column alignment as
 * classes (the CSP allows no inline styles).
 */
import { Fragment, memo, type ComponentProps, type ReactNode } from 'react';
import ReactMarkdown, { type Components, type ExtraProps } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { boundMarkdown, isSameSiteImage, markdownBlocks, plainBlocks } from './markdown-safety';
import PlainText from './PlainText';
import './markdown.css';

const heading =
  (level: number) =>
  ({ children }: { children?: ReactNode }) => <h2 className={`md-heading md-h${level}`}>{children}</h2>;

/** GFM column alignment arrives as an inline style, which the CSP blocks: use a class instead. */
const cell =
  (Tag: 'th' | 'td') =>
  ({ style, node: _node, ...rest }: ComponentProps<'td'> & ExtraProps) => (
    <Tag {...rest} className={style?.textAlign ? `md-align-${String(style.textAlign)}` : undefined} />
  );

const COMPONENTS: Components = {
  th: cell('th'),
  td: cell('td'),
  h1: heading(1),
  h2: heading(2),
  h3: heading(3),
  h4: heading(4),
  h5: heading(5),
  h6: heading(6),
  // Images only from this site; any other source is shown as a link (no request leaves the page).
  img: ({ src, alt }) =>
    isSameSiteImage(typeof src === 'string' ? src : undefined) ? (
      <img src={src as string} alt={alt ?? ''} loading="lazy" />
    ) : typeof src === 'string' && src !== '' ? (
      <a href={src} rel="noopener noreferrer nofollow">
        {alt || 'image'}
      </a>
    ) : (
      <>{alt}</>
    ),
  table: ({ children }) => (
    <div className="md-table table-scroll" tabIndex={0} role="region" aria-label="Table">
      <table>{children}</table>
    </div>
  ),
};

const PLUGINS = [remarkGfm];

/** One independent block, parsed again only when its own text changes. */
const Block = memo(function Block({ text }: { text: string }) {
  return (
    <ReactMarkdown remarkPlugins={PLUGINS} skipHtml components={COMPONENTS}>
      {text}
    </ReactMarkdown>
  );
});

/**
 * Markdown text as React elements, block by block (markdownBlocks): while a reply streams in, the
 * blocks already complete are not parsed again with every word (the whole reply was, which made
 * the work grow with the square of its length); the newline between blocks is the one the whole
 * text's rendering has there. A block whose parsing would take too long (plainBlocks) is shown as
 * plain text instead.
 */
export default function Markdown({ text }: { text: string }) {
  const blocks = markdownBlocks(boundMarkdown(text));
  const plain = plainBlocks(blocks);
  return blocks.map((block, i) => (
    <Fragment key={i}>
      {i > 0 && '\n'}
      {plain[i] ? <PlainText text={block} /> : <Block text={block} />}
    </Fragment>
  ));
}
