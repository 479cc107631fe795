/**
 * Behaviour of the pricing switch (`PricingPlans.astro`): the Annual/Monthly toggle buttons set
 * aria-pressed and swap each card's price (from its data-annual / data-monthly text) and suffix
 * ("/year" or "/month"; "Custom" has none). DOM only, no framework. The words come from the
 * block's data attributes (data-suffix-annual, data-status-monthly, …), in the page's language.
 */
import { BILLING_PERIODS, type BillingPeriod } from '../content/billing';

/** The block's data attribute for `kind` and `period`, e.g. suffix + annual → data-suffix-annual. */
function word(root: HTMLElement, kind: 'suffix' | 'status', period: BillingPeriod): string {
  return root.dataset[`${kind}${period[0]!.toUpperCase()}${period.slice(1)}`] ?? '';
}

/** True when `value` is one of {@link BILLING_PERIODS}. */
function isPeriod(value: string | undefined): value is BillingPeriod {
  return (BILLING_PERIODS as readonly string[]).includes(value ?? '');
}

/** Shows `period` in every card of `root` and marks its button pressed. */
function select(root: HTMLElement, period: BillingPeriod): void {
  for (const button of root.querySelectorAll<HTMLButtonElement>('button[data-period]')) {
    button.setAttribute('aria-pressed', String(button.dataset.period === period));
  }
  for (const amount of root.querySelectorAll<HTMLElement>('.price-amount')) {
    amount.textContent = amount.dataset[period] ?? amount.textContent;
  }
  for (const suffix of root.querySelectorAll<HTMLElement>('.price-suffix')) suffix.textContent = word(root, 'suffix', period);
  const status = root.querySelector<HTMLElement>('[data-period-status]');
  if (status) status.textContent = word(root, 'status', period);
}

/** Reveals the switch of a server-rendered pricing block (annual prices) and wires it; marks it `data-enhanced="true"`. */
export function enhancePricing(root: HTMLElement): void {
  if (root.dataset.enhanced === 'true') return;
  const group = root.querySelector<HTMLElement>('.billing-switch');
  root.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest<HTMLButtonElement>('button[data-period]');
    if (button && isPeriod(button.dataset.period)) select(root, button.dataset.period);
  });
  if (group) group.hidden = false;
  root.dataset.enhanced = 'true';
}
