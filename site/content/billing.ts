/** Billing periods of the pricing switch, apart from the plans' words so the switch's script stays a few hundred bytes. */

/** Billing period of the pricing switch; annual is the default. */
export const BILLING_PERIODS = ['annual', 'monthly'] as const;
/** One of {@link BILLING_PERIODS}. */
export type BillingPeriod = (typeof BILLING_PERIODS)[number];
