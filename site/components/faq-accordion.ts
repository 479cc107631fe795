/**
 * Behaviour of the FAQ accordion (`Faq.astro`): collapse every answer, then let one open at a
 * time; activating the open question closes it. Buttons are native, so Enter and Space work.
 * DOM only, no framework: the page ships a few hundred bytes instead of the React runtime.
 */

/** Question buttons of `list` with the answer panel each controls (missing panels are skipped). */
function pairs(list: HTMLElement): { button: HTMLButtonElement; panel: HTMLElement }[] {
  return [...list.querySelectorAll<HTMLButtonElement>('button.faq-question')].flatMap((button) => {
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
    return panel ? [{ button, panel }] : [];
  });
}

/** Shows the answer of `open` (or none when null) and hides the others, keeping aria-expanded in step. */
function show(items: { button: HTMLButtonElement; panel: HTMLElement }[], open: HTMLButtonElement | null): void {
  for (const { button, panel } of items) {
    const expanded = button === open;
    button.setAttribute('aria-expanded', String(expanded));
    panel.hidden = !expanded;
  }
}

/** Turns a server-rendered list (all answers visible) into the accordion; marks it `data-enhanced="true"`. */
export function enhanceFaq(list: HTMLElement): void {
  if (list.dataset.enhanced === 'true') return;
  const items = pairs(list);
  show(items, null);
  for (const { button } of items) {
    button.addEventListener('click', () => show(items, button.getAttribute('aria-expanded') === 'true' ? null : button));
  }
  list.dataset.enhanced = 'true';
}
