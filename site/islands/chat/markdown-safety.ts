/**
 * Safety rules for reply Markdown, kept apart from the renderer so a lazily loaded renderer
 * uses them unchanged:
 * - nesting of lists and block quotes is capped before parsing (a few KB of "- - - …" or
 *   ">>>>…" otherwise takes the parser seconds and then overflows the stack), and so is length;
 * - so is the nesting of link and image brackets in a paragraph: resolving each image scans back
 *   over everything nested in it, so the work grows with the square of the depth (12 KB of nested
 *   "![" took 5 s, 30 KB 34 s); deeper brackets are escaped and show as text;
 * - a block whose inline marks would make the parser's work grow with their square is shown as
 *   plain text (plainBlocks; see MAX_MARKDOWN_WALK);
 * - images load only from this site: any other source becomes a plain link (no request leaves
 *   the page, so a reply cannot beacon chart data to another host).
 */
import { MAX_REPLY_CHARS } from '../../../shared/contracts/chat-limits';

/** Deepest list/quote nesting kept. */
export const MAX_MARKDOWN_DEPTH = 8;
/** Longest reply rendered as Markdown, characters: the relay's own bound. */
export const MAX_MARKDOWN_CHARS = MAX_REPLY_CHARS;

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

/**
 * Inline marks at which the parser walks back over its paragraph: each `*` or `_` run that can close
 * looks back for its opener (emphasis), so does each `~` (strikethrough), and at each `]` the footnote
 * extension looks back for a `![`. Where the walks find nothing they reach the paragraph's start, so
 * the work grows with marks × paragraph length: 40 KB of "](x)" took ~2 s, 20 KB of "*_" ~4 s.
 * A `_` inside a word (letters or digits on both sides, as in snake_case) can neither open nor close.
 */
const WALKING_MARK = /[*~\]]|(?<![\p{L}\p{N}])_|_(?![\p{L}\p{N}])/gu;
/**
 * Most parser walk steps, estimated as marks × characters summed over the paragraphs, that a reply may
 * cost before its costliest blocks are shown as plain text. 20,000 marks in 2,000 characters render in
 * ~40 ms; ordinary replies stay far below (the built-in reader's largest is in markdown.test.tsx).
 */
export const MAX_MARKDOWN_WALK = 4_000_000;

/** A bullet item, or an ordered one numbered 1: either starts a new paragraph wherever it stands. */
const ITEM_ANYWHERE = /^ {0,3}(?:[-+*]|1[.)])[ \t]+\S/;
/** An ordered item: in a list begun by one (with the same delimiter) it starts a new paragraph too. */
const ORDERED_ITEM = /^ {0,3}\d{1,9}([.)])[ \t]+\S/;
/** A table's delimiter row (`| --- | :-: |`). */
const TABLE_DELIMITER = /^ {0,3}\|?[ \t]*:?-+:?[ \t]*(?:\|[ \t]*:?-+:?[ \t]*)*\|?[ \t]*$/;
/** A table row that starts with a pipe, so it cannot begin any other block. */
const PIPE_ROW = /^ {0,3}\|/;

/** The closing line of the fence this line opens, or null if it opens none (CommonMark's rules: a backtick fence's info has no backtick). */
function openingFence(line: string): RegExp | null {
  const m = /^ {0,3}(`{3,}|~{3,})(.*)$/.exec(line);
  if (!m || (m[1]![0] === '`' && m[2]!.includes('`'))) return null;
  return new RegExp(`^ {0,3}${m[1]![0]}{${m[1]!.length},}[ \\t]*$`);
}

/** Cells of a table row (split at unescaped pipes, outer pipes dropped). */
const cellCount = (line: string) =>
  line
    .trim()
    .replace(/^\|/, '')
    .replace(/(?<!\\)\|$/, '')
    .split(/(?<!\\)\|/).length;

/**
 * The parser's walk steps for one block, estimated as marks × length for each paragraph (the parser's
 * unit of inline text). A paragraph is cut only where the parser surely starts a new one: a blank line,
 * a bullet item or an item numbered 1, a further ordered item in an ordered list, a table's rows that
 * start with a pipe; elsewhere lines are counted together (more, never less, than the parser's work).
 */
export function markdownWalkCost(block: string): number {
  let cost = 0;
  let marks = 0;
  let length = 0;
  let first = '';
  let lines = 0;
  // The paragraph began after a blank line, a fence or the block's start (so its first line may head a table).
  let fresh = true;
  let fence: RegExp | null = null;
  let table = false;
  const close = (afterBreak: boolean) => {
    cost += marks * length;
    marks = length = lines = 0;
    fresh = afterBreak;
  };
  for (const line of block.split('\n')) {
    if (fence) {
      // Fenced code is not parsed inline; the fence ends at its closing line.
      if (fence.test(line)) fence = null;
      close(true);
      continue;
    }
    fence = openingFence(line);
    if (fence || line.trim() === '') {
      close(true);
      table = false;
      continue;
    }
    if (table && !PIPE_ROW.test(line)) table = false;
    const ordered = ORDERED_ITEM.exec(line);
    const newItem = ITEM_ANYWHERE.test(line) || (ordered !== null && ORDERED_ITEM.exec(first)?.[1] === ordered[1]);
    if (lines > 0 && (newItem || table)) close(false);
    // A header row and its delimiter row: each row after them is a paragraph of its own.
    if (lines === 1 && fresh && PIPE_ROW.test(first) && TABLE_DELIMITER.test(line) && line.includes('|'))
      table = cellCount(line) === cellCount(first);
    if (lines === 0) first = line;
    lines++;
    marks += line.match(WALKING_MARK)?.length ?? 0;
    length += line.length + 1;
  }
  close(true);
  return cost;
}

/**
 * Which blocks to show as plain text: the costliest (markdownWalkCost), until what is left to parse
 * is within MAX_MARKDOWN_WALK. Ordinary replies keep every block.
 */
export function plainBlocks(blocks: readonly string[]): boolean[] {
  const costs = blocks.map(markdownWalkCost);
  let total = costs.reduce((a, b) => a + b, 0);
  const plain = blocks.map(() => false);
  const costliest = costs.map((_, i) => i).sort((a, b) => costs[b]! - costs[a]!);
  for (const i of costliest) {
    if (total <= MAX_MARKDOWN_WALK) break;
    plain[i] = true;
    total -= costs[i]!;
  }
  return plain;
}
