/** The one accessibility check of the e2e specs: axe-core over the page, no violations, each listed with its nodes. */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { renderSkippedContent } from './rendered';

/** Runs axe on the page as it is now; `state` names the moment in the failure message. */
export async function expectNoAxeViolations(page: Page, state = ''): Promise<void> {
  await renderSkippedContent(page);
  // Legacy mode runs axe in the page itself; the default also opens a blank page to merge per-frame results,
  // which our pages (no iframes) do not need and which took about half of each check's time. Only violations
  // are collected in full. Same rules, same violations.
  const results = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .analyze();
  const summary = results.violations.map(
    (v) =>
      `${state ? `${state}: ` : ''}${v.id}: ${v.help} (${v.nodes.map((n) => `${n.target.join(' ')} ${n.failureSummary ?? ''}`.trim()).join('; ')})`,
  );
  expect(summary, 'axe violations').toEqual([]);
}
