/**
 * Metadata for the home page (spec section 2, "Landing page"): keywords and the JSON-LD
 * Organization with a customer-service contact point in English and Hindi. Kept here so the
 * page only passes them to Base.astro (`keywords`, `jsonLd` props).
 */
import { PRODUCT_NAME } from '../../shared/product';
import { CONTACT } from '../content/company';

/** Public origin of the site; matches `site` in astro.config.mjs. */
const SITE_ORIGIN = 'https://kundali-ai.example';

/** <meta name="keywords"> for `/`. */
export const HOME_KEYWORDS: readonly string[] = [
  'Vedic astrology',
  'Kundali',
  'Kundli',
  'birth chart',
  'Janam Kundali',
  'horoscope',
  'Jyotish',
  'free Kundali online',
  'AI astrology',
  'dasha',
  'nakshatra',
];

/** schema.org Organization for `/`: customer-service contact point, available in English and Hindi. */
export const ORGANIZATION_JSON_LD: Record<string, unknown> = {
  '@context': 'https://schema.org',
  '@type': 'Organization',
  name: PRODUCT_NAME,
  url: `${SITE_ORIGIN}/`,
  logo: `${SITE_ORIGIN}/og-image.png`,
  description: 'Vedic birth charts (Kundali) calculated from your birth details and explained by AI.',
  contactPoint: {
    '@type': 'ContactPoint',
    contactType: 'customer service',
    email: CONTACT.supportEmail,
    telephone: CONTACT.phoneHref.replace('tel:', ''),
    availableLanguage: ['English', 'Hindi'],
    hoursAvailable: {
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
      opens: '09:00',
      closes: '17:00',
    },
  },
};
