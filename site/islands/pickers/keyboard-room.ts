/**
 * A popup with a search box and its results, kept in the part of the page a phone still shows when its
 * on-screen keyboard is up. The keyboard shrinks the visual viewport (window.visualViewport), not the
 * layout viewport the page is laid out in, so a list opened below a field near the bottom of the screen
 * sits under the keyboard. The page is scrolled just enough for the popup's bottom to show (never so far
 * that its top, the search box, leaves the screen), and the list is given the height left above the
 * keyboard (a CSS variable, `--keyboard-room`, that the picker's stylesheet caps its list with).
 * `keyboardRoom` is the arithmetic; `useKeyboardRoom` runs it when the popup opens, when its results
 * change, and whenever the visual viewport moves or resizes (the keyboard opening or closing).
 */
import { useEffect, type RefObject } from 'react';

/** Space kept between the popup and the keyboard's edge, px. */
const EDGE_GAP_PX = 8;
/** The list never shrinks below this, px: about two results, so the list stays usable on the smallest screens. */
const MIN_LIST_PX = 88;

/** Vertical extents in the layout viewport's coordinates (getBoundingClientRect), px. */
export interface Extent {
  top: number;
  bottom: number;
}

/**
 * How far to scroll the page down (px, ≥ 0) so the popup shows above the keyboard, and the most height its
 * list may take once scrolled (px). `visible` is the visual viewport (offsetTop … offsetTop + height).
 */
export function keyboardRoom(popup: Extent, list: Extent, visible: Extent): { scrollByPx: number; listMaxPx: number } {
  const overflow = popup.bottom - (visible.bottom - EDGE_GAP_PX);
  const headroom = popup.top - (visible.top + EDGE_GAP_PX);
  const scrollByPx = Math.max(0, Math.min(overflow, headroom));
  // Below the list: the status line and the coordinates button; they stay in view too.
  const belowListPx = popup.bottom - list.bottom;
  const listMaxPx = Math.max(MIN_LIST_PX, visible.bottom - EDGE_GAP_PX - belowListPx - (list.top - scrollByPx));
  return { scrollByPx, listMaxPx };
}

/** Keeps `popup` (and the `list` inside it) above the on-screen keyboard while `open`; `results` re-runs it. */
export function useKeyboardRoom(
  popup: RefObject<HTMLElement | null>,
  list: RefObject<HTMLElement | null>,
  open: boolean,
  results: unknown,
): void {
  useEffect(() => {
    const viewport = window.visualViewport;
    if (!open || !viewport) return;
    const fit = () => {
      const box = popup.current?.getBoundingClientRect();
      const listBox = list.current?.getBoundingClientRect();
      if (!box || !listBox) return;
      const room = keyboardRoom(box, listBox, { top: viewport.offsetTop, bottom: viewport.offsetTop + viewport.height });
      list.current?.style.setProperty('--keyboard-room', `${Math.round(room.listMaxPx)}px`);
      if (room.scrollByPx > 0) window.scrollBy(0, room.scrollByPx);
    };
    fit();
    viewport.addEventListener('resize', fit);
    return () => viewport.removeEventListener('resize', fit);
  }, [popup, list, open, results]);
}
