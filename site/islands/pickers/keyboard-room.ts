/**
 * A popup with a search box and its results, kept in the part of the page a phone still shows when its
 * on-screen keyboard is up. The keyboard shrinks the visual viewport (window.visualViewport), not the
 * layout viewport the page is laid out in, so a list opened below a field near the bottom of the screen
 * sits under the keyboard. The page is scrolled just enough for the popup's bottom to show (never so far
 * that its top, the search box, leaves the screen), and the list is given the height left above the
 * keyboard (a CSS variable, `--keyboard-room`, that the picker's stylesheet caps its list with).
 * `scrollToShow` and `listRoom` are the arithmetic; `useKeyboardRoom` runs them when the popup opens, when
 * its results change, and whenever the visual viewport resizes (the keyboard opening or closing).
 */
import { useEffect, type RefObject } from 'react';

/** Space kept between the popup and the keyboard's edge, px. */
const EDGE_GAP_PX = 8;
/** The list never shrinks below this, px: about two results, so the list stays usable on the smallest screens. */
const MIN_LIST_PX = 88;
/** The visual viewport this much shorter than the layout viewport means an on-screen keyboard is up, px. */
const KEYBOARD_MIN_PX = 120;

/** Vertical extents in the layout viewport's coordinates (getBoundingClientRect), px. */
export interface Extent {
  top: number;
  bottom: number;
}

/**
 * How far to scroll the page down (px, ≥ 0) so the popup's bottom shows above the keyboard, never so far that its
 * top leaves the screen. `visible` is the visual viewport (offsetTop … offsetTop + height).
 */
export function scrollToShow(popup: Extent, visible: Extent): number {
  const overflow = popup.bottom - (visible.bottom - EDGE_GAP_PX);
  const headroom = popup.top - (visible.top + EDGE_GAP_PX);
  return Math.max(0, Math.min(overflow, headroom));
}

/** The most height the popup's list may take (px) so the popup ends above the keyboard, where it now is. */
export function listRoom(popup: Extent, list: Extent, visible: Extent): number {
  // Below the list: the status line and the coordinates button; they stay in view too.
  const belowListPx = popup.bottom - list.bottom;
  return Math.max(MIN_LIST_PX, visible.bottom - EDGE_GAP_PX - belowListPx - list.top);
}

/**
 * Keeps `popup` (and the `list` inside it) above the on-screen keyboard while `open`; `results` re-runs it. Without
 * a keyboard (the visual viewport as tall as the layout one) it does nothing, so desktops keep the list's own height.
 */
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
      const listElement = list.current;
      if (!popup.current || !listElement) return;
      if (window.innerHeight - viewport.height < KEYBOARD_MIN_PX) {
        listElement.style.removeProperty('--keyboard-room');
        return;
      }
      const visible = { top: viewport.offsetTop, bottom: viewport.offsetTop + viewport.height };
      const scrollByPx = scrollToShow(popup.current.getBoundingClientRect(), visible);
      if (scrollByPx > 0) window.scrollBy(0, scrollByPx);
      // Measured again: the page may not have scrolled all the way (its end was near).
      const room = listRoom(popup.current.getBoundingClientRect(), listElement.getBoundingClientRect(), visible);
      listElement.style.setProperty('--keyboard-room', `${Math.round(room)}px`);
    };
    fit();
    viewport.addEventListener('resize', fit);
    return () => viewport.removeEventListener('resize', fit);
  }, [popup, list, open, results]);
}
