// The products screen: an Admin creates a package from existing products, filters by type,
// deletes a product never sold and archives one that was; a Trainee only reads. Axe (WCAG 2.2 AA)
// at desktop and phone widths, dialog open too; screenshots in test-results/.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
let trainee: TestAccount;
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
  trainee = await createDemoAccount(server, 'trainee@roadready.demo');
  const { context } = await openPage(browser);
  cookie = await signInContext(server, context, admin);
  await context.close();
  await createProduct({ name: 'Driving minutes', type: 'drivingMinute' });
  await createProduct({ name: 'Observation minutes', type: 'observationMinute' });
  await createProduct({ name: 'Registration fee', description: 'Paid once.', type: 'fee' });
  await createProduct({ name: 'Old brochure fee', type: 'fee' });
  // Sold once: deleting it archives it.
  const roadTestFee = await createProduct({ name: 'Road test fee', type: 'fee' });
  const student = await addStudent(server, cookie, { name: 'Liam Chen' });
  const sold = await graphql(
    server,
    {
      query: `mutation ($input: PurchaseInput!) { purchase(input: $input) { ledger { version } } }`,
      variables: {
        input: {
          idempotencyKey: 'products-e2e-1',
          studentId: student.id,
          items: [{ productId: roadTestFee, quantity: 1 }],
          paymentMethod: 'cash',
          amountCents: 7500,
          expiresAt: new Date(Date.now() + 365 * 86_400_000).toISOString(),
        },
      },
    },
    cookie,
  );
  expect(sold.errors).toBeUndefined();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const snackbar = (page: Page, text: string | RegExp) =>
  page.getByTestId('snackbars').getByText(text);
const rowOf = (page: Page, name: string) =>
  page
    .getByRole('table', { name: /products|Package|Fee/i })
    .getByRole('row')
    .filter({
      has: page.getByRole('cell', { name, exact: true }),
    });

describe('products for an Admin', () => {
  it('creates a package from existing products, with checks before sending', async () => {
    const { context, page } = await openPage(browser);
    try {
      await signInContext(server, context, admin);
      await page.goto(`${server.url}/admin`);
      await page
        .getByRole('navigation', { name: 'Back-office' })
        .getByRole('link', { name: 'Products' })
        .click();
      await page.getByRole('heading', { level: 1, name: 'Products' }).waitFor();
      await page.getByRole('status').getByText('Showing 1–5 of 5 products.').waitFor();

      await page.getByRole('button', { name: 'New product' }).click();
      const dialog = page.getByRole('dialog', { name: 'New product' });
      await dialog.getByRole('combobox', { name: 'Type' }).selectOption('package');
      await dialog.getByRole('button', { name: 'Create product' }).click();
      await dialog.getByText('Name is required.').waitFor();
      await dialog.getByText('A package needs at least one product.').waitFor();

      await dialog.getByRole('textbox', { name: 'Name' }).fill('Teen package');
      await dialog
        .getByRole('textbox', { name: 'Description' })
        .fill('Six hours behind the wheel.');
      await dialog.getByRole('button', { name: 'Add a product to the package' }).click();
      const first = dialog.getByRole('combobox', { name: 'Product 1' });
      // Only products sold on their own are offered (no packages).
      await eventually(async () =>
        expect(await first.locator('option').allInnerTexts()).toEqual([
          'Choose a product',
          'Driving minutes (Driving minutes)',
          'Observation minutes (Observation minutes)',
          'Old brochure fee (Fee)',
          'Registration fee (Fee)',
          'Road test fee (Fee)',
        ]),
      );
      await first.selectOption({ label: 'Driving minutes (Driving minutes)' });
      await dialog.getByRole('spinbutton', { name: 'Quantity 1' }).fill('360');
      await dialog.getByRole('button', { name: 'Add a product to the package' }).click();
      await dialog
        .getByRole('combobox', { name: 'Product 2' })
        .selectOption({ label: 'Registration fee (Fee)' });
      await saveScreenshot(page, 'product-dialog-1280', false);
      expect(await findAxeViolations(page)).toEqual([]);
      await dialog.getByRole('button', { name: 'Create product' }).click();
      await snackbar(page, 'Teen package was created.').waitFor();

      const row = rowOf(page, 'Teen package');
      await eventually(async () =>
        expect(await row.getByRole('cell').allInnerTexts()).toEqual([
          'Teen package',
          'Package',
          'Six hours behind the wheel.',
          '360 min Driving minutes\n1 × Registration fee',
          'For sale',
          'Edit\nDelete',
        ]),
      );

      // The type filter goes into the address.
      await page.getByRole('combobox', { name: 'Type' }).selectOption('package');
      await waitForPath(page, '/admin/products?type=package');
      await page.getByRole('status').getByText('Showing 1–1 of 1 product.').waitFor();
      await page.getByRole('combobox', { name: 'Type' }).selectOption('');
      await page.getByRole('status').getByText('Showing 1–6 of 6 products.').waitFor();
    } finally {
      await context.close();
    }
  });

  it('deletes a product never sold and archives one that was', async () => {
    const { context, page } = await openPage(browser);
    try {
      await signInContext(server, context, admin);
      await page.goto(`${server.url}/admin/products`);
      await rowOf(page, 'Old brochure fee').getByRole('button', { name: 'Delete' }).click();
      let confirm = page.getByRole('alertdialog', { name: 'Delete Old brochure fee?' });
      await confirm.getByText(/removed for good/).waitFor();
      await confirm.getByRole('button', { name: 'Delete product' }).click();
      await snackbar(page, 'Old brochure fee was deleted.').waitFor();
      await rowOf(page, 'Old brochure fee').waitFor({ state: 'detached' });

      const sold = rowOf(page, 'Road test fee');
      await sold.getByText('Sold', { exact: true }).waitFor();
      await sold.getByRole('button', { name: 'Delete' }).click();
      confirm = page.getByRole('alertdialog', { name: 'Delete Road test fee?' });
      await confirm.getByText(/archived instead/).waitFor();
      await confirm.getByRole('button', { name: 'Archive product' }).click();
      await snackbar(page, /Road test fee was archived/).waitFor();
      await sold.waitFor({ state: 'detached' });

      // The box follows the address, which changes a moment after the click.
      await page.getByRole('checkbox', { name: 'Show archived' }).click();
      await waitForPath(page, '/admin/products?archived=1');
      await sold.getByText('Archived', { exact: true }).waitFor();
      await sold.getByRole('button', { name: 'Restore Road test fee' }).click();
      await snackbar(page, 'Road test fee is for sale again.').waitFor();
      await sold.getByText('Sold', { exact: true }).waitFor();
    } finally {
      await context.close();
    }
  });
});

describe('products for a Trainee', () => {
  it('lists products without any write control', async () => {
    const { context, page } = await openPage(browser);
    try {
      await signInContext(server, context, trainee);
      await page.goto(`${server.url}/admin/products`);
      await rowOf(page, 'Teen package').waitFor();
      const main = page.getByRole('main');
      expect(
        await main.getByRole('button', { name: /New product|Edit|Delete|Restore/ }).count(),
      ).toBe(0);
      expect(await main.getByRole('columnheader', { name: 'Actions' }).count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});

for (const viewport of Object.values(VIEWPORTS)) {
  it(`has no WCAG 2.2 AA violations at ${viewport.width} px`, async () => {
    const { context, page } = await openPage(browser, viewport);
    try {
      await signInContext(server, context, admin);
      await page.goto(`${server.url}/admin/products`);
      await page
        .getByRole('status')
        .getByText(/^Showing 1–\d+ of \d+ products\.$/)
        .waitFor();
      await page.evaluate(() => document.fonts.ready);
      expect(await findAxeViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
      await saveScreenshot(page, `products-${viewport.width}`);
      await page.getByRole('button', { name: 'Edit Teen package' }).click();
      await page.getByRole('dialog', { name: 'Edit Teen package' }).waitFor();
      expect(await findAxeViolations(page)).toEqual([]);
      await saveScreenshot(page, `product-edit-${viewport.width}`, false);
    } finally {
      await context.close();
    }
  });
}
