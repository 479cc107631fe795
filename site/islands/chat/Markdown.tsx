/**
 * Renders a chat message's Markdown (GFM tables and lists) with react-markdown. Raw HTML in a
 * reply is dropped (`skipHtml`), never injected; links open normally and keep safe URLs only.
 */
import ReactMarkdown from 'react-markdown';
import remarkGfm from 'remark-gfm';

/** Markdown text as React elements. */
export default function Markdown({ text }: { text: string }) {
  return <ReactMarkdown remarkPlugins={[remarkGfm]} skipHtml>{text}</ReactMarkdown>;
}
