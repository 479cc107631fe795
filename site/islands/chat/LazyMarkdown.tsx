/**
 * A reply's Markdown without the renderer in the page's first load: react-markdown + remark-gfm
 * (~40–50 kB gzipped) is its own chunk (Markdown.tsx). Until it arrives a reply shows as plain
 * paragraphs (PlainText), then re-renders as Markdown. Used by the chat thread (/chat) and the
 * /test page's chat; `loadMarkdown` fetches the chunk ahead (the chat does once a reply is drawn).
 */
import { lazy, Suspense } from 'react';
import PlainText from './PlainText';
// With the first paint: the plain-text stand-in is styled by it too.
import './markdown.css';

/** Fetches the Markdown renderer's chunk (once; later calls share it). */
export const loadMarkdown = () => import('./Markdown');
const Markdown = lazy(loadMarkdown);

/** `text` as Markdown, as plain text until the renderer has loaded. */
export default function LazyMarkdown({ text }: { text: string }) {
  return (
    <Suspense fallback={<PlainText text={text} />}>
      <Markdown text={text} />
    </Suspense>
  );
}
