/**
 * `client:opening`, the Astro client directive of /chat's island (added by scripts/astro-client-opening.ts): the
 * island's JavaScript is requested once the page's early script has drawn the opening conversation
 * (opening-draw.ts) or has said it draws none, and at the latest OPENING_WAIT_MS after the page began. Why: the first
 * prompt is /chat's largest paint; with React (63 of the page's 88 KiB) loading beside the chart request, Lighthouse
 * counted React's download and start-up in that paint even when the early script drew it.
 */
import type { ClientDirective } from 'astro';
import { OPENING_SETTLED_ATTRIBUTE, OPENING_SETTLED_EVENT, OPENING_WAIT_MS } from './opening-settled';

const opening: ClientDirective = (load) => {
  let started = false;
  const hydrate = () => {
    if (started) return;
    started = true;
    void load().then((run) => run());
  };
  if (document.documentElement.getAttribute(OPENING_SETTLED_ATTRIBUTE) === 'settled') hydrate();
  else {
    window.addEventListener(OPENING_SETTLED_EVENT, hydrate, { once: true });
    setTimeout(hydrate, OPENING_WAIT_MS);
  }
};
export default opening;
