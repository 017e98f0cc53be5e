// The Sales screens for coupons and vouchers. A RegionalManager creates a lesson coupon for a
// region (only the scopes the role owns are offered) and finds it in the list; an Admin creates a
// batch of vouchers, downloads the codes, redeems one for a student and finds the purchase in the
// student's ledger, and deactivates another. Axe (WCAG 2.2 AA) at desktop and phone widths, with
// the dialogs open too; screenshots in test-results/.
import { squareRegionRow } from '../../src/server/modules/regions/testing/region-rows.ts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { regions, superRegions } from '../../src/server/modules/regions/regions.tables.ts';
import { graphql } from '../../src/server/testing/graphql-client.ts';
import type { TestServer } from '../../src/server/testing/test-server.ts';
import { findAxeViolations } from '../support/axe.ts';
import { launchBrowser, openPage, VIEWPORTS } from '../support/browser.ts';
import { eventually, saveScreenshot } from '../support/page-checks.ts';
import {
  createDemoAccount,
  signInContext,
  startAdminServer,
  waitForPath,
  type TestAccount,
} from '../admin/admin-server.ts';
import { addStudent } from '../students/student-fixtures.ts';

let server: TestServer;
let browser: Browser;
let admin: TestAccount;
let regional: TestAccount;
let cookie: string;

async function createProduct(input: Record<string, unknown>): Promise<string> {
  const result = await graphql<{ createProduct: { id: string } }>(
    server,
    {
      query: `mutation ($input: CreateProductInput!) { createProduct(input: $input) { id } }`,
      variables: { input },
    },
    cookie,
  );
  expect(result.errors).toBeUndefined();
  return result.data!.createProduct.id;
}

beforeAll(async () => {
  server = await startAdminServer();
  browser = await launchBrowser();
  admin = await createDemoAccount(server, 'admin@roadready.demo');
  regional = await createDemoAccount(server, 'regional@roadready.demo');
  const { context } = await openPage(browser);
  cookie = await signInContext(server, context, admin);
  await context.close();
  const db = server.platform.db.db;
  const [bay] = await db.insert(superRegions).values({ name: 'Bay Area', state: 'CA' }).returning();
  await db
    .insert(regions)
    .values([
      squareRegionRow('Oakland', bay!.id),
      squareRegionRow('San Jose', bay!.id, { longitude: -121.9, latitude: 37.3 }),
    ]);
  const minutes = await createProduct({ name: 'Driving minutes', type: 'drivingMinute' });
  await createProduct({
    name: 'Two-hour lesson pack',
    type: 'package',
    components: [{ productId: minutes, quantity: 120 }],
  });
  await addStudent(server, cookie, { name: 'Mia Park', email: 'mia.park@example.com' });
  // An expired course coupon, so the "Show expired" box has something to show: created valid
  // (a new coupon cannot be already expired), then ended by moving its expiration back.
  const created = await graphql(
    server,
    {
      query: `mutation ($input: CreateCouponInput!) { createCoupon(input: $input) { id } }`,
      variables: {
        input: {
          code: 'SUMMER24',
          scope: 'course',
          title: 'Summer course sale',
          type: 'dollar',
          discount: 2500,
          expiration: new Date(Date.now() + 86_400_000).toISOString(),
          state: 'CA',
        },
      },
    },
    cookie,
  );
  expect(created.errors).toBeUndefined();
  const expired = await graphql(
    server,
    {
      query: `mutation ($input: UpdateCouponInput!) { updateCoupon(input: $input) { id } }`,
      variables: {
        input: {
          id: created.data?.['createCoupon'].id,
          expiration: new Date(Date.now() - 86_400_000).toISOString(),
        },
      },
    },
    cookie,
  );
  expect(expired.errors).toBeUndefined();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const snackbar = (page: Page, text: string | RegExp) =>
  page.getByTestId('snackbars').getByText(text);

async function expectAccessible(page: Page, name: string, width: number, fullPage = true) {
  await page.evaluate(() => document.fonts.ready);
  expect(await findAxeViolations(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    width,
  );
  await saveScreenshot(page, `${name}-${width}`, fullPage);
}

describe('coupons', () => {
  it('a RegionalManager creates a lesson coupon for a region and finds it in the list', async () => {
    const { context, page } = await openPage(browser, VIEWPORTS.desktop);
    try {
      await signInContext(server, context, regional);
      await page.goto(`${server.url}/admin/coupons`);
      await page
        .getByRole('navigation', { name: 'Back-office' })
        .getByRole('link', { name: 'Vouchers' })
        .waitFor();
      await page.getByRole('heading', { level: 1, name: 'Coupons' }).waitFor();
      await page.getByRole('status').getByText('No coupons found.').waitFor();

      await page.getByRole('button', { name: 'New coupon' }).click();
      const dialog = page.getByRole('dialog', { name: 'New coupon' });
      // The form loads when the dialog first opens.
      await dialog.waitFor();
      // A RegionalManager writes lesson and road-test coupons only.
      expect(
        await dialog.getByRole('combobox', { name: 'Scope' }).locator('option').allInnerTexts(),
      ).toEqual(['Lesson', 'Road test']);
      await dialog.getByRole('button', { name: 'Create coupon' }).click();
      await dialog.getByText('The title is required.').waitFor();

      await dialog.getByRole('textbox', { name: 'Code' }).fill('spring10');
      await dialog.getByRole('textbox', { name: 'Title' }).fill('Spring lessons');
      await dialog.getByRole('textbox', { name: 'Discount' }).fill('10');
      await dialog.getByLabel('Last valid day').fill('2099-06-30');
      await dialog.getByRole('combobox', { name: 'Regions' }).click();
      await page.getByRole('option', { name: 'Oakland' }).click();
      await dialog.getByRole('button', { name: 'Oakland' }).waitFor();
      await dialog.getByRole('checkbox', { name: 'Only on a first purchase' }).check();
      await expectAccessible(page, 'coupon-dialog', VIEWPORTS.desktop.width, false);
      await dialog.getByRole('button', { name: 'Create coupon' }).click();
      await snackbar(page, 'Coupon spring10 was created.').waitFor();

      const row = page
        .getByRole('row')
        .filter({ has: page.getByRole('gridcell', { name: 'spring10' }) });
      await eventually(async () =>
        expect(await row.getByRole('gridcell').allInnerTexts()).toEqual([
          'spring10',
          'Spring lessons',
          'Lesson',
          '10% off',
          'Jun 30, 2099',
          'Oakland · First purchase only',
          'Edit\nDelete',
        ]),
      );
      // A last valid day already past is refused on that field, not created silently.
      await page.getByRole('button', { name: 'New coupon' }).click();
      await dialog.getByRole('textbox', { name: 'Code' }).fill('late10');
      await dialog.getByRole('textbox', { name: 'Title' }).fill('Again');
      await dialog.getByRole('textbox', { name: 'Discount' }).fill('5');
      await dialog.getByLabel('Last valid day').fill('2020-06-30');
      await dialog.getByRole('button', { name: 'Create coupon' }).click();
      await dialog
        .getByText('The last valid day is already past: a new coupon must be valid today or later.')
        .waitFor();
      // The same code in capitals is refused on the code field.
      await dialog.getByRole('textbox', { name: 'Code' }).fill('SPRING10');
      await dialog.getByLabel('Last valid day').fill('2099-06-30');
      await dialog.getByRole('button', { name: 'Create coupon' }).click();
      await dialog.getByText('The code is already used by another coupon.').waitFor();
      await dialog.getByRole('button', { name: 'Cancel' }).click();

      // Filters: the scope goes into the address; expired coupons on request; search.
      await page.getByRole('combobox', { name: 'Scope' }).selectOption('course');
      await waitForPath(page, '/admin/coupons?scope=course');
      await page.getByRole('checkbox', { name: 'Show expired' }).click();
      await page.getByRole('gridcell', { name: 'SUMMER24' }).waitFor();
      // The course coupon is not the RegionalManager's to change.
      expect(await page.getByRole('button', { name: 'Edit SUMMER24' }).count()).toBe(0);
      await page.getByRole('combobox', { name: 'Scope' }).selectOption('');
      await page.getByRole('searchbox', { name: 'Search code or title' }).fill('spring');
      await page.getByRole('status').getByText('Showing 1–1 of 1 coupon.').waitFor();
    } finally {
      await context.close();
    }
  });
});

describe('vouchers', () => {
  it('an Admin creates a batch, redeems a voucher for a student and sees the purchase in the ledger', async () => {
    const { context, page } = await openPage(browser, VIEWPORTS.desktop);
    try {
      await signInContext(server, context, admin);
      await page.goto(`${server.url}/admin/vouchers`);
      await page.getByRole('heading', { level: 1, name: 'Vouchers' }).waitFor();
      await page.getByRole('button', { name: 'Create vouchers' }).click();
      const create = page.getByRole('dialog', { name: 'Create vouchers' });
      await create.getByLabel('Product or package').selectOption({ label: 'Two-hour lesson pack' });
      await create.getByRole('spinbutton', { name: 'How many' }).fill('3');
      await create.getByRole('textbox', { name: 'Prefix' }).fill('fair');
      await create.getByRole('textbox', { name: 'Note' }).fill('Spring fair');
      await create.getByRole('button', { name: 'Create vouchers' }).click();
      const done = page.getByRole('dialog', { name: '3 new vouchers' });
      const list = done.getByRole('list', { name: 'New voucher codes' });
      await list.waitFor();
      const codes = await list.getByRole('listitem').allInnerTexts();
      expect(codes).toHaveLength(3);
      for (const code of codes)
        expect(code).toMatch(/^FAIR-[34679ACDEFGHJKMNPQRTWXY]{5}-[34679ACDEFGHJKMNPQRTWXY]{5}$/);
      await expectAccessible(page, 'vouchers-created', VIEWPORTS.desktop.width, false);
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        done.getByRole('button', { name: 'Download CSV' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^vouchers-fair-\d{4}-\d{2}-\d{2}\.csv$/);
      await done.getByRole('button', { name: 'Done' }).click();
      await page.getByRole('status').getByText('Showing 1–3 of 3 vouchers.').waitFor();

      // Redeem the first for Mia Park from its row.
      const [first, second] = codes as [string, string];
      await page.getByRole('button', { name: `Redeem ${first}` }).click();
      const redeem = page.getByRole('dialog', { name: 'Redeem a voucher' });
      expect(await redeem.getByRole('textbox', { name: 'Voucher code' }).inputValue()).toBe(first);
      await redeem.getByRole('combobox', { name: 'Student' }).fill('Mia');
      await page.getByRole('option', { name: /Mia Park/ }).click();
      await expectAccessible(page, 'voucher-redeem-dialog', VIEWPORTS.desktop.width, false);
      await redeem.getByRole('button', { name: 'Redeem' }).click();
      await snackbar(page, "Two-hour lesson pack was added to Mia Park's ledger.").waitFor();
      const redeemed = page
        .getByRole('row')
        .filter({ has: page.getByRole('gridcell', { name: first }) });
      await redeemed.getByText(/^Redeemed /).waitFor();

      // A second try with the same code, typed in lower case, is refused.
      await page.getByRole('button', { name: 'Redeem for a student' }).click();
      await redeem.getByRole('textbox', { name: 'Voucher code' }).fill(first.toLowerCase());
      await redeem.getByRole('combobox', { name: 'Student' }).fill('Mia');
      await page.getByRole('option', { name: /Mia Park/ }).click();
      await redeem.getByRole('button', { name: 'Redeem' }).click();
      await snackbar(page, 'This voucher has already been redeemed.').waitFor();
      await redeem.getByRole('button', { name: 'Cancel' }).click();

      // Deactivate the second; it can no longer be redeemed from its row.
      await page.getByRole('button', { name: `Deactivate ${second}` }).click();
      await snackbar(page, `${second} is deactivated.`).waitFor();
      const inactive = page
        .getByRole('row')
        .filter({ has: page.getByRole('gridcell', { name: second }) });
      await inactive.getByText('Inactive').waitFor();
      expect(await page.getByRole('button', { name: `Redeem ${second}` }).count()).toBe(0);

      // The status filter, then the student's ledger through the link.
      await page.getByRole('combobox', { name: 'Status' }).selectOption('redeemed');
      await page.getByRole('status').getByText('Showing 1–1 of 1 voucher.').waitFor();
      await redeemed.getByRole('link', { name: 'Mia Park' }).click();
      await page.getByRole('heading', { level: 2, name: 'Balances' }).waitFor();
      const entries = page.getByRole('table', { name: 'Entries' });
      await entries.getByText(`Voucher (${first})`).waitFor();
      await entries.getByText('Two-hour lesson pack × 1').waitFor();
      await saveScreenshot(page, 'voucher-ledger-1280');
    } finally {
      await context.close();
    }
  });
});

for (const viewport of Object.values(VIEWPORTS)) {
  it(`coupons and vouchers have no WCAG 2.2 AA violations at ${viewport.width} px`, async () => {
    const { context, page } = await openPage(browser, viewport);
    try {
      await signInContext(server, context, admin);
      await page.goto(`${server.url}/admin/coupons?expired=1`);
      await page
        .getByRole('status')
        .getByText(/^Showing 1–\d+ of \d+ coupons?\.$/)
        .waitFor();
      await expectAccessible(page, 'coupons', viewport.width);
      await page.getByRole('button', { name: 'Edit SUMMER24' }).click();
      await page
        .getByRole('dialog', { name: 'Edit coupon SUMMER24' })
        .getByLabel('State')
        .waitFor();
      await expectAccessible(page, 'coupon-edit', viewport.width, false);
      await page.keyboard.press('Escape');

      await page.goto(`${server.url}/admin/vouchers`);
      await page
        .getByRole('status')
        .getByText(/^Showing 1–\d+ of \d+ vouchers?\.$/)
        .waitFor();
      await expectAccessible(page, 'vouchers', viewport.width);
    } finally {
      await context.close();
    }
  });
}
