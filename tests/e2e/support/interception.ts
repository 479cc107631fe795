/** Requests the e2e specs hold back or fail on purpose, each written once. */
import type { Page } from '@playwright/test';

/**
 * Holds back the page's own scripts (`/_astro/*.js`) until the returned function is called, so a spec
 * sees what the server HTML and the inline first-paint checks show before any island runs.
 */
export async function holdPageScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/_astro/*.js', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** The message of the chart service's failure that `failChartOnce` sends. */
export const CHART_SERVICE_FAILURE = 'The chart service is restarting.';

/** The next `/api/chart` request gets a real HTTP 503 answer from the chart service (once; later ones go through). */
export async function failChartOnce(page: Page): Promise<void> {
  await page.route(
    '**/api/chart?*',
    (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ status: 503, error: 'Service Unavailable', message: CHART_SERVICE_FAILURE }),
      }),
    { times: 1 },
  );
}
