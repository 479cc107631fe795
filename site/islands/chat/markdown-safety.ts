/**
 * Safety rules for reply Markdown, kept apart from the renderer so a lazily loaded renderer
 * uses them unchanged:
 * - nesting of lists and block quotes is capped before parsing (a few KB of "- - - …" or
 *   ">>>>…" otherwise takes the parser seconds and then overflows the stack), and so is length;
 * - images load only from this site: any other source becomes a plain link (no request leaves
 *   the page, so a reply cannot beacon chart data to another host).
 */

/** Deepest list/quote nesting kept. */
export const MAX_MARKDOWN_DEPTH = 8;
/** Longest reply rendered as Markdown, characters (the relay's own bound is 40,000). */
export const MAX_MARKDOWN_CHARS = 40_000;

/** Leading block markers of a line: quote `>`, bullets `-*+`, ordered `1.`/`1)`, with their spacing. */
const MARKERS = /^(?:[ \t]*(?:>|[-*+](?=[ \t])|\d{1,9}[.)](?=[ \t])))+/;
const ONE_MARKER = /[ \t]*(?:>|[-*+](?=[ \t]|$)|\d{1,9}[.)](?=[ \t]|$))/y;

/** The text with every line's nesting capped at `MAX_MARKDOWN_DEPTH` (markers and indentation). */
export function boundMarkdown(text: string): string {
  const lines = text.slice(0, MAX_MARKDOWN_CHARS).split('\n');
  return lines
    .map((line) => {
      // Indentation nests too: cap it at 4 columns per allowed level.
      let out = line.replace(/^[ \t]+/, (ws) => ws.replace(/\t/g, '    ').slice(0, 4 * MAX_MARKDOWN_DEPTH));
      const head = MARKERS.exec(out)?.[0];
      if (!head) return out;
      ONE_MARKER.lastIndex = 0;
      let kept = '';
      for (let depth = 0; depth < MAX_MARKDOWN_DEPTH; depth++) {
        const m = ONE_MARKER.exec(head);
        if (!m) break;
        kept += m[0];
      }
      const dropped = head
        .slice(kept.length)
        .replace(/[>\-*+]|\d{1,9}[.)]/g, '')
        .replace(/[ \t]+/g, ' ');
      out = kept + (dropped && !dropped.startsWith(' ') ? ' ' : '') + dropped.trimStart() + out.slice(head.length);
      return out;
    })
    .join('\n');
}

/** True for an image source on this site (a path, not `//host` or a scheme). */
export function isSameSiteImage(src: string | undefined): boolean {
  return typeof src === 'string' && src.startsWith('/') && !src.startsWith('//') && !src.startsWith('/\\');
}
