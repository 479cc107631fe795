/**
 * The top bar's and the footer's links, in order: one list every page's frame reads. Targets are
 * English addresses (pages localise them with localizePath); labels are keys into
 * i18n/layout.ts, so every language names the same links.
 */
import type { layoutMessages } from '../i18n/layout';

type LayoutMessages = (typeof layoutMessages)['en'];

/** A top-bar link: English address and the key of its label. */
export interface NavLink {
  href: string;
  label: keyof LayoutMessages['nav'];
}

/**
 * The product's sections, in the header of every page and language (components/SiteHeader.astro): the one table of
 * where a visitor can go. A section's other pages (the quick chart /birth-chart, a rashifal sign, a guide) are
 * reached from these in one more click.
 */
export const TOP_NAV_LINKS: readonly NavLink[] = [
  { href: '/detailed-kundali', label: 'report' },
  { href: '/kundali-matching', label: 'matching' },
  { href: '/panchang', label: 'panchang' },
  { href: '/festivals', label: 'festivals' },
  { href: '/muhurta', label: 'muhurta' },
  { href: '/rashifal', label: 'rashifal' },
  { href: '/compare', label: 'compare' },
  { href: '/chat', label: 'chat' },
  { href: '/my-charts', label: 'myCharts' },
];

/** A footer column: heading key and its links (English address, label key). */
export interface FooterColumn {
  heading: keyof LayoutMessages['footer']['headings'];
  links: { href: string; label: keyof LayoutMessages['footer']['links'] }[];
}

/** The footer's four columns (About, Resources, Legal, Connect). */
export const FOOTER_COLUMNS: readonly FooterColumn[] = [
  {
    heading: 'about',
    links: [
      { href: '/about-us', label: 'aboutUs' },
      { href: '/our-story', label: 'ourStory' },
      { href: '/team', label: 'team' },
      { href: '/careers', label: 'careers' },
    ],
  },
  {
    heading: 'resources',
    links: [
      { href: '/how-it-works', label: 'howItWorks' },
      { href: '/kundali-matching', label: 'kundaliMatching' },
      { href: '/festivals', label: 'festivals' },
      { href: '/muhurta', label: 'muhurta' },
      { href: '/guides', label: 'guides' },
      { href: '/blog', label: 'blog' },
      { href: '/faq', label: 'faq' },
    ],
  },
  {
    heading: 'legal',
    links: [
      { href: '/terms-of-service', label: 'termsOfService' },
      { href: '/privacy-policy', label: 'privacyPolicy' },
    ],
  },
  {
    heading: 'connect',
    links: [
      { href: '/contact-us', label: 'contactUs' },
      { href: '/support', label: 'support' },
      { href: '/social-media', label: 'socialMedia' },
    ],
  },
];
