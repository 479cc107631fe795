/** The one accessibility check of the e2e specs: axe-core over the page, no violations, each listed with its nodes. */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Runs axe on the page as it is now; `state` names the moment in the failure message. */
export async function expectNoAxeViolations(page: Page, state = ''): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const summary = results.violations.map(
    (v) =>
      `${state ? `${state}: ` : ''}${v.id}: ${v.help} (${v.nodes.map((n) => `${n.target.join(' ')} ${n.failureSummary ?? ''}`.trim()).join('; ')})`,
  );
  expect(summary, 'axe violations').toEqual([]);
}
