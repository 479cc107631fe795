/**
 * The top bar's links, in order: one list every page's header reads. A feature that needs a place
 * in the top bar adds one entry here (and the footer's columns live in components/Footer.astro).
 */
export interface NavLink {
  href: string;
  label: string;
}

/** Main sections of the site, shown beside the wordmark. */
export const TOP_NAV_LINKS: readonly NavLink[] = [
  { href: '/birth-chart', label: 'Kundali' },
  { href: '/kundali-matching', label: 'Matching' },
  { href: '/chat', label: 'Chat' },
  { href: '/panchang', label: 'Panchang' },
];
