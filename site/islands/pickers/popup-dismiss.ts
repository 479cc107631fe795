/**
 * How the pickers' popups close (spec: "closes on selection, Escape or an outside click"), in one
 * place for the date, time and address pickers: a pointer press outside the field closes it, and
 * so does focus leaving the field (Tab, or a click elsewhere), but not a press inside the field,
 * whose blur would otherwise close the popup before the click lands.
 */
import { useEffect, useRef, type FocusEvent, type RefObject } from 'react';

/** Closes the popup when a pointer press lands outside `rootRef` while it is open. */
export function useOutsideClose(rootRef: RefObject<HTMLElement | null>, open: boolean, close: () => void): void {
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) close();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
    // close is recreated each render; only the open state decides whether we listen.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);
}

/** Props for the field's wrapper element: focus leaving the wrapper closes the popup (see the file comment). */
export function useFocusLeaveClose(rootRef: RefObject<HTMLElement | null>, close: () => void) {
  const pointerInside = useRef(false);
  return {
    onPointerDown: () => {
      pointerInside.current = true;
      setTimeout(() => {
        pointerInside.current = false;
      }, 0);
    },
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (!pointerInside.current && !rootRef.current?.contains(event.relatedTarget as Node | null)) close();
    },
  };
}
