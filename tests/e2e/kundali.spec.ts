/**
 * Kundali pages (/detailed-kundali and /birth-chart) end to end in Chromium against the built
 * site and the real local API. The expected signs, nakshatras and padas are fetched from
 * /api/chart in the test itself and compared with what the pages render. Covers the PDF report,
 * the loading/result/error states under axe, the form's required messages, inputs surviving an
 * API failure, the remembered chart style, and chart screenshots at 320 px and 1280 px.
 * Screenshot baselines (kundali.spec.ts-snapshots/, our own renderings of the fixed birth) are
 * regenerated only after looking at the new images:
 *   STATIC_DIR=/tmp/dist-x E2E_PORT=7xxx npx playwright test tests/e2e/kundali.spec.ts -g screenshots --update-snapshots
 */
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { systemFontUses } from './support/fonts';
import type { ChartModel } from '../../shared/model/chart';
import { RASIS } from '../../shared/vocabulary/rasi';
import { extractPdfText } from '../support/pdf-text';
import { fixedBirthQuery } from './support/fixed-birth';
import { collectCspViolations, hydrateIslands, watchPage } from './support/page-health';
import { CHART_SERVICE_FAILURE, failChartOnce, holdPageScripts } from './support/interception';

const BIRTH_QUERY = fixedBirthQuery();

/** The API's chart with its dasha periods and varga signs as the server computes them (the pages rebuild both from the lean body). */
async function apiChart(page: Page, query: URLSearchParams = BIRTH_QUERY): Promise<ChartModel> {
  const withDasha = new URLSearchParams(query);
  withDasha.set('include', 'dasha,vargas');
  const response = await page.request.get(`/api/chart?${withDasha.toString()}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { chart: ChartModel }).chart;
}

test.describe('/detailed-kundali', () => {
  test('shows the API chart values for a birth in the URL, and a real PDF report', async ({ page }) => {
    const chart = await apiChart(page);
    await page.goto(`/detailed-kundali?${BIRTH_QUERY.toString()}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your Kundali');
    await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('heading', { name: 'Kundali for Asha Rao' })).toBeVisible();
    for (const g of chart.grahas) {
      await expect(page.getByTestId(`sign-${g.graha}`)).toHaveText(g.rasi);
      await expect(page.getByTestId(`nakshatra-${g.graha}`)).toHaveText(g.nakshatra);
    }
    for (const h of chart.houses) await expect(page.getByTestId(`house-sign-${h.house}`)).toHaveText(h.rasi);
    await expect(page.locator('.birth-facts')).toContainText(`${chart.lagna.rasi} `);
    await expect(page.locator('.insights')).toContainText(`Sun sign: ${chart.grahas[0]!.rasi}`);
    await expect(page.locator('.insights')).toContainText(`Moon sign: ${chart.grahas[1]!.rasi}, ${chart.grahas[1]!.nakshatra}`);
    for (const area of ['Career', 'Relationships', 'Health', 'Finances', 'Personal Growth']) {
      await expect(page.getByRole('heading', { name: area, exact: true })).toBeVisible();
    }
    await expect(page.getByRole('group', { name: /Rasi chart \(D1\).*Lagna in/ })).toBeVisible();
    // Any varga: the divisional chart follows the selector and puts the lagna in its D10 sign.
    await page.getByLabel('Divisional chart').selectOption('10');
    const d10Sign = RASIS[chart.lagna.vargas[10]]!;
    await expect(page.getByRole('group', { name: `Dashamsha (D10), North Indian style. Lagna in ${d10Sign}.` })).toBeVisible();
    await expectNoAxeViolations(page, 'result');

    const downloadPromise = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download Full Report' }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toBe('kundali-asha-rao.pdf');
    const bytes = new Uint8Array(await readFile((await download.path())!));
    expect(bytes.length).toBeGreaterThan(5000);
    expect(String.fromCharCode(...bytes.slice(0, 5))).toBe('%PDF-');
    const text = extractPdfText(bytes).join('\n');
    expect(text).toContain('Kundali for Asha Rao');
    expect(text).toContain(`Lagna (ascendant): ${chart.lagna.rasi}`);
    for (const g of chart.grahas) expect(text).toContain(g.nakshatra);
    // Every section of the page (issue 15), in the contents and the body, with its key values:
    // the SAV total, each yoga the page shows, the running dasha lord of the API's now.
    for (const title of [
      'Contents',
      'Birth panchang and avakhada',
      'Ashtakavarga',
      'Shadbala and bhava bala',
      'Yogas and doshas',
      'Dasha timeline',
      'Running periods',
      'Sade Sati and Dhaiya over the whole life',
    ])
      expect(text).toContain(title);
    expect(text).toContain('Sarvashtakavarga (total 337 bindus)');
    expect(text).toContain(chart.panchang.tithi.name);
    // Names up to their first character outside ASCII (the extractor gives WinAnsi bytes back, e.g. the en dash).
    const natal = chart.predictions.filter((p) => (p.kind === 'yoga' || p.kind === 'dosha') && p.id !== 'sade-sati' && p.id !== 'dhaiya');
    for (const p of natal) expect(text).toContain(p.name.replace(/[^\x20-\x7e].*$/, ''));
    const nowQuery = new URLSearchParams(BIRTH_QUERY);
    nowQuery.set(
      'day',
      await page.evaluate(() => {
        const d = new Date();
        return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
      }),
    );
    const now = (await (await page.request.get(`/api/chart/now?${nowQuery.toString()}`)).json()) as {
      now: { day: string; running: { mahadasha: { lord: string }; pratyantardasha: { lord: string } } };
    };
    expect(text).toContain(`Now: ${now.now.day}`);
    expect(text).toContain(`Mahadasha: ${now.now.running.mahadasha.lord}`);
    expect(text).toContain(`Pratyantardasha: ${now.now.running.pratyantardasha.lord}`);
  });

  test('the whole chart: birth panchang, avakhada, ashtakavarga and shadbala equal the API', async ({ page }) => {
    const query = new URLSearchParams(BIRTH_QUERY);
    query.set('include', 'shadbala,bhavaBala');
    const response = await page.request.get(`/api/chart?${query.toString()}`);
    expect(response.status()).toBe(200);
    const chart = ((await response.json()) as { chart: ChartModel }).chart;
    await page.goto(`/detailed-kundali?${BIRTH_QUERY.toString()}`);
    await expect(page.getByRole('heading', { name: 'Birth panchang and avakhada' })).toBeVisible();
    const p = chart.panchang;
    await expect(page.getByTestId('panchang-Tithi')).toHaveText(`${p.tithi.paksha} ${p.tithi.name}`);
    await expect(page.getByTestId('panchang-Vara (weekday)')).toHaveText(p.vara.name);
    await expect(page.getByTestId('panchang-Nakshatra')).toHaveText(`${p.nakshatra.name}, pada ${p.nakshatra.pada}`);
    await expect(page.getByTestId('panchang-Yoga')).toHaveText(p.yoga.name);
    await expect(page.getByTestId('panchang-Karana')).toHaveText(p.karana.name);
    // Sunrise/sunset: the API's ISO instant at the birth offset, shown as h:mm AM/PM.
    for (const [label, iso] of [
      ['Sunrise', p.sunrise],
      ['Sunset', p.sunset],
    ] as const) {
      const [h, m] = iso!.slice(11, 16).split(':').map(Number) as [number, number];
      await expect(page.getByTestId(`panchang-${label}`)).toHaveText(
        `${h % 12 === 0 ? 12 : h % 12}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`,
      );
    }
    const a = chart.avakhada;
    for (const [label, value] of [
      ['Varna', a.varna],
      ['Vashya', a.vashya],
      ['Yoni', a.yoni],
      ['Gana', a.gana],
      ['Nadi', a.nadi],
      ['Name syllable', a.nakshatraPadaLetter],
    ]) {
      await expect(page.getByTestId(`avakhada-${label}`)).toHaveText(value!);
    }
    // Sarvashtakavarga: each sign's cell equals the API, and the cells sum to 337.
    let shown = 0;
    for (const [i, sign] of RASIS.entries()) {
      const text = await page.getByTestId(`sav-${sign}`).textContent();
      expect(Number(text)).toBe(chart.ashtakavarga.sarva[i]);
      shown += Number(text);
    }
    expect(shown).toBe(337);
    await expect(page.getByTestId('sav-reading')).toContainText('Strong houses (28 bindus or more)');
    // Shadbala bars carry the API's rupas; the bhava balas are shown.
    for (const [graha, bala] of Object.entries(chart.shadbala)) {
      await expect(page.getByTestId(`shadbala-bar-${graha}`)).toHaveAttribute('data-rupas', String(bala.totalRupas));
    }
    const strongest = [...chart.bhavaBala].sort((x, y) => y.totalRupas - x.totalRupas)[0]!.house;
    await expect(page.getByTestId('bhava-bala-reading')).toContainText(`Strongest houses by bhava bala: ${strongest}`);
    for (const h of chart.bhavaBala) await expect(page.getByTestId(`bhava-bala-${h.house}`)).toHaveText(h.totalRupas.toFixed(2));
    await page.getByText('The six components (virupas)').click();
    await expect(page.getByRole('columnheader', { name: 'Sthana (position)' })).toBeVisible();
    // The South Indian style draws the same bindus.
    await page.getByRole('radio', { name: /South/ }).check();
    expect(Number(await page.getByTestId('sav-Aries').textContent())).toBe(chart.ashtakavarga.sarva[0]);
    await expectNoAxeViolations(page, 'whole chart');
  });

  test('the sections below the first screen are held back, then all drawn: every heading in the accessibility tree', async ({ page }) => {
    // draw-in-slices.ts: a phone-sized screen, where everything after the first two cards starts held back.
    await page.setViewportSize({ width: 412, height: 823 });
    await page.addInitScript(() => {
      const held = new Set<string>();
      new MutationObserver((records) => {
        for (const r of records) if (r.target instanceof Element && r.target.hasAttribute('data-pending')) held.add(r.target.tagName);
      }).observe(document, { subtree: true, attributeFilter: ['data-pending'] });
      (window as unknown as { heldTags: () => string[] }).heldTags = () => [...held];
    });
    await page.goto(`/detailed-kundali?${BIRTH_QUERY.toString()}`);
    await expect(page.locator('#now-title')).toBeAttached({ timeout: 30_000 });
    // The astrologer sections load their own parts (dashas, KP, varshaphal) and add headings when they arrive.
    for (const part of ['dasha-table-yogini', 'kp-cusps', 'varshaphal-candidates'])
      await expect(page.getByTestId(part)).toBeAttached({ timeout: 30_000 });
    await expect(page.locator('.kundali-report [data-pending]')).toHaveCount(0, { timeout: 15_000 });
    // Blocks were held (list items among them), never a heading.
    const heldTags = await page.evaluate(() => (window as unknown as { heldTags: () => string[] }).heldTags());
    expect(heldTags).toContain('LI');
    expect(heldTags.filter((tag) => /^H\d$/.test(tag))).toEqual([]);
    // Chrome's own accessibility tree (not Playwright's reading of the DOM) has every heading of the page.
    const cdp = await page.context().newCDPSession(page);
    const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
    const { nodes } = await cdp.send('Accessibility.queryAXTree', { backendNodeId: root.backendNodeId, role: 'heading' });
    const headings = await page.locator('h1, h2, h3, h4').count();
    expect(headings).toBeGreaterThan(40);
    expect(nodes.filter((node) => !node.ignored)).toHaveLength(headings);
  });

  test('loads the stored birth when the URL has none, and puts it in the URL', async ({ page }) => {
    await page.addInitScript(() => {
      sessionStorage.setItem(
        'kundali.birth',
        JSON.stringify({
          name: 'Ravi',
          birthDate: '1985-01-26',
          timeOfBirth: '',
          place: { address: 'Pune, Maharashtra, India', lat: 18.51957, lon: 73.85535, zone: 'Asia/Kolkata' },
        }),
      );
    });
    await page.goto('/detailed-kundali');
    await expect(page.getByRole('heading', { name: 'Kundali for Ravi' })).toBeVisible();
    await expect(page).toHaveURL(/date=1985-01-26/);
    await expect(page.locator('.birth-facts')).toContainText('Unknown — Moon-based chart');
    await expect(page.getByText('Without a birth time the ascendant and houses are unknown').first()).toBeVisible();
    await expect(page.locator('body')).not.toContainText('undefined');
  });

  for (const [path, text, home] of [
    ['/detailed-kundali', 'No birth details yet. Enter them on the home page or the chart form.', '/'],
    ['/hi/detailed-kundali', 'अभी जन्म विवरण नहीं है। इसे मुखपृष्ठ या कुंडली फ़ॉर्म पर भरें।', '/hi'],
  ] as const) {
    test(`${path} without a birth says so before its JavaScript runs, then hydrates over the same text`, async ({ page }) => {
      // The page's own scripts held back: what shows is the server HTML and the inline first-paint check.
      const releaseScripts = await holdPageScripts(page);
      const problems = await watchPage(page);
      // DOMContentLoaded waits for the held module scripts: the page is read as soon as it has been parsed.
      await page.goto(path, { waitUntil: 'commit' });
      const early = page.locator('.status-view').filter({ visible: true });
      await expect(early).toHaveCount(1);
      await expect(early).toHaveText(text);
      await expect(page.getByRole('status')).toBeHidden();
      const before = await early.boundingBox();
      await early.evaluate((element) => Object.assign(element, { paintedFirst: true }));
      releaseScripts();
      await hydrateIslands(page);
      const after = page.locator('.status-view').filter({ visible: true });
      await expect(after).toHaveCount(1);
      await expect(after).toHaveText(text);
      await expect(after.getByRole('link').first()).toHaveAttribute('href', home);
      // The element painted first, in the same box: the island's render neither adds a later largest paint
      // nor moves what was painted (no layout shift).
      expect(await after.evaluate((element) => 'paintedFirst' in element)).toBe(true);
      expect(await after.boundingBox()).toEqual(before);
      await expectNoAxeViolations(page, 'no birth');
      await collectCspViolations(page, problems);
      expect(problems).toEqual({ consoleErrors: [], pageErrors: [], cspViolations: [] });
    });
  }

  test('loading and error states are accessible; the error keeps a way back to the filled form', async ({ page }) => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/chart?*', async (route) => {
      await gate;
      await route.continue();
    });
    const bad = new URLSearchParams(BIRTH_QUERY);
    bad.set('lat', '95');
    await page.goto(`/detailed-kundali?${bad.toString()}`);
    await expect(page.getByRole('status').filter({ hasText: 'Loading your Kundali' })).toBeVisible();
    await expectNoAxeViolations(page, 'loading');
    release();
    await expect(page.getByText(/^Error: .*lat/)).toBeVisible();
    await expectNoAxeViolations(page, 'error');
    const edit = page.getByRole('link', { name: 'Edit birth details' });
    await expect(edit).toHaveAttribute('href', /name=Asha\+Rao.*lat=95.*edit=1/);
    await edit.click();
    await expect(page.locator('#bc-name')).toHaveValue('Asha Rao');
    await expect(page.locator('#bc-lat')).toHaveValue('95');
    await expect(page.locator('#bc-date')).toHaveValue('16/08/1990');
    await expect(page.locator('#bc-time')).toHaveValue('2:31 PM');
  });
});

/** Fills /birth-chart's form as a visitor would: name, date and time typed, Chennai chosen in the place picker. */
async function fillMeeraInChennai(page: Page): Promise<void> {
  await page.locator('#bc-name').fill('Meera');
  await page.locator('#bc-date').fill('02/10/1975');
  await page.locator('#bc-time').fill('6:05 AM');
  await page.keyboard.press('Escape');
  await page.locator('#bc-place').click();
  await page.getByRole('combobox', { name: 'Search addresses...' }).fill('Chennai');
  await page.getByRole('option', { name: /^Chennai, Tamil Nadu, India/ }).click();
}

test.describe('/birth-chart', () => {
  test('opens on the result for a birth in the URL with the API values in the table', async ({ page }) => {
    const chart = await apiChart(page);
    await page.goto(`/birth-chart?${BIRTH_QUERY.toString()}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Generate Your Kundali Chart');
    await expect(page.getByRole('heading', { name: 'Kundli & Planetary Position' })).toBeVisible();
    await expect(page.getByText('16 August 1990 at 2:31 PM')).toBeVisible();
    const rows = [{ key: 'Lagna', position: chart.lagna }, ...chart.grahas.map((g) => ({ key: g.graha, position: g }))];
    for (const { key, position } of rows) {
      const row = page.getByTestId(`row-${key}`);
      await expect(row.getByTestId('rashi')).toHaveText(position.rasi);
      await expect(row.getByTestId('nakshatra')).toHaveText(position.nakshatra);
      await expect(row.getByTestId('pada')).toHaveText(String(position.pada));
    }
    await expect(page.getByRole('group', { name: /^Lagna Chart/ })).toBeVisible();
    await expect(page.getByRole('group', { name: /^Navamsha Chart/ })).toBeVisible();
    const first = page.locator('.dasha-toggle').first();
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('#dasha-0 li')).toHaveCount(9);
    await expect(page.locator('.dasha-toggle')).toHaveCount(chart.dasha.mahadashas.length);
    await expectNoAxeViolations(page, 'result');

    await page.getByRole('button', { name: 'Change details' }).click();
    await expect(page.locator('#bc-name')).toHaveValue('Asha Rao');
    await expect(page.locator('#bc-lat')).toHaveValue('19.07283');
    await expect(page.locator('#bc-place')).toContainText('Mumbai, Maharashtra, India');
  });

  test('without its schema checks (the chunk cannot load) the form still refuses what it can and the API judges the rest', async ({
    page,
  }) => {
    // The date and coordinate checks are a chunk of their own, fetched on first focus (birth-field-checks.ts).
    await page.route('**/_astro/birth-field-checks*.js', (route) => route.abort('internetdisconnected'));
    await page.goto('/birth-chart');
    await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'));
    await page.getByRole('button', { name: 'Generate Kundali' }).click();
    await expect(page.getByText('Please fix 5 fields below.')).toBeVisible();
    await expect(page.locator('#bc-lat')).toHaveAccessibleDescription('Latitude must be a number from -90 to 90.');

    await fillMeeraInChennai(page);
    // A latitude out of range reaches the API, which refuses it on its field; nothing typed is lost.
    await page.locator('#bc-lat').fill('91');
    await page.getByRole('button', { name: 'Generate Kundali' }).click();
    // The API's own words, which name the value (the form's would not).
    await expect(page.locator('#bc-lat')).toHaveAccessibleDescription(/91/);
    await expect(page.locator('#bc-name')).toHaveValue('Meera');
    await page.locator('#bc-lat').fill('13.0878');
    await page.getByRole('button', { name: 'Generate Kundali' }).click();
    await expect(page.getByRole('heading', { name: 'Kundli & Planetary Position' })).toBeVisible();
  });

  test('required fields, a failed API call that keeps every input, then the result', async ({ page }) => {
    await page.goto('/birth-chart');
    await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'));
    await page.getByRole('button', { name: 'Generate Kundali' }).click();
    await expect(page.locator('#bc-name')).toBeFocused();
    await expect(page.getByText('Please fix 5 fields below.')).toBeVisible();
    await expect(page.locator('#bc-lat')).toHaveAccessibleDescription('Latitude must be a number from -90 to 90.');
    // The time is optional on every birth form (a Moon-based chart without it): not refused when empty.
    await expect(page.locator('#bc-time')).not.toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page, 'form with errors');

    await fillMeeraInChennai(page);
    await expect(page.locator('#bc-lat')).toHaveValue(/^13\.0/);
    await expect(page.locator('#bc-lon')).toHaveValue(/^80\.2/);

    // The chart service fails once (a real HTTP 503 answer from a routed request).
    await failChartOnce(page);
    await page.getByRole('button', { name: 'Generate Kundali' }).click();
    await expect(page.getByRole('alert').filter({ hasText: `Error: ${CHART_SERVICE_FAILURE}` })).toBeVisible();
    await expect(page.locator('#bc-name')).toHaveValue('Meera');
    await expect(page.locator('#bc-date')).toHaveValue('02/10/1975');
    await expect(page.locator('#bc-time')).toHaveValue('6:05 AM');
    await expect(page.locator('#bc-place')).toContainText('Chennai');
    await expect(page.locator('#bc-lat')).toHaveValue(/^13\.0/);
    await expectNoAxeViolations(page, 'form after API error');

    await page.getByRole('button', { name: 'Generate Kundali' }).click();
    await expect(page.getByRole('heading', { name: 'Kundli & Planetary Position' })).toBeVisible();
    await expect(page).toHaveURL(/name=Meera&date=1975-10-02&time=06%3A05/);
  });

  test('a birth time in a DST gap comes back to the form with the offsets to choose from', async ({ page }) => {
    const gap = new URLSearchParams({
      name: 'Dana',
      date: '2021-03-14',
      time: '02:30',
      lat: '40.71427',
      lon: '-74.00597',
      tz: 'America/New_York',
      place: 'New York City, New York, United States',
      ayanamsa: 'LAHIRI',
    });
    await page.goto(`/birth-chart?${gap.toString()}`);
    await expect(page.locator('#bc-time')).toHaveAccessibleDescription(/did not exist in America\/New_York/);
    await expect(page.locator('#bc-name')).toHaveValue('Dana');
    await expect(page.locator('#bc-time')).toHaveValue('2:30 AM');
    await expectNoAxeViolations(page, 'DST gap');
    await page.getByRole('button', { name: 'Use UTC-04:00' }).click();
    await expect(page.getByRole('heading', { name: 'Kundli & Planetary Position' })).toBeVisible();
    await expect(page.getByText(/14 March 2021 at 2:30 AM .*UTC-04:00/)).toBeVisible();
    await expect(page).toHaveURL(/utcOffset=-04%3A00/);

    // The results page offers the same choice from its error view.
    await page.goto(`/detailed-kundali?${gap.toString()}`);
    await expect(page.getByText(/^Error: time: 02:30 did not exist/)).toBeVisible();
    await page.getByRole('link', { name: 'Use UTC-05:00' }).click();
    await expect(page.getByRole('heading', { name: 'Kundali for Dana' })).toBeVisible();
    await expect(page.locator('.birth-facts')).toContainText('UTC-05:00');
  });

  test('the pages default to Lahiri; Raman and KP are one click away; the API default stays Raman', async ({ page }) => {
    const query = new URLSearchParams(BIRTH_QUERY);
    query.delete('ayanamsa');
    expect((await apiChart(page, query)).input.ayanamsa).toBe('RAMAN');
    await page.goto(`/birth-chart?${query.toString()}`);
    await expect(page.getByText(/Lahiri \(Chitrapaksha\) ayanamsa/)).toBeVisible({ timeout: 20_000 });
    await expect(page.getByLabel('Ayanamsa', { exact: true })).toHaveValue('LAHIRI');
    await page.getByLabel('Ayanamsa', { exact: true }).selectOption('RAMAN');
    await expect(page.getByText(/B\.V\. Raman ayanamsa/)).toBeVisible();
    await page.getByLabel('Ayanamsa', { exact: true }).selectOption('KRISHNAMURTI');
    await expect(page.getByText(/Krishnamurti \(KP\) ayanamsa/)).toBeVisible();
    await expect(page).toHaveURL(/ayanamsa=KRISHNAMURTI/);
    query.set('ayanamsa', 'KRISHNAMURTI');
    const kp = await apiChart(page, query);
    await expect(page.getByTestId('row-Lagna').getByTestId('nakshatra')).toHaveText(kp.lagna.nakshatra);
    await expect(page.getByTestId('row-Moon').getByTestId('pada')).toHaveText(String(kp.grahas[1]!.pada));
  });

  test('/detailed-kundali without an ayanamsa casts with Lahiri and says so by the degrees', async ({ page }) => {
    const query = new URLSearchParams(BIRTH_QUERY);
    query.delete('ayanamsa');
    await page.goto(`/detailed-kundali?${query.toString()}`);
    await expect(page.getByTestId('positions-ayanamsa')).toHaveText(/Lahiri \(Chitrapaksha\) ayanamsa/, { timeout: 20_000 });
    await expect(page.getByLabel('Ayanamsa', { exact: true })).toHaveValue('LAHIRI');
    await expect(page).toHaveURL(/ayanamsa=LAHIRI/);
  });

  test('the chart style switch is remembered across reloads', async ({ page }) => {
    await page.goto(`/birth-chart?${BIRTH_QUERY.toString()}`);
    await expect(page.locator('svg.chart-svg--north')).toHaveCount(2, { timeout: 20_000 }); // the chart arrives from the API first
    await page.getByRole('radio', { name: 'South Indian' }).check();
    await expect(page.locator('svg.chart-svg--south')).toHaveCount(2);
    await page.reload();
    await expect(page.locator('svg.chart-svg--south')).toHaveCount(2);
    await expect(page.getByRole('radio', { name: 'South Indian' })).toBeChecked();
    // Degrees on focus: the first planet label's description appears in the detail line.
    const label = page.locator('svg.chart-svg--south g.chart-body').first();
    await label.focus();
    await expect(page.locator('.kundali-chart__detail').first()).toHaveText((await label.getAttribute('aria-label'))!);
  });
});

test.describe('chart screenshots', () => {
  for (const width of [320, 1280]) {
    test(`Rasi and Navamsha charts render at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.addInitScript(() => localStorage.setItem('kundali.chartStyle', 'north'));
      await page.goto(`/birth-chart?${BIRTH_QUERY.toString()}`);
      const charts = page.locator('figure.kundali-chart svg');
      await expect(charts).toHaveCount(2);
      const box = await charts.first().boundingBox();
      expect(box!.width).toBeLessThanOrEqual(width);
      expect(box!.width).toBeGreaterThan(Math.min(width - 80, 250));
      await expect(charts.nth(0)).toHaveScreenshot(`lagna-north-${width}.png`);
      await expect(charts.nth(1)).toHaveScreenshot(`navamsha-north-${width}.png`);
      await page.getByRole('radio', { name: 'South Indian' }).check();
      await expect(charts.nth(0)).toHaveScreenshot(`lagna-south-${width}.png`);
      // Every character of the drawings (graha symbols, ℞, labels) from the site's own faces, none from the machine's.
      expect(await systemFontUses(page), 'text drawn in a system font').toEqual([]);
      await page.goto(`/detailed-kundali?${BIRTH_QUERY.toString()}`);
      await expect(page.locator('svg.chart-wheel')).toHaveScreenshot(`wheel-${width}.png`);
      expect(await systemFontUses(page), 'text drawn in a system font').toEqual([]);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }
});
