/**
 * Pricing island: the Annual/Monthly switch (default Annual) and the three plan cards whose price
 * and suffix ("/year" or "/month") follow it. The switch is a pair of toggle buttons with
 * aria-pressed; the change is announced through a polite live region.
 */
import { useState } from 'react';
import { formatPriceUsd, type BillingPeriod, type Plan } from '../content/pricing';

/** Props: the plans to show, in order. */
export interface PricingToggleProps {
  plans: readonly Plan[];
}

const LABELS: Record<BillingPeriod, string> = { annual: 'Annual', monthly: 'Monthly' };
const SUFFIX: Record<BillingPeriod, string> = { annual: '/year', monthly: '/month' };

/** Switch plus cards. */
export default function PricingToggle({ plans }: PricingToggleProps) {
  const [period, setPeriod] = useState<BillingPeriod>('annual');
  return (
    <div className="pricing">
      <div className="billing-switch" role="group" aria-label="Billing period">
        {(['annual', 'monthly'] as const).map((value) => (
          <button key={value} type="button" aria-pressed={period === value} onClick={() => setPeriod(value)}>
            {LABELS[value]}
          </button>
        ))}
      </div>
      <p className="visually-hidden" aria-live="polite">
        Showing {LABELS[period].toLowerCase()} prices.
      </p>
      <ul className="grid grid-3">
        {plans.map((plan) => {
          const price = period === 'annual' ? plan.priceAnnualUsd : plan.priceMonthlyUsd;
          return (
            <li key={plan.id} className="card plan" data-plan={plan.id}>
              <h2>{plan.name}</h2>
              <p className="muted">{plan.description}</p>
              <p className="price">
                <span className="price-amount">{formatPriceUsd(price)}</span>
                {price !== 'Custom' && <span className="price-suffix">{SUFFIX[period]}</span>}
              </p>
              <ul>
                {plan.features.map((feature) => (
                  <li key={feature}>{feature}</li>
                ))}
              </ul>
              <a className="button" href={plan.href} aria-label={`Choose Plan: ${plan.name}`}>
                Choose Plan
              </a>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
