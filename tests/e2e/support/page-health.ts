/**
 * Collects what must stay empty while a page is used: console errors, uncaught exceptions and
 * CSP violations (both the DOM `securitypolicyviolation` event and Chromium's console report).
 */
import type { Page } from '@playwright/test';

/** Problems seen on one page. */
export interface PageProblems {
  consoleErrors: string[];
  pageErrors: string[];
  cspViolations: string[];
}

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

/** Starts watching `page`; call before the first navigation. Returns a live list. */
export async function watchPage(page: Page): Promise<PageProblems> {
  const problems: PageProblems = { consoleErrors: [], pageErrors: [], cspViolations: [] };
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    if (/Content.Security.Policy/i.test(text)) problems.cspViolations.push(text);
    else problems.consoleErrors.push(text);
  });
  page.on('pageerror', (error) => problems.pageErrors.push(error.message));
  // Init scripts run outside the page's CSP, so the listener itself cannot be blocked.
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations?.push(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  return problems;
}

/** Reads the DOM-reported CSP violations into `problems` (call before asserting). */
export async function collectCspViolations(page: Page, problems: PageProblems): Promise<void> {
  const seen = await page.evaluate(() => window.__cspViolations ?? []);
  for (const violation of seen) if (!problems.cspViolations.includes(violation)) problems.cspViolations.push(violation);
}

/**
 * Scrolls every Astro island into view (client:visible hydrates on visibility) and waits until
 * Astro has hydrated them all (it removes the `ssr` attribute when an island hydrates) and our
 * islands have run their mount effects.
 */
export async function hydrateIslands(page: Page): Promise<void> {
  // Islands are `display: contents`, so scroll their rendered children (not the island element) into view.
  const lazyCount = await page.locator('astro-island[client="visible"]').count();
  for (let index = 0; index < lazyCount; index += 1) {
    await page.evaluate(async (nth) => {
      const island = document.querySelectorAll('astro-island[client="visible"]')[nth];
      island?.firstElementChild?.scrollIntoView({ block: 'center' });
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    }, index);
  }
  await page.waitForFunction(() => document.querySelectorAll('astro-island[ssr]').length === 0, undefined, { timeout: 15_000 });
  // Our islands flag `data-enhanced="true"` once their mount effects ran (e.g. noValidate is set).
  await page.waitForFunction(() => document.querySelectorAll('[data-enhanced="false"]').length === 0, undefined, { timeout: 15_000 });
  await page.evaluate(() => window.scrollTo(0, 0));
}
