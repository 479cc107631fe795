/**
 * Page-level tests for the whole site: every route renders with status 200, the right <h1>, no
 * console errors, no CSP violations and no axe violations; unknown paths get the 404 error view;
 * the spec's counts, the layout, the metadata and the island behaviours (FAQ accordion, pricing
 * switch, form validation) hold. Runs against the built site served by the local host.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { BLOG_POSTS, GUIDES, PAGE_ROUTES, type PageRoute } from './support/routes';
import { latePageFaces, systemFontUses } from './support/fonts';
import { collectCspViolations, hydrateIslands, watchPage } from './support/page-health';

/** Layout (wordmark, 20 stars, skip link, footer) and head metadata of the current page. */
async function expectLayoutAndMetadata(page: Page, route: PageRoute): Promise<void> {
  const wordmark = page.locator('header.top-bar a.wordmark');
  await expect(wordmark).toHaveText('Kundali AI');
  await expect(wordmark).toHaveAttribute('href', '/');
  await expect(page.locator('header.top-bar .stars[aria-hidden="true"] .star')).toHaveCount(20);
  await expect(page.locator('a.skip-link')).toHaveAttribute('href', '#main');

  // Every page has the footer, home and chat included (issue 36: Privacy and Terms reachable from the landing page).
  const footer = page.locator('footer.site-footer');
  await expect(footer.locator('h2')).toHaveText(['About', 'Resources', 'Legal', 'Connect']);
  await expect(footer.getByRole('link', { name: 'Pricing', exact: true })).toHaveAttribute('href', '/pricing');
  await expect(footer.getByRole('link', { name: 'Home', exact: true })).toHaveAttribute('href', '/');
  await expect(footer.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/privacy-policy');
  await expect(footer.getByRole('link', { name: 'Terms of service' })).toHaveAttribute('href', '/terms-of-service');
  await expect(footer).toContainText(`© ${new Date().getFullYear()} Kundali AI`);
  await expect(footer.getByRole('link', { name: 'GeoNames' })).toHaveAttribute('href', 'https://www.geonames.org/');

  const head = page.locator('head');
  await expect(page).toHaveTitle(/^\S.* \| Kundali AI$/);
  expect(await head.locator('meta[name="description"]').getAttribute('content')).toMatch(/\S.{20,}/);
  const expectedCanonical = `https://kundali-ai.example${route.path === '/' ? '/' : route.path}`;
  await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', expectedCanonical);
  for (const property of ['og:title', 'og:description', 'og:url', 'og:image', 'og:type']) {
    await expect(head.locator(`meta[property="${property}"]`).first()).toHaveAttribute('content', /\S/);
  }
  for (const name of ['twitter:card', 'twitter:title', 'twitter:description', 'twitter:image']) {
    await expect(head.locator(`meta[name="${name}"]`).first()).toHaveAttribute('content', /\S/);
  }
}

/** The birth store's record as the landing form saves it (sessionStorage `kundali.birth` and the spec's `userInfo`). */
function seedBirth(): void {
  const place = { address: 'Pune, Maharashtra, India', lat: 18.5196, lon: 73.8553, zone: 'Asia/Kolkata' };
  sessionStorage.setItem('kundali.birth', JSON.stringify({ name: 'Asha Rao', birthDate: '1992-03-14', timeOfBirth: '06:45', place }));
  sessionStorage.setItem(
    'userInfo',
    JSON.stringify({ name: 'Asha Rao', birthDate: '1992-03-14', timeOfBirth: '06:45', address: place.address }),
  );
}

/**
 * Content checks of the read-only pages, run in the same visit as the route checks (one visit per
 * route): the spec's counts and contents.
 */
const CONTENT_CHECKS: Readonly<Record<string, (page: Page) => Promise<void>>> = {
  // how it works: 4 process steps and a call to action to /
  '/how-it-works': async (page) => {
    await expect(page.locator('ol.steps > li')).toHaveCount(4);
    await expect(page.getByRole('link', { name: 'Generate Your Kundali' })).toHaveAttribute('href', '/');
  },
  // guides: 6 cards each linking to its guide
  '/guides': async (page) => {
    const links = page.locator('ul.guides > li a', { hasText: 'Read Guide' });
    await expect(links).toHaveCount(6);
    const hrefs = await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(GUIDES.map((g) => `/guides/${g.slug}`));
  },
  // blog: 3 posts with title, date, author and excerpt
  '/blog': async (page) => {
    const posts = page.locator('ul.posts > li');
    await expect(posts).toHaveCount(3);
    for (const post of await posts.all()) {
      await expect(post.locator('h2 a')).toHaveAttribute('href', /^\/blog\/[a-z-]+$/);
      await expect(post.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}$/);
      await expect(post.locator('.meta')).toContainText('·');
    }
  },
  // careers: 5 jobs with title, department and location, and 6 perks
  '/careers': async (page) => {
    const jobs = page.locator('ul.jobs > li');
    await expect(jobs).toHaveCount(5);
    for (const job of await jobs.all()) {
      await expect(job.locator('h3')).toHaveText(/\S/);
      await expect(job.locator('.meta')).toHaveText(/\S+ · \S+/);
      await expect(job.getByRole('link', { name: /^Apply Now/ })).toHaveAttribute('href', /^mailto:/);
    }
    await expect(page.locator('ul.perks > li')).toHaveCount(6);
  },
  // team: 6 members with name, role and a loaded image
  '/team': async (page) => {
    const members = page.locator('ul.team > li');
    await expect(members).toHaveCount(6);
    for (const member of await members.all()) {
      await expect(member.locator('h2')).toHaveText(/\S/);
      await expect(member.locator('.meta')).toHaveText(/\S/);
      const img = member.locator('img');
      await img.scrollIntoViewIfNeeded();
      await expect
        .poll(() => img.evaluate((el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth))
        .toBeGreaterThan(0);
    }
  },
  // faq and pricing: 6 questions each
  '/faq': async (page) => {
    await expect(page.locator('.faq-question')).toHaveCount(6);
  },
  // faq and pricing: 6 questions each
  '/pricing': async (page) => {
    await expect(page.locator('.faq-question')).toHaveCount(6);
  },
  // terms: 8 sections and 30 days of notice; privacy lists the 5 personal data items
  '/terms-of-service': async (page) => {
    await expect(page.locator('.legal-section')).toHaveCount(8);
    await expect(page.locator('main')).toContainText("30 days' notice of material changes");
  },
  // terms: 8 sections and 30 days of notice; privacy lists the 5 personal data items
  '/privacy-policy': async (page) => {
    const items = page.locator('ul.personal-data > li strong');
    await expect(items).toHaveText(['Name', 'Email address', 'Date of birth', 'Time of birth', 'Place of birth']);
  },
  // contact: hours Mon–Fri 9am–5pm EST, weekend closed, address, email and phone
  '/contact-us': async (page) => {
    const hours = page.locator('dl.hours');
    await expect(hours).toContainText('Monday – Friday9am – 5pm EST');
    await expect(hours).toContainText('Saturday – SundayClosed');
    await expect(page.locator('address')).toHaveText(/\S/);
    await expect(page.locator('main a[href^="mailto:"]').first()).toBeVisible();
    await expect(page.locator('main a[href^="tel:"]').first()).toBeVisible();
  },
  // about: the six values
  '/about-us': async (page) => {
    await expect(page.locator('ul.values > li h3')).toHaveText([
      'Accuracy',
      'Innovation',
      'Accessibility',
      'Privacy',
      'Empowerment',
      'Continuous Learning',
    ]);
  },
  // support: email, phone and live chat cards and a FAQ link; social: five platforms and a community link
  '/support': async (page) => {
    await expect(page.locator('main .card h2')).toHaveText(['Email', 'Phone', 'Live chat']);
    await expect(page.locator('main a[href="/faq"]')).toHaveCount(1);
  },
  // support: email, phone and live chat cards and a FAQ link; social: five platforms and a community link
  '/social-media': async (page) => {
    await expect(page.locator('ul.platforms h2')).toHaveText(['Facebook', 'Twitter', 'Instagram', 'LinkedIn', 'YouTube']);
    await expect(page.getByRole('link', { name: 'Join the Community' })).toHaveAttribute('href', /^mailto:/);
  },
};

test.describe('every route', () => {
  for (const route of PAGE_ROUTES) {
    test(`${route.path} renders cleanly with layout and metadata`, async ({ page }) => {
      const problems = await watchPage(page);
      // /chat needs a birth to read (without one it sends the visitor to /): give it one, as the landing form would.
      if (route.path === '/chat') await page.addInitScript(seedBirth);
      const response = await page.goto(route.path);
      expect(response?.status()).toBe(200);
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.locator('h1')).toHaveText(route.h1);
      if (route.interactive) await hydrateIslands(page);
      await expectNoAxeViolations(page);
      await collectCspViolations(page, problems);
      expect(problems.cspViolations, 'CSP violations').toEqual([]);
      expect(problems.pageErrors, 'uncaught exceptions').toEqual([]);
      expect(problems.consoleErrors, 'console errors').toEqual([]);
      expect(await systemFontUses(page), 'text drawn in a system font').toEqual([]);
      expect(await latePageFaces(page), 'text faces not preloaded with the HTML (they shift the text when they land)').toEqual([]);
      await expectLayoutAndMetadata(page, route);
      await CONTENT_CHECKS[route.path]?.(page);
    });
  }
});

test.describe('layout and metadata', () => {
  test('stars stop twinkling under prefers-reduced-motion; the skip link appears on Tab and moves focus to main', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.goto('/about-us');
    const animation = () =>
      page
        .locator('.star')
        .first()
        .evaluate((el) => getComputedStyle(el).animationName);
    expect(await animation()).not.toBe('none');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(await animation()).toBe('none');

    await page.keyboard.press('Tab');
    const skip = page.locator('a.skip-link');
    await expect(skip).toBeFocused();
    expect(await skip.evaluate((el) => el.getBoundingClientRect().top)).toBeGreaterThanOrEqual(0);
    await page.keyboard.press('Enter');
    await expect(page.locator('main#main')).toBeFocused();
  });

  test('/ has keywords and JSON-LD Organization with a customer-service contact in English and Hindi', async ({ page }) => {
    await page.goto('/');
    expect(await page.locator('meta[name="keywords"]').first().getAttribute('content')).toMatch(/kundali/i);
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const organisation = blocks.map((text) => JSON.parse(text) as Record<string, unknown>).find((data) => data['@type'] === 'Organization');
    expect(organisation).toBeDefined();
    const contact = organisation?.contactPoint as Record<string, unknown>;
    expect(contact.contactType).toBe('customer service');
    expect(contact.availableLanguage).toEqual(expect.arrayContaining(['English', 'Hindi']));
  });

  test('the og image exists and is a PNG', async ({ request }) => {
    const response = await request.get('/og-image.png');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
    expect((await response.body()).subarray(1, 4).toString()).toBe('PNG');
  });
});

test.describe('not found', () => {
  test('an unknown path returns 404 with the error view', async ({ page }) => {
    const problems = await watchPage(page);
    const response = await page.goto('/no-such-page/at-all');
    expect(response?.status()).toBe(404);
    const view = page.locator('.error-view');
    await expect(view).toBeVisible();
    await expect(view.locator('.error-status')).toHaveText('404');
    await expect(view.locator('h1')).toHaveText('Error 404: Not Found');
    const home = view.getByRole('link', { name: 'Go to Homepage' });
    await expect(home).toHaveAttribute('href', '/');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    // The page answers every unknown address, so it names no canonical URL; its text is the catalogue's 404 entry.
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
    await expect(page).toHaveTitle('Not Found | Kundali AI');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', 'The resource could not be found.');
    await expect(view.locator('.error-description')).toHaveText('The resource could not be found.');
    await expectNoAxeViolations(page);
    await collectCspViolations(page, problems);
    expect(problems.cspViolations).toEqual([]);
    // Chromium logs the 404 document response itself as a console error; nothing else may appear.
    expect(problems.consoleErrors.filter((text) => !/status of 404/.test(text))).toEqual([]);
    await home.click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('headers, sitemap, robots', () => {
  test('pages carry the security headers and hashed assets are immutable', async ({ page, request }) => {
    const response = await request.get('/about-us');
    const headers = response.headers();
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    const csp = headers['content-security-policy'] ?? '';
    for (const directive of ["frame-ancestors 'none'", "object-src 'none'", "base-uri 'self'", "form-action 'self'"])
      expect(csp).toContain(directive);

    // /faq and /pricing now inline their few hundred bytes of script; the form pages still load hashed island modules.
    await page.goto('/login');
    const scriptUrl = await page.locator('astro-island').first().getAttribute('component-url');
    expect(scriptUrl).toMatch(/^\/_astro\//);
    const asset = await request.get(scriptUrl!);
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  test('sitemap.xml lists the routes and every post and guide; robots.txt points to it', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const expected = [
      '/',
      '/about-us',
      '/pricing',
      '/faq',
      '/how-it-works',
      ...BLOG_POSTS.map((p) => `/blog/${p.slug}`),
      ...GUIDES.map((g) => `/guides/${g.slug}`),
    ];
    for (const path of expected) expect(sitemap).toContain(`<loc>https://kundali-ai.example${path}</loc>`);
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain('Sitemap: https://kundali-ai.example/sitemap.xml');
  });
});

test.describe('FAQ accordion', () => {
  test('the answers are drawn collapsed before the accordion script runs, so nothing moves when it does', async ({ page }) => {
    // The page as a browser paints it before the module script has run: the same HTML without that script.
    await page.route('**/faq', async (route) => {
      const response = await route.fetch();
      const html = await response.text();
      const withoutAccordion = html.replace(/<script type="module">(?:(?!<\/script>)[\s\S])*?faq-question[\s\S]*?<\/script>/, '');
      expect(withoutAccordion.length, 'the accordion script was found and taken out').toBeLessThan(html.length);
      await route.fulfill({ response, body: withoutAccordion });
    });
    await page.goto('/faq');
    await expect(page.locator('.faq-question')).toHaveCount(6);
    await expect(page.locator('[data-faq]')).toHaveAttribute('data-enhanced', 'false');
    await expect(page.locator('.faq-answer:visible')).toHaveCount(0);
  });

  test('one answer open at a time; clicking the open one closes it; keyboard works', async ({ page }) => {
    await page.goto('/faq');
    await hydrateIslands(page);
    const questions = page.locator('.faq-question');
    const expanded = () => questions.evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-expanded')));
    expect(await expanded()).toEqual(Array(6).fill('false'));

    const first = questions.nth(0);
    const second = questions.nth(1);
    const firstPanel = page.locator(`#${await first.getAttribute('aria-controls')}`);
    const secondPanel = page.locator(`#${await second.getAttribute('aria-controls')}`);
    await expect(firstPanel).toBeHidden();

    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(firstPanel).toBeVisible();
    await expect(firstPanel).toHaveAttribute('role', 'region');

    await second.click();
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(firstPanel).toBeHidden();
    await expect(secondPanel).toBeVisible();
    expect((await expanded()).filter((value) => value === 'true')).toHaveLength(1);

    await second.click();
    expect(await expanded()).toEqual(Array(6).fill('false'));
    await expect(secondPanel).toBeHidden();

    const third = questions.nth(2);
    await third.focus();
    await page.keyboard.press('Enter');
    await expect(third).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Space');
    await expect(third).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('pricing switch', () => {
  test('defaults to Annual; Monthly switches prices and suffixes; Custom stays', async ({ page }) => {
    await page.goto('/pricing');
    await hydrateIslands(page);
    const annual = page.getByRole('button', { name: 'Annual' });
    const monthly = page.getByRole('button', { name: 'Monthly' });
    await expect(annual).toHaveAttribute('aria-pressed', 'true');
    await expect(monthly).toHaveAttribute('aria-pressed', 'false');
    const price = (plan: string) => page.locator(`[data-plan="${plan}"] .price`);
    await expect(price('basic')).toHaveText('$99/year');
    await expect(price('pro')).toHaveText('$199/year');
    await expect(price('enterprise')).toHaveText('Custom');

    await monthly.click();
    await expect(monthly).toHaveAttribute('aria-pressed', 'true');
    await expect(annual).toHaveAttribute('aria-pressed', 'false');
    await expect(price('basic')).toHaveText('$9.99/month');
    await expect(price('pro')).toHaveText('$19.99/month');
    await expect(price('enterprise')).toHaveText('Custom');

    await annual.click();
    await expect(price('basic')).toHaveText('$99/year');
  });

  test('feature comparison: compatibility on Pro and Enterprise, API and integrations on Enterprise only', async ({ page }) => {
    await page.goto('/pricing');
    const row = (feature: string) =>
      page.locator('table tbody tr', { has: page.locator('th', { hasText: new RegExp(`^${feature}$`) }) }).locator('td');
    await expect(row('Compatibility analysis')).toHaveText(['—Not included', '✓Included', '✓Included']);
    await expect(row('API access')).toHaveText(['—Not included', '—Not included', '✓Included']);
    await expect(row('Custom integrations')).toHaveText(['—Not included', '—Not included', '✓Included']);
    await expect(page.locator('table thead th')).toHaveText(['Feature', 'Basic', 'Pro', 'Enterprise']);
  });

  test('at 320 px the comparison table scrolls inside its box and the page does not scroll sideways', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    for (const path of ['/pricing', '/hi/pricing']) {
      await page.goto(path);
      // The table's visually hidden "Included" texts are absolutely positioned; they must not widen the page.
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(320);
    }
  });

  test('"Choose Plan" and "Get Started Now" lead to real pages', async ({ page, request }) => {
    await page.goto('/pricing');
    const targets = [
      ...(await page.getByRole('link', { name: /^Choose Plan/ }).evaluateAll((links) => links.map((a) => a.getAttribute('href')))),
      await page.getByRole('link', { name: 'Get Started Now' }).getAttribute('href'),
    ];
    expect(targets).toHaveLength(4);
    for (const href of targets) {
      expect(href).toMatch(/^\//);
      expect((await request.get(href!)).status()).toBe(200);
    }
  });
});

/** Field labels of each form, in order, and whether it has "Remember me". */
const FORMS = [
  // What a valid submit does with a fresh address: the API answers, and the page shows it.
  { path: '/login', fields: ['Email', 'Password'], submit: 'Sign In', outcome: { fieldError: ['Password', 'Wrong email or password.'] } },
  { path: '/signup', fields: ['Full name', 'Email', 'Password'], submit: 'Create Account', outcome: { status: /Check your email/ } },
  { path: '/contact-us', fields: ['Name', 'Email', 'Message'], submit: 'Send Message', outcome: { status: /Thank you, Asha/ } },
  { path: '/forgot-password', fields: ['Email'], submit: 'Send Reset Link', outcome: { status: /If an account uses that address/ } },
] as const;

test.describe('form validation', () => {
  for (const form of FORMS) {
    test(`${form.path}: required fields, accessible errors, focus, then the API's answer`, async ({ page }) => {
      const problems = await watchPage(page);
      await page.goto(form.path);
      await hydrateIslands(page);
      const main = page.locator('main');
      await main.getByRole('button', { name: form.submit }).click();

      for (const label of form.fields) {
        const input = main.getByLabel(label, { exact: true });
        await expect(input).toHaveAttribute('aria-invalid', 'true');
        const describedBy = (await input.getAttribute('aria-describedby'))!.split(' ').at(-1); // a hint may come first
        await expect(page.locator(`#${describedBy}`)).toHaveText(`${label} is required.`);
      }
      await expect(main.getByLabel(form.fields[0], { exact: true })).toBeFocused();
      await expect(page.getByTestId('form-status')).toHaveCount(0);

      const values: Record<string, string> = {
        Email: 'not-an-email',
        Password: 'correct horse',
        Name: 'Asha',
        'Full name': 'Asha Verma',
        Message: 'Hello there',
      };
      for (const label of form.fields) await main.getByLabel(label, { exact: true }).fill(values[label]!);
      await main.getByRole('button', { name: form.submit }).click();
      const email = main.getByLabel('Email', { exact: true });
      await expect(email).toHaveAttribute('aria-invalid', 'true');
      await expect(page.locator(`#${await email.getAttribute('aria-describedby')}`)).toHaveText(
        'Enter an email address like name@example.com.',
      );
      await expect(email).toBeFocused();

      await email.fill(`asha.${Date.now()}.${form.submit.length}@example.com`);
      if (form.path === '/login') await main.getByLabel('Remember me').check();
      await main.getByRole('button', { name: form.submit }).click();
      const outcome = form.outcome as { fieldError?: readonly [string, string]; url?: RegExp; status?: RegExp };
      if (outcome.url) {
        await expect(page).toHaveURL(outcome.url, { timeout: 30_000 }); // scrypt and storage: slower than a page
      } else {
        if (outcome.status) await expect(page.getByTestId('form-status')).toHaveText(outcome.status, { timeout: 30_000 });
        if (outcome.fieldError) {
          const [label, message] = outcome.fieldError;
          const input = main.getByLabel(label, { exact: true });
          await expect(input).toHaveAttribute('aria-invalid', 'true', { timeout: 30_000 });
          await expect(page.locator(`#${(await input.getAttribute('aria-describedby'))!.split(' ').at(-1)}`)).toHaveText(message);
        }
        // Everything typed stays (a sent contact message clears its form; a refused password is cleared).
        if (form.path !== '/contact-us') await expect(email).toHaveValue(/^asha\.\d+\.\d+@example\.com$/);
        expect(page.url()).toMatch(new RegExp(`${form.path}/?$`));
      }
      await collectCspViolations(page, problems);
      // The refused sign-in is a 401 the browser reports on its console; nothing else may be there.
      const consoleErrors = problems.consoleErrors.filter((e) => !(form.path === '/login' && /status of 401/.test(e)));
      expect([...consoleErrors, ...problems.pageErrors, ...problems.cspViolations]).toEqual([]);
    });
  }

  test('contact: arriving from "Choose Plan" starts the message with the plan', async ({ page }) => {
    await page.goto('/contact-us?plan=pro');
    await hydrateIslands(page);
    await expect(page.locator('main').getByLabel('Message', { exact: true })).toHaveValue(/interested in the Pro plan/);
  });

  test('login links to forgot-password and signup; signup links to login', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
    await expect(page.locator('main').getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
    await page.goto('/signup');
    await expect(page.locator('main').getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('FAQ answers are all readable, pricing shows annual prices, forms still require their fields', async ({ page }) => {
    await page.goto('/faq');
    await expect(page.locator('.faq-answer:visible')).toHaveCount(6);
    await page.goto('/pricing');
    await expect(page.locator('[data-plan="basic"] .price')).toHaveText('$99/year');
    await expect(page.locator('.faq-answer:visible')).toHaveCount(6);
    await page.goto('/signup');
    for (const label of ['Full name', 'Email', 'Password']) {
      await expect(page.locator('main').getByLabel(label, { exact: true })).toHaveAttribute('required', '');
    }
    await expect(page.locator('main').getByLabel('Email', { exact: true })).toHaveAttribute('type', 'email');
  });
});
