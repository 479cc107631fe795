import { describe, expect, it } from 'vitest';
import { COMPARISON, PLANS, PLAN_TEXT, PRICING_FAQ, formatPriceUsd } from './pricing';

describe('pricing content', () => {
  it('formats whole dollars without decimals, cents with two, and Custom as text', () => {
    expect(formatPriceUsd(99)).toBe('$99');
    expect(formatPriceUsd(9.99)).toBe('$9.99');
    expect(formatPriceUsd(19.9)).toBe('$19.90');
    expect(formatPriceUsd('Custom')).toBe('Custom');
  });

  it('has the spec prices and plan features', () => {
    expect(PLANS.map((p, i) => [PLAN_TEXT.en[i]!.name, p.priceAnnualUsd, p.priceMonthlyUsd])).toEqual([
      ['Basic', 99, 9.99],
      ['Pro', 199, 19.99],
      ['Enterprise', 'Custom', 'Custom'],
    ]);
    const features = (id: string) => PLAN_TEXT.en[PLANS.findIndex((p) => p.id === id)]?.features;
    expect(features('pro')).toContain('Compatibility analysis');
    expect(features('enterprise')).toEqual(expect.arrayContaining(['API access', 'Custom integrations']));
    expect(PRICING_FAQ.en).toHaveLength(6);
    expect(PRICING_FAQ.hi).toHaveLength(6);
  });

  it('compares compatibility on Pro+Enterprise, API and integrations on Enterprise only', () => {
    const row = (feature: string) => COMPARISON.en.find((r) => r.feature === feature);
    expect(row('Compatibility analysis')).toMatchObject({ basic: false, pro: true, enterprise: true });
    expect(row('API access')).toMatchObject({ basic: false, pro: false, enterprise: true });
    expect(row('Custom integrations')).toMatchObject({ basic: false, pro: false, enterprise: true });
  });
});
