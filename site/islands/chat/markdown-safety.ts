/**
 * Safety rules for reply Markdown, kept apart from the renderer so a lazily loaded renderer
 * uses them unchanged:
 * - nesting of lists and block quotes is capped before parsing (a few KB of "- - - …" or
 *   ">>>>…" otherwise takes the parser seconds and then overflows the stack), and so is length;
 * - so is the nesting of link and image brackets in a paragraph: resolving each image scans back
 *   over everything nested in it, so the work grows with the square of the depth (12 KB of nested
 *   "![" took 5 s, 30 KB 34 s); deeper brackets are escaped and show as text;
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
  const lines = boundBrackets(text.slice(0, MAX_MARKDOWN_CHARS)).split('\n');
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

/** Text with link and image brackets nested deeper than `MAX_MARKDOWN_DEPTH` in a paragraph escaped (outside code). */
function boundBrackets(text: string): string {
  let depth = 0;
  // Openers past the cap (escaped) that still wait for their `]`, which is escaped too.
  let over = 0;
  let fenced = false;
  return text
    .split('\n')
    .map((line) => {
      if (FENCE.test(line)) fenced = !fenced;
      if (fenced || FENCE.test(line)) return line;
      if (line.trim() === '') {
        depth = over = 0;
        return line;
      }
      if (!line.includes('[') && !line.includes(']')) return line;
      let out = '';
      for (let i = 0; i < line.length; i++) {
        const ch = line[i]!;
        if (ch === '\\') {
          out += line.slice(i, i + 2);
          i++;
        } else if (ch === '`') {
          // A code span, copied through its closing run (escapes do not work inside it).
          let run = 1;
          while (line[i + run] === '`') run++;
          const close = line.indexOf('`'.repeat(run), i + run);
          const end = close === -1 ? i + run : close + run;
          out += line.slice(i, end);
          i = end - 1;
        } else if (ch === '[') {
          if (depth < MAX_MARKDOWN_DEPTH) {
            depth++;
            out += '[';
          } else {
            over++;
            out += '\\[';
          }
        } else if (ch === ']') {
          if (over > 0) {
            over--;
            out += '\\]';
          } else {
            depth = Math.max(0, depth - 1);
            out += ']';
          }
        } else out += ch;
      }
      return out;
    })
    .join('\n');
}

/** True for an image source on this site (a path, not `//host` or a scheme). */
export function isSameSiteImage(src: string | undefined): boolean {
  return typeof src === 'string' && src.startsWith('/') && !src.startsWith('//') && !src.startsWith('/\\');
}

/** A line that opens or closes a fenced code block (``` or ~~~, up to three spaces in). */
const FENCE = /^ {0,3}(?:`{3,}|~{3,})/;
/** A line that starts a block which cannot belong to the one before a blank line: not indented, not a list item. */
const BLOCK_START = /^(?![ \t]|[-*+](?:[ \t]|$)|\d{1,9}[.)](?:[ \t]|$))\S/;
/** Link reference definitions and footnotes reach across the whole text: such a reply is not split. */
const WHOLE_TEXT_SYNTAX = /^ {0,3}\[[^\]]+\]:|\[\^/m;

/**
 * The text cut at the blank lines after which a new, independent block starts (a paragraph, heading,
 * table or quote; not a list item or an indented line, which may continue a list), never inside a
 * fenced code block. Rendering the parts one by one gives the same elements as rendering the whole
 * (see markdown.test.tsx), so a streaming reply re-renders only its last part as words arrive.
 */
export function markdownBlocks(text: string): string[] {
  if (WHOLE_TEXT_SYNTAX.test(text)) return [text];
  const lines = text.split('\n');
  const blocks: string[] = [];
  let current: string[] = [];
  let fenced = false;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (FENCE.test(line)) fenced = !fenced;
    const previousBlank = i > 0 && lines[i - 1]!.trim() === '';
    if (!fenced && previousBlank && BLOCK_START.test(line) && current.some((l) => l.trim() !== '')) {
      blocks.push(current.join('\n'));
      current = [];
    }
    current.push(line);
  }
  blocks.push(current.join('\n'));
  return blocks;
}
