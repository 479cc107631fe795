/**
 * Typed birth dates and times on EVERY form that asks for a birth (home and the chat's way back to it,
 * /birth-chart and the report's "Change details", matching for both persons, My charts' edit, /test):
 * each typed value is kept as typed or refused beside its field, never silently changed — Enter in the
 * open time list never swaps a typed `1030a` for the highlighted option (it became 12:00 PM) — and a
 * complete typed value closes its picker. The same table as site/lib/date-input.test.ts, through the pages.
 */
import { expect, test, type Page } from '@playwright/test';

/** A form and how to open it with its date and time fields ready to type into. */
interface BirthForm {
  name: string;
  open(page: Page): Promise<void>;
  /** Ids of each person's date and time inputs. */
  fields: { date: string; time: string }[];
}

const hydrated = (page: Page) => page.waitForFunction(() => !document.querySelector('astro-island[ssr]'), undefined, { timeout: 30_000 });

/** The home form hydrates on first interaction. */
async function openHome(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.locator('#birth-name').focus();
  await expect(page.locator('form.birth-form[data-ready="true"]')).toHaveCount(1, { timeout: 30_000 });
}

const SAVED = {
  name: 'Ravi Kumar',
  relation: 'Brother',
  birth: { name: 'Ravi Kumar', date: '1988-04-12', time: '06:15', lat: '19.076', lon: '72.8777', tz: 'Asia/Kolkata', place: 'Mumbai' },
};

const FORMS: BirthForm[] = [
  { name: 'home', open: (page) => openHome(page, '/'), fields: [{ date: 'birth-date', time: 'birth-time' }] },
  {
    name: "the chat's way to the form",
    open: (page) => openHome(page, '/?reason=no-birth-info'),
    fields: [{ date: 'birth-date', time: 'birth-time' }],
  },
  {
    name: '/birth-chart',
    open: async (page) => {
      await page.goto('/birth-chart');
      await hydrated(page);
    },
    fields: [{ date: 'bc-date', time: 'bc-time' }],
  },
  {
    name: "the report's change details",
    open: async (page) => {
      await page.goto('/birth-chart?name=Asha&date=1990-07-01&time=10:30&lat=19.076&lon=72.8777&tz=Asia/Kolkata&place=Mumbai&edit=1');
      await hydrated(page);
      await expect(page.locator('#bc-time')).toHaveValue('10:30 AM');
    },
    fields: [{ date: 'bc-date', time: 'bc-time' }],
  },
  {
    name: '/kundali-matching',
    open: async (page) => {
      await page.goto('/kundali-matching');
      await hydrated(page);
    },
    fields: [
      { date: 'bride-date', time: 'bride-time' },
      { date: 'groom-date', time: 'groom-time' },
    ],
  },
  {
    name: "My charts' edit",
    open: async (page) => {
      await page.goto('/');
      const status = await page.evaluate(async (person) => {
        const post = (path: string, body: unknown) =>
          fetch(`/api/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
        const signup = await post('auth/signup', {
          name: 'Typing Test',
          email: `typing.${Date.now()}@example.com`,
          password: 'a long enough password',
        });
        const chart = await post('charts', person);
        return [signup.status, chart.status];
      }, SAVED);
      expect(status).toEqual([201, 201]);
      await page.goto('/my-charts');
      await page.getByRole('button', { name: 'Edit Ravi Kumar' }).click({ timeout: 30_000 });
      await expect(page.getByRole('form', { name: 'Edit Ravi Kumar' })).toBeVisible();
    },
    fields: [],
  },
  {
    name: '/test',
    open: async (page) => {
      await page.goto('/test');
      await hydrated(page);
    },
    fields: [{ date: 'test-date', time: 'test-time' }],
  },
];

/** Typed times: kept as typed (valid) or refused beside the field; `enter` presses Enter in the open list first. */
const TIMES: { typed: string; valid: boolean; enter: boolean }[] = [
  { typed: '1030a', valid: false, enter: true },
  { typed: '10 30', valid: false, enter: true },
  { typed: '7.5', valid: false, enter: true },
  { typed: '22:15', valid: true, enter: false },
  { typed: '10:30 pm', valid: true, enter: false },
];

/** Typed dates in dd/mm/yyyy: kept or refused. */
const DATES: { typed: string; valid: boolean }[] = [
  { typed: '31/02/1990', valid: false },
  { typed: '1990-07-01', valid: false },
  { typed: '7.5', valid: false },
  { typed: '01/07/1990', valid: true },
];

/** My charts' edit form has ids made by React (useId): its fields are found by label. */
async function fieldIds(page: Page, form: BirthForm): Promise<{ date: string; time: string }[]> {
  if (form.fields.length > 0) return form.fields;
  const edit = page.getByRole('form', { name: 'Edit Ravi Kumar' });
  const date = await edit.getByRole('combobox', { name: 'Date of Birth' }).getAttribute('id');
  const time = await edit.getByRole('combobox', { name: 'Time of Birth' }).getAttribute('id');
  return [{ date: date!, time: time! }];
}

const byId = (page: Page, id: string) => page.locator(`[id="${id}"]`);

for (const form of FORMS) {
  test(`${form.name}: typed times and dates are kept or refused, never changed`, async ({ page }) => {
    test.setTimeout(120_000);
    await form.open(page);
    for (const { date, time } of await fieldIds(page, form)) {
      const timeInput = byId(page, time);
      const timeList = byId(page, `${time}-list`);
      for (const { typed, valid, enter } of TIMES) {
        await timeInput.click();
        await timeInput.fill('');
        await timeInput.pressSequentially(typed);
        if (enter) {
          await expect(timeList).toBeVisible();
          await page.keyboard.press('Enter');
        } else {
          // A complete time closes the list: the fields below it can be reached again.
          await expect(timeList).toBeHidden();
          await timeInput.blur();
        }
        await expect(timeInput, `${form.name} ${time} ${typed}`).toHaveValue(typed);
        if (valid) await expect(timeInput).not.toHaveAttribute('aria-invalid', 'true');
        else {
          await expect(timeInput).toHaveAttribute('aria-invalid', 'true');
          await expect(byId(page, `${time}-error`)).toContainText(
            'Time input not valid. Type it as h:mm am/pm (10:30 am) or 24-hour (22:15).',
          );
        }
        await page.keyboard.press('Escape');
      }
      const dateInput = byId(page, date);
      const calendar = byId(page, `${date}-calendar`);
      for (const { typed, valid } of DATES) {
        await dateInput.click();
        await dateInput.fill('');
        await dateInput.pressSequentially(typed);
        if (valid) await expect(calendar).toBeHidden();
        await page.keyboard.press('Escape');
        await dateInput.blur();
        await expect(dateInput, `${form.name} ${date} ${typed}`).toHaveValue(typed);
        if (valid) await expect(dateInput).not.toHaveAttribute('aria-invalid', 'true');
        else {
          await expect(dateInput).toHaveAttribute('aria-invalid', 'true');
          await expect(byId(page, `${date}-error`)).toContainText('Date input not valid. Type it as dd/mm/yyyy, e.g. 01/07/1990.');
        }
      }
    }
  });
}

test('Hindi: a refused typed time is said in Hindi beside the field, the text kept', async ({ page }) => {
  await page.goto('/hi/birth-chart');
  await hydrated(page);
  const time = page.locator('#bc-time');
  await time.click();
  await time.pressSequentially('1030a');
  await page.keyboard.press('Enter');
  await expect(time).toHaveValue('1030a');
  await expect(page.locator('#bc-time-error')).toHaveText('जन्म समय: यह समय मान्य नहीं है (जैसे 10:30 am या 22:15 लिखें)।');
});
