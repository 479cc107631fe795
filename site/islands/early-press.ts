/**
 * A press on a server-rendered form before its island has hydrated counts. A `client:load` island's
 * form is on the screen while React and the island's code are still on their way; a press then reached
 * no handler: a submit button made the browser reload the page with a bare GET query (nothing shown,
 * the typed text gone), a picker's button did nothing. The page's small script (holdEarlyPresses)
 * keeps the native submission from happening and remembers the button pressed; the island, once it
 * holds what was typed, presses that button again (replayEarlyPress). The home page's loader
 * (pages/[...locale]/index.astro) does the same for the form it hydrates on first interaction.
 */

/** The attribute of the element wrapping such an island (its page renders `<div {...EARLY_PRESS_ROOT}>`). */
export const EARLY_PRESS_ROOT = { 'data-early-press': '' } as const;
const ROOT = 'data-early-press';
/** Set on the root once the island has taken over (its own handlers answer from then on). */
const READY = 'data-early-press-ready';
/** Marks the button pressed before that. */
const PRESSED = 'data-early-pressed';

/** The page's script: for each root, stop native submissions and remember the last button pressed until the island is ready. */
export function holdEarlyPresses(doc: Document = document): void {
  for (const root of doc.querySelectorAll<HTMLElement>(`[${ROOT}]`)) {
    root.addEventListener(
      'click',
      (event) => {
        if (root.hasAttribute(READY) || !(event.target instanceof Element)) return;
        const button = event.target.closest('button');
        if (!button || !root.contains(button)) return;
        for (const earlier of root.querySelectorAll(`[${PRESSED}]`)) earlier.removeAttribute(PRESSED);
        button.setAttribute(PRESSED, '');
      },
      true,
    );
    root.addEventListener(
      'submit',
      (event) => {
        if (!root.hasAttribute(READY)) event.preventDefault();
      },
      true,
    );
  }
}

/**
 * The island's side, once its state holds what was typed before hydration: marks every root ready and
 * presses again the button pressed before (a submit button submits the form through React now).
 */
export function replayEarlyPress(doc: Document = document): void {
  for (const root of doc.querySelectorAll<HTMLElement>(`[${ROOT}]`)) {
    root.setAttribute(READY, '');
    const pressed = root.querySelector<HTMLElement>(`[${PRESSED}]`);
    if (!pressed) continue;
    pressed.removeAttribute(PRESSED);
    pressed.click();
  }
}
