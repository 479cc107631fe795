/**
 * Renders a chat message's Markdown (GFM tables and lists) with react-markdown. Raw HTML in a
 * reply is dropped (`skipHtml`), never injected. Headings of any level become <h2> (styled by
 * their Markdown level) so a reply cannot break the page's heading order under its <h1>, and
 * tables scroll inside a keyboard-focusable region on narrow screens.
 */
import type { ReactNode } from 'react';
import ReactMarkdown, { type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import './markdown.css';

const heading =
  (level: number) =>
  ({ children }: { children?: ReactNode }) => <h2 className={`md-heading md-h${level}`}>{children}</h2>;

const COMPONENTS: Components = {
  h1: heading(1),
  h2: heading(2),
  h3: heading(3),
  h4: heading(4),
  h5: heading(5),
  h6: heading(6),
  table: ({ children }) => (
    <div className="md-table" tabIndex={0} role="region" aria-label="Table">
      <table>{children}</table>
    </div>
  ),
};

/** Markdown text as React elements. */
export default function Markdown({ text }: { text: string }) {
  return (
    <ReactMarkdown remarkPlugins={[remarkGfm]} skipHtml components={COMPONENTS}>
      {text}
    </ReactMarkdown>
  );
}
