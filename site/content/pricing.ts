/**
 * Plans, the feature comparison and the pricing FAQ (spec section 9). Prices in US dollars.
 * Paid plans are not on sale yet, so the copy says so instead of pretending to take payment.
 */

/** Billing period of the pricing switch; annual is the default. */
export const BILLING_PERIODS = ['annual', 'monthly'] as const;
/** One of {@link BILLING_PERIODS}. */
export type BillingPeriod = (typeof BILLING_PERIODS)[number];

/** A plan card. Prices are dollars per year / per month, or the text "Custom". */
export interface Plan {
  id: 'basic' | 'pro' | 'enterprise';
  name: string;
  description: string;
  priceAnnualUsd: number | 'Custom';
  priceMonthlyUsd: number | 'Custom';
  features: readonly string[];
  /** Where "Choose Plan" leads: an honest destination while checkout does not exist. */
  href: string;
}

/** Basic, Pro and Enterprise, in that order. */
export const PLANS: readonly Plan[] = [
  {
    id: 'basic',
    name: 'Basic',
    description: 'For your own chart and the essentials.',
    priceAnnualUsd: 99,
    priceMonthlyUsd: 9.99,
    features: ['Basic Kundali generation', '1 detailed report per month', 'Basic interpretations', 'Email support'],
    href: '/contact-us?plan=basic',
  },
  {
    id: 'pro',
    name: 'Pro',
    description: 'For deeper study and relationship questions.',
    priceAnnualUsd: 199,
    priceMonthlyUsd: 19.99,
    features: [
      'Advanced Kundali generation',
      '5 detailed reports per month',
      'Advanced interpretations',
      'Priority email support',
      'Compatibility analysis',
    ],
    href: '/contact-us?plan=pro',
  },
  {
    id: 'enterprise',
    name: 'Enterprise',
    description: 'For astrologers and businesses.',
    priceAnnualUsd: 'Custom',
    priceMonthlyUsd: 'Custom',
    features: [
      'Custom Kundali generation',
      'Unlimited detailed reports',
      'All interpretations',
      '24/7 priority support',
      'API access',
      'Custom integrations',
    ],
    href: '/contact-us?plan=enterprise',
  },
];

/** A row of the feature comparison: true = included, false = not, or a short text. */
export interface ComparisonRow {
  feature: string;
  basic: boolean | string;
  pro: boolean | string;
  enterprise: boolean | string;
}

/** Compatibility on Pro and Enterprise; API access and custom integrations on Enterprise only (spec section 9). */
export const COMPARISON: readonly ComparisonRow[] = [
  { feature: 'Kundali generation', basic: 'Basic', pro: 'Advanced', enterprise: 'Custom' },
  { feature: 'Detailed reports', basic: '1 per month', pro: '5 per month', enterprise: 'Unlimited' },
  { feature: 'Interpretations', basic: 'Basic', pro: 'Advanced', enterprise: 'All' },
  { feature: 'Support', basic: 'Email', pro: 'Priority email', enterprise: '24/7 priority' },
  { feature: 'Compatibility analysis', basic: false, pro: true, enterprise: true },
  { feature: 'API access', basic: false, pro: false, enterprise: true },
  { feature: 'Custom integrations', basic: false, pro: false, enterprise: true },
];

/** Six pricing questions. Paid plans have not launched, so answers describe the terms they will launch with. */
export const PRICING_FAQ: readonly { question: string; answer: string }[] = [
  {
    question: 'Can I change my plan later?',
    answer: 'Yes. Once paid plans launch you can move between plans at any time, and the change applies from your next billing cycle.',
  },
  {
    question: 'Is there a free trial?',
    answer:
      'Generating your chart and chatting about it is free today. When paid plans launch, Basic and Pro will start with a 7-day free trial.',
  },
  {
    question: 'Which payment methods will you accept?',
    answer:
      'Major credit cards and PayPal, and bank transfer for annual Enterprise plans. We are not taking payments yet, so nothing is charged today.',
  },
  {
    question: 'Can I cancel at any time?',
    answer: 'Yes. You will be able to cancel whenever you like and keep access until the end of the period you paid for.',
  },
  { question: 'Is there a money-back guarantee?', answer: 'Annual subscriptions will come with a 30-day money-back guarantee.' },
  {
    question: 'How is my data protected?',
    answer:
      'Traffic to the site is encrypted in transit, and we keep only what a chart needs. The privacy policy lists exactly what we collect.',
  },
];

/** "$99", "$9.99" or "Custom": whole dollars without decimals, others with two. */
export function formatPriceUsd(price: number | 'Custom'): string {
  if (price === 'Custom') return price;
  return Number.isInteger(price) ? `$${price}` : `$${price.toFixed(2)}`;
}

/** Features that have a page of their own: the plan cards and the comparison table link them. */
export const FEATURE_PAGES: Readonly<Record<string, string>> = { 'Compatibility analysis': '/kundali-matching' };
