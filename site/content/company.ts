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
  /** Spec section 9: Mon–Fri 9am–5pm EST, closed at weekends. */
  hours: [
    { days: 'Monday – Friday', time: '9am – 5pm EST' },
    { days: 'Saturday – Sunday', time: 'Closed' },
  ],
} as const;

/** A social platform we intend to publish on; no account is linked until it exists. */
export interface SocialPlatform {
  name: string;
  handle: string;
  purpose: string;
}

/** The five platforms of the spec, with the handle we have chosen and what we plan to post there. */
export const SOCIAL_PLATFORMS: readonly SocialPlatform[] = [
  { name: 'Facebook', handle: 'kundaliai', purpose: 'Product news and longer posts about how charts are read.' },
  { name: 'Twitter', handle: '@kundaliai', purpose: 'Short notes on transits, releases and fixes.' },
  { name: 'Instagram', handle: '@kundaliai', purpose: 'Chart illustrations: North and South Indian styles side by side.' },
  { name: 'LinkedIn', handle: PRODUCT_NAME, purpose: 'Hiring and engineering updates.' },
  { name: 'YouTube', handle: '@kundaliai', purpose: 'Walk-throughs of the Kundali report, one section per video.' },
];
