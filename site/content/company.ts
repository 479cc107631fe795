/**
 * Company facts shown on the contact, support, social and about pages. One place, so the pages
 * cannot disagree. Addresses and numbers are the project's published contact points.
 */
import { PRODUCT_NAME } from '../../shared/product';

/** Contact channels for the contact and support pages. */
export const CONTACT = {
  email: 'hello@kundali-ai.example',
  supportEmail: 'support@kundali-ai.example',
  phoneDisplay: '+1 (555) 010-0123',
  phoneHref: 'tel:+15550100123',
  address: [PRODUCT_NAME, '200 Orion Avenue, Suite 4', 'Austin, TX 78701', 'United States'],
  // Opening hours are words: i18n/pages/company.ts (contactMessages.hoursRows).
} as const;

/** A social platform we intend to publish on; no account is linked until it exists (what we will post: socialMessages.purposes). */
export interface SocialPlatform {
  name: string;
  handle: string;
}

/** The five platforms of the spec, with the handle we have chosen and what we plan to post there. */
export const SOCIAL_PLATFORMS: readonly SocialPlatform[] = [
  { name: 'Facebook', handle: 'kundaliai' },
  { name: 'Twitter', handle: '@kundaliai' },
  { name: 'Instagram', handle: '@kundaliai' },
  { name: 'LinkedIn', handle: PRODUCT_NAME },
  { name: 'YouTube', handle: '@kundaliai' },
];
