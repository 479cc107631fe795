/**
 * The report's cards below the first screen are laid out a slice at a time. Most of a report's layout time is text
 * (shaping and line breaking of its prose; a Chrome trace of /hi/detailed-kundali?birth: a third to a half of each
 * layout in FontCache and shaping calls), so a section as React adds it took one layout of 25–90 ms on this machine
 * (the Now section alone ~31 ms warm), which Lighthouse's 4x CPU counts as 100–360 ms of blocking time, however
 * finely paint-steps.tsx cuts the report into steps.
 *
 * So each block of those cards (every child but its headings; a list's items rather than the list) arrives held
 * back: `data-pending`, which kundali.css draws with `content-visibility: auto` (Chrome skips its style, layout and
 * paint). Then, in tasks of their own, the blocks are let go in document order and laid out at once, as many per
 * task as fit in SLICE_BUDGET_MS. When all are drawn the page is exactly what it was without this (no attribute,
 * no containment left), and until then nothing is lost for a reader: the cards' headings and landmarks are never held
 * back, the held blocks are below the first screen, and find-in-page reaches them. Chrome leaves a held
 * block out of the accessibility tree (`notRendered`) until it is drawn, which is why they are drawn within about
 * a second rather than only when scrolled to.
 */
/** Main-thread time one slice may take, ms (observed): 4x that stays under Lighthouse's 50 ms long-task line. */
const SLICE_BUDGET_MS = 6;
/** Cards at the top of the report drawn with it, not held: who and the charts, the first screen on a phone. */
const FIRST_SCREEN_CARDS = 2;
/** The attribute kundali.css holds a block back by. */
const PENDING = 'data-pending';

/**
 * A card's blocks, each laid out in one go, never a heading: its children, and the items of a list or of a grid of
 * cards (a div of three or more) instead of the whole: the predictions' five life areas laid out together took 13 ms,
 * the Now section's months of events 13 ms (warm, /hi/detailed-kundali?birth), each item 2–5 ms.
 */
function blocksOf(card: Element): Element[] {
  const blocks: Element[] = [];
  for (const child of card.children) {
    const container = child.tagName === 'UL' || child.tagName === 'OL' ? 2 : child.tagName === 'DIV' ? 3 : Infinity;
    for (const block of child.children.length >= container ? child.children : [child])
      if (!/^H[1-6]$/.test(block.tagName)) blocks.push(block);
  }
  return blocks;
}

/**
 * Holds back and then draws, slice by slice, the blocks of the cards below the first screen of `report` (see above).
 * A callback ref (`<div ref={drawInSlices}>`): React calls it when the report is attached and the returned cleanup
 * when it is removed.
 */
export function drawInSlices(report: HTMLElement | null): (() => void) | undefined {
  // React 19 calls a ref that returns a cleanup with the element only; null is the type's older contract.
  if (!report) return undefined;
  const drawn = new WeakSet<Element>();
  let timer = 0;
  const drawSome = () => {
    timer = 0;
    const start = performance.now();
    for (const block of report.querySelectorAll<HTMLElement>(`[${PENDING}]`)) {
      block.removeAttribute(PENDING);
      drawn.add(block);
      // Reading its height lays the block out now, in this task, rather than all together in the next frame.
      void block.offsetHeight;
      if (performance.now() - start >= SLICE_BUDGET_MS) break;
    }
    if (report.querySelector(`[${PENDING}]`)) timer = window.setTimeout(drawSome);
  };
  // Runs after each React commit into the report (a microtask, before Chrome's next style and layout).
  const hold = () => {
    for (const card of [...report.children].slice(FIRST_SCREEN_CARDS))
      for (const block of blocksOf(card)) if (!drawn.has(block)) block.setAttribute(PENDING, '');
    if (!timer && report.querySelector(`[${PENDING}]`)) timer = window.setTimeout(drawSome);
  };
  const observer = new MutationObserver(hold);
  observer.observe(report, { childList: true, subtree: true });
  hold();
  return () => {
    observer.disconnect();
    clearTimeout(timer);
  };
}
