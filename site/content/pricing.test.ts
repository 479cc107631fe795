import { describe, expect, it } from 'vitest';
import { COMPARISON, PLANS, PRICING_FAQ, formatPriceUsd } from './pricing';

describe('pricing content', () => {
  it('formats whole dollars without decimals, cents with two, and Custom as text', () => {
    expect(formatPriceUsd(99)).toBe('$99');
    expect(formatPriceUsd(9.99)).toBe('$9.99');
    expect(formatPriceUsd(19.9)).toBe('$19.90');
    expect(formatPriceUsd('Custom')).toBe('Custom');
  });

  it('has the spec prices and plan features', () => {
    expect(PLANS.map((p) => [p.name, p.priceAnnualUsd, p.priceMonthlyUsd])).toEqual([
      ['Basic', 99, 9.99],
      ['Pro', 199, 19.99],
      ['Enterprise', 'Custom', 'Custom'],
    ]);
    expect(PLANS.find((p) => p.id === 'pro')?.features).toContain('Compatibility analysis');
    expect(PLANS.find((p) => p.id === 'enterprise')?.features).toEqual(expect.arrayContaining(['API access', 'Custom integrations']));
    expect(PRICING_FAQ).toHaveLength(6);
  });

  it('compares compatibility on Pro+Enterprise, API and integrations on Enterprise only', () => {
    const row = (feature: string) => COMPARISON.find((r) => r.feature === feature);
    expect(row('Compatibility analysis')).toMatchObject({ basic: false, pro: true, enterprise: true });
    expect(row('API access')).toMatchObject({ basic: false, pro: false, enterprise: true });
    expect(row('Custom integrations')).toMatchObject({ basic: false, pro: false, enterprise: true });
  });
});
