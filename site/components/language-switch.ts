/**
 * Behaviour of the language switch (LanguageSwitch.astro): its links carry the current query and
 * hash (so `/birth-chart?…` stays the same chart in the other language), a click remembers the
 * choice, and a later visit to a page in another language goes to the remembered one's copy.
 * Only an explicit choice is remembered: visitors who never use the switch are never redirected.
 * Imports nothing, so Astro inlines it (hashed for the CSP) instead of loading a module.
 */
/** localStorage key of the remembered language. */
export const LOCALE_CHOICE_KEY = 'kundali.locale';

function readChoice(): string | null {
  try {
    return localStorage.getItem(LOCALE_CHOICE_KEY);
  } catch {
    return null; // storage disabled: nothing remembered
  }
}

function writeChoice(locale: string): void {
  try {
    localStorage.setItem(LOCALE_CHOICE_KEY, locale);
  } catch {
    // storage disabled: the switch still works for this visit
  }
}

/**
 * Wires the switch links under `root` (elements with `data-language-switch="<code>"`).
 * `redirect` is false on pages that answer any address (the 404 page), where following the
 * remembered language would lose the address the visitor asked for.
 */
export function initLanguageSwitch(root: ParentNode, redirect: boolean): void {
  const links = [...root.querySelectorAll<HTMLAnchorElement>('a[data-language-switch]')];
  for (const link of links) {
    link.search = window.location.search;
    link.hash = window.location.hash;
    link.addEventListener('click', () => writeChoice(link.dataset.languageSwitch ?? ''));
  }
  const chosen = readChoice();
  if (!redirect || !chosen || chosen === document.documentElement.lang) return;
  // Only a language this page links to counts: anything else in storage is ignored.
  const target = links.find((link) => link.dataset.languageSwitch === chosen);
  if (target) window.location.replace(target.href);
}
