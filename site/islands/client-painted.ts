/**
 * `client:painted`, an Astro client directive (added by scripts/astro-client-opening.ts): the island's JavaScript is
 * requested once the browser has painted the page's server HTML (a frame, then a task), for islands whose first
 * screen is that HTML and holds nothing to type into (an island that hydrates later keeps no keystroke).
 * Why: with `client:load` the island's modules load while the page is parsed; whether React ran before Chrome's
 * first frame then decided whether Lighthouse's simulation counted the modules in the first and largest paint (the
 * same page scored 83–100 as the machine was busy or not). A hidden tab draws no frames: it hydrates at once.
 */
import type { ClientDirective } from 'astro';

const painted: ClientDirective = (load) => {
  const hydrate = () => void load().then((run) => run());
  if (document.visibilityState === 'hidden') hydrate();
  else requestAnimationFrame(() => setTimeout(hydrate));
};
export default painted;
